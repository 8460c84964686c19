// CommonCryptor.h: one-shot symmetric encryption (`CCCrypt`), AES in CBC or ECB mode with optional
// PKCS#7 padding, over swift-crypto's AES block function.
import Crypto
import _CryptoExtras

/// Encrypt or decrypt (`uint32_t`).
public typealias CCOperation = UInt32
/// The cipher (`uint32_t`).
public typealias CCAlgorithm = UInt32
/// Option bits: padding and ECB mode (`uint32_t`).
public typealias CCOptions = UInt32

// Anonymous enums in Apple's header, imported as `Int`: `CCOperation(kCCEncrypt)`, `size_t(kCCKeySizeAES256)`.
/// Encrypt.
public var kCCEncrypt: Int { 0 }
/// Decrypt.
public var kCCDecrypt: Int { 1 }

/// AES (any of its key sizes).
public var kCCAlgorithmAES: Int { 0 }
/// AES, by its older name (the key's length picks AES-128, -192 or -256).
public var kCCAlgorithmAES128: Int { 0 }
/// DES (not provided here: `CCCrypt` returns `kCCUnimplemented`).
public var kCCAlgorithmDES: Int { 1 }
/// Triple DES (not provided here).
public var kCCAlgorithm3DES: Int { 2 }
/// CAST (not provided here).
public var kCCAlgorithmCAST: Int { 3 }
/// RC4 (not provided here).
public var kCCAlgorithmRC4: Int { 4 }
/// RC2 (not provided here).
public var kCCAlgorithmRC2: Int { 5 }
/// Blowfish (not provided here).
public var kCCAlgorithmBlowfish: Int { 6 }

/// PKCS#7 padding: encryption pads to whole blocks, decryption checks and removes the padding.
public var kCCOptionPKCS7Padding: Int { 0x0001 }
/// Electronic codebook mode; without it, CBC with the IV given (zeros when nil).
public var kCCOptionECBMode: Int { 0x0002 }

/// AES's block size in bytes.
public var kCCBlockSizeAES128: Int { 16 }
/// AES-128's key size in bytes.
public var kCCKeySizeAES128: Int { 16 }
/// AES-192's key size in bytes.
public var kCCKeySizeAES192: Int { 24 }
/// AES-256's key size in bytes.
public var kCCKeySizeAES256: Int { 32 }

/// Encrypts or decrypts `dataInLength` bytes at `dataIn` into `dataOut` in one call, as Apple's `CCCrypt`:
/// AES with a 16, 24 or 32-byte key (else `kCCKeySizeError`), CBC from `iv` (zeros when nil) or ECB with
/// `kCCOptionECBMode`, PKCS#7 padding with `kCCOptionPKCS7Padding` (without it the input must be whole
/// blocks: `kCCAlignmentError`). A decryption whose padding is wrong fails with `kCCDecodeError`; an output
/// buffer too small fails with `kCCBufferTooSmall` and the size needed in `dataOutMoved`. `dataIn` and
/// `dataOut` may be the same buffer. Other ciphers return `kCCUnimplemented`.
@discardableResult
public func CCCrypt(
    _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!, _ keyLength: Int,
    _ iv: UnsafeRawPointer!, _ dataIn: UnsafeRawPointer!, _ dataInLength: Int, _ dataOut: UnsafeMutableRawPointer!,
    _ dataOutAvailable: Int, _ dataOutMoved: UnsafeMutablePointer<Int>!
) -> CCCryptorStatus {
    guard op == CCOperation(kCCEncrypt) || op == CCOperation(kCCDecrypt) else { return CCCryptorStatus(kCCParamError) }
    guard alg == CCAlgorithm(kCCAlgorithmAES) else {
        return CCCryptorStatus(alg <= CCAlgorithm(kCCAlgorithmBlowfish) ? kCCUnimplemented : kCCParamError)
    }
    guard let key, dataInLength >= 0, dataIn != nil || dataInLength == 0 else { return CCCryptorStatus(kCCParamError) }
    guard [kCCKeySizeAES128, kCCKeySizeAES192, kCCKeySizeAES256].contains(keyLength) else {
        return CCCryptorStatus(kCCKeySizeError)
    }
    let cipher = BlockCipher(
        key: SymmetricKey(data: UnsafeRawBufferPointer(start: key, count: keyLength)),
        ecb: options & CCOptions(kCCOptionECBMode) != 0,
        iv: iv.map { Array(UnsafeRawBufferPointer(start: $0, count: kCCBlockSizeAES128)) })
    let padded = options & CCOptions(kCCOptionPKCS7Padding) != 0
    let input = Array(bytes(dataIn, dataInLength))
    let result: Result<[UInt8], CCStatusError>
    if op == CCOperation(kCCEncrypt) {
        let needed = padded ? (dataInLength / kCCBlockSizeAES128 + 1) * kCCBlockSizeAES128 : dataInLength
        if dataOutAvailable < needed {
            dataOutMoved?.pointee = needed
            return CCCryptorStatus(kCCBufferTooSmall)
        }
        result = cipher.encrypt(input, padded: padded)
    } else {
        if dataOutAvailable < dataInLength {
            dataOutMoved?.pointee = dataInLength
            return CCCryptorStatus(kCCBufferTooSmall)
        }
        result = cipher.decrypt(input, padded: padded)
    }
    switch result {
    case .success(let output):
        if !output.isEmpty {
            guard let dataOut else { return CCCryptorStatus(kCCParamError) }
            output.withUnsafeBytes { dataOut.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        dataOutMoved?.pointee = output.count
        return CCCryptorStatus(kCCSuccess)
    case .failure(let error):
        dataOutMoved?.pointee = 0
        return error.status
    }
}

/// A CommonCrypto status as an error, inside the implementation.
struct CCStatusError: Error {
    let status: CCCryptorStatus
    init(_ code: Int) { status = CCCryptorStatus(code) }
}

/// AES in CBC or ECB mode over swift-crypto's single-block permutation.
struct BlockCipher {
    let key: SymmetricKey
    let ecb: Bool
    let iv: [UInt8]?
    private var blockSize: Int { kCCBlockSizeAES128 }

    func encrypt(_ plaintext: [UInt8], padded: Bool) -> Result<[UInt8], CCStatusError> {
        var input = plaintext
        if padded {
            let pad = blockSize - input.count % blockSize
            input += [UInt8](repeating: UInt8(pad), count: pad)
        } else if input.count % blockSize != 0 {
            return .failure(CCStatusError(kCCAlignmentError))
        }
        var chain = iv ?? [UInt8](repeating: 0, count: blockSize)
        var output: [UInt8] = []
        output.reserveCapacity(input.count)
        for start in stride(from: 0, to: input.count, by: blockSize) {
            var block = Array(input[start..<start + blockSize])
            if !ecb { for i in 0..<blockSize { block[i] ^= chain[i] } }
            do { try AES.permute(&block, key: key) } catch { return .failure(CCStatusError(kCCParamError)) }
            chain = block
            output += block
        }
        return .success(output)
    }

    func decrypt(_ ciphertext: [UInt8], padded: Bool) -> Result<[UInt8], CCStatusError> {
        guard ciphertext.count % blockSize == 0 else { return .failure(CCStatusError(kCCAlignmentError)) }
        var chain = iv ?? [UInt8](repeating: 0, count: blockSize)
        var output: [UInt8] = []
        output.reserveCapacity(ciphertext.count)
        for start in stride(from: 0, to: ciphertext.count, by: blockSize) {
            let encrypted = Array(ciphertext[start..<start + blockSize])
            var block = encrypted
            do { try AES.inversePermute(&block, key: key) } catch { return .failure(CCStatusError(kCCParamError)) }
            if !ecb { for i in 0..<blockSize { block[i] ^= chain[i] } }
            chain = encrypted
            output += block
        }
        guard padded else { return .success(output) }
        guard let last = output.last, (1...blockSize).contains(Int(last)), output.count >= Int(last),
            output.suffix(Int(last)).allSatisfy({ $0 == last })
        else { return .failure(CCStatusError(kCCDecodeError)) }
        return .success(Array(output.dropLast(Int(last))))
    }
}
