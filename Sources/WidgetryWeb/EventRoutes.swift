import Foundation
import Hummingbird
import ServiceLifecycle
import WidgetryHost

/// `GET /api/events`: the host's events as server-sent events, for the page to update live
/// without polling.
///
/// Each event is `event: <type>` with a JSON `data:` line: `widgetChanged` and `decision`
/// carry `{"instanceID"}`, `recommendationsChanged` `{"extensionID"}`, `layoutChanged` `{}`.
/// A comment line is sent every `keepAlive` so proxies keep the connection and a vanished
/// client is noticed. The stream ends when the client goes, the host shuts down, or the
/// server shuts down gracefully.
enum EventRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost, keepAlive: Duration) {
        api.get("events") { _, _ in
            let events = host.events()
            let body = ResponseBody { writer in
                let (output, continuation) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingNewest(1_000))
                continuation.yield(ByteBuffer(string: "retry: 2000\n: connected\n\n"))
                try await withGracefulShutdownHandler {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await event in events { continuation.yield(ByteBuffer(string: message(event))) }
                            continuation.finish()
                        }
                        group.addTask {
                            while true {
                                try await Task.sleep(for: keepAlive)
                                continuation.yield(ByteBuffer(string: ": keep-alive\n\n"))
                            }
                        }
                        for await buffer in output { try await writer.write(buffer) }
                        group.cancelAll()
                    }
                } onGracefulShutdown: {
                    continuation.finish()
                }
                try await writer.finish(nil)
            }
            return Response(
                status: .ok,
                headers: [.contentType: "text/event-stream; charset=utf-8", .cacheControl: "no-store", .init("X-Accel-Buffering")!: "no"],
                body: body)
        }
    }

    /// The event's text on the stream.
    static func message(_ event: HostEvent) -> String {
        let (type, data): (String, String) =
            switch event {
            case .widgetChanged(let id): ("widgetChanged", #"{"instanceID":\#(jsonString(id))}"#)
            case .layoutChanged: ("layoutChanged", "{}")
            case .decision(let id): ("decision", #"{"instanceID":\#(jsonString(id))}"#)
            case .recommendationsChanged(let id): ("recommendationsChanged", #"{"extensionID":\#(jsonString(id))}"#)
            case .extensionChanged(let id): ("extensionChanged", #"{"extensionID":\#(jsonString(id))}"#)
            }
        return "event: \(type)\ndata: \(data)\n\n"
    }

    /// `value` as a JSON string literal (no line breaks: one `data:` line).
    static func jsonString(_ value: String) -> String {
        let data = (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
