import Foundation
import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// One end of a pipe to an extension process, closed exactly once.
///
/// The descriptor is the host's own (`pipe`, close-on-exec), not a `Pipe`'s: Foundation's
/// `Process` on Linux keeps its `Pipe`s (and their descriptors) as long as the `Process` object
/// lives, and a `Process` that nobody waited for with `waitUntilExit()` is kept alive by its own
/// run-loop source — so a `Pipe`'s descriptors were never closed after the child died. Writes and
/// the close take the same lock, so a write never reaches a descriptor number the kernel has
/// already handed to another file.
final class PipeDescriptor: Sendable {
    private let descriptor: Mutex<Int32>

    init(_ descriptor: Int32) {
        self.descriptor = Mutex(descriptor)
    }

    /// A new pipe: (read end, write end), both close-on-exec.
    static func makePipe() throws -> (read: PipeDescriptor, write: PipeDescriptor) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else { throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno)) }
        // (`pipe2` is not visible to Swift here. A child spawned by `Process` on another thread
        // in between closes every descriptor it was not given anyway.)
        for end in ends { _ = fcntl(end, F_SETFD, FD_CLOEXEC) }
        return (PipeDescriptor(ends[0]), PipeDescriptor(ends[1]))
    }

    /// The descriptor number while open (to hand to `Process`, which duplicates it in the child).
    var number: Int32 { descriptor.withLock { $0 } }

    var isOpen: Bool { number >= 0 }

    /// Closes the descriptor; later calls do nothing.
    func close() {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            _ = Glibc.close(descriptor)
            descriptor = -1
        }
    }

    /// Writes every byte, retrying partial writes and interruptions; fails once closed or when
    /// the reader has gone (`EPIPE`: the child died).
    func write(_ bytes: [UInt8]) throws {
        try descriptor.withLock { descriptor in
            guard descriptor >= 0 else { throw PipeClosed() }
            var offset = 0
            while offset < bytes.count {
                let written = bytes.withUnsafeBytes { Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
                if written > 0 {
                    offset += written
                } else if written < 0, errno == EINTR {
                    continue
                } else {
                    throw NSError(domain: NSPOSIXErrorDomain, code: Int(errno))
                }
            }
        }
    }

    /// Reads on a thread of its own until end of file (every writer closed: the child ended),
    /// handing each chunk to `deliver`, then closes the descriptor and calls `atEnd`. The reading
    /// thread owns the descriptor from here on: nothing else closes it while it may still be read.
    func pumpUntilEndOfFile(_ deliver: @escaping @Sendable ([UInt8]) -> Void, atEnd: @escaping @Sendable () -> Void = {}) {
        let descriptor = number
        let thread = Thread { [self] in
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    deliver(Array(buffer[0..<count]))
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close()
            atEnd()
        }
        thread.start()
    }

    struct PipeClosed: Error, CustomStringConvertible {
        var description: String { "the pipe to the extension is closed" }
    }
}
