import Synchronization
import WidgetryStore

/// Decisions waiting to be written, in the order decided; `signals` wakes the writer.
final class LedgerBuffer: Sendable {
    private let records = Mutex<[LedgerRecord]>([])
    let signals: AsyncStream<Void>
    private let continuation: AsyncStream<Void>.Continuation

    init() {
        (signals, continuation) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    func append(_ record: LedgerRecord) {
        records.withLock { $0.append(record) }
        continuation.yield()
    }

    func take() -> [LedgerRecord] {
        records.withLock {
            let taken = $0
            $0.removeAll()
            return taken
        }
    }
}
