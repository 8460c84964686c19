import Foundation
import Logging
import Synchronization
import WidgetryProtocol
import WidgetryWire

/// An extension executable running as a child process, speaking the protocol on its
/// stdin/stdout. Its stderr (the author's prints) goes to the log, bounded (``StandardErrorLog``).
///
/// Every descriptor of the three pipes is closed exactly once: the child's ends right after it
/// started, stdin's write end by ``terminate(reason:)`` (or when the value goes away), and the
/// stdout and stderr read ends by the threads that read them, at end of file (when the child
/// has ended).
public final class ExtensionProcess: ExtensionConnection {
    public let executable: URL
    private let process: Process
    private let peer: ProtocolPeer
    private let input: PipeDescriptor
    private let ended = EndReason()
    private let onExit: @Sendable (ProtocolError) -> Void

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
        self.onExit = onExit
        let stdin = try PipeDescriptor.makePipe()
        let stdout = try PipeDescriptor.makePipe()
        let stderr = try PipeDescriptor.makePipe()
        let childEnds = [stdin.read, stdout.write, stderr.write]
        let process = Process()
        process.executableURL = executable
        process.arguments = []
        // Plain handles that do not own their descriptors: `Process` duplicates them onto the
        // child's 0, 1 and 2 and leaves them to us.
        process.standardInput = FileHandle(fileDescriptor: stdin.read.number, closeOnDealloc: false)
        process.standardOutput = FileHandle(fileDescriptor: stdout.write.number, closeOnDealloc: false)
        process.standardError = FileHandle(fileDescriptor: stderr.write.number, closeOnDealloc: false)
        self.process = process
        let input = stdin.write
        self.input = input
        let peer = ProtocolPeer(hostWriting: { bytes in try input.write(bytes) }, onHostRequest: onHostRequest)
        self.peer = peer
        let ended = self.ended
        let name = executable.lastPathComponent
        process.terminationHandler = { process in
            let reason = ProtocolError.closed(Self.exitDescription(of: process, name: name))
            let first = ended.record(reason)
            peer.close(reason)
            if first { onExit(reason) }
            // Foundation's `Process` and the run-loop source it registers in `run()` keep each
            // other alive until `waitUntilExit()` lets go of the source; the process has ended,
            // so this returns at once and the `Process` (with this handler) can be freed.
            process.waitUntilExit()
        }
        do {
            try process.run()
        } catch {
            for end in childEnds + [stdin.write, stdout.read, stderr.read] { end.close() }
            throw error
        }
        for end in childEnds { end.close() }
        stdout.read.pumpUntilEndOfFile { [weak self] bytes in
            peer.receive(bytes)
            // Bytes that are not the protocol (garbage, a frame over the limit) closed the peer:
            // the process is ended at once, as a crash, not left writing into a closed peer.
            if case .malformed = peer.closedReason { self?.end(peer.closedReason!, reportingExit: true) }
        }
        let errors = StandardErrorLog(name: name, logger: logger)
        stderr.read.pumpUntilEndOfFile({ errors.append($0) }, atEnd: { errors.finish() })
    }

    deinit {
        input.close()
    }

    public func send(_ request: ExtensionRequest) async throws -> ExtensionResponse {
        try await peer.send(request)
    }

    /// Kills the process and what it started (SIGKILL: a hung provider cannot refuse) and fails
    /// waiting requests. The children's deaths end the reading threads, which close stdout and
    /// stderr.
    ///
    /// `Process` makes the child the leader of a process group of its own, so the signal goes to
    /// the group: a child the extension started inherited its stdout and stderr, and would keep
    /// them (and so the host's read ends) open. Swift's crash backtracer is such a child: an
    /// extension killed at the time limit while a crash was being symbolicated left it behind,
    /// waiting forever.
    public func terminate(reason: String) {
        end(.closed(reason), reportingExit: false)
    }

    /// Ends the process for `reason`; `reportingExit`: the end is a failure of the extension's,
    /// which `onExit` reports (the first reason only, as when it exits by itself).
    private func end(_ reason: ProtocolError, reportingExit: Bool) {
        let first = ended.record(reason)
        peer.close(reason)
        // Only while the child is not reaped: until then its id cannot name another group.
        if process.isRunning {
            let pid = process.processIdentifier
            if kill(-pid, SIGKILL) != 0 { kill(pid, SIGKILL) }
        }
        input.close()
        if first && reportingExit { onExit(reason) }
    }

    public var endedReason: ProtocolError? { ended.reason }

    public var processIdentifier: Int32 { process.processIdentifier }

    /// How the process ended (`counter exited with status 3`) if it ends by itself within
    /// `limit`, else `nil`: a start whose handshake found the pipe closed says why.
    public func exitDescription(within limit: Duration) async -> String? {
        let deadline = ContinuousClock.now + limit
        while process.isRunning, ContinuousClock.now < deadline { try? await Task.sleep(for: .milliseconds(5)) }
        return process.isRunning ? nil : Self.exitDescription(of: process, name: executable.lastPathComponent)
    }

    private static func exitDescription(of process: Process, name: String) -> String {
        process.terminationReason == .uncaughtSignal
            ? "\(name) was killed by signal \(process.terminationStatus)" : "\(name) exited with status \(process.terminationStatus)"
    }

    /// Waits until the process has exited.
    public func waitUntilExit() async {
        while process.isRunning { try? await Task.sleep(for: .milliseconds(5)) }
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
