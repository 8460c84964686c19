import Foundation
import Logging
import PostgresNIO

/// Notifications among hosts (``SharedStore``) over PostgreSQL's `LISTEN`/`NOTIFY` on the
/// channel ``notificationChannel``: sent through the pool, received on a connection of their
/// own that is opened again (after a second, then up to 30) whenever it is lost.
extension PostgresWidgetStore {
    /// The channel every host listens on.
    static let notificationChannel = "widgetry"

    public func notify(_ payloads: [String]) async throws {
        guard !payloads.isEmpty else { return }
        for payload in payloads where payload.utf8.count > notificationLimit {
            throw WidgetStoreError.invalidArgument("a notification has at most \(notificationLimit) bytes, not \(payload.utf8.count)")
        }
        // One statement, so one round trip and one transaction: the notifications are delivered
        // together, in the array's order, when it commits.
        try await single { sql in
            try await sql.execute(
                """
                SELECT pg_notify(\(Self.notificationChannel), payload)
                FROM unnest(\(payloads)::text[]) WITH ORDINALITY AS sent(payload, n) ORDER BY n
                """)
        }
    }

    public func notifications() -> AsyncStream<SharedStoreNotification> {
        let (stream, continuation) = AsyncStream.makeStream(of: SharedStoreNotification.self, bufferingPolicy: .bufferingNewest(10_000))
        let address = self.address
        let connectTimeout = options.connectTimeout
        let logger = self.logger
        let listening = Task {
            var delay = 1.0
            while !Task.isCancelled {
                do {
                    let connection = try await PostgresConnection.connect(
                        configuration: try address.connectionConfiguration(connectTimeout: connectTimeout), id: 2, logger: logger)
                    do {
                        try await connection.listen(on: Self.notificationChannel) { notifications in
                            continuation.yield(.listening)
                            delay = 1
                            for try await notification in notifications { continuation.yield(.payload(notification.payload)) }
                        }
                    } catch {
                        try? await connection.close()
                        throw error
                    }
                    try? await connection.close()
                } catch {
                    if Task.isCancelled { break }
                    logger.warning("listening for other hosts' changes failed; trying again in \(delay) s: \(Self.message(error))")
                }
                try? await Task.sleep(for: .seconds(delay))
                delay = min(delay * 2, 30)
            }
            continuation.finish()
        }
        continuation.onTermination = { _ in listening.cancel() }
        return stream
    }
}
