#if canImport(Glibc)
    @preconcurrency import Glibc  // `stdout`, set once before any other thread writes to it
#endif
import Synchronization
import WidgetryProtocol
import WidgetryWallClock
import WidgetryWire

/// Answers the host's requests for the widgets of one extension. The same object serves the
/// stdin/stdout protocol of an extension process and the host's in-process mode.
@MainActor
package final class ExtensionRuntime {
    package let widgets: WidgetExtension
    /// The runtime serves its own process (`serveStandardIO`), so it may move the process's
    /// wall clock to the host's virtual time; in the host's process it moves the clock of the
    /// task answering a request only (`CallerWallClock`).
    private var ownsTheProcessClock = false
    /// The widgets' push token the host told this extension last (`WidgetCenter.currentPushInfo`).
    package nonisolated let pushToken = DeliveredPushToken()

    package init(_ widgets: WidgetExtension) {
        self.widgets = widgets
        // `previewContext(_:viewKind:)` finds the extension's Live Activities here.
        LiveActivityCatalog.register(widgets.liveActivities)
    }

    package func handle(_ request: ExtensionRequest) async -> ExtensionResponse {
        // What the app wrote to its app group's suite since the last request (docs/host.md).
        UserDefaults.synchronizeSuites()
        if !ownsTheProcessClock, let now = request.renderParameters?.now {
            // In the host's process: the host's virtual now, for this request's task only.
            CallerWallClock.install()
            return await CallerWallClock.$nowNanoseconds.withValue(Int64((now * 1e9).rounded())) { await respond(request) }
        }
        return await respond(request)
    }

    private func respond(_ request: ExtensionRequest) async -> ExtensionResponse {
        do {
            return try await answer(request)
        } catch let error as ConfigurationError {
            return .invalidConfiguration(error)
        } catch {
            return .failure("\(error)")
        }
    }

    private func answer(_ request: ExtensionRequest) async throws -> ExtensionResponse {
        switch request {
        case .hello(let version):
            guard version == ExtensionProtocol.version else {
                throw ProtocolError.versionMismatch(ours: ExtensionProtocol.version, theirs: version)
            }
            return .hello(version: ExtensionProtocol.version, process: getpid())
        case .describe:
            return .descriptions(widgets.descriptions)
        case .placeholder(let kind, let render):
            return .entry(try await widget(kind).runner.placeholder(try renderRequest(render)))
        case .snapshot(let kind, let configuration, let render):
            return .entry(try await widget(kind).runner.snapshot(configuration: configuration, try renderRequest(render)))
        case .timeline(let kind, let configuration, let render):
            var timeline = try await widget(kind).runner.timeline(configuration: configuration, try renderRequest(render))
            // The provider read the host's time (the process's clock, or this task's in process).
            timeline.virtualNow = render.now
            return .timeline(timeline)
        case .recommendations(let kind):
            return .recommendations(try await widget(kind).runner.recommendations())
        case .defaultConfiguration(let kind, let family):
            let (configuration, missing) = try await widget(kind).runner.defaultConfiguration(family: try self.family(family))
            return .configuration(configuration, missing: missing)
        case .validateConfiguration(let kind, let family, let configuration):
            let normalized = try await widget(kind).runner.normalized(configuration, family: try self.family(family))
            return .configuration(normalized, missing: nil)
        case .options(let kind, let parameter, let matching):
            return .options(try await widget(kind).runner.options(for: parameter, matching: matching))
        case .perform(let intent, let kind, let family, let configuration):
            if IntentTypeRegistry.type(named: intent.typeName) == nil {
                // After a restart the intent's type is known again once the view that shows it
                // has been evaluated: render the widget's timeline once.
                _ = try? await widget(kind).runner.timeline(
                    configuration: configuration, RenderRequest(family: try self.family(family), colorSchemes: [.light]))
            }
            try await performIntent(intent)
            return .performed
        case .previews:
            return .previews(try await _WidgetPreview.archives())
        case .image(let name, let appearance):
            return .image(try ImageResources.archive(named: name, appearance: appearance))
        case .describeControls:
            var descriptions: [ControlDescription] = []
            for control in widgets.controls { descriptions.append(await control.wire()) }
            return .controlDescriptions(descriptions)
        case .defaultControlConfiguration(let kind):
            let (configuration, missing) = try await control(kind).runner.defaultConfiguration()
            return .configuration(configuration, missing: missing)
        case .validateControlConfiguration(let kind, let configuration):
            return .configuration(try await control(kind).runner.normalized(configuration), missing: nil)
        case .controlValue(let kind, let configuration, let preview):
            return .controlValue(try await control(kind).runner.template(configuration: configuration, preview: preview)?.archive)
        case .performControl(let kind, let configuration, let intent):
            if IntentTypeRegistry.type(named: intent.typeName) == nil {
                // After a restart the intent's type is known again once the control's template
                // has been archived: build it once.
                _ = try? await control(kind).runner.template(configuration: configuration, preview: false)?.archive
            }
            try await performIntent(intent)
            return .performed
        case .controlOptions(let kind, let parameter, let matching):
            return .options(try await control(kind).runner.options(for: parameter, matching: matching))
        case .pushTokensDidChange(let widgetToken, let placedWidgets, let placedControls):
            widgets.deliverPushTokens(widgetToken: widgetToken, widgets: placedWidgets, controls: placedControls, keepingIn: pushToken)
            return .performed
        case .describeActivities:
            return .activityDescriptions(widgets.liveActivities.map {
                LiveActivityDescription(attributesType: $0.attributesType, supplementalFamilies: $0.supplementalFamilies.map(\.rawValue))
            })
        case .renderActivity(let request):
            return .activity(try renderActivity(request))
        }
    }

    /// The activity of the request's attributes type drawn in every presentation, as at the
    /// request's now.
    private func renderActivity(_ request: LiveActivityRenderRequest) throws(LiveActivityRenderError) -> LiveActivityArchive {
        guard let activity = widgets.liveActivities.first(where: { $0.attributesType == request.attributesType }) else {
            throw .unknownAttributesType(request.attributesType, known: widgets.liveActivities.map(\.attributesType))
        }
        moveClock(to: request.render.now)
        return try activity.archive(
            attributes: Data(request.attributes.utf8), state: Data(request.contentState.utf8), isStale: request.isStale,
            activityID: request.activityID, colorSchemes: request.render.colorSchemes.map { $0 == "dark" ? ColorScheme.dark : .light },
            redactionReasons: RedactionReasons(request.render.redactionReasons),
            now: request.render.now.map { Date(timeIntervalSince1970: $0) } ?? Date())
    }

    private func control(_ kind: String) throws(RuntimeError) -> ResolvedControl {
        guard let control = widgets.controls.first(where: { $0.kind == kind }) else {
            throw .unknownControl(kind, known: widgets.controls.map(\.kind))
        }
        return control
    }

    private func widget(_ kind: String) throws(RuntimeError) -> ResolvedWidget {
        guard let widget = widgets.widget(kind: kind) else { throw .unknownKind(kind, known: widgets.widgets.map(\.kind)) }
        return widget
    }

    private func family(_ name: String) throws(RuntimeError) -> WidgetFamily {
        guard let family = WidgetFamily(rawValue: name) else { throw .unknownFamily(name) }
        return family
    }

    private func renderRequest(_ render: RenderParameters) throws(RuntimeError) -> RenderRequest {
        moveClock(to: render.now)
        return RenderRequest(
            family: try family(render.family),
            colorSchemes: render.colorSchemes.map { $0 == "dark" ? ColorScheme.dark : .light },
            redactionReasons: RedactionReasons(render.redactionReasons),
            isPreview: render.isPreview)
    }

    /// In the extension's own process, the process's wall clock shows the host's time (its
    /// virtual now, else the real time), so the views' `Date()` reads it; in the host's process
    /// `handle` moved the clock of the request's task.
    private func moveClock(to now: Double?) {
        guard ownsTheProcessClock else { return }
        if let now { widgetry_wall_clock_set(now) } else { widgetry_wall_clock_reset() }
    }

    enum RuntimeError: Error, CustomStringConvertible {
        case unknownKind(String, known: [String])
        case unknownFamily(String)
        case unknownControl(String, known: [String])

        var description: String {
            switch self {
            case .unknownKind(let kind, let known):
                "this extension has no widget of kind “\(kind.prefix(100))” (it has \(known.joined(separator: ", ")))"
            case .unknownFamily(let name): "“\(name.prefix(100))” is not a widget family"
            case .unknownControl(let kind, let known):
                "this extension has no control of kind “\(kind.prefix(100))” (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
            }
        }
    }
}

/// The wall clock of the task answering a request in the host's process: `Date()` in the
/// provider (and in the tasks it starts) reads the host's virtual now — the request's time, as
/// the host takes the dates a provider reads while answering — while the host and other tests in
/// the process read theirs. Work the provider sends to a dispatch queue or a detached task reads
/// the real time.
enum CallerWallClock {
    /// The time the task's real-time readings show, in nanoseconds since 1970 (0: the real time).
    @TaskLocal static var nowNanoseconds: Int64 = 0

    /// Routes the process's real-time readings through `nowNanoseconds` (once).
    static func install() { _ = installed }

    private static let installed: Void = widgetry_wall_clock_set_caller_offset {
        let now = CallerWallClock.nowNanoseconds
        return now == 0 ? 0 : now - widgetry_wall_clock_real_nanoseconds()
    }
}

extension ExtensionRequest {
    /// The render parameters a request carries (with the host's now), if any.
    var renderParameters: RenderParameters? {
        switch self {
        case .placeholder(_, let render), .snapshot(_, _, let render), .timeline(_, _, let render): render
        case .renderActivity(let request): request.render
        default: nil
        }
    }
}

extension RedactionReasons {
    init(_ reasons: [RedactionReason]) {
        self.init()
        for reason in reasons {
            switch reason {
            case .placeholder: insert(.placeholder)
            case .privacy: insert(.privacy)
            case .invalidated: insert(.invalidated)
            }
        }
    }
}

/// `WidgetCenter` inside an extension: its calls travel to the host over the protocol.
struct ProtocolWidgetCenterTransport: WidgetCenterTransport {
    let peer: ProtocolPeer
    /// The extension's widgets' push token, as the host last told it.
    let pushToken: DeliveredPushToken

    func reloadTimelines(ofKind kind: String?) async throws {
        try check(await peer.send(.reloadTimelines(kind: kind)))
    }

    func currentConfigurations() async throws -> [PlacedWidgetInfo] {
        let response = try await peer.send(.currentConfigurations)
        if case .configurations(let placed) = response { return placed }
        try check(response)
        return []
    }

    func invalidateConfigurationRecommendations() async throws {
        try check(await peer.send(.invalidateConfigurationRecommendations))
    }

    func reloadControls(ofKind kind: String?) async throws {
        try check(await peer.send(.reloadControls(kind: kind)))
    }

    func currentControls() async throws -> [PlacedControlInfo] {
        let response = try await peer.send(.currentControls)
        if case .controls(let placed) = response { return placed }
        try check(response)
        return []
    }

    private func check(_ response: HostResponse) throws {
        if case .failure(let message) = response { throw WidgetCenterHostError(message: message) }
    }
}

/// The host refused a `WidgetCenter` call.
public struct WidgetCenterHostError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { "the Widgetry host refused the call: \(message)" }
}

extension ExtensionRuntime {
    /// The extension end of an in-process connection: the host's peer writes into
    /// `extensionPeer.receive`, and this end writes with `write`. `WidgetCenter.shared` calls
    /// the widgets make while answering reach the host through it (a task-local transport, so
    /// several in-process extensions can live in one process).
    package static func inProcessPeer(
        serving runtime: ExtensionRuntime, writing write: @escaping @Sendable ([UInt8]) throws -> Void
    ) -> ProtocolPeer {
        let link = PeerLink(pushToken: runtime.pushToken)
        // `WidgetCenter.shared` calls made while answering (and in tasks started then) go back
        // through this peer, even with several in-process extensions in one process.
        let peer = ProtocolPeer(extensionWriting: write) { request in
            await WidgetCenter.$requestTransport.withValue(link.transport) { await runtime.handle(request) }
        }
        link.peer = peer
        return peer
    }

    /// The peer an in-process extension answers on, held weakly (the peer holds the handler).
    private final class PeerLink: Sendable {
        let pushToken: DeliveredPushToken
        init(pushToken: DeliveredPushToken) { self.pushToken = pushToken }
        private let stored = Mutex(WeakPeer())
        private struct WeakPeer { weak var peer: ProtocolPeer? }
        var peer: ProtocolPeer? {
            get { stored.withLock { $0.peer } }
            set { stored.withLock { $0.peer = newValue } }
        }
        var transport: (any WidgetCenterTransport)? { peer.map { ProtocolWidgetCenterTransport(peer: $0, pushToken: pushToken) } }
    }

    /// Serves the protocol on stdin/stdout until the host closes stdin. Anything the author's
    /// code prints goes to stderr, so it cannot corrupt the frames on stdout.
    package func serveStandardIO() async -> Never {
        let protocolOutput = dup(STDOUT_FILENO)
        dup2(STDERR_FILENO, STDOUT_FILENO)
        // A pipe makes C's stdout fully buffered: the author's `print`s would reach the host's
        // log only 4 KB at a time or at exit. Line by line, as on a terminal.
        setvbuf(stdout, nil, _IOLBF, 0)
        ownsTheProcessClock = true
        let peer = ExtensionRuntime.inProcessPeer(serving: self) { bytes in try writeAll(bytes, to: protocolOutput) }
        // The extension's own process: calls from anywhere in it reach the host.
        WidgetCenter.shared.connect(ProtocolWidgetCenterTransport(peer: peer, pushToken: pushToken))
        let reader = Thread {
            var buffer = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(STDIN_FILENO, $0.baseAddress, $0.count) }
                if count > 0 {
                    peer.receive(buffer[0..<count])
                } else if count == 0 || errno != EINTR {
                    // The host closed our stdin: it is done with us.
                    exit(0)
                }
            }
        }
        reader.start()
        await withUnsafeContinuation { (_: UnsafeContinuation<Void, Never>) in }
        fatalError("unreachable")
    }
}

/// Writes every byte to `descriptor`, retrying partial writes and interruptions.
func writeAll(_ bytes: [UInt8], to descriptor: Int32) throws {
    var offset = 0
    while offset < bytes.count {
        let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress! + offset, $0.count - offset) }
        if written > 0 {
            offset += written
        } else if written < 0, errno == EINTR {
            continue
        } else {
            throw ProtocolError.closed("the host stopped reading (errno \(errno))")
        }
    }
}
