import Synchronization
import WidgetryWire

/// How `WidgetCenter` reaches the host: over the extension protocol inside a widget extension,
/// over the host's local HTTP endpoint from an app. The runtime installs one.
package protocol WidgetCenterTransport: Sendable {
    /// Reload the timelines of `kind`, or of every kind of this app when `nil`.
    func reloadTimelines(ofKind kind: String?) async throws
    func currentConfigurations() async throws -> [PlacedWidgetInfo]
    func invalidateConfigurationRecommendations() async throws
    /// `ControlCenter`: reload the controls of `kind`, or every control of this app when `nil`.
    func reloadControls(ofKind kind: String?) async throws
    /// `ControlCenter`: the controls people placed.
    func currentControls() async throws -> [PlacedControlInfo]
}

/// Why a `WidgetCenter` call could not be answered.
public enum WidgetCenterError: Error, CustomStringConvertible, Sendable {
    /// This process is neither a widget extension run by the host nor an app given the host's
    /// address and token.
    case notConnected

    public var description: String {
        switch self {
        case .notConnected:
            "WidgetCenter is not connected to a Widgetry host: run inside a widget extension started by `widgetry serve`, or set WIDGETRY_HOST and WIDGETRY_TOKEN for an app."
        }
    }
}

/// The app's handle on its widgets: ask for reloads, list the widgets people placed.
public final class WidgetCenter: Sendable {
    public static let shared = WidgetCenter()

    /// The extension runtime connects the protocol; an app is connected by its environment
    /// (see `HTTPWidgetCenterTransport`) on first use.
    private let transport = Mutex<(any WidgetCenterTransport)?>(nil)
    private let environmentChecked = Mutex(false)
    /// Reloads are sent in the background, in the order they were asked for.
    private let pending = Mutex<Task<Void, Never>?>(nil)

    package init() {}

    /// Connects the shared center to a host (the extension runtime and app clients call this).
    package func connect(_ transport: any WidgetCenterTransport) {
        self.transport.withLock { $0 = transport }
    }

    public func reloadTimelines(ofKind kind: String) {
        send { try await $0.reloadTimelines(ofKind: kind) }
    }

    public func reloadAllTimelines() {
        send { try await $0.reloadTimelines(ofKind: nil) }
    }

    public func invalidateConfigurationRecommendations() {
        send { try await $0.invalidateConfigurationRecommendations() }
    }

    /// Calls `completion` on a thread of its own, as Apple calls it on a queue of its own, not
    /// on Swift concurrency's pool: the handler may call `widgetConfigurationIntent(of:)`, which
    /// waits for entity queries (Apple's "Keeping a widget up to date" does just that).
    public func getCurrentConfigurations(_ completion: @escaping @Sendable (Result<[WidgetInfo], any Error>) -> Void) {
        Task {
            let result: Result<[WidgetInfo], any Error>
            do { result = .success(try await currentConfigurations()) } catch { result = .failure(error) }
            Thread { completion(result) }.start()
        }
    }

    public func currentConfigurations() async throws -> [WidgetInfo] {
        guard let transport = connectedTransport else { throw WidgetCenterError.notConnected }
        return try await transport.currentConfigurations().compactMap(WidgetInfo.init)
    }

    /// `ControlCenter`'s reloads travel the same way as the timelines' (in order with them).
    package func reloadControls(ofKind kind: String?) {
        send { try await $0.reloadControls(ofKind: kind) }
    }

    /// `ControlCenter`'s list of placed controls, from the same host.
    package func currentControls() async throws -> [PlacedControlInfo] {
        guard let transport = connectedTransport else { throw WidgetCenterError.notConnected }
        return try await transport.currentControls()
    }

    /// How this center reaches the host now: an extension's protocol, or an app's HTTP endpoint.
    package var currentTransport: (any WidgetCenterTransport)? { connectedTransport }

    /// The transport of the extension request being answered (in-process extensions).
    @TaskLocal package static var requestTransport: (any WidgetCenterTransport)?

    private var connectedTransport: (any WidgetCenterTransport)? {
        if let transport = Self.requestTransport { return transport }
        return transport.withLock { current in
            if current == nil, !environmentChecked.withLock({ checked in defer { checked = true }; return checked }) {
                current = HTTPWidgetCenterTransport.fromEnvironment()
            }
            return current
        }
    }

    /// Widgetry, for apps on Linux: the links to this app that people tap in its widgets (a
    /// `widgetURL` or `Link` whose scheme is not the web's), each with the widget that showed
    /// it. On Apple's systems the tap opens the app with the URL; here the app, connected to
    /// the host by `WIDGETRY_HOST`/`WIDGETRY_TOKEN`, receives them as they happen, starting after
    /// `sequence` (0: the last ones the host kept, then every new one).
    public func widgetURLs(after sequence: Int = 0) -> AsyncThrowingStream<WidgetURLOpening, any Error> {
        let transport = connectedTransport
        return AsyncThrowingStream { continuation in
            let polling = Task {
                guard let http = transport as? HTTPWidgetCenterTransport else {
                    continuation.finish(throwing: WidgetCenterError.notConnected)
                    return
                }
                var after = sequence
                do {
                    while !Task.isCancelled {
                        for opened in try await http.openedURLs(after: after, wait: 25) {
                            after = max(after, opened.sequence)
                            if let opening = WidgetURLOpening(opened) { continuation.yield(opening) }
                        }
                    }
                    continuation.finish()
                } catch {
                    continuation.finish(throwing: Task.isCancelled ? nil : error)
                }
            }
            continuation.onTermination = { _ in polling.cancel() }
        }
    }

    /// Waits until every reload asked for so far has been delivered (for tests and shutdown).
    package func flush() async {
        await pending.withLock { $0 }?.value
    }

    /// Fire-and-forget, as Apple's reload calls are; without a host there is nothing to reload.
    private func send(_ call: @escaping @Sendable (any WidgetCenterTransport) async throws -> Void) {
        guard let transport = connectedTransport else { return }
        if transport is HTTPWidgetCenterTransport { Self.deliverBeforeExit }
        pending.withLock { previous in
            let before = previous
            previous = Task {
                await before?.value
                try? await call(transport)
            }
        }
    }

    /// An app that asks for a reload and exits at once (a command-line tool, a scheduled job)
    /// still has it delivered, as an Apple app's call is once it returns: at exit, the calls
    /// not yet sent get up to 10 seconds to reach the host.
    private static let deliverBeforeExit: Void = {
        atexit {
            let delivered = DispatchSemaphore(value: 0)
            Task.detached {
                await WidgetCenter.shared.flush()
                delivered.signal()
            }
            _ = delivered.wait(timeout: .now() + 10)
        }
    }()

    public struct UserInfoKey: Sendable {
        public static let kind = "WGWidgetUserInfoKeyKind"
        public static let family = "WGWidgetUserInfoKeyFamily"
    }
}

/// A link to the app that a person tapped in one of its widgets (see
/// `WidgetCenter.widgetURLs(after:)`).
public struct WidgetURLOpening: Sendable, Hashable {
    /// Increasing: pass the last one seen to `widgetURLs(after:)` to resume.
    public let sequence: Int
    public let url: URL
    /// The widget that showed it: `widget.widgetConfigurationIntent(of:)` gives its configuration.
    public let widget: WidgetInfo

    init?(_ body: WidgetCenterAPI.OpenedURL) {
        guard let url = URL(string: body.url),
            let widget = WidgetInfo(
                PlacedWidgetInfo(
                    id: body.instanceID, kind: body.kind, family: body.family, configuration: body.configuration,
                    intentTypeName: body.intentTypeName))
        else { return nil }
        self.sequence = body.sequence
        self.url = url
        self.widget = widget
    }
}

/// A widget a person placed: its kind, family and configuration.
public struct WidgetInfo: Hashable, Identifiable, Sendable, CustomDebugStringConvertible {
    public let kind: String
    public let family: WidgetFamily
    /// The host's identifier of the placed widget.
    let instanceID: String
    let configuration: Configuration
    /// The configuring intent's type name (`nil`: a static widget).
    let intentTypeName: String?

    init?(_ placed: PlacedWidgetInfo) {
        guard let family = WidgetFamily(rawValue: placed.family) else { return nil }
        self.kind = placed.kind
        self.family = family
        self.instanceID = placed.id
        self.configuration = placed.configuration
        self.intentTypeName = placed.intentTypeName
    }

    public var id: WidgetInfo { self }

    public var debugDescription: String { "WidgetInfo(kind: \(kind), family: \(family), id: \(instanceID))" }

    /// The widget's configuration as an intent of `intentType`, or `nil` when it is configured
    /// with another intent or its values no longer resolve (an entity was removed).
    ///
    /// Apple's method is synchronous while entity queries are `async`: this waits for the
    /// decoding, so call it off the main thread of an event loop.
    public func widgetConfigurationIntent<Intent: WidgetConfigurationIntent>(of intentType: Intent.Type = Intent.self) -> Intent? {
        guard intentTypeName == Intent.configurationSchema.typeName else { return nil }
        let configuration = configuration
        let result = Mutex<Intent?>(nil)
        let done = DispatchSemaphore(value: 0)
        Task.detached {
            let intent = try? await Intent.decodeConfiguration(configuration)
            result.withLock { $0 = intent }
            done.signal()
        }
        done.wait()
        return result.withLock { $0 }
    }
}
