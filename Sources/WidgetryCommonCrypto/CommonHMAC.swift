// CommonHMAC.h: HMAC in one call or in steps, over swift-crypto.
import Crypto

/// Which hash an HMAC uses (`uint32_t`).
public typealias CCHmacAlgorithm = UInt32

// An anonymous enum in Apple's header, imported as `Int`: `CCHmacAlgorithm(kCCHmacAlgSHA256)`.
/// HMAC with SHA-1.
public var kCCHmacAlgSHA1: Int { 0 }
/// HMAC with MD5.
public var kCCHmacAlgMD5: Int { 1 }
/// HMAC with SHA-256.
public var kCCHmacAlgSHA256: Int { 2 }
/// HMAC with SHA-384.
public var kCCHmacAlgSHA384: Int { 3 }
/// HMAC with SHA-512.
public var kCCHmacAlgSHA512: Int { 4 }

/// The state of an HMAC computed in steps (`CCHmacInit`, `CCHmacUpdate`, `CCHmacFinal`).
/// Apple's is an opaque C array; a zeroed one (`CCHmacContext()`) is ready for `CCHmacInit`.
public struct CCHmacContext {
    var state: HMACState?
    /// An empty context, to pass to `CCHmacInit`.
    public init() {}
}

/// An HMAC in progress, of one of CommonCrypto's hashes.
enum HMACState {
    case sha1(HMAC<Insecure.SHA1>)
    case md5(HMAC<Insecure.MD5>)
    case sha256(HMAC<SHA256>)
    case sha384(HMAC<SHA384>)
    case sha512(HMAC<SHA512>)

    init?(_ algorithm: CCHmacAlgorithm, key: UnsafeRawBufferPointer) {
        let key = SymmetricKey(data: key)
        switch Int(algorithm) {
        case kCCHmacAlgSHA1: self = .sha1(HMAC(key: key))
        case kCCHmacAlgMD5: self = .md5(HMAC(key: key))
        case kCCHmacAlgSHA256: self = .sha256(HMAC(key: key))
        case kCCHmacAlgSHA384: self = .sha384(HMAC(key: key))
        case kCCHmacAlgSHA512: self = .sha512(HMAC(key: key))
        default: return nil
        }
    }

    mutating func update(_ data: UnsafeRawBufferPointer) {
        switch self {
        case .sha1(var mac): mac.update(data: data); self = .sha1(mac)
        case .md5(var mac): mac.update(data: data); self = .md5(mac)
        case .sha256(var mac): mac.update(data: data); self = .sha256(mac)
        case .sha384(var mac): mac.update(data: data); self = .sha384(mac)
        case .sha512(var mac): mac.update(data: data); self = .sha512(mac)
        }
    }

    /// Writes the code to `out` (the hash's digest length).
    func finalize(into out: UnsafeMutableRawPointer) {
        func write(_ code: some MessageAuthenticationCode) {
            code.withUnsafeBytes { out.copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
        }
        switch self {
        case .sha1(let mac): write(mac.finalize())
        case .md5(let mac): write(mac.finalize())
        case .sha256(let mac): write(mac.finalize())
        case .sha384(let mac): write(mac.finalize())
        case .sha512(let mac): write(mac.finalize())
        }
    }
}

/// The bytes at a C pointer, none when the pointer is nil.
func bytes(_ pointer: UnsafeRawPointer?, _ count: Int) -> UnsafeRawBufferPointer {
    UnsafeRawBufferPointer(start: pointer == nil || count == 0 ? nil : pointer, count: pointer == nil ? 0 : count)
}

/// The HMAC of `dataLength` bytes at `data` with the key at `key`, written to `macOut` (the hash's digest
/// length). An unknown algorithm writes nothing (Apple's has no status to report it with).
public func CCHmac(
    _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int, _ data: UnsafeRawPointer!, _ dataLength: Int,
    _ macOut: UnsafeMutableRawPointer!
) {
    guard let macOut, var state = HMACState(algorithm, key: bytes(key, keyLength)) else { return }
    state.update(bytes(data, dataLength))
    state.finalize(into: macOut)
}

/// Starts an HMAC in `ctx` with the key at `key`.
public func CCHmacInit(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ algorithm: CCHmacAlgorithm, _ key: UnsafeRawPointer!, _ keyLength: Int) {
    ctx?.pointee.state = HMACState(algorithm, key: bytes(key, keyLength))
}

/// Adds `dataLength` bytes at `data` to the HMAC in `ctx`.
public func CCHmacUpdate(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ data: UnsafeRawPointer!, _ dataLength: Int) {
    ctx?.pointee.state?.update(bytes(data, dataLength))
}

/// Writes the HMAC in `ctx` to `macOut`; the context must be started again before another use.
public func CCHmacFinal(_ ctx: UnsafeMutablePointer<CCHmacContext>!, _ macOut: UnsafeMutableRawPointer!) {
    guard let macOut, let state = ctx?.pointee.state else { return }
    state.finalize(into: macOut)
    ctx.pointee.state = nil
}
