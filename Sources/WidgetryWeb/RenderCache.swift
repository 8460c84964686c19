import Foundation
import Hummingbird
import Synchronization
import WidgetryHost

/// Placed widgets' rendered fragments, kept in memory: each shown entry is rendered once per
/// colour scheme and locked state, and served from here until the host's display version of the
/// widget changes (an entry date passed, a reload landed, the configuration changed, the
/// extension was rebuilt, the widget was removed). The render route and the event stream share
/// one cache, so a change rendered for a page's event is not rendered again for its request.
///
/// Relative dates and timers in a cached fragment read as they did when it was rendered; the
/// page's script brings them to the present as it shows them.
final class RenderCache: Sendable {
    /// One widget rendered one way.
    struct Rendered: Sendable {
        /// The host's display version it was rendered at.
        var version: UInt64
        /// A strong validator: this server run, the version and the variant.
        var etag: String
        var state: WidgetHost.Display.State
        var html: ByteBuffer
    }

    private struct Key: Hashable {
        var instanceID: String
        var colorScheme: String
        var locked: Bool
    }

    private let entries = Mutex<[Key: Rendered]>([:])
    /// Fragments kept at most; beyond it an arbitrary one is dropped (a cold render, not an error).
    private let limit: Int
    /// Distinguishes this server run's validators from an earlier run's, whose versions restarted.
    private let run = String(UInt32.random(in: .min ... .max), radix: 36)

    init(limit: Int = 8_192) {
        self.limit = limit
    }

    /// The widget's fragment as `rendering` asks for it, rendered only when nothing is cached
    /// for the widget's current display version.
    func rendered(_ instanceID: String, _ rendering: WidgetRendering, host: WidgetHost, context: some RequestContext) async throws -> Rendered {
        let key = Key(instanceID: instanceID, colorScheme: rendering.colorScheme, locked: rendering.locked)
        // Read before rendering: a change during the render then misses next time, never the
        // other way round.
        let version = host.displayVersion(instanceID: instanceID)
        if let cached = entries.withLock({ $0[key] }), cached.version == version { return cached }
        let display: WidgetHost.Display
        do {
            display = try await host.display(instanceID: instanceID)
        } catch {
            _ = entries.withLock { $0.removeValue(forKey: key) }
            throw error
        }
        let html = try rendering.html(display.entry, extensionID: display.widget.extensionID, now: host.clock.now)
        let rendered = Rendered(
            version: version, etag: "\"\(run)-\(version)-\(rendering.colorScheme)-\(rendering.locked ? 1 : 0)\"",
            state: display.state, html: ByteBuffer(string: html))
        entries.withLock { entries in
            if entries.count >= limit, entries[key] == nil, let any = entries.keys.first { entries[any] = nil }
            entries[key] = rendered
        }
        return rendered
    }
}

extension RenderCache.Rendered {
    /// The fragment as the render route answers it: `ETag` for revalidation, and 304 without a
    /// body when the request's `If-None-Match` names this fragment.
    func response(to request: Request) -> Response {
        var headers: HTTPFields = [.cacheControl: "private, no-cache", .eTag: etag, .widgetryState: state.rawValue]
        if let tags = request.headers[.ifNoneMatch], StaticAsset.matches(tags, etag) {
            return Response(status: .notModified, headers: headers)
        }
        headers[.contentType] = "text/html; charset=utf-8"
        return Response(status: .ok, headers: headers, body: ResponseBody(byteBuffer: html))
    }
}
