import Foundation

/// A source of random bytes; the system's (`kSecRandomDefault`) is the only one.
public typealias SecRandomRef = OpaquePointer

/// The system's cryptographically secure generator.
nonisolated(unsafe) public let kSecRandomDefault: SecRandomRef? = nil

/// Fills `bytes` with `count` cryptographically secure random bytes (the kernel's, through
/// `SystemRandomNumberGenerator`); returns `errSecSuccess`.
@discardableResult
public func SecRandomCopyBytes(_ rnd: SecRandomRef?, _ count: Int, _ bytes: UnsafeMutableRawPointer) -> Int32 {
    var generator = SystemRandomNumberGenerator()
    var offset = 0
    while offset < count {
        let word = generator.next()
        withUnsafeBytes(of: word) { wordBytes in
            let chunk = min(wordBytes.count, count - offset)
            (bytes + offset).copyMemory(from: wordBytes.baseAddress!, byteCount: chunk)
            offset += chunk
        }
    }
    return errSecSuccess
}
