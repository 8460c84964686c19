// CommonCrypto's C functions against published test vectors (FIPS 180 digests, RFC 4231 HMAC, NIST
// SP 800-38A AES, RFC 6070 PBKDF2), their status codes, and the fixture's encrypted settings.
import CommonCrypto
import Foundation
import Testing

@testable import FoundationFixtures

private func hex(_ bytes: [UInt8]) -> String { bytes.map { String(format: "%02x", $0) }.joined() }
private func bytes(_ hex: String) -> [UInt8] {
    var result: [UInt8] = []
    var index = hex.startIndex
    while index < hex.endIndex {
        let next = hex.index(index, offsetBy: 2)
        result.append(UInt8(hex[index..<next], radix: 16)!)
        index = next
    }
    return result
}

/// One CCCrypt call with an output buffer of `capacity` bytes.
private func crypt(
    _ operation: Int, options: Int, key: [UInt8], iv: [UInt8]?, input: [UInt8], capacity: Int? = nil
) -> (status: CCCryptorStatus, output: [UInt8], moved: Int) {
    var output = [UInt8](repeating: 0, count: capacity ?? input.count + kCCBlockSizeAES128)
    var moved = 0
    let status = CCCrypt(
        CCOperation(operation), CCAlgorithm(kCCAlgorithmAES), CCOptions(options), key, key.count, iv, input, input.count, &output,
        output.count, &moved)
    return (status, Array(output.prefix(moved)), moved)
}

@Suite("CommonCrypto over swift-crypto")
struct CommonCryptoTests {
    @Test func digestsMatchFIPS180() {
        let abc = Data("abc".utf8)
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(abc.count), &sha256) }
        #expect(hex(sha256) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(abc.count), &sha1) }
        #expect(hex(sha1) == "a9993e364706816aba3e25717850c26c9cd0d89d")
        var sha384 = [UInt8](repeating: 0, count: Int(CC_SHA384_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA384($0.baseAddress, CC_LONG(abc.count), &sha384) }
        #expect(hex(sha384) == "cb00753f45a35e8bb5a03d699ac65007272c32ab0eded1631a8b605a43ff5bed8086072ba1e7cc2358baeca134c825a7")
        var sha512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        abc.withUnsafeBytes { _ = CC_SHA512($0.baseAddress, CC_LONG(abc.count), &sha512) }
        #expect(hex(sha512).hasPrefix("ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"))
        var md5 = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        let returned = abc.withUnsafeBytes { CC_MD5($0.baseAddress, CC_LONG(abc.count), &md5) }
        #expect(hex(md5) == "900150983cd24fb0d6963f7d28e17f72" && returned != nil)
        var empty = [UInt8](repeating: 0, count: 32)
        CC_SHA256(nil, 0, &empty)
        #expect(hex(empty) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(EncryptedSettings.fingerprint("abc") == hex(sha256))
    }

    @Test func hmacMatchesRFC4231() {
        let key = [UInt8](repeating: 0x0B, count: 20)
        let data = Array("Hi There".utf8)
        var sha256 = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), key, key.count, data, data.count, &sha256)
        #expect(hex(sha256) == "b0344c61d8db38535ca8afceaf0bf12b881dc200c9833da726e9376c2e32cff7")
        var sha512 = [UInt8](repeating: 0, count: Int(CC_SHA512_DIGEST_LENGTH))
        CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA512), key, key.count, data, data.count, &sha512)
        #expect(hex(sha512).hasPrefix("87aa7cdea5ef619d4ff0b4241a1d6cb02379f4e2ce4ec2787ad0b30545e17cde"))

        // Test case 2 in steps, the message split across updates.
        var context = CCHmacContext()
        let jefe = Array("Jefe".utf8)
        CCHmacInit(&context, CCHmacAlgorithm(kCCHmacAlgSHA256), jefe, jefe.count)
        CCHmacUpdate(&context, Array("what do ya want ".utf8), 16)
        CCHmacUpdate(&context, Array("for nothing?".utf8), 12)
        var stepped = [UInt8](repeating: 0, count: 32)
        CCHmacFinal(&context, &stepped)
        #expect(hex(stepped) == "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843")
        #expect(EncryptedSettings.signature(of: "message", secret: "key") == "IIjfdNXyFGtIFGyvSWU3fp0L46Q=")
    }

    @Test func aesMatchesSP800_38A() {
        let key128 = bytes("2b7e151628aed2a6abf7158809cf4f3c")
        let key256 = bytes("603deb1015ca71be2b73aef0857d77811f352c073b6108d72d9810a30914dff4")
        let iv = bytes("000102030405060708090a0b0c0d0e0f")
        let plaintext = bytes(
            "6bc1bee22e409f96e93d7e117393172aae2d8a571e03ac9c9eb76fac45af8e5130c81c46a35ce411e5fbc1191a0a52eff69f2445df4f9b17ad2b417be66c3710")
        let cbc128 = crypt(kCCEncrypt, options: 0, key: key128, iv: iv, input: plaintext)
        #expect(cbc128.status == kCCSuccess)
        #expect(
            hex(cbc128.output)
                == "7649abac8119b246cee98e9b12e9197d5086cb9b507219ee95db113a917678b273bed6b8e3c1743b7116e69e222295163ff1caa1681fac09120eca307586e1a7")
        let cbc256 = crypt(kCCEncrypt, options: 0, key: key256, iv: iv, input: plaintext)
        #expect(
            hex(cbc256.output)
                == "f58c4c04d6e5f1ba779eabfb5f7bfbd69cfc4e967edb808d679f777bc6702c7d39f23369a9d9bacfa530e26304231461b2eb05e2c39be9fcda6c19078c6a9d1b")
        let ecb = crypt(kCCEncrypt, options: kCCOptionECBMode, key: key128, iv: nil, input: Array(plaintext.prefix(16)))
        #expect(hex(ecb.output) == "3ad77bb40d7a3660a89ecaf32466ef97")
        let back = crypt(kCCDecrypt, options: 0, key: key256, iv: iv, input: cbc256.output)
        #expect(back.status == kCCSuccess && back.output == plaintext)
    }

    @Test func paddingAndStatusCodes() {
        let key = [UInt8](repeating: 7, count: kCCKeySizeAES192)
        let padded = crypt(kCCEncrypt, options: kCCOptionPKCS7Padding, key: key, iv: nil, input: Array("abc".utf8))
        #expect(padded.status == kCCSuccess && padded.moved == 16)
        let opened = crypt(kCCDecrypt, options: kCCOptionPKCS7Padding, key: key, iv: nil, input: padded.output)
        #expect(String(decoding: opened.output, as: UTF8.self) == "abc")
        // A whole block of zeros has no valid padding.
        let zeros = crypt(kCCEncrypt, options: 0, key: key, iv: nil, input: [UInt8](repeating: 0, count: 16))
        #expect(crypt(kCCDecrypt, options: kCCOptionPKCS7Padding, key: key, iv: nil, input: zeros.output).status == kCCDecodeError)
        #expect(crypt(kCCEncrypt, options: 0, key: key, iv: nil, input: [1, 2, 3]).status == kCCAlignmentError)
        #expect(crypt(kCCEncrypt, options: 0, key: [1, 2, 3], iv: nil, input: [UInt8](repeating: 0, count: 16)).status == kCCKeySizeError)
        let short = crypt(kCCEncrypt, options: kCCOptionPKCS7Padding, key: key, iv: nil, input: [UInt8](repeating: 1, count: 16), capacity: 16)
        #expect(short.status == kCCBufferTooSmall && short.moved == 32)
        var moved = 0
        #expect(CCCrypt(CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithm3DES), 0, key, 24, nil, key, 8, nil, 0, &moved) == kCCUnimplemented)
    }

    @Test func pbkdf2MatchesRFC6070() throws {
        func derive(_ rounds: UInt32) -> String {
            var key = [UInt8](repeating: 0, count: 20)
            let salt = Array("salt".utf8)
            let status = CCKeyDerivationPBKDF(
                CCPBKDFAlgorithm(kCCPBKDF2), "password", 8, salt, salt.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA1), rounds, &key, key.count)
            return status == kCCSuccess ? hex(key) : "status \(status)"
        }
        #expect(derive(1) == "0c60c80f961f0e71f3a9b524af6012062fe037a6")
        #expect(derive(2) == "ea6c014dc72d6f8ccd1ed92ace1d41f0d8de8957")
        #expect(derive(4096) == "4b007901b765489abead49d926f721d065a429c1")
        #expect(derive(0) == "status \(kCCParamError)")
    }

    @Test func randomBytesDiffer() {
        var first = [UInt8](repeating: 0, count: 32)
        var second = [UInt8](repeating: 0, count: 32)
        #expect(CCRandomGenerateBytes(&first, first.count) == kCCSuccess)
        CCRandomGenerateBytes(&second, second.count)
        #expect(first != second)
    }

    @Test func encryptedSettingsRoundTrip() throws {
        let suite = "group.org.widgetry.fixtures.crypto-\(UUID().uuidString)"
        let settings = try EncryptedSettings(passphrase: "correct horse", salt: "widgetry", suiteName: suite)
        defer { UserDefaults().removePersistentDomain(forName: suite) }
        try settings.store(token: "secret-token-42")
        #expect(try settings.token() == "secret-token-42")
        let sealed = try settings.seal("secret-token-42")
        let resealed = try settings.seal("secret-token-42")
        #expect(sealed.count == 16 + 16 && sealed != resealed)
        let other = try EncryptedSettings(passphrase: "wrong", salt: "widgetry", suiteName: suite)
        #expect((try? other.open(sealed)) != "secret-token-42")
        #expect(try EncryptedSettings.deriveKey(passphrase: "a", salt: Data("b".utf8)).count == kCCKeySizeAES256)
    }
}
