// Management by exception (docs/PROTOCOL.md, Alerts) with mail to a real SMTP
// server on 127.0.0.1: overdue and failing sites are reported once each and
// again only after a success; a site reports its own failures; completion
// mails; a mail that cannot go out is an E record, never a failed session.
#include "cli.h"
#include "cluster.h"
#include "scenario.h"
#include "smtpsink.h"

#include "control/controlrepository.h"

#include <QTemporaryDir>
#include <QTest>

using namespace jgr;
using test::Backend;
using test::Cluster;
using test::SmtpSink;

namespace {
const QString kAdmin = QStringLiteral("admin@example.com");
const QString kSmtpUser = QStringLiteral("alerts");
const QString kSmtpPassword = QStringLiteral("s3cret-for-mail");

// Gives a site's INI (-1: the primary's) an [smtp] section for the sink.
bool configureMail(const Cluster &c, int site, const QString &security, int port, const QString &caFile,
                   const QString &user)
{
    const QString ini = site < 0 ? c.primaryIniPath() : c.iniPath(site);
    auto config = config::SiteConfig::load(ini);
    if (!config)
        return false;
    config::SmtpSection smtp;
    smtp.host = QStringLiteral("127.0.0.1");
    smtp.port = port;
    smtp.security = security;
    smtp.user = user;
    smtp.from = QStringLiteral("jgreplicate@example.com");
    smtp.caFile = caFile;
    smtp.passwordSource = user.isEmpty() ? config::PasswordSource::None : config::PasswordSource::Env;
    config.value().setSmtp(smtp);
    config.value().setAdminEmail(kAdmin);
    return config.value().save(ini).ok();
}

QString stampDaysAgo(int days)
{
    return QDateTime::currentDateTimeUtc().addDays(-days).toString(QStringLiteral("yyyy-MM-dd hh:mm:ss"));
}

control::SiteRecord siteRecord(Cluster &c, int site)
{
    return *control::ControlRepository(c.primary()).site(c.siteNumber(site)).value();
}

QList<control::ErrorRecord> errorsAbout(db::Database &db, int errorSite)
{
    return control::ControlRepository(db)
        .select<control::ErrorRecord>(QStringLiteral("error_site = ?"), {errorSite})
        .value();
}

QList<control::ErrorRecord> errorsMentioning(db::Database &db, const QString &text)
{
    return control::ControlRepository(db)
        .select<control::ErrorRecord>(QStringLiteral("notes LIKE ?"),
                                      {QString(QStringLiteral("%") + text + QStringLiteral("%"))})
        .value();
}
} // namespace

class TestAlerts : public QObject
{
    Q_OBJECT

private slots:
    void init() { qputenv("JGR_SMTP_PASSWORD", kSmtpPassword.toUtf8()); }

    // STARTTLS with AUTH: the overdue site and the failing site are each
    // mailed once; a success resets the flag and the next lapse is mailed.
    void overdueAndFailingSitesAreMailedOnce()
    {
        QTemporaryDir dir;
        SmtpSink sink(dir.path());
        QString error;
        QVERIFY2(sink.start(QStringLiteral("starttls"), kSmtpUser, kSmtpPassword, &error), qPrintable(error));
        Cluster c(dir.path());
        QVERIFY2(c.setUpJoined(Backend::Postgres, {Backend::Sqlite, Backend::Sqlite, Backend::Sqlite}, &error),
                 qPrintable(error));
        QVERIFY(configureMail(c, 0, QStringLiteral("starttls"), sink.port(), sink.certificate(), kSmtpUser));
        control::ControlRepository primary(c.primary());
        control::MasterRecord m = *primary.master().value();
        m.emailBadRepCount = 2;
        QVERIFY(primary.update(m).ok());
        // Site 1 last replicated three days ago, and may be one hour late.
        control::SiteRecord late = siteRecord(c, 1);
        late.lastSuccess = stampDaysAgo(3);
        late.outOfDateAfterMinutesError = 60;
        QVERIFY(primary.update(late).ok());
        // Site 2 failed five sessions in a row.
        control::SiteRecord failing = siteRecord(c, 2);
        failing.repCountFailed = 5;
        QVERIFY(primary.update(failing).ok());

        QVERIFY(REPLICATE_OK(c, 0).ok());
        auto mails = sink.mails();
        QCOMPARE(mails.size(), 2);
        const auto mailAbout = [&](int siteNumber) {
            for (const auto &mail : mails)
                if (mail.subject.contains(QStringLiteral("Site %1 ").arg(siteNumber)))
                    return mail;
            return SmtpSink::Mail{};
        };
        const auto overdueMail = mailAbout(c.siteNumber(1));
        QCOMPARE(overdueMail.to, kAdmin);
        QVERIFY2(overdueMail.subject.contains(QStringLiteral("has not replicated for 3 days")),
                 qPrintable(overdueMail.subject));
        QVERIFY2(overdueMail.body.contains(QStringLiteral("Test site 1")) &&
                     overdueMail.body.contains(QStringLiteral("What to do")),
                 qPrintable(overdueMail.body));
        const auto failingMail = mailAbout(c.siteNumber(2));
        QVERIFY2(failingMail.subject.contains(QStringLiteral("failed 5 sessions in a row")),
                 qPrintable(failingMail.subject));
        // Each is an E record on the primary about that site, mailed.
        for (int site : {1, 2}) {
            const auto errors = errorsAbout(c.primary(), c.siteNumber(site));
            QCOMPARE(errors.size(), 1);
            QCOMPARE(errors.first().emailSent, QStringLiteral("Y"));
            QCOMPARE(errors.first().siteNumber, c.siteNumber(0));
        }
        QCOMPARE(siteRecord(c, 1).error1EmailSent, QStringLiteral("Y"));
        QCOMPARE(siteRecord(c, 2).error2EmailSent, QStringLiteral("Y"));

        // Once each: another session reports nothing new.
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(sink.mails().size(), 2);

        // Site 1 replicates: its flag is reset. Late again: mailed again.
        QVERIFY(REPLICATE_OK(c, 1).ok());
        QCOMPARE(siteRecord(c, 1).error1EmailSent, QStringLiteral("N"));
        late = siteRecord(c, 1);
        late.lastSuccess = stampDaysAgo(2);
        QVERIFY(primary.update(late).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());
        mails = sink.mails();
        QCOMPARE(mails.size(), 3);
        QVERIFY2(mails.last().subject.contains(QStringLiteral("has not replicated for 2 days")),
                 qPrintable(mails.last().subject));
    }

    // Management by exception 'L': the sites do not check each other; the
    // primary's own scheduled `status` does.
    void localProcessChecksOnThePrimary()
    {
        QTemporaryDir dir;
        SmtpSink sink(dir.path());
        QString error;
        QVERIFY2(sink.start(QStringLiteral("starttls"), kSmtpUser, kSmtpPassword, &error), qPrintable(error));
        Cluster c(dir.path());
        QVERIFY2(c.setUpJoined(Backend::Postgres, {Backend::Sqlite, Backend::Sqlite}, &error), qPrintable(error));
        QVERIFY(configureMail(c, 0, QStringLiteral("starttls"), sink.port(), sink.certificate(), kSmtpUser));
        QVERIFY(configureMail(c, -1, QStringLiteral("starttls"), sink.port(), sink.certificate(), kSmtpUser));
        control::ControlRepository primary(c.primary());
        control::MasterRecord m = *primary.master().value();
        m.mgmtByException = QStringLiteral("L");
        QVERIFY(primary.update(m).ok());
        control::SiteRecord late = siteRecord(c, 1);
        late.lastSuccess = stampDaysAgo(4);
        late.outOfDateAfterMinutesError = 60;
        QVERIFY(primary.update(late).ok());

        QVERIFY(REPLICATE_OK(c, 0).ok());
        QCOMPARE(sink.mails().size(), 0);
        QProcessEnvironment env = c.primaryCliEnvironment();
        env.insert(QStringLiteral("JGR_SMTP_PASSWORD"), kSmtpPassword);
        const auto status =
            test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("status")}, env);
        QVERIFY2(status.exitCode == 0, qPrintable(status.err));
        const auto mails = sink.mails();
        QCOMPARE(mails.size(), 1);
        QVERIFY2(mails.first().subject.contains(QStringLiteral("has not replicated for 4 days")),
                 qPrintable(mails.first().subject));
        QCOMPARE(errorsAbout(c.primary(), c.siteNumber(1)).size(), 1);
        // Once: the next check is quiet.
        QCOMPARE(test::runCli({QStringLiteral("--config"), c.primaryIniPath(), QStringLiteral("status")}, env).exitCode,
                 0);
        QCOMPARE(sink.mails().size(), 1);
    }

    // Implicit TLS: a site that cannot reach its primary mails its own
    // failure once per run of failures.
    void ownFailureIsMailedOncePerRun()
    {
        QTemporaryDir dir;
        SmtpSink sink(dir.path());
        QString error;
        QVERIFY2(sink.start(QStringLiteral("tls"), kSmtpUser, kSmtpPassword, &error), qPrintable(error));
        Cluster c(dir.path());
        QVERIFY2(c.setUpJoined(Backend::Postgres, {Backend::Sqlite}, &error), qPrintable(error));
        QVERIFY(configureMail(c, 0, QStringLiteral("tls"), sink.port(), sink.certificate(), kSmtpUser));
        const QString ini = c.iniPath(0);
        auto config = config::SiteConfig::load(ini).value();
        const auto reachable = *config.primary();
        auto unreachable = reachable;
        unreachable.port = test::closedPort();
        const auto setPrimary = [&](const config::DatabaseSection &p) {
            config.setPrimary(p);
            return config.save(ini).ok();
        };
        // More than one failure in a row is worth a mail; the site learns
        // the primary's limit in its next session.
        control::ControlRepository primary(c.primary());
        control::MasterRecord m = *primary.master().value();
        m.emailBadRepCount = 1;
        QVERIFY(primary.update(m).ok());
        QVERIFY(REPLICATE_OK(c, 0).ok());

        QVERIFY(setPrimary(unreachable));
        QCOMPARE(c.replicate(0).exitCode, ExitCode::Unreachable);
        QCOMPARE(sink.mails().size(), 0);
        QCOMPARE(c.replicate(0).exitCode, ExitCode::Unreachable);
        QCOMPARE(c.replicate(0).exitCode, ExitCode::Unreachable);
        auto mails = sink.mails();
        QCOMPARE(mails.size(), 1);
        QVERIFY2(mails.first().subject.contains(QStringLiteral("replication failed at Site %1").arg(c.siteNumber(0))),
                 qPrintable(mails.first().subject));
        QVERIFY2(mails.first().body.contains(QStringLiteral("Nothing was lost")), qPrintable(mails.first().body));
        QCOMPARE(control::ControlRepository(c.site(0)).master().value()->repCountFailed, 3);

        QVERIFY(setPrimary(reachable));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        QVERIFY(setPrimary(unreachable));
        QCOMPARE(c.replicate(0).exitCode, ExitCode::Unreachable);
        QCOMPARE(c.replicate(0).exitCode, ExitCode::Unreachable);
        QCOMPARE(sink.mails().size(), 2);
    }

    // Plain SMTP without AUTH: the completion mail.
    void completionMail()
    {
        QTemporaryDir dir;
        SmtpSink sink(dir.path());
        QString error;
        QVERIFY2(sink.start(QStringLiteral("none"), {}, {}, &error), qPrintable(error));
        Cluster c(dir.path());
        QVERIFY2(c.setUpJoined(Backend::Sqlite, {Backend::Sqlite}, &error), qPrintable(error));
        QVERIFY(configureMail(c, 0, QStringLiteral("none"), sink.port(), {}, {}));
        control::SiteRecord s = siteRecord(c, 0);
        s.sendEmailOnCompletion = QStringLiteral("Y");
        QVERIFY(control::ControlRepository(c.primary()).update(s).ok());
        Cluster::insert(c.primary(), QStringLiteral("items"), {{QStringLiteral("name"), QStringLiteral("new")}});
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const auto mails = sink.mails();
        QCOMPARE(mails.size(), 1);
        QVERIFY2(mails.first().subject.contains(QStringLiteral("replicated")), qPrintable(mails.first().subject));
        QVERIFY2(mails.first().body.contains(QStringLiteral("1 rows moved")), qPrintable(mails.first().body));
    }

    // A mail that cannot go out (no server there, a wrong password) is an E
    // record; the session itself succeeds.
    void mailFailureIsAnErrorRecordNotAFailedSession()
    {
        QTemporaryDir dir;
        SmtpSink sink(dir.path());
        QString error;
        QVERIFY2(sink.start(QStringLiteral("starttls"), kSmtpUser, kSmtpPassword, &error), qPrintable(error));
        Cluster c(dir.path());
        QVERIFY2(c.setUpJoined(Backend::Postgres, {Backend::Sqlite}, &error), qPrintable(error));
        control::SiteRecord s = siteRecord(c, 0);
        s.sendEmailOnCompletion = QStringLiteral("Y");
        QVERIFY(control::ControlRepository(c.primary()).update(s).ok());

        const int nobody = test::closedPort();
        QVERIFY(configureMail(c, 0, QStringLiteral("starttls"), nobody, sink.certificate(), kSmtpUser));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const QString server = QStringLiteral("E-mail through 127.0.0.1:%1").arg(nobody);
        QCOMPARE(errorsMentioning(c.site(0), server).size(), 1);
        QCOMPARE(errorsMentioning(c.primary(), server).size(), 1);

        qputenv("JGR_SMTP_PASSWORD", "wrong");
        QVERIFY(configureMail(c, 0, QStringLiteral("starttls"), sink.port(), sink.certificate(), kSmtpUser));
        QVERIFY(REPLICATE_OK(c, 0).ok());
        const auto refused =
            errorsMentioning(c.site(0), QStringLiteral("E-mail through 127.0.0.1:%1").arg(sink.port()));
        QCOMPARE(refused.size(), 1);
        QVERIFY2(!refused.first().notes.contains(QStringLiteral("wrong")), qPrintable(refused.first().notes));
        QCOMPARE(sink.mails().size(), 0);
    }
};

QTEST_GUILESS_MAIN(TestAlerts)
#include "test_alerts.moc"
