import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// The host as one object: the extensions (run by the ``ExtensionSupervisor``), the placed
/// widgets and their configurations (the ``WidgetStore``), and their timelines (the
/// ``Scheduler``). Everything a home screen does goes through it: place a widget, configure it,
/// show its entry, tap its buttons, inspect its reloads; and `WidgetCenter` calls from
/// extensions and apps land here.
///
/// The store is the truth about placed widgets; the scheduler holds their timelines and
/// budgets while the host runs and is rebuilt from the store by ``restore()``.
public final class WidgetHost: Sendable {
    public struct Options: Sendable {
        /// Budget, minimum interval, coalescing and retry rules. The in-memory ledger keeps the
        /// last 16 decisions per widget (the scheduler's own default is 200): its ring is
        /// reserved for every placed widget, 32 bytes a decision, and the stored ledger (200 per
        /// widget, see ``HistoryRetention``) is the history the inspector shows.
        public var scheduler = SchedulerConfiguration(ledgerLimit: 16)
        /// Time limit, in-flight bound and restart backoff of extension processes.
        public var supervisor = ExtensionSupervisor.Configuration()
        /// Timeline requests sent to one extension at once during a batch reload.
        public var reloadConcurrency = 8
        /// The bound of the stored ledger, errors and app links, and how often it is enforced.
        public var history = HistoryRetention()

        public init() {}
    }

    /// A registered extension and its widgets.
    public struct ExtensionInfo: Sendable, Hashable, Codable {
        public var id: String
        public var name: String
        /// The executable (or a description of the in-process extension).
        public var path: String
        public var widgets: [WidgetDescription]
    }

    /// What a placed widget shows now.
    public struct Display: Sendable, Hashable {
        public enum State: String, Sendable, Hashable, Codable {
            /// The timeline's current entry.
            case current
            /// The placeholder: no timeline has loaded yet (or every load failed).
            case placeholder
            /// A required parameter has no value: the placeholder, waiting for the person.
            case needsConfiguration
        }
        public var widget: PlacedWidget
        public var state: State
        public var entry: EntryArchive
    }

    /// Everything known about one placed widget's schedule, for the inspector.
    public struct Inspection: Sendable, Hashable {
        public var widget: PlacedWidget
        /// `nil` while the widget is not scheduled (it needs configuration, or its extension is
        /// not registered).
        public var status: InstanceStatus?
        /// The scheduler's structured decisions since the host started, oldest first.
        public var decisions: [Decision]
        /// The stored ledger, newest first (survives restarts).
        public var ledger: [LedgerRecord]
        /// The provider's recorded errors, newest first.
        public var errors: [InstanceError]
        /// The budget rules in force.
        public var rules: SchedulerConfiguration
    }

    /// A link for the widget's app (a `widgetURL` or `Link` whose scheme is not the web's) that
    /// a person tapped: the app receives it with the widget that showed it, as an app on
    /// Apple's systems is opened with the URL and the widget's configuration.
    public struct OpenedURL: Codable, Sendable, Hashable {
        /// Increasing per host: an app asks for those after the last it saw.
        public var sequence: Int
        public var url: String
        public var instanceID: String
        public var kind: String
        public var family: String
        public var configuration: Configuration
        /// The configuring intent's type name (`nil`: a static widget).
        public var intentTypeName: String?
        public var time: Date
    }

    /// What a tap did.
    public enum ActionResult: Sendable, Hashable {
        /// The intent ran in the extension; an uncounted reload follows.
        case performed
        /// A link: the page opens it (or hands it to the app).
        case openURL(String)
    }

    public let store: any WidgetStore
    public let supervisor: ExtensionSupervisor
    public let scheduler: Scheduler
    public var clock: any HostClock { scheduler.clock }
    public let options: Options
    let logger: Logger
    let historyPruning = HistoryPruning()
    private let hub: HostEventHub
    private let pendingLedger: LedgerBuffer
    private let state = Mutex(State())

    private struct State {
        mutating func forgetRenderings(of id: String) {
            recommendations[id] = nil
            previews[id] = nil
            placeholders = placeholders.filter { !$0.key.hasPrefix(id + "/") }
            images[id] = nil
        }

        var extensions: [String: ExtensionInfo] = [:]
        var extensionOrder: [String] = []
        /// extension id → kind → recommendations, until an app invalidates them.
        var recommendations: [String: [String: [WidgetRecommendation]]] = [:]
        /// "extension/kind/family" → the placeholder entry.
        var placeholders: [String: EntryArchive] = [:]
        /// extension id → its rendered `#Preview`s, until it is rebuilt.
        var previews: [String: [WidgetPreviewArchive]] = [:]
        /// extension id → its image resources asked for so far, by appearance and name (nil: it
        /// has none of that name), until it is rebuilt.
        var images: [String: [String: ImageResourceArchive?]] = [:]
        /// extension id → its executable's modification date when last described.
        var built: [String: Date] = [:]
        /// extension id → the app links tapped, oldest first (the last 100).
        var openedURLs: [String: [OpenedURL]] = [:]
        var nextOpenedURL = 1
    }

    public init(
        store: any WidgetStore, clock: any HostClock = SystemClock(), options: Options = Options(),
        logger: Logger = Logger(label: "widgetry.host")
    ) {
        let link = HostLink()
        let hub = HostEventHub()
        let pendingLedger = LedgerBuffer()
        self.store = store
        self.options = options
        self.logger = logger
        self.hub = hub
        self.pendingLedger = pendingLedger
        supervisor = ExtensionSupervisor(configuration: options.supervisor, logger: logger) { id, request in
            guard let host = link.host else { return .failure("the host is shutting down") }
            return await host.widgetCenter(extensionID: id, request, appInForeground: false)
        }
        scheduler = Scheduler(
            clock: clock,
            reloader: ClosureReloader { extensionID, requests in
                guard let host = link.host else { return [:] }
                return await host.reload(extensionID: extensionID, requests: requests)
            },
            configuration: options.scheduler,
            observer: { event in
                switch event {
                case .decision(let decision):
                    pendingLedger.append(LedgerRecord(decision))
                    hub.publish(.decision(instanceID: decision.instanceID))
                case .entryShown(let instanceID, _, _):
                    hub.publish(.widgetChanged(instanceID: instanceID))
                }
            })
        link.host = self
    }

    // MARK: Extensions

    /// Registers an extension executable and asks it for its widgets.
    @discardableResult
    public func addExtension(id: String, name: String? = nil, executable: URL) async throws(HostError) -> ExtensionInfo {
        try await addExtension(id: id, name: name ?? executable.lastPathComponent, path: executable.path, launcher: .executable(executable))
    }

    /// Registers an extension (a process or in-process) and asks it for its widgets.
    @discardableResult
    public func addExtension(id: String, name: String, path: String, launcher: ExtensionLauncher) async throws(HostError) -> ExtensionInfo {
        await supervisor.register(id, launcher: launcher)
        let widgets: [WidgetDescription]
        switch try await request(id, .describe) {
        case .descriptions(let descriptions): widgets = descriptions
        case let other: throw unexpected(id, other)
        }
        do { try await store.registerExtension(id: id, path: path, name: name) } catch { throw HostError(error) }
        let info = ExtensionInfo(id: id, name: name, path: path, widgets: widgets)
        let built = Self.modificationDate(path)
        state.withLock {
            if $0.extensions[id] == nil { $0.extensionOrder.append(id) }
            $0.extensions[id] = info
            $0.built[id] = built
            $0.forgetRenderings(of: id)
        }
        logger.info("extension \(id): \(widgets.count) widget(s): \(widgets.map(\.kind).joined(separator: ", "))")
        return info
    }

    /// Starts extension `id` again from its executable (after a rebuild): its widgets are
    /// described anew, cached previews, placeholders and recommendations dropped, and its
    /// placed widgets reload at once (uncounted). Pages are told (`extensionChanged`).
    @discardableResult
    public func refreshExtension(_ id: String) async throws(HostError) -> ExtensionInfo {
        var info = try extensionInfo(id)
        await supervisor.restart(id)
        switch try await request(id, .describe) {
        case .descriptions(let widgets): info.widgets = widgets
        case let other: throw unexpected(id, other)
        }
        let built = Self.modificationDate(info.path)
        state.withLock { [info] in
            $0.extensions[id] = info
            $0.built[id] = built
            $0.forgetRenderings(of: id)
        }
        let kinds = Set(info.widgets.map(\.kind))
        let placed = (try? await store.instances(extensionID: id)) ?? []
        for widget in placed where !widget.needsConfiguration && kinds.contains(widget.kind) {
            if isScheduled(widget) {
                try? scheduler.requestReload(instanceID: widget.id, reason: .extensionUpdated)
            } else {
                try? scheduler.add(widget.schedulerInstance)
            }
        }
        logger.info("extension \(id) rebuilt: \(info.widgets.count) widget(s)")
        hub.publish(.extensionChanged(extensionID: id))
        return info
    }

    /// Every `#Preview` of the extension, rendered (each entry light and dark), cached until the
    /// extension is rebuilt: the author's canvas.
    public func previews(extensionID: String) async throws(HostError) -> [WidgetPreviewArchive] {
        _ = try extensionInfo(extensionID)
        if let cached = state.withLock({ $0.previews[extensionID] }) { return cached }
        switch try await request(extensionID, .previews) {
        case .previews(let previews):
            state.withLock { $0.previews[extensionID] = previews }
            return previews
        case let other: throw unexpected(extensionID, other)
        }
    }

    /// The extension's image resource `name` (what `Image(name)` shows; with `appearance`
    /// `dark`, an image set's dark-appearance file when it has one), cached until the extension
    /// is rebuilt; `unknownImage` when it has none of that name.
    public func image(extensionID: String, name: String, appearance: String? = nil) async throws(HostError) -> ImageResourceArchive {
        _ = try extensionInfo(extensionID)
        guard !name.isEmpty, name.utf8.count <= 512 else { throw .unknownImage(extensionID: extensionID, name: name) }
        let key = (appearance == "dark" ? "dark:" : ":") + name
        let cached = state.withLock { $0.images[extensionID]?[key] }
        let image: ImageResourceArchive?
        if let cached {
            image = cached
        } else {
            switch try await request(extensionID, .image(name: name, appearance: appearance == "dark" ? "dark" : nil)) {
            case .image(let answer):
                image = answer
                state.withLock { state in
                    // A bounded cache: names come from the page's URLs.
                    if state.images[extensionID, default: [:]].count >= 256 { state.images[extensionID] = [:] }
                    state.images[extensionID, default: [:]][key] = .some(answer)
                }
            case let other: throw unexpected(extensionID, other)
            }
        }
        guard let image else { throw .unknownImage(extensionID: extensionID, name: name) }
        return image
    }

    /// Refreshes every extension whose executable changed since it was described, once the file
    /// has stopped changing (a build in progress writes it several times).
    public func refreshRebuiltExtensions() async {
        let candidates = state.withLock { state in
            state.extensionOrder.compactMap { id in state.extensions[id].map { (id, $0.path, state.built[id]) } }
        }
        for (id, path, known) in candidates {
            guard let now = Self.modificationDate(path), now != known else { continue }
            // Stable for a moment: the linker has finished writing it.
            try? await Task.sleep(for: .milliseconds(300))
            guard Self.modificationDate(path) == now else { continue }
            do { try await refreshExtension(id) } catch { logger.error("extension \(id) was rebuilt but could not be started: \(error)") }
            state.withLock { $0.built[id] = now }  // a failed start is not retried until the next build
        }
    }

    private static func modificationDate(_ path: String) -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
    }

    /// The registered extensions in registration order.
    public var extensions: [ExtensionInfo] {
        state.withLock { state in state.extensionOrder.compactMap { state.extensions[$0] } }
    }

    public func extensionInfo(_ id: String) throws(HostError) -> ExtensionInfo {
        guard let info = state.withLock({ $0.extensions[id] }) else { throw .unknownExtension(id) }
        return info
    }

    /// The widget of `kind` in extension `extensionID`.
    public func widget(extensionID: String, kind: String) throws(HostError) -> WidgetDescription {
        guard let widget = try extensionInfo(extensionID).widgets.first(where: { $0.kind == kind }) else {
            throw .unknownKind(extensionID: extensionID, kind: kind)
        }
        return widget
    }

    /// Schedules every stored widget of a registered extension (after a restart): its cached
    /// timeline is shown at once and its budget continues from the stored ledger.
    public func restore() async throws(HostError) {
        let placed: [PlacedWidget]
        do { placed = try await store.instances() } catch { throw HostError(error) }
        let window = scheduler.configuration.budgetWindow
        let since = clock.now.addingTimeInterval(-window)
        for widget in placed where !widget.needsConfiguration && isScheduled(widget) == false {
            guard (try? self.widget(extensionID: widget.extensionID, kind: widget.kind)) != nil else { continue }
            do {
                let stored = try await store.timeline(instanceID: widget.id)
                let counted = try await store.ledger(instanceID: widget.id, since: since).filter(\.isCountedReload).map(\.time)
                try scheduler.add(
                    widget.schedulerInstance, timeline: stored?.timeline, fetchedAt: stored?.fetchedAt, countedReloads: counted)
            } catch {
                logger.error("could not restore widget \(widget.id): \(error)")
            }
        }
    }

    // MARK: Placing and configuring

    /// Places a widget at the end of the home screen. Its configuration is `configuration` (a
    /// recommendation's, validated) or the intent's defaults (including `defaultResult()`); a
    /// required parameter left without a value makes it "needs configuration", and it is not
    /// loaded until configured.
    @discardableResult
    public func place(
        extensionID: String, kind: String, family: String, configuration: Configuration? = nil, id: String? = nil
    ) async throws(HostError) -> PlacedWidget {
        let description = try widget(extensionID: extensionID, kind: kind)
        guard description.supportedFamilies.contains(family) else {
            throw .unsupportedFamily(kind: kind, family: family, supported: description.supportedFamilies)
        }
        var values: Configuration = [:]
        var missing: [String] = []
        if description.isConfigurable {
            if let configuration {
                do {
                    values = try await validated(extensionID: extensionID, kind: kind, family: family, configuration)
                } catch .invalidConfiguration(let error) where error.needsConfiguration {
                    values = configuration
                    missing = error.issues.map(\.parameter)
                }
            } else {
                switch try await request(extensionID, .defaultConfiguration(kind: kind, family: family)) {
                case .configuration(let defaults, let needs):
                    values = defaults
                    missing = needs?.issues.map(\.parameter) ?? []
                case let other: throw unexpected(extensionID, other)
                }
            }
        }
        let placed: PlacedWidget
        do {
            placed = try await store.place(
                id: id, extensionID: extensionID, kind: kind, family: family, configuration: values, missingParameters: missing)
        } catch { throw HostError(error) }
        if !placed.needsConfiguration { try? scheduler.add(placed.schedulerInstance) }
        hub.publish(.layoutChanged)
        return placed
    }

    /// Validates `values` through the widget's intent and stores them (normalised: defaults
    /// filled in); the widget reloads at once, uncounted. Refused values change nothing.
    @discardableResult
    public func configure(instanceID: String, values: Configuration) async throws(HostError) -> PlacedWidget {
        let placed = try await instance(instanceID)
        guard try widget(extensionID: placed.extensionID, kind: placed.kind).isConfigurable else {
            throw .notConfigurable(kind: placed.kind)
        }
        let normalized = try await validated(extensionID: placed.extensionID, kind: placed.kind, family: placed.family, values)
        let updated: PlacedWidget
        do {
            updated = try await store.updateConfiguration(
                instanceID: instanceID, configuration: normalized, missingParameters: [], missingEntities: [:])
        } catch { throw HostError(error) }
        if isScheduled(updated) {
            try? scheduler.requestReload(instanceID: instanceID, reason: .configurationChanged)
        } else {
            try? scheduler.add(updated.schedulerInstance)
        }
        hub.publish(.widgetChanged(instanceID: instanceID))
        return updated
    }

    /// The parameters the editor shows for `values`, in order (`parameterSummary`'s `When` and
    /// `Switch` evaluated), and the intent's schema.
    public func visibleParameters(instanceID: String, values: Configuration) async throws(HostError) -> [String] {
        let placed = try await instance(instanceID)
        guard let schema = try widget(extensionID: placed.extensionID, kind: placed.kind).intent else {
            throw .notConfigurable(kind: placed.kind)
        }
        return schema.visibleParameters(values: values, family: placed.family)
    }

    /// A picker's choices for one parameter of a placed widget, searched with `matching`.
    public func options(instanceID: String, parameter: String, matching: String? = nil) async throws(HostError) -> ParameterOptions? {
        let placed = try await instance(instanceID)
        guard let schema = try widget(extensionID: placed.extensionID, kind: placed.kind).intent else {
            throw .notConfigurable(kind: placed.kind)
        }
        guard schema.parameter(parameter) != nil else { throw .unknownParameter(kind: placed.kind, parameter: parameter) }
        switch try await request(placed.extensionID, .options(kind: placed.kind, parameter: parameter, matching: matching)) {
        case .options(let options): return options
        case let other: throw unexpected(placed.extensionID, other)
        }
    }

    /// The widget's preconfigured choices (`recommendations()`), cached until the app calls
    /// `invalidateConfigurationRecommendations()`.
    public func recommendations(extensionID: String, kind: String) async throws(HostError) -> [WidgetRecommendation] {
        let description = try widget(extensionID: extensionID, kind: kind)
        guard description.isConfigurable else { return [] }
        if let cached = state.withLock({ $0.recommendations[extensionID]?[kind] }) { return cached }
        switch try await request(extensionID, .recommendations(kind: kind)) {
        case .recommendations(let recommendations):
            state.withLock { $0.recommendations[extensionID, default: [:]][kind] = recommendations }
            return recommendations
        case let other: throw unexpected(extensionID, other)
        }
    }

    // MARK: The home screen

    /// The placed widgets in home-screen order.
    public func instances() async throws(HostError) -> [PlacedWidget] {
        do { return try await store.instances() } catch { throw HostError(error) }
    }

    public func instance(_ id: String) async throws(HostError) -> PlacedWidget {
        do { return try await store.instance(id: id) } catch { throw HostError(error) }
    }

    /// Removes a placed widget with its configuration, timeline and history.
    public func remove(instanceID: String) async throws(HostError) {
        do { try await store.deleteInstance(id: instanceID) } catch { throw HostError(error) }
        try? scheduler.remove(instanceID: instanceID)
        hub.invalidate(instanceID)
        hub.publish(.layoutChanged)
    }

    /// Moves a widget to `position` on the home screen.
    public func move(instanceID: String, to position: Int) async throws(HostError) {
        do { try await store.moveInstance(id: instanceID, to: position) } catch { throw HostError(error) }
        hub.publish(.layoutChanged)
    }

    /// Puts every placed widget in the given order.
    public func reorder(_ ids: [String]) async throws(HostError) {
        do { try await store.reorderInstances(ids) } catch { throw HostError(error) }
        hub.publish(.layoutChanged)
    }

    /// The page reports whether a widget can be seen; hidden widgets are not reloaded.
    public func setVisible(instanceID: String, _ isVisible: Bool) async throws(HostError) {
        do { try await store.setVisible(instanceID: instanceID, isVisible) } catch { throw HostError(error) }
        try? scheduler.setVisible(isVisible, instanceID: instanceID)
    }

    /// A reload asked for by a person (the inspector): not counted.
    public func reload(instanceID: String) async throws(HostError) {
        let placed = try await instance(instanceID)
        guard isScheduled(placed) else { return }
        try? scheduler.requestReload(instanceID: instanceID, reason: .manual)
    }

    /// A number that changes whenever ``display(instanceID:)`` may answer something new (an
    /// entry date passed, a reload landed, the configuration changed, the extension was rebuilt,
    /// the widget was removed): what was rendered at one version can be served again until it
    /// changes. Cheap: no store or scheduler access.
    public func displayVersion(instanceID: String) -> UInt64 { hub.displayVersion(instanceID) }

    /// What the widget shows now: the current entry, or the placeholder and why.
    public func display(instanceID: String) async throws(HostError) -> Display {
        let placed = try await instance(instanceID)
        if !placed.needsConfiguration, let entry = try? scheduler.status(instanceID: instanceID).currentEntry {
            return Display(widget: placed, state: .current, entry: entry)
        }
        let entry = try await placeholder(extensionID: placed.extensionID, kind: placed.kind, family: placed.family)
        return Display(widget: placed, state: placed.needsConfiguration ? .needsConfiguration : .placeholder, entry: entry)
    }

    /// The widget's placeholder in `family` (both colour schemes), cached.
    public func placeholder(extensionID: String, kind: String, family: String) async throws(HostError) -> EntryArchive {
        let key = "\(extensionID)/\(kind)/\(family)"
        if let cached = state.withLock({ $0.placeholders[key] }) { return cached }
        _ = try widget(extensionID: extensionID, kind: kind)
        switch try await request(extensionID, .placeholder(kind: kind, render: RenderParameters(family: family))) {
        case .entry(let entry):
            state.withLock { $0.placeholders[key] = entry }
            return entry
        case let other: throw unexpected(extensionID, other)
        }
    }

    /// The gallery's preview of a widget: a snapshot with `isPreview` in its default
    /// configuration (or `configuration`, a recommendation's), the placeholder when a required
    /// value has no default.
    public func preview(
        extensionID: String, kind: String, family: String, configuration: Configuration? = nil
    ) async throws(HostError) -> EntryArchive {
        let description = try widget(extensionID: extensionID, kind: kind)
        guard description.supportedFamilies.contains(family) else {
            throw .unsupportedFamily(kind: kind, family: family, supported: description.supportedFamilies)
        }
        var values = configuration ?? [:]
        if description.isConfigurable, configuration == nil {
            switch try await request(extensionID, .defaultConfiguration(kind: kind, family: family)) {
            case .configuration(let defaults, let missing):
                if missing != nil { return try await placeholder(extensionID: extensionID, kind: kind, family: family) }
                values = defaults
            case let other: throw unexpected(extensionID, other)
            }
        }
        let render = renderParameters(family: family, isPreview: true)
        switch try await request(extensionID, .snapshot(kind: kind, configuration: values, render: render)) {
        case .entry(let entry): return entry
        case .invalidConfiguration: return try await placeholder(extensionID: extensionID, kind: kind, family: family)
        case let other: throw unexpected(extensionID, other)
        }
    }

    /// A tap on the view with id `action` in the entry shown now: a `Button(intent:)` or
    /// `Toggle(isOn:intent:)` runs its intent in the extension (a toggle's `value` parameter set
    /// to the new state) and the widget reloads at once, uncounted; a link is returned to open.
    public func perform(instanceID: String, action: String) async throws(HostError) -> ActionResult {
        let display = try await display(instanceID: instanceID)
        guard display.state == .current,
            let node = display.entry.variants.first.flatMap({ $0.node(id: action) }),
            let tap = node.action
        else { throw .unknownAction(instanceID: instanceID, action: action) }
        let placed = display.widget
        guard var intent = tap.intent else {
            guard let url = tap.url else { throw .unknownAction(instanceID: instanceID, action: action) }
            return .openURL(url)
        }
        if let isOn = tap.isOn, intent.configuration["value"] != nil { intent.configuration["value"] = .bool(!isOn) }
        let request = ExtensionRequest.perform(intent: intent, kind: placed.kind, family: placed.family, configuration: placed.configuration)
        do throws(HostError) {
            switch try await self.request(placed.extensionID, request) {
            case .performed: break
            case let other: throw unexpected(placed.extensionID, other)
            }
        } catch {
            await recordError(instanceID, operation: "perform \(intent.typeName)", error.description)
            throw error
        }
        try? scheduler.requestReload(instanceID: instanceID, reason: .intentPerformed)
        return .performed
    }

    /// A person tapped `url` in the widget: it must be the entry's `widgetURL` or one of its
    /// links. It is queued for the extension's app with the widget's kind, family and
    /// configuration.
    @discardableResult
    public func open(url: String, instanceID: String) async throws(HostError) -> OpenedURL {
        let display = try await display(instanceID: instanceID)
        let shown = display.entry.variants.flatMap { archive in [archive.widgetURL].compactMap { $0 } + archive.allNodes.compactMap(\.action?.url) }
        guard shown.contains(url) else { throw .unknownAction(instanceID: instanceID, action: url) }
        let widget = display.widget
        let intentTypeName = try? self.widget(extensionID: widget.extensionID, kind: widget.kind).intent?.typeName
        let opened = state.withLock { state in
            let opened = OpenedURL(
                sequence: state.nextOpenedURL, url: url, instanceID: widget.id, kind: widget.kind, family: widget.family,
                configuration: widget.configuration, intentTypeName: intentTypeName, time: clock.now)
            state.nextOpenedURL += 1
            state.openedURLs[widget.extensionID, default: []].append(opened)
            if let count = state.openedURLs[widget.extensionID]?.count, count > 100 {
                state.openedURLs[widget.extensionID]?.removeFirst(count - 100)
            }
            return opened
        }
        hub.publish(.urlOpened(extensionID: widget.extensionID))
        return opened
    }

    /// The app links tapped in extension `extensionID`'s widgets after `sequence`; waits up to
    /// `wait` for one when there is none yet (an app's long poll).
    public func openedURLs(extensionID: String, after sequence: Int, wait: Duration = .zero) async -> [OpenedURL] {
        let events = wait > .zero ? hub.subscribe() : nil
        let pending = { self.state.withLock { $0.openedURLs[extensionID, default: []].filter { $0.sequence > sequence } } }
        if let events, pending().isEmpty {
            await withTaskGroup(of: Void.self) { group in
                group.addTask {
                    for await event in events where event == .urlOpened(extensionID: extensionID) { return }
                }
                group.addTask { try? await Task.sleep(for: wait) }
                await group.next()
                group.cancelAll()
            }
        }
        return pending()
    }

    /// The widget's schedule, decisions and errors.
    public func inspect(instanceID: String, ledgerLimit: Int = 100) async throws(HostError) -> Inspection {
        let placed = try await instance(instanceID)
        let status = try? scheduler.status(instanceID: instanceID)
        let decisions = (try? scheduler.ledger(instanceID: instanceID)) ?? []
        await flushLedger()
        do {
            let ledger = try await store.ledger(instanceID: instanceID, since: nil, limit: ledgerLimit, newestFirst: true)
            let errors = try await store.errors(instanceID: instanceID, limit: 20)
            return Inspection(
                widget: placed, status: status, decisions: decisions, ledger: ledger, errors: errors, rules: scheduler.configuration)
        } catch { throw HostError(error) }
    }

    // MARK: WidgetCenter

    /// A `WidgetCenter` call of extension `extensionID`'s code or app. An app sees and reloads
    /// only its own extension's widgets; `appInForeground` reloads are not counted.
    public func widgetCenter(extensionID: String, _ request: HostRequest, appInForeground: Bool) async -> HostResponse {
        guard state.withLock({ $0.extensions[extensionID] }) != nil else { return .failure(HostError.unknownExtension(extensionID).description) }
        switch request {
        case .reloadTimelines(let kind):
            scheduler.reloadTimelines(extensionID: extensionID, ofKind: kind, appInForeground: appInForeground)
            return .done
        case .currentConfigurations:
            do {
                return .configurations(
                    try await store.instances(extensionID: extensionID).map {
                        PlacedWidgetInfo(
                            id: $0.id, kind: $0.kind, family: $0.family, configuration: $0.configuration,
                            intentTypeName: try? widget(extensionID: extensionID, kind: $0.kind).intent?.typeName)
                    })
            } catch { return .failure(HostError(error).description) }
        case .invalidateConfigurationRecommendations:
            state.withLock { $0.recommendations[extensionID] = nil }
            hub.publish(.recommendationsChanged(extensionID: extensionID))
            return .done
        }
    }

    /// Issues (or re-issues, revoking the previous one) the token an extension's app presents
    /// to the WidgetCenter endpoint.
    public func issueToken(extensionID: String) async throws(HostError) -> String {
        _ = try extensionInfo(extensionID)
        do { return try await store.issueToken(extensionID: extensionID) } catch { throw HostError(error) }
    }

    /// The extension whose app presented `token`, if any.
    public func extensionID(forToken token: String) async -> String? {
        try? await store.extensionRecord(forToken: token)?.id
    }

    // MARK: Events and running

    /// Every change from now on, for live pages.
    public func events() -> AsyncStream<HostEvent> { hub.subscribe() }

    /// Writes the decisions recorded so far to the store's ledger, and prunes the history when
    /// its time has come (``HistoryRetention``).
    public func flushLedger() async {
        let records = pendingLedger.take()
        if !records.isEmpty {
            do { try await store.appendLedger(records) } catch { logger.error("could not store \(records.count) ledger records: \(error)") }
        }
        await pruneHistoryIfDue()
    }

    /// Forgets the app links tapped before `cutoff`.
    func forgetOpenedURLs(before cutoff: Date) {
        state.withLock { state in
            for (id, opened) in state.openedURLs { state.openedURLs[id] = opened.filter { $0.time >= cutoff } }
        }
    }

    /// The host's loop on the system clock: reloads as scheduled, the ledger written as it
    /// grows. Returns when the task is cancelled or (in a `ServiceGroup`) on graceful shutdown,
    /// after ending every extension process and flushing the ledger.
    public func run() async {
        await cancelWhenGracefulShutdown { await self.runSchedule() }
        await shutdown()
    }

    private func runSchedule() async {
        await withDiscardingTaskGroup { group in
            group.addTask { await self.scheduler.run() }
            group.addTask {
                // Ends when the task is cancelled.
                for await _ in self.pendingLedger.signals { await self.flushLedger() }
            }
            group.addTask { await self.runHistoryPruning() }
            group.addTask {
                // Rebuilt extensions are picked up (the author's edit-build-look loop).
                while !Task.isCancelled {
                    try? await Task.sleep(for: .seconds(1))
                    await self.refreshRebuiltExtensions()
                }
            }
        }
        await flushLedger()
    }

    /// On a virtual clock: runs the schedule up to `date` (see ``Scheduler/run(until:)``) and
    /// writes the ledger.
    public func run(until date: Date) async {
        await scheduler.run(until: date)
        await flushLedger()
    }

    /// Ends every extension process and every event stream.
    public func shutdown() async {
        await supervisor.shutdown()
        await flushLedger()
        hub.finish()
    }

    // MARK: Reloading

    /// The scheduler's batch for one extension: each widget's timeline requested with its
    /// stored configuration (entities re-resolved by the extension), a bounded number at once.
    func reload(extensionID: String, requests: [ReloadRequest]) async -> [String: ReloadOutcome] {
        await withTaskGroup(of: (String, ReloadOutcome).self) { group in
            var pending = requests.makeIterator()
            for _ in 0..<max(1, options.reloadConcurrency) {
                guard let next = pending.next() else { break }
                group.addTask { (next.instanceID, await self.reloadOne(extensionID: extensionID, next)) }
            }
            var outcomes: [String: ReloadOutcome] = [:]
            while let (id, outcome) = await group.next() {
                outcomes[id] = outcome
                if let next = pending.next() {
                    group.addTask { (next.instanceID, await self.reloadOne(extensionID: extensionID, next)) }
                }
            }
            return outcomes
        }
    }

    private func reloadOne(extensionID: String, _ reload: ReloadRequest) async -> ReloadOutcome {
        let id = reload.instanceID
        let placed: PlacedWidget
        do { placed = try await store.instance(id: id) } catch { return .failure(HostError(error).description) }
        let render = renderParameters(family: placed.family)
        let response: ExtensionResponse
        do {
            response = try await timelineRequest(extensionID, .timeline(kind: placed.kind, configuration: placed.configuration, render: render))
        } catch {
            await recordError(id, operation: "timeline", error.description)
            return .failure(error.description)
        }
        switch response {
        case .timeline(let received):
            let timeline = clock is VirtualClock ? received.onVirtualTime(now: clock.now.timeIntervalSince1970) : received
            do {
                try await store.saveTimeline(instanceID: id, timeline, fetchedAt: clock.now)
                if !placed.missingEntities.isEmpty { try await store.setMissingEntities(instanceID: id, [:]) }
            } catch {
                logger.error("could not store the timeline of \(id): \(error)")
            }
            return .timeline(timeline)
        case .invalidConfiguration(let error):
            let missing = error.missingEntities
            if !missing.isEmpty, missing != placed.missingEntities {
                try? await store.setMissingEntities(instanceID: id, missing)
                hub.publish(.widgetChanged(instanceID: id))
            }
            await recordError(id, operation: "timeline", error.description)
            return .failure(error.description)
        case let other:
            let message = unexpected(extensionID, other).description
            await recordError(id, operation: "timeline", message)
            return .failure(message)
        }
    }

    // MARK: Helpers

    /// What a provider renders for; on a virtual clock, with the host's now, which an extension
    /// process reads as its wall clock.
    private func renderParameters(family: String, isPreview: Bool = false) -> RenderParameters {
        RenderParameters(family: family, isPreview: isPreview, now: clock is VirtualClock ? clock.now.timeIntervalSince1970 : nil)
    }

    private func isScheduled(_ widget: PlacedWidget) -> Bool {
        (try? scheduler.status(instanceID: widget.id)) != nil
    }

    private func validated(
        extensionID: String, kind: String, family: String, _ values: Configuration
    ) async throws(HostError) -> Configuration {
        switch try await request(extensionID, .validateConfiguration(kind: kind, family: family, configuration: values)) {
        case .configuration(let normalized, _): return normalized
        case let other: throw unexpected(extensionID, other)
        }
    }

    /// Sends a request; a refused configuration becomes `invalidConfiguration`, a supervisor
    /// failure `extensionFailed`.
    private func request(_ extensionID: String, _ request: ExtensionRequest) async throws(HostError) -> ExtensionResponse {
        let response: ExtensionResponse
        do {
            response = try await supervisor.request(extensionID, request)
        } catch .unknownExtension(let id) {
            throw .unknownExtension(id)
        } catch .backingOff(let id, let retryAfter) {
            throw .extensionBackingOff(extensionID: id, retryAfter: retryAfter.seconds)
        } catch {
            throw .extensionFailed(extensionID: extensionID, message: error.description)
        }
        switch response {
        case .invalidConfiguration(let error):
            if case .timeline = request { return response }
            throw .invalidConfiguration(error)
        case .failure(let message): throw .extensionFailed(extensionID: extensionID, message: message)
        default: return response
        }
    }

    /// A scheduled reload's request: nobody waits for it, so while the extension backs off for
    /// no longer than the request time limit, it waits for the restart and asks once more
    /// rather than failing (which would postpone the reload by the scheduler's retry backoff).
    private func timelineRequest(_ extensionID: String, _ timeline: ExtensionRequest) async throws(HostError) -> ExtensionResponse {
        do {
            return try await request(extensionID, timeline)
        } catch .extensionBackingOff(_, let retryAfter) where retryAfter <= options.supervisor.requestTimeout.seconds {
            try? await Task.sleep(for: .seconds(retryAfter))
            return try await request(extensionID, timeline)
        }
    }

    private func unexpected(_ extensionID: String, _ response: ExtensionResponse) -> HostError {
        .extensionFailed(extensionID: extensionID, message: "unexpected answer \(String(describing: response).prefix(200))")
    }

    private func recordError(_ instanceID: String, operation: String, _ message: String) async {
        do {
            try await store.recordError(InstanceError(instanceID: instanceID, time: clock.now, operation: operation, message: message))
        } catch {
            logger.error("could not record an error of \(instanceID): \(error)")
        }
        hub.publish(.widgetChanged(instanceID: instanceID))
    }
}

extension WidgetHost: Service {}

extension PlacedWidget {
    var schedulerInstance: WidgetInstance {
        WidgetInstance(id: id, extensionID: extensionID, kind: kind, family: family, isVisible: isVisible)
    }
}

/// The scheduler and supervisor call back into the host they belong to, without keeping it.
private final class HostLink: Sendable {
    private let stored = Mutex<WeakHost>(WeakHost())
    private struct WeakHost { weak var host: WidgetHost? }
    var host: WidgetHost? {
        get { stored.withLock { $0.host } }
        set { stored.withLock { $0.host = newValue } }
    }
}
