// The settings helper that keeps a token encrypted in the app group (AES-256-CBC through CCCrypt, the key
// derived from a passphrase with CCKeyDerivationPBKDF, a SHA-256 fingerprint for change checks), in the
// shape shared model code writes it with CommonCrypto's C functions. Foundation and CommonCrypto only.
import CommonCrypto
import Foundation

final class EncryptedSettings {
    enum CryptoError: Error {
        case keyDerivationFailed(status: Int32)
        case cryptoFailed(status: CCCryptorStatus)
    }

    private enum Operation {
        case encrypt, decrypt

        var ccValue: CCOperation {
            switch self {
            case .encrypt: return CCOperation(kCCEncrypt)
            case .decrypt: return CCOperation(kCCDecrypt)
            }
        }
    }

    private let key: Data
    private let defaults: UserDefaults

    init(passphrase: String, salt: String, suiteName: String) throws {
        key = try EncryptedSettings.deriveKey(passphrase: passphrase, salt: Data(salt.utf8))
        defaults = UserDefaults(suiteName: suiteName)!
    }

    static func deriveKey(passphrase: String, salt: Data, rounds: UInt32 = 10_000) throws -> Data {
        var derived = [UInt8](repeating: 0, count: kCCKeySizeAES256)
        let status = salt.withUnsafeBytes { saltBytes -> Int32 in
            CCKeyDerivationPBKDF(
                CCPBKDFAlgorithm(kCCPBKDF2),
                passphrase,
                passphrase.utf8.count,
                saltBytes.bindMemory(to: UInt8.self).baseAddress,
                salt.count,
                CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256),
                rounds,
                &derived,
                derived.count
            )
        }
        guard status == kCCSuccess else { throw CryptoError.keyDerivationFailed(status: status) }
        return Data(derived)
    }

    static func randomIV() -> Data {
        var iv = [UInt8](repeating: 0, count: kCCBlockSizeAES128)
        _ = CCRandomGenerateBytes(&iv, iv.count)
        return Data(iv)
    }

    private func crypt(_ input: Data, iv: Data, operation: Operation) throws -> Data {
        var output = [UInt8](repeating: 0, count: input.count + kCCBlockSizeAES128)
        var outputLength = 0
        var status = CCCryptorStatus(kCCSuccess)
        input.withUnsafeBytes { inputBytes in
            iv.withUnsafeBytes { ivBytes in
                key.withUnsafeBytes { keyBytes in
                    status = CCCrypt(
                        operation.ccValue,
                        CCAlgorithm(kCCAlgorithmAES128),
                        CCOptions(kCCOptionPKCS7Padding),
                        keyBytes.baseAddress,
                        size_t(kCCKeySizeAES256),
                        ivBytes.baseAddress,
                        inputBytes.baseAddress,
                        input.count,
                        &output,
                        output.count,
                        &outputLength
                    )
                }
            }
        }
        guard status == kCCSuccess else { throw CryptoError.cryptoFailed(status: status) }
        return Data(output.prefix(outputLength))
    }

    /// The IV followed by the ciphertext.
    func seal(_ text: String) throws -> Data {
        let iv = EncryptedSettings.randomIV()
        return iv + (try crypt(Data(text.utf8), iv: iv, operation: .encrypt))
    }

    func open(_ sealed: Data) throws -> String? {
        let iv = sealed.prefix(kCCBlockSizeAES128)
        let data = try crypt(sealed.dropFirst(kCCBlockSizeAES128), iv: Data(iv), operation: .decrypt)
        return String(data: data, encoding: .utf8)
    }

    func store(token: String) throws {
        defaults.set(try seal(token).base64EncodedString(), forKey: "token")
        defaults.set(EncryptedSettings.fingerprint(token), forKey: "tokenFingerprint")
    }

    func token() throws -> String? {
        guard let text = defaults.string(forKey: "token"), let sealed = Data(base64Encoded: text) else { return nil }
        return try open(sealed)
    }

    static func fingerprint(_ text: String) -> String {
        let data = Data(text.utf8)
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &digest) }
        return digest.map { String(format: "%02x", $0) }.joined()
    }

    static func signature(of message: String, secret: String) -> String {
        let key = Array(secret.utf8)
        let data = Array(message.utf8)
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA1), key, key.count, data, data.count, &mac)
        return Data(mac).base64EncodedString()
    }
}
