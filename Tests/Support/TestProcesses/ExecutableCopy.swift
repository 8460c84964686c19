import Foundation

/// Copies the executable `source` to `destination` (which must not exist) as a build would
/// write it, through a descriptor that is closed on exec. `FileManager.copyItem` writes
/// through one that is not: a process another test starts at that moment inherits it and keeps
/// the copy open for writing as long as it lives, and starting the copy then fails with
/// ETXTBSY ("Text file busy") for that long.
public func copyExecutable(_ source: URL, to destination: URL) throws {
    let contents = try Data(contentsOf: source)
    let descriptor = open(destination.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o755)
    guard descriptor >= 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
    defer { close(descriptor) }
    try contents.withUnsafeBytes { buffer in
        var offset = 0
        while offset < buffer.count {
            let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
            if written < 0, errno == EINTR { continue }
            guard written > 0 else { throw POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO) }
            offset += written
        }
    }
}
