import Foundation
import Synchronization
import WidgetryWire

/// Why a protocol exchange failed.
public enum ProtocolError: Error, CustomStringConvertible, Equatable, Sendable {
    /// The connection closed (the peer exited or was killed) before the answer came.
    case closed(String)
    /// The peer sent bytes that are not a protocol frame or message.
    case malformed(String)
    /// The peer speaks another protocol version.
    case versionMismatch(ours: Int, theirs: Int)
    /// No answer within the time limit.
    case timedOut(seconds: Double)

    public var description: String {
        switch self {
        case .closed(let reason): "the connection closed: \(reason)"
        case .malformed(let detail): "the peer sent something that is not a protocol message: \(detail)"
        case .versionMismatch(let ours, let theirs):
            "protocol version mismatch: this side speaks version \(ours), the peer \(theirs); rebuild the extension against this Widgetry"
        case .timedOut(let seconds): "no answer within \(seconds.formatted()) s"
        }
    }
}

/// One end of the host ↔ extension protocol: frames and decodes incoming bytes, matches
/// answers to requests, and hands incoming requests to a handler.
///
/// The host end sends `ExtensionRequest`s and answers `HostRequest`s; the extension end does the
/// opposite. Bytes go out through `write`; bytes that arrive are given to `receive(_:)`.
public final class ProtocolPeer: Sendable {
    public enum Role: Sendable { case host, `extension` }

    public let role: Role
    private let write: @Sendable ([UInt8]) throws -> Void
    private let onExtensionRequest: (@Sendable (ExtensionRequest) async -> ExtensionResponse)?
    private let onHostRequest: (@Sendable (HostRequest) async -> HostResponse)?

    private struct State {
        var nextID: UInt64 = 1
        var decoder = FrameDecoder()
        var pendingExtension: [UInt64: CheckedContinuation<ExtensionResponse, any Error>] = [:]
        var pendingHost: [UInt64: CheckedContinuation<HostResponse, any Error>] = [:]
        var closed: ProtocolError?
        /// Ids whose waiting task was cancelled before its waiter was registered.
        var cancelled: Set<UInt64> = []
    }
    private let state = Mutex(State())
    private let writeLock = Mutex(())

    /// The host end: answers the extension's `WidgetCenter` calls with `onHostRequest`.
    public init(hostWriting write: @escaping @Sendable ([UInt8]) throws -> Void, onHostRequest: @escaping @Sendable (HostRequest) async -> HostResponse) {
        self.role = .host
        self.write = write
        self.onHostRequest = onHostRequest
        self.onExtensionRequest = nil
    }

    /// The extension end: answers the host's requests with `onExtensionRequest`.
    public init(extensionWriting write: @escaping @Sendable ([UInt8]) throws -> Void, onExtensionRequest: @escaping @Sendable (ExtensionRequest) async -> ExtensionResponse) {
        self.role = .extension
        self.write = write
        self.onExtensionRequest = onExtensionRequest
        self.onHostRequest = nil
    }

    /// Sends a request to the extension and waits for its answer (host end).
    public func send(_ request: ExtensionRequest) async throws -> ExtensionResponse {
        try await exchange(\.pendingExtension) { .request(id: $0, body: request) }
    }

    /// Sends a `WidgetCenter` request to the host and waits for its answer (extension end).
    public func send(_ request: HostRequest) async throws -> HostResponse {
        try await exchange(\.pendingHost) { .hostRequest(id: $0, body: request) }
    }

    /// Registers a waiter under a new id in `waiters`, sends `message(id)` and waits for the
    /// answer (or for the peer to close). Cancelling the waiting task stops the wait with
    /// `CancellationError`; an answer that comes later is dropped.
    private func exchange<Answer>(
        _ waiters: WritableKeyPath<State, [UInt64: CheckedContinuation<Answer, any Error>]> & Sendable,
        _ message: (UInt64) -> ProtocolMessage
    ) async throws -> Answer {
        let id = state.withLock { state in
            defer { state.nextID += 1 }
            return state.nextID
        }
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                let registered: Bool
                do {
                    registered = try state.withLock { state throws(ProtocolError) -> Bool in
                        if let closed = state.closed { throw closed }
                        if state.cancelled.remove(id) != nil { return false }
                        state[keyPath: waiters][id] = continuation
                        return true
                    }
                } catch {
                    continuation.resume(throwing: error)
                    return
                }
                guard registered else {
                    continuation.resume(throwing: CancellationError())
                    return
                }
                send(message(id))
            }
        } onCancel: {
            let waiter = state.withLock { state -> CheckedContinuation<Answer, any Error>? in
                if let waiter = state[keyPath: waiters].removeValue(forKey: id) { return waiter }
                state.cancelled.insert(id)
                return nil
            }
            waiter?.resume(throwing: CancellationError())
        }
    }

    /// Feeds bytes that arrived; answers are delivered and requests handled in new tasks.
    /// Malformed input closes the peer.
    public func receive(_ bytes: some Sequence<UInt8>) {
        let frames: [[UInt8]]
        do {
            frames = try state.withLock { state throws(FrameDecoder.Failure) in try state.decoder.append(bytes) }
        } catch {
            close(.malformed(error.description))
            return
        }
        for frame in frames {
            do {
                dispatch(try JSONDecoder().decode(ProtocolMessage.self, from: Data(frame)))
            } catch {
                close(.malformed("\(error)".prefix(300).description))
                return
            }
        }
    }

    /// Fails every request still waiting, and any later one, with `error`.
    public func close(_ error: ProtocolError) {
        let (extensionWaiters, hostWaiters) = state.withLock { state in
            if state.closed == nil { state.closed = error }
            defer {
                state.pendingExtension = [:]
                state.pendingHost = [:]
            }
            return (Array(state.pendingExtension.values), Array(state.pendingHost.values))
        }
        extensionWaiters.forEach { $0.resume(throwing: error) }
        hostWaiters.forEach { $0.resume(throwing: error) }
    }

    /// Why the peer closed, if it has.
    public var closedReason: ProtocolError? { state.withLock { $0.closed } }

    /// Requests sent and not answered yet.
    public var pendingCount: Int { state.withLock { $0.pendingExtension.count + $0.pendingHost.count } }

    private func dispatch(_ message: ProtocolMessage) {
        switch message {
        case .response(let id, let body):
            state.withLock { $0.pendingExtension.removeValue(forKey: id) }?.resume(returning: body)
        case .hostResponse(let id, let body):
            state.withLock { $0.pendingHost.removeValue(forKey: id) }?.resume(returning: body)
        case .request(let id, let body):
            guard let handler = onExtensionRequest else { return close(.malformed("a host received an extension request")) }
            Task { self.send(.response(id: id, body: await handler(body))) }
        case .hostRequest(let id, let body):
            guard let handler = onHostRequest else { return close(.malformed("an extension received a host request")) }
            Task { self.send(.hostResponse(id: id, body: await handler(body))) }
        }
    }

    /// Writes a message; when writing fails the peer is closed, which fails every waiter.
    private func send(_ message: ProtocolMessage) {
        do {
            let payload = try JSONEncoder().encode(message)
            try writeLock.withLock { _ in try write(frame(payload)) }
        } catch {
            close(.closed("writing failed: \(error)"))
        }
    }
}
