#pragma once

#include "common/result.h"

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

namespace jgr::config {

// The INI dialect of docs/CLI.md, read and written by one class so that a
// value comes back exactly as it was written: commas, quotes, ';' and
// non-ASCII text included (QSettings turned "Smith, Jones & Co" into a list
// and a site name into nothing, and took the last of two equal keys).
//
//   [section]            ; a comment after white space
//   key=value            ; the value runs to a ';' that follows white space
//   key="  a \"value\"" ; quoted: kept whole, with \" \\ \n \t escapes
//   ; or # at the start of a line: a comment
//
// A key given twice in a section, a section given twice, a key before any
// section or a line that is none of these is an error naming the file and
// the line.
class IniFile
{
public:
    static Result<IniFile> read(const QString &path);
    static Result<IniFile> parse(const QString &text, const QString &path);

    bool hasSection(const QString &section) const;
    bool contains(const QString &section, const QString &key) const;
    // The value as written (unquoted, unescaped), or `fallback` when absent.
    QString value(const QString &section, const QString &key, const QString &fallback = {}) const;
    // The line a key was read from (for messages), 0 when absent.
    int lineOf(const QString &section, const QString &key) const;

    // Sets a value, adding its section at the end when new. An empty value
    // is written as "key=".
    void setValue(const QString &section, const QString &key, const QString &value);
    void remove(const QString &section, const QString &key);
    QString text() const;
    Status write(const QString &path) const;

private:
    struct Entry
    {
        QString key;
        QString value;
        int line = 0;
    };
    struct Section
    {
        QString name;
        QList<Entry> entries;
    };
    const Entry *find(const QString &section, const QString &key) const;

    QList<Section> m_sections;
};

} // namespace jgr::config
