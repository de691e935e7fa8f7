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
