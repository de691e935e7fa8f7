#include "recordform.h"

#include "catalogtext.h"
#include "recordmodel.h"

#include "engine/schema/updatespec.h"

#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPlainTextEdit>
#include <QSpinBox>

namespace jgr::ui {

using control::RecordColumn;

RecordForm::RecordForm(control::RecordKind kind, QWidget *parent) : QWidget(parent), m_kind(kind)
{
    auto *form = new QFormLayout(this);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const RecordColumn &c : control::recordColumns(kind)) {
        QWidget *editor = makeEditor(c);
        editor->setObjectName(c.column);
        editor->setToolTip(catalogText(c.meaning));
        auto *error = new QLabel(this);
        error->setObjectName(c.column + QStringLiteral("_error"));
        error->setStyleSheet(QStringLiteral("color: #c62828"));
        error->setWordWrap(true);
        error->hide();
        auto *row = new QWidget(this);
        auto *layout = new QVBoxLayout(row);
        layout->setContentsMargins(0, 0, 0, 0);
        layout->addWidget(editor);
        layout->addWidget(error);
        auto *label = new QLabel(RecordModel::columnLabel(c) + QLatin1Char(':'), this);
        label->setBuddy(editor);
        // A screen reader finds a buddy label only beside its control; this
        // one sits in a row of its own with the error text.
        editor->setAccessibleName(RecordModel::columnLabel(c));
        form->addRow(label, row);
        m_editors.insert(c.column, editor);
        m_errors.insert(c.column, error);
    }
    clearRecord();
}

QWidget *RecordForm::makeEditor(const RecordColumn &c)
{
    // A value from a list (flags, the database type): only those are offered.
    if (!c.choices.isEmpty()) {
        auto *combo = new QComboBox(this);
        for (const control::FlagChoice &choice : c.choices)
            combo->addItem(QStringLiteral("%1 — %2").arg(choice.value.isEmpty() ? tr("(blank)") : choice.value,
                                                         catalogText(choice.meaning)),
                           choice.value);
        connect(combo, &QComboBox::currentIndexChanged, this, [this] {
            if (!m_loading)
                emit valueChanged();
        });
        return combo;
    }
    switch (c.type) {
    case RecordColumn::Type::Int:
    case RecordColumn::Type::SiteNumber: {
        auto *spin = new QSpinBox(this);
        spin->setRange(0, std::numeric_limits<int>::max());
        connect(spin, &QSpinBox::valueChanged, this, [this] {
            if (!m_loading)
                emit valueChanged();
        });
        return spin;
    }
    case RecordColumn::Type::LongText: {
        auto *text = new QPlainTextEdit(this);
        text->setTabChangesFocus(true);
        text->setMaximumHeight(c.column == QLatin1String("notes") ? 120 : 60);
        connect(text, &QPlainTextEdit::textChanged, this, [this] {
            if (!m_loading)
                emit valueChanged();
        });
        return text;
    }
    case RecordColumn::Type::Flag: // a flag always has choices
    case RecordColumn::Type::Text:
    case RecordColumn::Type::Stamp: {
        auto *line = new QLineEdit(this);
        if (c.maxLength > 0)
            line->setMaxLength(c.maxLength + 1); // one more, so that a too long value is refused with a message
        if (c.type == RecordColumn::Type::Stamp)
            line->setPlaceholderText(tr("YYYY-MM-DD HH:MM:SS, local time"));
        connect(line, &QLineEdit::textEdited, this, [this] { emit valueChanged(); });
        return line;
    }
    }
    return new QWidget(this);
}

QVariant RecordForm::editorValue(const RecordColumn &c) const
{
    QWidget *w = m_editors.value(c.column);
    if (auto *spin = qobject_cast<QSpinBox *>(w))
        return spin->value();
    if (auto *combo = qobject_cast<QComboBox *>(w))
        return combo->currentData().toString();
    if (auto *text = qobject_cast<QPlainTextEdit *>(w))
        return text->toPlainText();
    if (auto *line = qobject_cast<QLineEdit *>(w)) {
        if (c.type != RecordColumn::Type::Stamp)
            return line->text();
        bool ok = false;
        const QString utc = RecordModel::stampFromLocal(line->text(), &ok);
        return ok ? QVariant(utc) : QVariant(QStringLiteral("invalid:") + line->text());
    }
    return {};
}

void RecordForm::setEditorValue(const RecordColumn &c, const QVariant &value)
{
    QWidget *w = m_editors.value(c.column);
    if (auto *spin = qobject_cast<QSpinBox *>(w)) {
        spin->setValue(value.toInt());
    } else if (auto *combo = qobject_cast<QComboBox *>(w)) {
        int index = combo->findData(value.toString());
        if (index < 0) {
            // A value outside the list (written by another tool): shown, not lost.
            combo->addItem(tr("%1 — not a known value").arg(value.toString()), value.toString());
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    } else if (auto *text = qobject_cast<QPlainTextEdit *>(w)) {
        text->setPlainText(value.toString());
    } else if (auto *line = qobject_cast<QLineEdit *>(w)) {
        line->setText(c.type == RecordColumn::Type::Stamp ? RecordModel::stampToLocal(value.toString())
                                                          : value.toString());
    }
}

void RecordForm::setRecord(const control::GenericRecord &record)
{
    m_loading = true;
    m_loaded = record;
    for (const RecordColumn &c : control::recordColumns(m_kind)) {
        setEditorValue(c, record.values.value(c.column));
        m_errors.value(c.column)->hide();
        QWidget *editor = m_editors.value(c.column);
        editor->setEnabled(writable(c));
        if (c.type == RecordColumn::Type::SiteNumber && c.editable)
            editor->setToolTip(writable(c) ? catalogText(c.meaning)
                                           : tr("Given when the site joined; its rows name their owner by it, so it "
                                                "does not change here."));
    }
    // What the editors show is the baseline: a value they cannot show exactly
    // (a stamp's fraction of a second) does not count as a change.
    for (const RecordColumn &c : control::recordColumns(m_kind))
        if (c.type == RecordColumn::Type::Stamp)
            m_loaded.values.insert(c.column, editorValue(c));
    m_loading = false;
}

void RecordForm::clearRecord()
{
    control::GenericRecord blank;
    for (const RecordColumn &c : control::recordColumns(m_kind)) {
        const bool number = c.type == RecordColumn::Type::Int || c.type == RecordColumn::Type::SiteNumber;
        blank.values.insert(c.column,
                            number ? QVariant(0) : QVariant(c.choices.isEmpty() ? QString() : c.choices.first().value));
    }
    setRecord(blank);
}

control::GenericRecord RecordForm::edited() const
{
    control::GenericRecord r = m_loaded;
    for (const RecordColumn &c : control::recordColumns(m_kind))
        if (writable(c))
            r.values.insert(c.column, editorValue(c));
    return r;
}

QStringList RecordForm::changedColumns() const
{
    QStringList changed;
    for (const RecordColumn &c : control::recordColumns(m_kind)) {
        if (!writable(c))
            continue;
        const QVariant now = editorValue(c);
        // A new record writes every editable column.
        if (m_loaded.id == 0 || now.toString() != m_loaded.values.value(c.column).toString())
            changed << c.column;
    }
    return changed;
}

bool RecordForm::validate()
{
    bool ok = true;
    const control::GenericRecord r = edited();
    const QStringList changed = changedColumns();
    for (const RecordColumn &c : control::recordColumns(m_kind)) {
        QLabel *error = m_errors.value(c.column);
        QString why;
        if (changed.contains(c.column)) {
            const QString value = r.values.value(c.column).toString();
            if (c.type == RecordColumn::Type::Stamp && value.startsWith(QLatin1String("invalid:")))
                why = tr("%1 must be a date and time (YYYY-MM-DD HH:MM:SS).").arg(catalogText(c.label));
            else
                why = c.validate(r.values.value(c.column));
            // A U spec is checked by the same parser as the CLI.
            if (why.isEmpty() && c.column == QLatin1String("update_spec")) {
                if (auto spec = engine::parseUpdateSpec(value); !spec)
                    why = spec.error().message;
            }
        }
        error->setText(why);
        error->setVisible(!why.isEmpty());
        ok = ok && why.isEmpty();
    }
    return ok;
}

bool RecordForm::writable(const RecordColumn &c) const
{
    const bool sites = m_kind == control::RecordKind::Master || m_kind == control::RecordKind::Site;
    return c.editable && !(sites && c.type == RecordColumn::Type::SiteNumber && m_loaded.id != 0);
}

void RecordForm::setError(const QString &column, const QString &text)
{
    if (QLabel *error = m_errors.value(column)) {
        error->setText(text);
        error->setVisible(!text.isEmpty());
    }
}

QString RecordForm::errorText(const QString &column) const
{
    QLabel *error = m_errors.value(column);
    return error && !error->isHidden() ? error->text() : QString();
}

} // namespace jgr::ui
