#include "inifile.h"

#include <QCoreApplication>
#include <QFile>
#include <QSaveFile>

namespace jgr::config {

namespace {
Error lineError(const QString &path, int line, const QString &what)
{
    return makeError(ExitCode::Usage,
                     QCoreApplication::translate("Engine", "%1, line %2: %3").arg(path).arg(line).arg(what));
}

// The end of an unquoted value: a ';' after white space starts a comment (a
// ';' inside a value, as between driver options, does not).
QString unquotedValue(const QString &rest)
{
    for (qsizetype i = 1; i < rest.size(); ++i)
        if (rest.at(i) == QLatin1Char(';') && rest.at(i - 1).isSpace())
            return rest.left(i).trimmed();
    return rest.trimmed();
}

// A quoted value from its opening quote: the text, and what follows the
// closing quote (which may only be a comment); nothing when unterminated.
std::optional<std::pair<QString, QString>> quotedValue(const QString &rest)
{
    QString value;
    for (qsizetype i = 1; i < rest.size(); ++i) {
        const QChar c = rest.at(i);
        if (c == QLatin1Char('"'))
            return std::pair{value, rest.mid(i + 1).trimmed()};
        if (c != QLatin1Char('\\') || i + 1 >= rest.size()) {
            value += c;
            continue;
        }
        const QChar e = rest.at(++i);
        if (e == QLatin1Char('n'))
            value += QLatin1Char('\n');
        else if (e == QLatin1Char('t'))
            value += QLatin1Char('\t');
        else if (e == QLatin1Char('r'))
            value += QLatin1Char('\r');
        else
            value += e; // \" \\ and any other escaped character as itself
    }
    return std::nullopt;
}

bool needsQuotes(const QString &value)
{
    if (value.isEmpty())
        return false;
    if (value.front().isSpace() || value.back().isSpace() || value.startsWith(QLatin1Char('"')) ||
        value.startsWith(QLatin1Char(';')) || value.startsWith(QLatin1Char('#')))
        return true;
    for (qsizetype i = 0; i < value.size(); ++i) {
        const QChar c = value.at(i);
        if (c == QLatin1Char('\n') || c == QLatin1Char('\r') || c == QLatin1Char('\\') ||
            (c == QLatin1Char(';') && i > 0 && value.at(i - 1).isSpace()))
            return true;
    }
    return false;
}

QString written(const QString &value)
{
    if (!needsQuotes(value))
        return value;
    QString out = QStringLiteral("\"");
    for (const QChar c : value) {
        if (c == QLatin1Char('"') || c == QLatin1Char('\\'))
            out += QLatin1Char('\\') + c;
        else if (c == QLatin1Char('\n'))
            out += QStringLiteral("\\n");
        else if (c == QLatin1Char('\r'))
            out += QStringLiteral("\\r");
        else if (c == QLatin1Char('\t'))
            out += QStringLiteral("\\t");
        else
            out += c;
    }
    return out + QLatin1Char('"');
}
} // namespace

Result<IniFile> IniFile::read(const QString &path)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "%1: cannot read the file: %2.").arg(path, file.errorString()));
    return parse(QString::fromUtf8(file.readAll()), path);
}

Result<IniFile> IniFile::parse(const QString &text, const QString &path)
{
    IniFile ini;
    const QStringList lines = text.split(QLatin1Char('\n'));
    for (qsizetype n = 0; n < lines.size(); ++n) {
        const int lineNumber = int(n + 1);
        const QString line = lines.at(n).trimmed();
        if (line.isEmpty() || line.startsWith(QLatin1Char(';')) || line.startsWith(QLatin1Char('#')))
            continue;
        if (line.startsWith(QLatin1Char('['))) {
            const qsizetype close = line.indexOf(QLatin1Char(']'));
            const QString after = close < 0 ? QString() : line.mid(close + 1).trimmed();
            if (close < 0 || (!after.isEmpty() && !after.startsWith(QLatin1Char(';'))))
                return lineError(path, lineNumber,
                                 QCoreApplication::translate("Engine", "a section is written [name]."));
            const QString name = line.mid(1, close - 1).trimmed();
            if (ini.hasSection(name))
                return lineError(path, lineNumber,
                                 QCoreApplication::translate("Engine", "section [%1] is given a second time: give "
                                                                       "each section once.")
                                     .arg(name));
            ini.m_sections.append(Section{name, {}});
            continue;
        }
        const qsizetype equals = line.indexOf(QLatin1Char('='));
        if (equals <= 0)
            return lineError(
                path, lineNumber,
                QCoreApplication::translate("Engine", "expected [section] or key=value, not \"%1\".").arg(line));
        if (ini.m_sections.isEmpty())
            return lineError(path, lineNumber,
                             QCoreApplication::translate("Engine", "key=value before any [section]."));
        const QString key = line.left(equals).trimmed();
        const QString rest = line.mid(equals + 1).trimmed();
        QString value;
        if (rest.startsWith(QLatin1Char('"'))) {
            const auto quoted = quotedValue(rest);
            if (!quoted || (!quoted->second.isEmpty() && !quoted->second.startsWith(QLatin1Char(';'))))
                return lineError(path, lineNumber,
                                 QCoreApplication::translate("Engine", "the value of %1 has a quote that is not "
                                                                       "closed, or text after its closing quote.")
                                     .arg(key));
            value = quoted->first;
        } else {
            value = unquotedValue(rest);
        }
        Section &section = ini.m_sections.last();
        if (const Entry *earlier = ini.find(section.name, key))
            return lineError(path, lineNumber,
                             QCoreApplication::translate("Engine", "%1 is given a second time in [%2] (first on line "
                                                                   "%3): give each key once.")
                                 .arg(key, section.name)
                                 .arg(earlier->line));
        section.entries.append(Entry{key, value, lineNumber});
    }
    return ini;
}

bool IniFile::hasSection(const QString &section) const
{
    for (const Section &s : m_sections)
        if (s.name == section)
            return true;
    return false;
}

const IniFile::Entry *IniFile::find(const QString &section, const QString &key) const
{
    for (const Section &s : m_sections)
        if (s.name == section)
            for (const Entry &e : s.entries)
                if (e.key == key)
                    return &e;
    return nullptr;
}

bool IniFile::contains(const QString &section, const QString &key) const
{
    return find(section, key) != nullptr;
}

QString IniFile::value(const QString &section, const QString &key, const QString &fallback) const
{
    const Entry *e = find(section, key);
    return e ? e->value : fallback;
}

int IniFile::lineOf(const QString &section, const QString &key) const
{
    const Entry *e = find(section, key);
    return e ? e->line : 0;
}

void IniFile::setValue(const QString &section, const QString &key, const QString &value)
{
    for (Section &s : m_sections) {
        if (s.name != section)
            continue;
        for (Entry &e : s.entries) {
            if (e.key == key) {
                e.value = value;
                return;
            }
        }
        s.entries.append(Entry{key, value, 0});
        return;
    }
    m_sections.append(Section{section, {Entry{key, value, 0}}});
}

void IniFile::remove(const QString &section, const QString &key)
{
    for (Section &s : m_sections)
        if (s.name == section)
            s.entries.removeIf([&](const Entry &e) { return e.key == key; });
}

QString IniFile::text() const
{
    QString out;
    for (const Section &s : m_sections) {
        if (!out.isEmpty())
            out += QLatin1Char('\n');
        out += QLatin1Char('[') + s.name + QStringLiteral("]\n");
        for (const Entry &e : s.entries)
            out += e.key + QLatin1Char('=') + written(e.value) + QLatin1Char('\n');
    }
    return out;
}

Status IniFile::write(const QString &path) const
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(text().toUtf8()) < 0 || !file.commit())
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot write the configuration file %1: %2.")
                             .arg(path, file.errorString()));
    return {};
}

} // namespace jgr::config
