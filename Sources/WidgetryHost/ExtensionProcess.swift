import Foundation
import Logging
import Synchronization
import WidgetryProtocol
import WidgetryWire

/// An extension executable running as a child process, speaking the protocol on its
/// stdin/stdout. Its stderr (the author's prints) goes to the log.
public final class ExtensionProcess: ExtensionConnection {
    public let executable: URL
    private let process: Process
    private let peer: ProtocolPeer
    private let input: FileHandle
    private let ended = EndReason()

    /// Starts `executable`. `onHostRequest` answers its `WidgetCenter` calls; `onExit` is called
    /// once when the process ends, with the reason.
    public init(
        executable: URL, logger: Logger,
        onHostRequest: @escaping @Sendable (HostRequest) async -> HostResponse,
        onExit: @escaping @Sendable (ProtocolError) -> Void = { _ in }
    ) throws {
        // A write to a child that died must be an error, not a signal that ends the host.
        signal(SIGPIPE, SIG_IGN)
        self.executable = executable
        let process = Process()
        process.executableURL = executable
        process.arguments = []
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        self.process = process
        self.input = stdin.fileHandleForWriting
        let input = stdin.fileHandleForWriting
        let peer = ProtocolPeer(hostWriting: { bytes in try input.write(contentsOf: bytes) }, onHostRequest: onHostRequest)
        self.peer = peer
        let ended = self.ended
        let name = executable.lastPathComponent
        process.terminationHandler = { process in
            let reason: ProtocolError =
                process.terminationReason == .uncaughtSignal
                ? .closed("\(name) was killed by signal \(process.terminationStatus)")
                : .closed("\(name) exited with status \(process.terminationStatus)")
            let first = ended.record(reason)
            peer.close(reason)
            if first { onExit(reason) }
        }
        try process.run()
        Self.pump(stdout.fileHandleForReading) { peer.receive($0) }
        Self.pump(stderr.fileHandleForReading) { bytes in
            for line in String(decoding: bytes, as: UTF8.self).split(separator: "\n") {
                logger.info("\(line)", metadata: ["extension": "\(name)"])
            }
        }
    }

    public func send(_ request: ExtensionRequest) async throws -> ExtensionResponse {
        try await peer.send(request)
    }

    /// Kills the process (SIGKILL: a hung provider cannot refuse) and fails waiting requests.
    public func terminate(reason: String) {
        let error = ProtocolError.closed(reason)
        ended.record(error)
        peer.close(error)
        if process.isRunning { kill(process.processIdentifier, SIGKILL) }
        try? input.close()
    }

    public var endedReason: ProtocolError? { ended.reason }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// Waits until the process has exited.
    public func waitUntilExit() async {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(5)) }
    }

    /// Reads `handle` on its own thread until end of file, handing each chunk to `deliver`.
    private static func pump(_ handle: FileHandle, _ deliver: @escaping @Sendable ([UInt8]) -> Void) {
        let descriptor = handle.fileDescriptor
        let thread = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count > 0 {
                    deliver(Array(buffer[0..<count]))
                } else if count < 0, errno == EINTR {
                    continue
                } else {
                    return
                }
            }
        }
        thread.start()
    }
}

/// The first reason a connection ended; later ones are ignored.
final class EndReason: Sendable {
    private let state = Mutex<ProtocolError?>(nil)

    /// Records `reason` if none is recorded yet; true when it was the first.
    @discardableResult
    func record(_ reason: ProtocolError) -> Bool {
        state.withLock { current in
            guard current == nil else { return false }
            current = reason
            return true
        }
    }

    var reason: ProtocolError? { state.withLock { $0 } }
}
