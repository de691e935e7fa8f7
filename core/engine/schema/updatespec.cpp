#include "updatespec.h"

#include "updateprocedures.h"

#include "db/identifier.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace jgr::engine {

namespace {

struct Token
{
    enum class Type
    {
        Word,
        String,
        Symbol,
        End
    };
    Type type = Type::End;
    QString text;
    int position = 0; // 1-based character position in the spec, for messages
};

// Words are identifiers and numbers; strings are SQL-style '...' with ''
// for a quote; symbols are ( ) , and ->.
Result<QList<Token>> tokenize(const QString &spec)
{
    QList<Token> tokens;
    qsizetype i = 0;
    const qsizetype n = spec.size();
    while (i < n) {
        const QChar c = spec.at(i);
        if (c.isSpace()) {
            ++i;
            continue;
        }
        Token t;
        t.position = int(i) + 1;
        if (c == QLatin1Char('\'')) {
            t.type = Token::Type::String;
            ++i;
            bool closed = false;
            while (i < n) {
                if (spec.at(i) == QLatin1Char('\'')) {
                    if (i + 1 < n && spec.at(i + 1) == QLatin1Char('\'')) {
                        t.text += QLatin1Char('\'');
                        i += 2;
                        continue;
                    }
                    closed = true;
                    ++i;
                    break;
                }
                t.text += spec.at(i++);
            }
            if (!closed)
                return makeError(
                    ExitCode::Usage,
                    QCoreApplication::translate("Engine", "the text starting at character %1 has no closing quote")
                        .arg(t.position));
        } else if (c == QLatin1Char('-') && i + 1 < n && spec.at(i + 1) == QLatin1Char('>')) {
            t.type = Token::Type::Symbol;
            t.text = QStringLiteral("->");
            i += 2;
        } else if (c == QLatin1Char('(') || c == QLatin1Char(')') || c == QLatin1Char(',')) {
            t.type = Token::Type::Symbol;
            t.text = c;
            ++i;
        } else if (c.isLetterOrNumber() || c == QLatin1Char('_') || c == QLatin1Char('-') || c == QLatin1Char('.')) {
            t.type = Token::Type::Word;
            while (i < n && (spec.at(i).isLetterOrNumber() || spec.at(i) == QLatin1Char('_') ||
                             spec.at(i) == QLatin1Char('.') || (spec.at(i) == QLatin1Char('-') && t.text.isEmpty())))
                t.text += spec.at(i++);
        } else {
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "unexpected character \"%1\" at character %2")
                                 .arg(c)
                                 .arg(t.position));
        }
        tokens << t;
    }
    Token end;
    end.position = int(n) + 1;
    tokens << end;
    return tokens;
}

class Parser
{
public:
    explicit Parser(QList<Token> tokens) : m_tokens(std::move(tokens)) {}

    Result<UpdateSpec> parse()
    {
        const Token &verb = next();
        if (isWord(verb, "ADD"))
            return parseAdd();
        if (isWord(verb, "RUN"))
            return parseRun();
        return error(verb, QCoreApplication::translate("Engine", "a spec starts with ADD or RUN"));
    }

private:
    static bool isWord(const Token &t, const char *word)
    {
        return t.type == Token::Type::Word && t.text.compare(QLatin1String(word), Qt::CaseInsensitive) == 0;
    }
    static QString shown(const Token &t)
    {
        return t.type == Token::Type::End ? QCoreApplication::translate("Engine", "the end of the spec")
                                          : QStringLiteral("\"%1\" (character %2)").arg(t.text).arg(t.position);
    }
    static Error error(const Token &at, const QString &expected)
    {
        return makeError(ExitCode::Usage, QStringLiteral("%1: %2").arg(shown(at), expected));
    }
    const Token &peek() const { return m_tokens.at(m_pos); }
    const Token &next() { return m_tokens.at(m_pos < m_tokens.size() - 1 ? m_pos++ : m_pos); }

    Result<QString> identifier(const QString &what)
    {
        const Token &t = next();
        if (t.type != Token::Type::Word || !db::isValidIdentifier(t.text))
            return error(
                t, QCoreApplication::translate("Engine", "expected %1 (letters, digits and _, at most %2 characters)")
                       .arg(what)
                       .arg(db::kMaxIdentifierLength));
        return t.text;
    }

    Result<int> positiveNumber(const QString &what)
    {
        const Token &t = next();
        bool ok = false;
        const int value = t.type == Token::Type::Word ? t.text.toInt(&ok) : 0;
        if (!ok || value <= 0 || value > 65535)
            return error(
                t, QCoreApplication::translate("Engine", "expected %1, a whole number from 1 to 65535").arg(what));
        return value;
    }

    Result<UpdateSpec> parseAdd()
    {
        UpdateSpec spec;
        spec.kind = UpdateSpec::Kind::Add;
        auto name = identifier(QCoreApplication::translate("Engine", "the new column's name"));
        if (!name)
            return name.error();
        spec.column.name = name.value();
        const Token &familyToken = next();
        db::Family family = db::Family::Unknown;
        if (familyToken.type != Token::Type::Word || !db::parseFamily(familyToken.text, &family))
            return error(familyToken, QCoreApplication::translate(
                                          "Engine", "expected a type family: int, bigint, flag, text, longtext, "
                                                    "stamp, double, decimal, boolean, date or blob"));
        spec.column.type.family = family;
        if (family == db::Family::Flag)
            spec.column.type.length = 1;
        bool notNull = false;
        bool seenNullability = false;
        while (peek().type != Token::Type::End) {
            const Token &option = next();
            if (isWord(option, "LENGTH")) {
                if (family != db::Family::Text && family != db::Family::Decimal)
                    return error(option, QCoreApplication::translate(
                                             "Engine", "LENGTH applies to text and decimal columns only"));
                auto n = positiveNumber(QStringLiteral("a length"));
                if (!n)
                    return n.error();
                spec.column.type.length = n.value();
            } else if (isWord(option, "DECIMALS")) {
                if (family != db::Family::Decimal)
                    return error(option,
                                 QCoreApplication::translate("Engine", "DECIMALS applies to decimal columns only"));
                const Token &t = next();
                bool ok = false;
                const int d = t.type == Token::Type::Word ? t.text.toInt(&ok) : -1;
                if (!ok || d < 0 || d > 30)
                    return error(t, QCoreApplication::translate("Engine", "expected the number of decimals, 0 to 30"));
                spec.column.type.decimals = d;
            } else if (isWord(option, "DEFAULT")) {
                auto literal = defaultLiteral(family);
                if (!literal)
                    return literal.error();
                spec.column.defaultLiteral = literal.value();
            } else if (isWord(option, "NOT") && !seenNullability) {
                const Token &null = next();
                if (!isWord(null, "NULL"))
                    return error(null, QStringLiteral("expected NULL after NOT"));
                notNull = true;
                seenNullability = true;
            } else if (isWord(option, "NULL") && !seenNullability) {
                seenNullability = true;
            } else {
                return error(option, QStringLiteral("expected LENGTH, DECIMALS, DEFAULT, NULL or NOT NULL"));
            }
        }
        if (family == db::Family::Decimal && spec.column.type.length > 0 &&
            spec.column.type.decimals > spec.column.type.length)
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "DECIMALS (%1) is larger than LENGTH (%2)")
                                 .arg(spec.column.type.decimals)
                                 .arg(spec.column.type.length));
        // Existing rows need a value for a NOT NULL column.
        if (notNull && spec.column.defaultLiteral.isEmpty())
            return makeError(ExitCode::Usage, QStringLiteral("NOT NULL needs a DEFAULT: the table's existing rows need "
                                                             "a value for column %1")
                                                  .arg(spec.column.name));
        spec.column.nullable = !notNull;
        return spec;
    }

    // The DEFAULT literal, checked against the family and written back as
    // SQL that is the same on every database.
    Result<QString> defaultLiteral(db::Family family)
    {
        const Token &t = next();
        if (isWord(t, "NULL"))
            return QString();
        static const QRegularExpression integer(QStringLiteral(R"(^-?\d{1,18}$)"));
        static const QRegularExpression number(QStringLiteral(R"(^-?\d{1,30}(\.\d{1,30})?$)"));
        static const QRegularExpression stampText(QStringLiteral(R"(^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d(\.\d{1,6})?$)"));
        static const QRegularExpression dateText(QStringLiteral(R"(^\d{4}-\d\d-\d\d$)"));
        const bool isWordToken = t.type == Token::Type::Word;
        const bool isString = t.type == Token::Type::String;
        switch (family) {
        case db::Family::Int:
        case db::Family::BigInt:
            if (isWordToken && integer.match(t.text).hasMatch())
                return t.text;
            return error(t, QCoreApplication::translate("Engine", "expected a whole number as the default"));
        case db::Family::Double:
        case db::Family::Decimal:
            if (isWordToken && number.match(t.text).hasMatch())
                return t.text;
            return error(t, QCoreApplication::translate("Engine", "expected a number as the default"));
        case db::Family::Boolean:
            if (isWord(t, "TRUE") || (isWordToken && t.text == QLatin1String("1")))
                return QStringLiteral("TRUE");
            if (isWord(t, "FALSE") || (isWordToken && t.text == QLatin1String("0")))
                return QStringLiteral("FALSE");
            return error(t, QCoreApplication::translate("Engine", "expected TRUE or FALSE as the default"));
        case db::Family::Stamp:
            if (isString && stampText.match(t.text).hasMatch())
                return quoted(t.text);
            return error(t, QCoreApplication::translate(
                                "Engine", "expected a stamp in quotes, 'YYYY-MM-DD HH:MM:SS', as the default"));
        case db::Family::Date:
            if (isString && dateText.match(t.text).hasMatch())
                return quoted(t.text);
            return error(
                t, QCoreApplication::translate("Engine", "expected a date in quotes, 'YYYY-MM-DD', as the default"));
        case db::Family::Flag:
        case db::Family::Text:
        case db::Family::LongText:
            if (!isString)
                return error(t,
                             QCoreApplication::translate("Engine", "expected a text in single quotes as the default"));
            // MariaDB reads backslashes in literals as escapes: keep them out.
            for (const QChar c : t.text)
                if (c == QLatin1Char('\\') || c.category() == QChar::Other_Control)
                    return error(t, QCoreApplication::translate(
                                        "Engine", "a default text may not hold backslashes or control characters"));
            if (family == db::Family::Flag && t.text.size() != 1)
                return error(t, QCoreApplication::translate("Engine", "a flag default is one character"));
            return quoted(t.text);
        case db::Family::Blob:
        case db::Family::Unknown:
            break;
        }
        return error(t,
                     QCoreApplication::translate("Engine", "a %1 column takes no default").arg(db::familyName(family)));
    }

    static QString quoted(QString text)
    {
        text.replace(QLatin1Char('\''), QStringLiteral("''"));
        return QLatin1Char('\'') + text + QLatin1Char('\'');
    }

    Result<UpdateSpec> parseRun()
    {
        UpdateSpec spec;
        spec.kind = UpdateSpec::Kind::Run;
        auto name = identifier(QCoreApplication::translate("Engine", "a procedure name"));
        if (!name)
            return name.error();
        spec.procedure = name.value();
        const Token &open = next();
        if (open.text != QLatin1String("("))
            return error(open, QCoreApplication::translate("Engine", "expected ( after the procedure name"));
        QStringList *into = &spec.inputs;
        bool expectColumn = true;
        for (;;) {
            const Token &t = peek();
            if (t.type == Token::Type::Symbol && t.text == QLatin1String(")") && !expectColumn) {
                next();
                break;
            }
            if (expectColumn) {
                auto column = identifier(QCoreApplication::translate("Engine", "a column name"));
                if (!column)
                    return column.error();
                *into << column.value();
                expectColumn = false;
                continue;
            }
            const Token &separator = next();
            if (separator.text == QLatin1String(",")) {
                expectColumn = true;
            } else if (separator.text == QLatin1String("->") && into == &spec.inputs) {
                into = &spec.outputs;
                expectColumn = true;
            } else {
                return error(separator, QStringLiteral("expected , or -> or )"));
            }
        }
        if (peek().type != Token::Type::End)
            return error(peek(), QCoreApplication::translate("Engine", "nothing may follow the procedure's arguments"));
        const UpdateProcedure *procedure = findUpdateProcedure(spec.procedure);
        if (!procedure)
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "unknown procedure \"%1\"; known procedures: %2")
                                 .arg(spec.procedure, updateProcedureNames().join(QStringLiteral(", "))));
        if (spec.inputs.size() != procedure->inputs || spec.outputs.size() != procedure->outputs)
            return makeError(ExitCode::Usage,
                             QCoreApplication::translate("Engine", "%1 takes %2 input and %3 output columns: %4")
                                 .arg(spec.procedure)
                                 .arg(procedure->inputs)
                                 .arg(procedure->outputs)
                                 .arg(QLatin1String(procedure->usage)));
        return spec;
    }

    QList<Token> m_tokens;
    qsizetype m_pos = 0;
};

} // namespace

QString UpdateSpec::describe() const
{
    if (kind == Kind::Add)
        return QCoreApplication::translate("Engine", "add column %1 (%2)")
            .arg(column.name, db::familyName(column.type.family));
    return QStringLiteral("run %1(%2 -> %3)")
        .arg(procedure, inputs.join(QStringLiteral(", ")), outputs.join(QStringLiteral(", ")));
}

Result<UpdateSpec> parseUpdateSpec(const QString &spec)
{
    auto tokens = tokenize(spec);
    if (!tokens)
        return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "Bad schema update spec \"%1\": %2")
                                              .arg(spec, tokens.error().message));
    auto parsed = Parser(tokens.value()).parse();
    if (!parsed)
        return makeError(ExitCode::Usage, QCoreApplication::translate("Engine", "Bad schema update spec \"%1\": %2")
                                              .arg(spec, parsed.error().message));
    return parsed;
}

} // namespace jgr::engine
