// CommonDigest.h: the one-shot digests, over swift-crypto.
import Crypto

/// The length type of CommonCrypto's digest functions (`uint32_t`).
public typealias CC_LONG = UInt32

// Macros in Apple's header, which Swift imports as `Int32` (`Int(CC_SHA256_DIGEST_LENGTH)`).
/// The length of an MD5 digest in bytes.
public var CC_MD5_DIGEST_LENGTH: Int32 { 16 }
/// The length of a SHA-1 digest in bytes.
public var CC_SHA1_DIGEST_LENGTH: Int32 { 20 }
/// The length of a SHA-256 digest in bytes.
public var CC_SHA256_DIGEST_LENGTH: Int32 { 32 }
/// The length of a SHA-384 digest in bytes.
public var CC_SHA384_DIGEST_LENGTH: Int32 { 48 }
/// The length of a SHA-512 digest in bytes.
public var CC_SHA512_DIGEST_LENGTH: Int32 { 64 }
/// The block size of MD5 and SHA-1 in bytes.
public var CC_SHA1_BLOCK_BYTES: Int32 { 64 }
/// The block size of SHA-256 in bytes.
public var CC_SHA256_BLOCK_BYTES: Int32 { 64 }
/// The block size of SHA-384 and SHA-512 in bytes.
public var CC_SHA512_BLOCK_BYTES: Int32 { 128 }

/// Hashes `len` bytes at `data` and writes the digest to `md`, which it returns (as Apple's does).
func digest<H: HashFunction>(_: H.Type, _ data: UnsafeRawPointer?, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>?)
    -> UnsafeMutablePointer<UInt8>?
{
    guard let md else { return nil }
    let input = UnsafeRawBufferPointer(start: len == 0 ? nil : data, count: data == nil ? 0 : Int(len))
    let digest = H.hash(data: input)
    digest.withUnsafeBytes { bytes in
        UnsafeMutableRawPointer(md).copyMemory(from: bytes.baseAddress!, byteCount: bytes.count)
    }
    return md
}

/// SHA-1 of `len` bytes at `data`, written to `md` (`CC_SHA1_DIGEST_LENGTH` bytes).
@discardableResult
public func CC_SHA1(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.SHA1.self, data, len, md)
}

/// SHA-256 of `len` bytes at `data`, written to `md` (`CC_SHA256_DIGEST_LENGTH` bytes).
@discardableResult
public func CC_SHA256(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA256.self, data, len, md)
}

/// SHA-384 of `len` bytes at `data`, written to `md` (`CC_SHA384_DIGEST_LENGTH` bytes).
@discardableResult
public func CC_SHA384(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA384.self, data, len, md)
}

/// SHA-512 of `len` bytes at `data`, written to `md` (`CC_SHA512_DIGEST_LENGTH` bytes).
@discardableResult
public func CC_SHA512(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(SHA512.self, data, len, md)
}

/// MD5 of `len` bytes at `data`, written to `md` (`CC_MD5_DIGEST_LENGTH` bytes); deprecated as Apple's is since iOS 13.
@available(*, deprecated, message: "This function is cryptographically broken and should not be used in security contexts. Clients should migrate to SHA256 (or stronger).")
@discardableResult
public func CC_MD5(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! {
    digest(Insecure.MD5.self, data, len, md)
}
