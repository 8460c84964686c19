import Foundation
import Hummingbird
import ServiceLifecycle
import WidgetryHost

/// `GET /api/events`: the host's events as server-sent events, for the page to update live
/// without polling.
///
/// Each event is `event: <type>` with a JSON `data:` line: `decision` carries `{"instanceID"}`,
/// `recommendationsChanged`, `extensionChanged` and `urlOpened` `{"extensionID"}`,
/// `layoutChanged` `{}`. `widgetChanged` carries what the page needs to show the change in one
/// step: `{"instanceID", "instance", "render": {"etag", "state", "html"}}` — the widget's
/// document and its fragment rendered for the stream's `?colorScheme=` and `?locked=` (read as
/// the render route reads them; a lock-screen family is always dark) — or only
/// `{"instanceID"}` when the widget is gone.
/// A comment line is sent every `keepAlive` so proxies keep the connection and a vanished
/// client is noticed. The stream ends when the client goes (closes its side of the
/// connection), the host shuts down, the server shuts down gracefully, the session it was
/// opened with ends (signed out, revoked), or that session opens one stream more than
/// ``EventStreamLimit`` allows; beyond the server's bound on streams it is refused (503).
enum EventRoutes {
    static func register(on api: RouterGroup<WebRequestContext>, host: WidgetHost, renders: RenderCache, keepAlive: Duration) {
        api.get("events") { request, context in
            let rendering = try WidgetRendering(request)
            let ticket = try context.eventStreams?.open(session: context.sessionKey)
            let events = host.events()
            let body = ResponseBody { writer in
                defer { ticket?.close() }
                let (output, continuation) = AsyncStream.makeStream(of: ByteBuffer.self, bufferingPolicy: .bufferingNewest(1_000))
                continuation.yield(ByteBuffer(string: "retry: 2000\n: connected\n\n"))
                try await withGracefulShutdownHandler {
                    try await withThrowingTaskGroup(of: Void.self) { group in
                        group.addTask {
                            for await event in events {
                                let text =
                                    if case .widgetChanged(let id) = event {
                                        await widgetChanged(id, rendering: rendering, host: host, renders: renders, context: context)
                                    } else {
                                        message(event)
                                    }
                                continuation.yield(ByteBuffer(string: text))
                            }
                            continuation.finish()
                        }
                        if let sessionEnded = context.sessionEnded {
                            group.addTask {
                                await sessionEnded()
                                continuation.finish()
                            }
                        }
                        if let connection = context.connection {
                            // The client left (a browser closes its side when it leaves the page).
                            group.addTask {
                                await connection.clientLeft()
                                continuation.finish()
                            }
                        }
                        if let ticket {
                            // Its session opened one stream too many: the oldest ends.
                            group.addTask {
                                for await _ in ticket.ended {}
                                continuation.finish()
                            }
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
            case .urlOpened(let id): ("urlOpened", #"{"extensionID":\#(jsonString(id))}"#)
            case .controlChanged(let id): ("controlChanged", #"{"controlID":\#(jsonString(id))}"#)
            case .activityChanged(let id): ("activityChanged", #"{"activityID":\#(jsonString(id))}"#)
            }
        return "event: \(type)\ndata: \(data)\n\n"
    }

    /// `widgetChanged`, with the widget's document and fragment.
    static func widgetChanged(_ id: String, rendering: WidgetRendering, host: WidgetHost, renders: RenderCache, context: some RequestContext) async -> String {
        guard let placed = try? await host.instance(id) else { return message(.widgetChanged(instanceID: id)) }
        let rendering = rendering.forFamily(placed.family)
        guard let rendered = try? await renders.rendered(id, rendering, host: host, context: context) else {
            return message(.widgetChanged(instanceID: id))
        }
        let change = WidgetChange(
            instanceID: id, instance: InstanceRoutes.resource(placed, host: host),
            render: .init(etag: rendered.etag, state: rendered.state.rawValue, html: String(buffer: rendered.html)))
        guard let data = try? JSONEncoder().encode(change) else { return message(.widgetChanged(instanceID: id)) }
        return "event: widgetChanged\ndata: \(String(decoding: data, as: UTF8.self))\n\n"
    }

    /// `widgetChanged`'s data.
    struct WidgetChange: Encodable {
        struct Render: Encodable {
            var etag: String
            var state: String
            var html: String
        }
        var instanceID: String
        var instance: InstanceResource
        var render: Render
    }

    /// `value` as a JSON string literal (no line breaks: one `data:` line).
    static func jsonString(_ value: String) -> String {
        let data = (try? JSONEncoder().encode(value)) ?? Data("\"\"".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
