import Foundation

// CommonCrypto API that swift-crypto has no counterpart for, declared unavailable with the reason.

@available(*, unavailable, message: "swift-crypto has no SHA-224 digest: use CC_SHA256, or CryptoKit's SHA256")
public func CC_SHA224(_ data: UnsafeRawPointer!, _ len: CC_LONG, _ md: UnsafeMutablePointer<UInt8>!) -> UnsafeMutablePointer<UInt8>! { nil }

@available(*, unavailable, message: "the incremental cryptor API is not provided: CCCrypt does it in one call, CryptoKit's AES.GCM with authentication")
public func CCCryptorCreate(
    _ op: CCOperation, _ alg: CCAlgorithm, _ options: CCOptions, _ key: UnsafeRawPointer!, _ keyLength: Int, _ iv: UnsafeRawPointer!,
    _ cryptorRef: UnsafeMutablePointer<OpaquePointer?>!
) -> CCCryptorStatus { 0 }
