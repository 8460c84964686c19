import Hummingbird
import NIOCore
import Synchronization

/// The server's bound on open connections: each connection's channel gets a
/// ``ConnectionLimit/Handler``; one past the limit is closed as soon as it is accepted, so idle or
/// stalled clients cannot exhaust the process's descriptors.
final class ConnectionLimit: Sendable {
    let maximum: Int
    private let open = Atomic<Int>(0)

    init(maximum: Int) {
        self.maximum = maximum
    }

    /// Connections open now.
    var count: Int { open.load(ordering: .relaxed) }

    /// Counts one connection while it is in the pipeline.
    final class Handler: ChannelInboundHandler, RemovableChannelHandler {
        typealias InboundIn = Never
        private let limit: ConnectionLimit
        private var counted = false

        init(_ limit: ConnectionLimit) {
            self.limit = limit
        }

        func handlerAdded(context: ChannelHandlerContext) {
            counted = true
            if limit.open.wrappingAdd(1, ordering: .relaxed).newValue > limit.maximum {
                context.close(promise: nil)
            }
        }

        func handlerRemoved(context: ChannelHandlerContext) {
            guard counted else { return }
            counted = false
            limit.open.wrappingSubtract(1, ordering: .relaxed)
        }
    }
}
