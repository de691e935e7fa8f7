#include "recordmodel.h"

#include "sitecontext.h"

#include "catalogtext.h"
#include "common/stamp.h"

#include <QDateTime>
#include <QTimeZone>

namespace jgr::ui {

using control::RecordColumn;

RecordModel::RecordModel(control::RecordKind kind, QObject *parent) : QAbstractTableModel(parent), m_kind(kind) {}

void RecordModel::setRecords(QList<control::GenericRecord> records)
{
    beginResetModel();
    m_records = std::move(records);
    endResetModel();
}

int RecordModel::rowOfId(int id) const
{
    for (int row = 0; row < m_records.size(); ++row)
        if (m_records.at(row).id == id)
            return row;
    return -1;
}

int RecordModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_records.size());
}

int RecordModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(control::recordColumns(m_kind).size());
}

QVariant RecordModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= m_records.size())
        return {};
    const RecordColumn &c = control::recordColumns(m_kind).at(index.column());
    const QVariant value = m_records.at(index.row()).values.value(c.column);
    if (role == Qt::DisplayRole) {
        if (c.type == RecordColumn::Type::Stamp)
            return stampToLocal(value.toString());
        if (c.type == RecordColumn::Type::LongText)
            return value.toString().section(QLatin1Char('\n'), 0, 0);
        // A site number with its name, unless the record names it already.
        if (c.type == RecordColumn::Type::SiteNumber && value.toInt() > 0 &&
            (c.column != QLatin1String("site_number") ||
             m_records.at(index.row()).values.value(QStringLiteral("site_name")).toString().isEmpty()))
            return SiteContext::siteLabel(m_siteNames, value.toInt());
        // A flag in words ("active", not "Y"); its letter is in the tooltip.
        if (c.type == RecordColumn::Type::Flag)
            for (const auto &choice : c.choices)
                if (choice.value == value.toString())
                    return catalogText(choice.meaning);
        return value;
    }
    if (role == Qt::EditRole)
        return value; // sorting: numbers as numbers, stamps as sortable text
    if (role == Qt::ToolTipRole && c.type == RecordColumn::Type::Flag)
        return value.toString().isEmpty() ? tr("(blank)") : value.toString();
    if (role == Qt::ToolTipRole && c.type == RecordColumn::Type::LongText)
        return value;
    return {};
}

QVariant RecordModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= columnCount())
        return {};
    const RecordColumn &c = control::recordColumns(m_kind).at(section);
    if (role == Qt::DisplayRole)
        return columnLabel(c);
    if (role == Qt::ToolTipRole)
        return c.meaning.isEmpty() ? c.column : c.column + QStringLiteral(": ") + catalogText(c.meaning);
    return {};
}

QString RecordModel::columnLabel(const RecordColumn &c)
{
    // Times are shown in local time: the header says which.
    if (c.type == RecordColumn::Type::Stamp)
        return timeColumnLabel(catalogText(c.label));
    return catalogText(c.label);
}

QString RecordModel::timeColumnLabel(const QString &label)
{
    return tr("%1 (%2)").arg(label, QDateTime::currentDateTime().timeZoneAbbreviation());
}

QString RecordModel::stampToLocal(const QString &utc)
{
    const auto micros = stamp::toMicros(utc);
    if (!micros)
        return utc;
    return QDateTime::fromMSecsSinceEpoch(*micros / 1000, Qt::UTC)
        .toLocalTime()
        .toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

QString RecordModel::stampFromLocal(const QString &local, bool *ok)
{
    *ok = true;
    if (local.trimmed().isEmpty())
        return {};
    QDateTime t = QDateTime::fromString(local.trimmed(), QStringLiteral("yyyy-MM-dd HH:mm:ss"));
    if (!t.isValid())
        t = QDateTime::fromString(local.trimmed(), QStringLiteral("yyyy-MM-dd HH:mm"));
    if (!t.isValid()) {
        *ok = false;
        return {};
    }
    t.setTimeZone(QTimeZone::systemTimeZone());
    return t.toUTC().toString(QStringLiteral("yyyy-MM-dd HH:mm:ss"));
}

} // namespace jgr::ui
