import Foundation
import WidgetryProtocol
import WidgetryWire

/// A live connection to one extension: a child process, or the same protocol in process.
public protocol ExtensionConnection: AnyObject, Sendable {
    /// Sends `request`; the answer, or a `ProtocolError`.
    func send(_ request: ExtensionRequest) async throws -> ExtensionResponse
    /// Ends the connection (kills a child process). Requests waiting fail.
    func terminate(reason: String)
    /// Why the connection ended, once it has.
    var endedReason: ProtocolError? { get }
}

/// How the supervisor starts an extension.
public enum ExtensionLauncher: Sendable {
    /// An extension executable, started with a pipe on stdin/stdout.
    case executable(URL)
    /// The protocol without a fork, for tests and debugging: `start` returns the extension end
    /// of a pair of peers (see `InProcessConnection`).
    case inProcess(@Sendable (_ hostPeer: ProtocolPeer) async -> ProtocolPeer)
}

/// The protocol in process: two peers writing into each other, with real frames and JSON.
public final class InProcessConnection: ExtensionConnection {
    private let hostPeer: ProtocolPeer
    /// The extension end; set once it exists (the host peer writes into it).
    private let extensionPeer = PeerBox()

    /// Connects a host peer (answering `WidgetCenter` calls with `onHostRequest`) to the
    /// extension end `makeExtensionPeer` creates around the host peer's `receive`.
    public init(
        onHostRequest: @escaping @Sendable (HostRequest) async -> HostResponse,
        makeExtensionPeer: @Sendable (_ hostPeer: ProtocolPeer) async -> ProtocolPeer
    ) async {
        let box = extensionPeer
        hostPeer = ProtocolPeer(hostWriting: { bytes in
            guard let peer = box.peer else { throw ProtocolError.closed("the extension end is not connected") }
            peer.receive(bytes)
        }, onHostRequest: onHostRequest)
        let peer = await makeExtensionPeer(hostPeer)
        box.peer = peer
    }

    public func send(_ request: ExtensionRequest) async throws -> ExtensionResponse {
        try await hostPeer.send(request)
    }

    public func terminate(reason: String) {
        hostPeer.close(.closed(reason))
        extensionPeer.peer?.close(.closed(reason))
    }

    public var endedReason: ProtocolError? { hostPeer.closedReason }

    private final class PeerBox: @unchecked Sendable {
        private let lock = NSLock()
        private var stored: ProtocolPeer?
        var peer: ProtocolPeer? {
            get { lock.withLock { stored } }
            set { lock.withLock { stored = newValue } }
        }
    }
}
