// CommonKeyDerivation.h: PBKDF2, over swift-crypto's.
import Crypto
import _CryptoExtras

/// The key derivation function (`uint32_t`); only PBKDF2 exists.
public typealias CCPBKDFAlgorithm = UInt32
/// The pseudorandom function PBKDF2 uses (`uint32_t`).
public typealias CCPseudoRandomAlgorithm = UInt32

// Anonymous enums in Apple's header, imported as `Int`: `CCPBKDFAlgorithm(kCCPBKDF2)`.
/// PBKDF2 (RFC 8018).
public var kCCPBKDF2: Int { 2 }
/// HMAC-SHA1 as PBKDF2's function.
public var kCCPRFHmacAlgSHA1: Int { 1 }
/// HMAC-SHA224 as PBKDF2's function.
public var kCCPRFHmacAlgSHA224: Int { 2 }
/// HMAC-SHA256 as PBKDF2's function.
public var kCCPRFHmacAlgSHA256: Int { 3 }
/// HMAC-SHA384 as PBKDF2's function.
public var kCCPRFHmacAlgSHA384: Int { 4 }
/// HMAC-SHA512 as PBKDF2's function.
public var kCCPRFHmacAlgSHA512: Int { 5 }

/// Derives `derivedKeyLen` bytes into `derivedKey` from the password's `passwordLen` bytes and the salt,
/// with `rounds` iterations of the HMAC `prf`, as Apple's: `kCCSuccess`, or `kCCParamError` for another
/// algorithm or function, zero rounds, or no output.
@discardableResult
public func CCKeyDerivationPBKDF(
    _ algorithm: CCPBKDFAlgorithm, _ password: UnsafePointer<CChar>!, _ passwordLen: Int, _ salt: UnsafePointer<UInt8>!,
    _ saltLen: Int, _ prf: CCPseudoRandomAlgorithm, _ rounds: UInt32, _ derivedKey: UnsafeMutablePointer<UInt8>!,
    _ derivedKeyLen: Int
) -> Int32 {
    let functions: [Int: KDF.Insecure.PBKDF2.HashFunction] = [
        kCCPRFHmacAlgSHA1: .insecureSHA1, kCCPRFHmacAlgSHA224: .insecureSHA224, kCCPRFHmacAlgSHA256: .sha256,
        kCCPRFHmacAlgSHA384: .sha384, kCCPRFHmacAlgSHA512: .sha512,
    ]
    guard algorithm == CCPBKDFAlgorithm(kCCPBKDF2), let function = functions[Int(prf)], rounds > 0, let derivedKey,
        derivedKeyLen > 0, password != nil || passwordLen == 0, salt != nil || saltLen == 0
    else { return Int32(kCCParamError) }
    let passwordBytes = bytes(password.map(UnsafeRawPointer.init), passwordLen)
    let saltBytes = bytes(salt.map(UnsafeRawPointer.init), saltLen)
    do {
        let key = try KDF.Insecure.PBKDF2.deriveKey(
            from: passwordBytes, salt: saltBytes, using: function, outputByteCount: derivedKeyLen,
            unsafeUncheckedRounds: Int(rounds))
        key.withUnsafeBytes { UnsafeMutableRawPointer(derivedKey).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        return Int32(kCCSuccess)
    } catch {
        return Int32(kCCParamError)
    }
}
