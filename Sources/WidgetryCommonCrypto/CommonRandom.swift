// CommonRandom.h: random bytes from the system's generator.
import Foundation

/// The result of `CCRandomGenerateBytes`.
public typealias CCRNGStatus = CCCryptorStatus

/// Fills `count` bytes at `bytes` from the system's cryptographically secure generator: `kCCSuccess`,
/// or `kCCParamError` for a nil buffer with a count.
@discardableResult
public func CCRandomGenerateBytes(_ bytes: UnsafeMutableRawPointer!, _ count: Int) -> CCRNGStatus {
    guard count > 0 else { return CCRNGStatus(kCCSuccess) }
    guard let bytes else { return CCRNGStatus(kCCParamError) }
    var generator = SystemRandomNumberGenerator()
    let buffer = UnsafeMutableRawBufferPointer(start: bytes, count: count)
    for index in buffer.indices { buffer[index] = generator.next() }
    return CCRNGStatus(kCCSuccess)
}
