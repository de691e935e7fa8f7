// Passwords by password_source: the keyring (a real gnome-keyring on the
// D-Bus session scripts/test starts), the encrypted file, the environment.
#include "config/credentials.h"
#include "config/encryptedsecretfile.h"
#include "config/keychainstore.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace jgr;

class TestCredentials : public QObject
{
    Q_OBJECT

    QTemporaryDir m_dir;

    config::SiteConfig configAt(const QString &name)
    {
        const QString path = m_dir.filePath(name);
        QFile f(path);
        f.open(QIODevice::WriteOnly);
        f.write("[local]\ndriver=sqlite\ndatabase=x.db\n");
        f.close();
        return config::SiteConfig::load(path).value();
    }

private slots:
    void keychainRoundTrip()
    {
        QVERIFY2(!qEnvironmentVariableIsEmpty("DBUS_SESSION_BUS_ADDRESS"),
                 "No D-Bus session: run the tests through scripts/test");
        const auto config = configAt(QStringLiteral("keychain.ini"));
        config::Credentials credentials(config);
        const QString secret = QStringLiteral("kéy-chain pässword %1").arg(QCoreApplication::applicationPid());
        const Status stored = credentials.store(QStringLiteral("primary"), config::PasswordSource::Keychain, secret);
        QVERIFY2(stored.ok(), stored.ok() ? "" : qPrintable(stored.error().message));
        auto back = credentials.password(QStringLiteral("primary"), config::PasswordSource::Keychain);
        QVERIFY2(back.ok(), back.ok() ? "" : qPrintable(back.error().message));
        QCOMPARE(back.value(), secret);
        // Keys are scoped per section and configuration file.
        auto other = credentials.password(QStringLiteral("smtp"), config::PasswordSource::Keychain);
        QVERIFY(!other.ok());
        QVERIFY(!other.error().message.contains(secret));
        // The INI never holds it.
        QFile ini(config.path());
        ini.open(QIODevice::ReadOnly);
        QVERIFY(!ini.readAll().contains(secret.toUtf8()));
    }

    void encryptedFileRoundTripAndWrongPassphrase()
    {
        const auto config = configAt(QStringLiteral("enc.ini"));
        qputenv("JGR_PASSPHRASE", "correct horse battery staple");
        config::Credentials credentials(config);
        QVERIFY(
            credentials.store(QStringLiteral("local"), config::PasswordSource::EncryptedFile, QStringLiteral("s3cr3t"))
                .ok());
        QVERIFY(
            credentials.store(QStringLiteral("smtp"), config::PasswordSource::EncryptedFile, QStringLiteral("mail pw"))
                .ok());
        QCOMPARE(credentials.password(QStringLiteral("local"), config::PasswordSource::EncryptedFile).value(),
                 QStringLiteral("s3cr3t"));
        QCOMPARE(credentials.password(QStringLiteral("smtp"), config::PasswordSource::EncryptedFile).value(),
                 QStringLiteral("mail pw"));
        QFile file(config::EncryptedSecretFile::pathFor(config.path()));
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray raw = file.readAll();
        QVERIFY(!raw.contains("s3cr3t"));
        QCOMPARE(file.permissions() & (QFileDevice::ReadOther | QFileDevice::ReadGroup), QFileDevice::Permissions());

        qputenv("JGR_PASSPHRASE", "wrong passphrase");
        auto wrong = credentials.password(QStringLiteral("local"), config::PasswordSource::EncryptedFile);
        QVERIFY(!wrong.ok());
        QVERIFY2(wrong.error().message.contains(QStringLiteral("wrong passphrase")), qPrintable(wrong.error().message));
        QVERIFY(!wrong.error().message.contains(QStringLiteral("s3cr3t")));
        qunsetenv("JGR_PASSPHRASE");
        auto none = credentials.password(QStringLiteral("local"), config::PasswordSource::EncryptedFile);
        QVERIFY(!none.ok());
        QVERIFY(none.error().message.contains(QStringLiteral("JGR_PASSPHRASE")));
    }

    // A passphrase too short to stand a guessing attack is refused.
    void shortPassphraseIsRefused()
    {
        const auto config = configAt(QStringLiteral("short.ini"));
        qputenv("JGR_PASSPHRASE", "eleven char");
        config::Credentials credentials(config);
        const Status stored =
            credentials.store(QStringLiteral("local"), config::PasswordSource::EncryptedFile, QStringLiteral("pw"));
        QVERIFY(!stored.ok());
        QCOMPARE(stored.error().code, ExitCode::Usage);
        QVERIFY2(stored.error().message.contains(QStringLiteral("12")), qPrintable(stored.error().message));
        QVERIFY(!QFile::exists(config::EncryptedSecretFile::pathFor(config.path())));
        qunsetenv("JGR_PASSPHRASE");
    }

    // An entry opens only in its own section.
    void entryIsBoundToItsSection()
    {
        const auto config = configAt(QStringLiteral("bound.ini"));
        const QString path = config::EncryptedSecretFile::pathFor(config.path());
        const QString passphrase = QStringLiteral("a passphrase long enough");
        config::EncryptedSecretFile file(path);
        QVERIFY(file.write(QStringLiteral("local"), QStringLiteral("db secret"), passphrase).ok());
        QVERIFY(file.isCurrentFormat(QStringLiteral("local")));
        QFile f(path);
        QVERIFY(f.open(QIODevice::ReadOnly));
        QByteArray text = f.readAll();
        f.close();
        QVERIFY(text.startsWith("local=v2:"));
        QVERIFY(f.open(QIODevice::Append));
        f.write(text.replace("local=", "smtp="));
        f.close();
        QCOMPARE(file.read(QStringLiteral("local"), passphrase).value(), QStringLiteral("db secret"));
        QVERIFY(!file.read(QStringLiteral("smtp"), passphrase).ok());
    }

    // A file written by an earlier version (scrypt N=2^15, no section bound)
    // still opens, and the next write rewrites it in the current format.
    void earlierFormatOpensAndIsRewritten()
    {
        const auto config = configAt(QStringLiteral("legacy.ini"));
        const QString path = config::EncryptedSecretFile::pathFor(config.path());
        QVERIFY(QFile::copy(QStringLiteral(JGR_SOURCE_DIR "/tests/data/credentials/legacy-scrypt15.secrets"), path));
        QFile::setPermissions(path, QFileDevice::ReadOwner | QFileDevice::WriteOwner);
        const QString passphrase = QStringLiteral("an old passphrase");
        config::EncryptedSecretFile file(path);
        QVERIFY(!file.isCurrentFormat(QStringLiteral("local")));
        QCOMPARE(file.read(QStringLiteral("local"), passphrase).value(), QStringLiteral("fixture-secret-1"));
        QVERIFY(file.write(QStringLiteral("smtp"), QStringLiteral("mail secret"), passphrase).ok());
        QVERIFY(file.isCurrentFormat(QStringLiteral("local")));
        QCOMPARE(file.read(QStringLiteral("local"), passphrase).value(), QStringLiteral("fixture-secret-1"));
        QCOMPARE(file.read(QStringLiteral("smtp"), passphrase).value(), QStringLiteral("mail secret"));
    }

    // The programs the tray starts do not inherit passwords from it.
    void childrenGetNoSecrets()
    {
        qputenv("JGR_PRIMARY_PASSWORD", "inherited-secret");
        qputenv("JGR_PASSPHRASE", "inherited passphrase");
        qputenv("JGR_LOG", "kept");
        const QProcessEnvironment env = config::Credentials::environmentWithoutSecrets();
        QVERIFY(!env.contains(QStringLiteral("JGR_PRIMARY_PASSWORD")));
        QVERIFY(!env.contains(QStringLiteral("JGR_PASSPHRASE")));
        QCOMPARE(env.value(QStringLiteral("JGR_LOG")), QStringLiteral("kept"));
        QVERIFY(env.contains(QStringLiteral("PATH")));
        for (const char *name : {"JGR_PRIMARY_PASSWORD", "JGR_PASSPHRASE", "JGR_LOG"})
            qunsetenv(name);
    }

    void environmentSource()
    {
        const auto config = configAt(QStringLiteral("env.ini"));
        config::Credentials credentials(config);
        qputenv("JGR_PRIMARY_PASSWORD", "from-env");
        QCOMPARE(credentials.password(QStringLiteral("primary"), config::PasswordSource::Env).value(),
                 QStringLiteral("from-env"));
        qunsetenv("JGR_PRIMARY_PASSWORD");
        auto missing = credentials.password(QStringLiteral("primary"), config::PasswordSource::Env);
        QVERIFY(!missing.ok());
        QVERIFY(missing.error().message.contains(QStringLiteral("JGR_PRIMARY_PASSWORD")));
    }
};

QTEST_GUILESS_MAIN(TestCredentials)
#include "test_credentials.moc"
