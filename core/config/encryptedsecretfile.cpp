#include "encryptedsecretfile.h"

#include <QCoreApplication>

#include <QFile>
#include <QMap>
#include <QSaveFile>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>

namespace jgr::config {

namespace {
constexpr int kSaltSize = 16;
constexpr int kIvSize = 12;
constexpr int kTagSize = 16;
constexpr int kKeySize = 32;
// scrypt N=2^15, r=8, p=1: about 0.1 s and 32 MiB per derivation.
constexpr uint64_t kScryptN = 1u << 15;

using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

QByteArray deriveKey(const QString &passphrase, const QByteArray &salt)
{
    QByteArray key(kKeySize, Qt::Uninitialized);
    const QByteArray pass = passphrase.toUtf8();
    if (EVP_PBE_scrypt(pass.constData(), size_t(pass.size()), reinterpret_cast<const unsigned char *>(salt.constData()),
                       size_t(salt.size()), kScryptN, 8, 1, 64ull * 1024 * 1024,
                       reinterpret_cast<unsigned char *>(key.data()), size_t(key.size())) != 1)
        return {};
    return key;
}

QMap<QString, QByteArray> readEntries(const QString &path)
{
    QMap<QString, QByteArray> entries;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text))
        return entries;
    while (!f.atEnd()) {
        const QByteArray line = f.readLine().trimmed();
        const qsizetype eq = line.indexOf('=');
        if (eq > 0)
            entries.insert(QString::fromUtf8(line.left(eq)), QByteArray::fromBase64(line.mid(eq + 1)));
    }
    return entries;
}
} // namespace

Result<QString> EncryptedSecretFile::read(const QString &section, const QString &passphrase) const
{
    const auto entries = readEntries(m_path);
    if (!entries.contains(section))
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "No password for [%1] in %2: store one with "
                                                               "`jgreplicate-cli credentials set %1`.")
                             .arg(section, m_path));
    const QByteArray blob = entries.value(section);
    if (blob.size() < kSaltSize + kIvSize + kTagSize)
        return makeError(
            ExitCode::Usage,
            QCoreApplication::translate("Engine", "The entry for [%1] in %2 is damaged.").arg(section, m_path));
    const QByteArray salt = blob.left(kSaltSize);
    const QByteArray iv = blob.mid(kSaltSize, kIvSize);
    const QByteArray tag = blob.mid(kSaltSize + kIvSize, kTagSize);
    const QByteArray cipher = blob.mid(kSaltSize + kIvSize + kTagSize);
    const QByteArray key = deriveKey(passphrase, salt);

    CipherCtx ctx(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
    QByteArray plain(cipher.size() + 16, Qt::Uninitialized);
    int len = 0;
    int total = 0;
    bool ok = !key.isEmpty() && ctx &&
              EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
              EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, kIvSize, nullptr) == 1 &&
              EVP_DecryptInit_ex(ctx.get(), nullptr, nullptr, reinterpret_cast<const unsigned char *>(key.constData()),
                                 reinterpret_cast<const unsigned char *>(iv.constData())) == 1 &&
              EVP_DecryptUpdate(ctx.get(), reinterpret_cast<unsigned char *>(plain.data()), &len,
                                reinterpret_cast<const unsigned char *>(cipher.constData()), int(cipher.size())) == 1;
    total = len;
    ok = ok &&
         EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, kTagSize, const_cast<char *>(tag.constData())) == 1 &&
         EVP_DecryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char *>(plain.data()) + total, &len) == 1;
    if (!ok)
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "Cannot decrypt the password for [%1] in %2: wrong passphrase "
                                                        "(JGR_PASSPHRASE) or a damaged file.")
                                              .arg(section, m_path));
    total += len;
    plain.truncate(total);
    return QString::fromUtf8(plain);
}

Status EncryptedSecretFile::write(const QString &section, const QString &secret, const QString &passphrase) const
{
    QByteArray salt(kSaltSize, Qt::Uninitialized);
    QByteArray iv(kIvSize, Qt::Uninitialized);
    if (RAND_bytes(reinterpret_cast<unsigned char *>(salt.data()), kSaltSize) != 1 ||
        RAND_bytes(reinterpret_cast<unsigned char *>(iv.data()), kIvSize) != 1)
        return makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "No random numbers from OpenSSL."));
    const QByteArray key = deriveKey(passphrase, salt);
    const QByteArray plain = secret.toUtf8();
    QByteArray cipher(plain.size() + 16, Qt::Uninitialized);
    QByteArray tag(kTagSize, Qt::Uninitialized);
    CipherCtx ctx(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
    int len = 0;
    int total = 0;
    bool ok = !key.isEmpty() && ctx &&
              EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
              EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, kIvSize, nullptr) == 1 &&
              EVP_EncryptInit_ex(ctx.get(), nullptr, nullptr, reinterpret_cast<const unsigned char *>(key.constData()),
                                 reinterpret_cast<const unsigned char *>(iv.constData())) == 1 &&
              EVP_EncryptUpdate(ctx.get(), reinterpret_cast<unsigned char *>(cipher.data()), &len,
                                reinterpret_cast<const unsigned char *>(plain.constData()), int(plain.size())) == 1;
    total = len;
    ok = ok && EVP_EncryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char *>(cipher.data()) + total, &len) == 1 &&
         EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagSize, tag.data()) == 1;
    if (!ok)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Encrypting the password failed (OpenSSL)."));
    total += len;
    cipher.truncate(total);

    auto entries = readEntries(m_path);
    entries.insert(section, salt + iv + tag + cipher);
    QSaveFile out(m_path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Text))
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot write %1: %2").arg(m_path, out.errorString()));
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        out.write(it.key().toUtf8() + '=' + it.value().toBase64() + '\n');
    if (!out.commit())
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot write %1: %2").arg(m_path, out.errorString()));
    return {};
}

} // namespace jgr::config
