#include "encryptedsecretfile.h"

#include <QCoreApplication>

#include <QFile>
#include <QMap>
#include <QSaveFile>

#include <openssl/evp.h>
#include <openssl/rand.h>

#include <memory>
#include <optional>

namespace jgr::config {

namespace {
constexpr int kSaltSize = 16;
constexpr int kIvSize = 12;
constexpr int kTagSize = 16;
constexpr int kKeySize = 32;
constexpr qsizetype kShortestPassphrase = 12;

// An entry is base64(salt | iv | tag | ciphertext), AES-256-GCM under a key
// that scrypt (r=8, p=1) derives from the passphrase. Version 2, written
// since, is prefixed "v2:" (base64 has no colon), derives with N=2^17 (about
// 0.4 s and 128 MiB) and binds the entry to its section as associated data:
// an entry copied to another section does not decrypt. Version 1 (no prefix,
// N=2^15, nothing bound) is still read, and rewritten by the next write.
struct Format
{
    uint64_t scryptN;
    bool boundToSection;
};
constexpr Format kVersion1{1u << 15, false};
constexpr Format kVersion2{1u << 17, true};
const QByteArray kVersion2Prefix = QByteArrayLiteral("v2:");

using CipherCtx = std::unique_ptr<EVP_CIPHER_CTX, decltype(&EVP_CIPHER_CTX_free)>;

QByteArray deriveKey(const QString &passphrase, const QByteArray &salt, uint64_t scryptN)
{
    QByteArray key(kKeySize, Qt::Uninitialized);
    const QByteArray pass = passphrase.toUtf8();
    if (EVP_PBE_scrypt(pass.constData(), size_t(pass.size()), reinterpret_cast<const unsigned char *>(salt.constData()),
                       size_t(salt.size()), scryptN, 8, 1, 256ull * 1024 * 1024,
                       reinterpret_cast<unsigned char *>(key.data()), size_t(key.size())) != 1)
        return {};
    return key;
}

QByteArray associatedData(const QString &section)
{
    return QByteArrayLiteral("jgreplicate secret for [") + section.toUtf8() + ']';
}

// The entries as stored: the text after "section=", per section.
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
            entries.insert(QString::fromUtf8(line.left(eq)), line.mid(eq + 1));
    }
    return entries;
}

bool isVersion2(const QByteArray &stored)
{
    return stored.startsWith(kVersion2Prefix);
}

// The secret of one stored entry, or nothing when the passphrase (or the
// section) does not fit or the entry is damaged: GCM tells them apart from
// a right one, not from each other.
std::optional<QString> decrypt(const QString &section, const QByteArray &stored, const QString &passphrase)
{
    const Format format = isVersion2(stored) ? kVersion2 : kVersion1;
    const QByteArray blob = QByteArray::fromBase64(isVersion2(stored) ? stored.mid(kVersion2Prefix.size()) : stored);
    if (blob.size() < kSaltSize + kIvSize + kTagSize)
        return std::nullopt;
    const QByteArray salt = blob.left(kSaltSize);
    const QByteArray iv = blob.mid(kSaltSize, kIvSize);
    const QByteArray tag = blob.mid(kSaltSize + kIvSize, kTagSize);
    const QByteArray cipher = blob.mid(kSaltSize + kIvSize + kTagSize);
    const QByteArray key = deriveKey(passphrase, salt, format.scryptN);
    const QByteArray aad = format.boundToSection ? associatedData(section) : QByteArray();

    CipherCtx ctx(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
    QByteArray plain(cipher.size() + 16, Qt::Uninitialized);
    int len = 0;
    bool ok = !key.isEmpty() && ctx &&
              EVP_DecryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
              EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, kIvSize, nullptr) == 1 &&
              EVP_DecryptInit_ex(ctx.get(), nullptr, nullptr, reinterpret_cast<const unsigned char *>(key.constData()),
                                 reinterpret_cast<const unsigned char *>(iv.constData())) == 1;
    if (ok && !aad.isEmpty())
        ok = EVP_DecryptUpdate(ctx.get(), nullptr, &len, reinterpret_cast<const unsigned char *>(aad.constData()),
                               int(aad.size())) == 1;
    ok = ok && EVP_DecryptUpdate(ctx.get(), reinterpret_cast<unsigned char *>(plain.data()), &len,
                                 reinterpret_cast<const unsigned char *>(cipher.constData()), int(cipher.size())) == 1;
    int total = len;
    ok = ok &&
         EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_TAG, kTagSize, const_cast<char *>(tag.constData())) == 1 &&
         EVP_DecryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char *>(plain.data()) + total, &len) == 1;
    if (!ok)
        return std::nullopt;
    total += len;
    plain.truncate(total);
    return QString::fromUtf8(plain);
}

// A version 2 entry for `secret` in `section`.
Result<QByteArray> encrypt(const QString &section, const QString &secret, const QString &passphrase)
{
    QByteArray salt(kSaltSize, Qt::Uninitialized);
    QByteArray iv(kIvSize, Qt::Uninitialized);
    if (RAND_bytes(reinterpret_cast<unsigned char *>(salt.data()), kSaltSize) != 1 ||
        RAND_bytes(reinterpret_cast<unsigned char *>(iv.data()), kIvSize) != 1)
        return makeError(ExitCode::Failure, QCoreApplication::translate("Engine", "No random numbers from OpenSSL."));
    const QByteArray key = deriveKey(passphrase, salt, kVersion2.scryptN);
    const QByteArray aad = associatedData(section);
    const QByteArray plain = secret.toUtf8();
    QByteArray cipher(plain.size() + 16, Qt::Uninitialized);
    QByteArray tag(kTagSize, Qt::Uninitialized);
    CipherCtx ctx(EVP_CIPHER_CTX_new(), &EVP_CIPHER_CTX_free);
    int len = 0;
    bool ok = !key.isEmpty() && ctx &&
              EVP_EncryptInit_ex(ctx.get(), EVP_aes_256_gcm(), nullptr, nullptr, nullptr) == 1 &&
              EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_SET_IVLEN, kIvSize, nullptr) == 1 &&
              EVP_EncryptInit_ex(ctx.get(), nullptr, nullptr, reinterpret_cast<const unsigned char *>(key.constData()),
                                 reinterpret_cast<const unsigned char *>(iv.constData())) == 1 &&
              EVP_EncryptUpdate(ctx.get(), nullptr, &len, reinterpret_cast<const unsigned char *>(aad.constData()),
                                int(aad.size())) == 1 &&
              EVP_EncryptUpdate(ctx.get(), reinterpret_cast<unsigned char *>(cipher.data()), &len,
                                reinterpret_cast<const unsigned char *>(plain.constData()), int(plain.size())) == 1;
    int total = len;
    ok = ok && EVP_EncryptFinal_ex(ctx.get(), reinterpret_cast<unsigned char *>(cipher.data()) + total, &len) == 1 &&
         EVP_CIPHER_CTX_ctrl(ctx.get(), EVP_CTRL_GCM_GET_TAG, kTagSize, tag.data()) == 1;
    if (!ok)
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Encrypting the password failed (OpenSSL)."));
    total += len;
    cipher.truncate(total);
    const QByteArray blob = salt + iv + tag + cipher;
    return QByteArray(kVersion2Prefix + blob.toBase64());
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
    auto secret = decrypt(section, entries.value(section), passphrase);
    if (!secret)
        return makeError(ExitCode::Usage, QCoreApplication::translate(
                                              "Engine", "Cannot decrypt the password for [%1] in %2: wrong passphrase "
                                                        "(JGR_PASSPHRASE) or a damaged file.")
                                              .arg(section, m_path));
    return *secret;
}

bool EncryptedSecretFile::isCurrentFormat(const QString &section) const
{
    return isVersion2(readEntries(m_path).value(section));
}

Status EncryptedSecretFile::write(const QString &section, const QString &secret, const QString &passphrase) const
{
    if (passphrase.size() < kShortestPassphrase)
        return makeError(ExitCode::Usage,
                         QCoreApplication::translate("Engine", "The passphrase for %1 is shorter than %2 characters: "
                                                               "nothing was stored. Choose a longer one.")
                             .arg(m_path)
                             .arg(kShortestPassphrase));
    auto entries = readEntries(m_path);
    auto entry = encrypt(section, secret, passphrase);
    if (!entry)
        return entry.error();
    entries.insert(section, entry.value());
    // Older entries that this passphrase opens are rewritten in the current
    // format; others (another passphrase) stay as they are.
    for (auto it = entries.begin(); it != entries.end(); ++it) {
        if (it.key() == section || isVersion2(it.value()))
            continue;
        if (auto old = decrypt(it.key(), it.value(), passphrase)) {
            auto upgraded = encrypt(it.key(), *old, passphrase);
            if (!upgraded)
                return upgraded.error();
            it.value() = upgraded.value();
        }
    }
    QSaveFile out(m_path);
    if (!out.open(QIODevice::WriteOnly | QIODevice::Text))
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot write %1: %2").arg(m_path, out.errorString()));
    out.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    for (auto it = entries.cbegin(); it != entries.cend(); ++it)
        out.write(it.key().toUtf8() + '=' + it.value() + '\n');
    if (!out.commit())
        return makeError(ExitCode::Failure,
                         QCoreApplication::translate("Engine", "Cannot write %1: %2").arg(m_path, out.errorString()));
    return {};
}

} // namespace jgr::config
