import Foundation
import Logging
import ServiceLifecycle
import WidgetryProtocol
import WidgetryWire

/// Runs the host's extensions: one connection (child process) per extension, started on
/// demand; a time limit on every request (starting the process and its handshake included),
/// after which the process is killed and the request fails; crashes detected, the extension
/// restarted on its first request after a backoff (requests during the backoff fail at once with
/// ``SupervisorError/backingOff(extension:retryAfter:)``); a bound on requests in flight; every
/// child ended on shutdown.
public actor ExtensionSupervisor {
    public struct Configuration: Sendable {
        /// How long a request may take, from the call to the answer (for an extension process,
        /// starting it and its handshake included), before it fails; a request that was sent
        /// gets the extension killed.
        public var requestTimeout: Duration = .seconds(15)
        /// Requests in flight per extension; more fail at once with `busy`.
        public var maximumInFlight = 16
        /// The wait before restarting after the first crash; doubled per crash in a row. Requests
        /// during the wait fail at once (`backingOff`). `.zero`: restart on the next request.
        public var initialBackoff: Duration = .milliseconds(250)
        /// The longest wait before a restart, however many crashes in a row.
        public var maximumBackoff: Duration = .seconds(30)
        /// Errors kept per extension.
        public var errorHistory = 50

        public init() {}
    }

    /// A failure of an extension, as recorded.
    public struct Failure: Sendable, Hashable {
        public var time: Date
        public var message: String
    }

    public enum SupervisorError: Error, CustomStringConvertible, Equatable {
        case unknownExtension(String)
        case busy(extension: String, limit: Int)
        case timedOut(extension: String, seconds: Double)
        case crashed(extension: String, reason: String)
        case failedToStart(extension: String, reason: String)
        /// The extension ended (crashed, or was killed at the time limit) and is not started
        /// again before `retryAfter` has passed: the request was not sent.
        case backingOff(extension: String, retryAfter: Duration)
        /// The caller stopped waiting (its task was cancelled); the extension is not blamed.
        case cancelled(extension: String)
        case shutDown

        public var description: String {
            switch self {
            case .unknownExtension(let id): "no extension “\(id)” is registered"
            case .busy(let id, let limit): "extension \(id) already has \(limit) requests in flight; try again shortly"
            case .timedOut(let id, let seconds): "extension \(id) did not answer within \(seconds.formatted()) s and was stopped"
            case .crashed(let id, let reason): "extension \(id) ended while answering: \(reason)"
            case .failedToStart(let id, let reason): "extension \(id) could not be started: \(reason)"
            case .backingOff(let id, let retryAfter):
                "extension \(id) failed and is restarted in \(Int(retryAfter.seconds.rounded(.up))) s; try again then"
            case .cancelled(let id): "the request to extension \(id) was cancelled"
            case .shutDown: "the host is shutting down"
            }
        }
    }

    private struct Managed {
        var launcher: ExtensionLauncher
        var connection: (any ExtensionConnection)?
        var starting: Task<any ExtensionConnection, any Error>?
        var inFlight = 0
        var crashesInARow = 0
        var restartNotBefore: ContinuousClock.Instant?
        var failures: [Failure] = []
        var starts = 0
    }

    public let configuration: Configuration
    private let logger: Logger
    private let hostRequests: @Sendable (String, HostRequest) async -> HostResponse
    private let started: @Sendable (String) -> Void
    private var extensions: [String: Managed] = [:]
    private var isShutDown = false

    /// `hostRequests` answers an extension's `WidgetCenter` calls (extension id, call);
    /// `started` hears of each start of an extension (its handshake answered), to tell it what
    /// a new process must know (its push tokens).
    public init(
        configuration: Configuration = Configuration(), logger: Logger = Logger(label: "widgetry.supervisor"),
        hostRequests: @escaping @Sendable (String, HostRequest) async -> HostResponse,
        started: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.configuration = configuration
        self.logger = logger
        self.hostRequests = hostRequests
        self.started = started
    }

    /// Registers extension `id`, started with `launcher` on its first request. Registering an id
    /// again changes only how it is started: its failures, its backoff and a running process are
    /// kept (a host that tries again to add an extension that would not start keeps backing off).
    public func register(_ id: String, launcher: ExtensionLauncher) {
        if extensions[id] == nil {
            extensions[id] = Managed(launcher: launcher)
        } else {
            extensions[id]?.launcher = launcher
        }
    }

    public var registered: [String] { extensions.keys.sorted() }

    /// Sends `request` to extension `id`, starting it if needed.
    public func request(_ id: String, _ request: ExtensionRequest) async throws(SupervisorError) -> ExtensionResponse {
        guard !isShutDown else { throw .shutDown }
        guard let managed = extensions[id] else { throw .unknownExtension(id) }
        guard managed.inFlight < configuration.maximumInFlight else { throw .busy(extension: id, limit: configuration.maximumInFlight) }
        extensions[id]?.inFlight += 1
        defer { extensions[id]?.inFlight -= 1 }

        let timeout = configuration.requestTimeout
        // An extension process must start and answer its handshake within the request's time
        // limit. One in process waits for the host's own main actor to start, which says nothing
        // about the extension: its time limit counts from when it is connected.
        let isInProcess = if case .inProcess = managed.launcher { true } else { false }
        let startDeadline = ContinuousClock.now + timeout
        let connection = try await connection(for: id, until: isInProcess ? nil : startDeadline)
        let deadline = isInProcess ? ContinuousClock.now + timeout : startDeadline
        // Starting took the whole time: the request was not sent, the extension is not blamed.
        guard ContinuousClock.now < deadline else { throw .timedOut(extension: id, seconds: timeout.seconds) }
        let outcome: Result<ExtensionResponse, SupervisorError> = await withTaskGroup(of: Result<ExtensionResponse, SupervisorError>?.self) { group in
            group.addTask {
                do { return .success(try await connection.send(request)) } catch is CancellationError {
                    return .failure(.cancelled(extension: id))
                } catch {
                    return .failure(.crashed(extension: id, reason: (error as? ProtocolError)?.description ?? "\(error)"))
                }
            }
            group.addTask {
                do { try await Task.sleep(until: deadline, clock: .continuous) } catch { return nil }
                return .failure(.timedOut(extension: id, seconds: timeout.seconds))
            }
            // The timer answers nil when cancelled (the caller was cancelled): then the
            // request's own outcome decides.
            var first: Result<ExtensionResponse, SupervisorError>?
            while first == nil, let next = await group.next() { first = next }
            guard let first else { return .failure(.crashed(extension: id, reason: "no answer")) }
            if case .failure(.timedOut) = first {
                // The request cannot be abandoned half way: stop the extension, which fails it.
                connection.terminate(reason: "no answer within \(timeout.seconds.formatted()) s")
            }
            group.cancelAll()
            return first
        }
        switch outcome {
        case .success(let response):
            extensions[id]?.crashesInARow = 0
            if case .failure(let message) = response { record(id, "request failed: \(message)") }
            return response
        case .failure(.cancelled(let id)):
            throw .cancelled(extension: id)
        case .failure(let error):
            record(id, error.description)
            connectionEnded(id, connection)
            throw error
        }
    }

    /// The failures recorded for extension `id`, oldest first.
    public func failures(of id: String) -> [Failure] { extensions[id]?.failures ?? [] }

    /// How many times extension `id` has been started.
    public func starts(of id: String) -> Int { extensions[id]?.starts ?? 0 }

    /// The process of extension `id`, when it runs as one.
    public func processIdentifier(of id: String) -> Int32? {
        (extensions[id]?.connection as? ExtensionProcess)?.processIdentifier
    }

    /// Ends extension `id`'s process (a new version was built): the next request starts the
    /// new one at once, even during a backoff. Not a failure: nothing is recorded.
    public func restart(_ id: String) {
        extensions[id]?.crashesInARow = 0
        extensions[id]?.restartNotBefore = nil
        guard let connection = extensions[id]?.connection else { return }
        extensions[id]?.connection = nil
        connection.terminate(reason: "the extension is restarted")
    }

    /// Ends every extension and refuses further requests.
    public func shutdown() async {
        isShutDown = true
        let connections = extensions.values.compactMap(\.connection)
        for id in extensions.keys {
            extensions[id]?.starting?.cancel()
            extensions[id]?.connection = nil
        }
        for connection in connections {
            connection.terminate(reason: "the host is shutting down")
            if let process = connection as? ExtensionProcess { await process.waitUntilExit() }
        }
        logger.info("stopped \(connections.count) extension(s)")
    }

    // MARK: Connections

    /// The live connection of extension `id`, started if needed (and joined if another request
    /// is starting it), by `deadline` (`nil`: no bound, for an extension in process). Fails at
    /// once while the extension backs off after a failure.
    private func connection(for id: String, until deadline: ContinuousClock.Instant?) async throws(SupervisorError) -> any ExtensionConnection {
        if let connection = extensions[id]?.connection, connection.endedReason == nil { return connection }
        if let starting = extensions[id]?.starting {
            do { return try await starting.value } catch { throw startError(id, error) }
        }
        guard let managed = extensions[id] else { throw .unknownExtension(id) }
        if let notBefore = managed.restartNotBefore, notBefore > .now {
            throw .backingOff(extension: id, retryAfter: notBefore - .now)
        }
        let launcher = managed.launcher
        let onExit: @Sendable (ProtocolError) -> Void = { [weak self] reason in
            Task { await self?.processExited(id, reason) }
        }
        let task = Task { [logger, hostRequests] () async throws -> any ExtensionConnection in
            let connection = try await Self.start(
                id: id, launcher: launcher, logger: logger, hostRequests: hostRequests, onExit: onExit, until: deadline)
            let hello: ExtensionResponse
            do {
                hello = try await Self.handshake(connection, until: deadline)
            } catch {
                // It exited, wrote what is not the protocol, or did not answer in time: nothing
                // of it is left running. One that closed the pipe is said to have exited, and how.
                if case ProtocolError.closed = error, let process = connection as? ExtensionProcess,
                    let exit = await process.exitDescription(within: .seconds(1))
                {
                    throw StartFailure(message: exit)
                }
                connection.terminate(reason: "the handshake failed")
                throw error
            }
            switch hello {
            case .hello(let version, _) where version == ExtensionProtocol.version:
                return connection
            case .hello(let version, _):
                connection.terminate(reason: "protocol version mismatch")
                throw ProtocolError.versionMismatch(ours: ExtensionProtocol.version, theirs: version)
            case .failure(let message):
                connection.terminate(reason: "refused the handshake")
                throw StartFailure(message: message)
            default:
                connection.terminate(reason: "unexpected handshake answer")
                throw StartFailure(message: "the extension answered hello with \(hello)")
            }
        }
        extensions[id]?.starting = task
        extensions[id]?.starts += 1
        defer { extensions[id]?.starting = nil }
        do {
            let connection = try await task.value
            if isShutDown {
                connection.terminate(reason: "the host is shutting down")
                throw SupervisorError.shutDown
            }
            extensions[id]?.connection = connection
            started(id)
            return connection
        } catch let error as SupervisorError {
            throw error
        } catch {
            let failure = startError(id, error)
            if case .timedOut = failure {
                record(id, "start failed: no answer to the handshake within \(configuration.requestTimeout.seconds.formatted()) s")
            } else {
                record(id, "start failed: \((error as? ProtocolError)?.description ?? "\(error)")")
            }
            scheduleRestart(id)
            throw failure
        }
    }

    /// The error a request gets when starting the extension failed with `error`.
    private func startError(_ id: String, _ error: any Error) -> SupervisorError {
        if error is StartTimedOut { return .timedOut(extension: id, seconds: configuration.requestTimeout.seconds) }
        return .failedToStart(extension: id, reason: (error as? ProtocolError)?.description ?? "\(error)")
    }

    /// The handshake: `hello`, answered by `deadline` or the connection is ended.
    private static func handshake(_ connection: any ExtensionConnection, until deadline: ContinuousClock.Instant?) async throws -> ExtensionResponse {
        guard let deadline else { return try await connection.send(.hello(version: ExtensionProtocol.version)) }
        let timer = Task {
            try await Task.sleep(until: deadline, clock: .continuous)
            connection.terminate(reason: "no answer to the handshake in time")
        }
        defer { timer.cancel() }
        do {
            return try await connection.send(.hello(version: ExtensionProtocol.version))
        } catch {
            if ContinuousClock.now >= deadline {
                connection.terminate(reason: "no answer to the handshake in time")
                throw StartTimedOut()
            }
            throw error
        }
    }

    /// Starting (and the handshake) did not end by the request's deadline.
    private struct StartTimedOut: Error, CustomStringConvertible {
        var description: String { "no answer to the handshake in time" }
    }

    private struct StartFailure: Error, CustomStringConvertible {
        let message: String
        var description: String { message }
    }

    private static func start(
        id: String, launcher: ExtensionLauncher, logger: Logger,
        hostRequests: @escaping @Sendable (String, HostRequest) async -> HostResponse,
        onExit: @escaping @Sendable (ProtocolError) -> Void, until deadline: ContinuousClock.Instant?
    ) async throws -> any ExtensionConnection {
        let answer: @Sendable (HostRequest) async -> HostResponse = { await hostRequests(id, $0) }
        switch launcher {
        case .executable(let url):
            // A freshly built executable can still be open for writing (the linker finishing, or
            // a descriptor a concurrent fork inherited): exec then fails with ETXTBSY for a moment.
            var attempt = 0
            while true {
                do {
                    return try ExtensionProcess(executable: url, logger: logger, onHostRequest: answer, onExit: onExit)
                } catch where attempt < 20 && Self.isTextFileBusy(error) && ContinuousClock.now < deadline ?? .now + .seconds(1) {
                    attempt += 1
                    try await Task.sleep(for: .milliseconds(25 * attempt))
                }
            }
        case .inProcess(let makeExtensionPeer):
            return await InProcessConnection(onHostRequest: answer, makeExtensionPeer: makeExtensionPeer)
        }
    }

    /// Whether starting failed because the executable was still open for writing.
    private static func isTextFileBusy(_ error: any Error) -> Bool {
        let error = error as NSError
        if error.domain == NSPOSIXErrorDomain, error.code == Int(ETXTBSY) { return true }
        return (error.userInfo[NSUnderlyingErrorKey] as? NSError).map(isTextFileBusy) ?? false
    }

    private func processExited(_ id: String, _ reason: ProtocolError) {
        guard let connection = extensions[id]?.connection, connection.endedReason != nil else { return }
        record(id, reason.description)
        connectionEnded(id, connection)
    }

    /// Forgets an ended connection; the next request starts the extension again after the
    /// backoff.
    private func connectionEnded(_ id: String, _ connection: any ExtensionConnection) {
        guard let current = extensions[id]?.connection, current === connection else { return }
        connection.terminate(reason: "replaced after a failure")
        extensions[id]?.connection = nil
        scheduleRestart(id)
    }

    private func scheduleRestart(_ id: String) {
        guard var managed = extensions[id] else { return }
        managed.crashesInARow += 1
        let factor = Double(1 << min(managed.crashesInARow - 1, 16))
        let backoff = min(configuration.initialBackoff * factor, configuration.maximumBackoff)
        managed.restartNotBefore = .now + backoff
        extensions[id] = managed
        logger.warning("extension \(id) will restart after \(backoff)")
    }

    private func record(_ id: String, _ message: String) {
        logger.error("extension \(id): \(message)")
        extensions[id]?.failures.append(Failure(time: Date(), message: message))
        if let count = extensions[id]?.failures.count, count > configuration.errorHistory {
            extensions[id]?.failures.removeFirst(count - configuration.errorHistory)
        }
    }
}

extension ExtensionSupervisor: Service {
    /// Runs until graceful shutdown is triggered, then ends every extension.
    public func run() async throws {
        try? await gracefulShutdown()
        await shutdown()
    }
}

extension Duration {
    var seconds: Double { Double(components.seconds) + Double(components.attoseconds) / 1e18 }
}
