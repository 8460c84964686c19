import Foundation
import Logging
import ServiceLifecycle
import Synchronization
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// The host as one object: the extensions (run by the ``ExtensionSupervisor``), the placed
/// widgets and their configurations (the store), and their timelines (the scheduler).
/// Everything a home screen does goes through it: place a widget, configure it, show its entry,
/// tap its buttons, inspect its reloads; and `WidgetCenter` calls from extensions and apps land
/// here. Its parts, each in a file of its own: the ``ExtensionRegistry``, the
/// ``ExtensionCaches``, the ``AppLinkMailbox`` and the ``ExtensionClient`` (one method per
/// request to an extension); its public face is split by job into `WidgetHost+….swift`.
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
        /// On a store several hosts share: the longest, in seconds, the widgets of a host that
        /// died wait for another host (its heartbeat lasts ¾ of it, renewed every ¼).
        public var leaseDuration: Double = 15

        public init() {}
    }

    let store: any WidgetStore
    /// Who may use the home screen beyond this machine (owner password, wall-display passes,
    /// sessions): kept in the host's store, used by the web layer.
    public var access: any AccessStore { store }
    let supervisor: ExtensionSupervisor
    let scheduler: Scheduler
    /// The host's clock: the system's, or a virtual one (tests, `widgetry timeline`).
    public var clock: any HostClock { scheduler.clock }
    public let options: Options
    let logger: Logger
    let historyPruning = HistoryPruning()
    let hub: HostEventHub
    let pendingLedger: LedgerBuffer
    let registry = ExtensionRegistry()
    let caches = ExtensionCaches()
    let appLinks = AppLinkMailbox()
    /// Control descriptions and placed controls' values.
    let controlState = ControlState()
    /// Live Activity kinds, drawings and the change sequence apps wait on.
    let activityBoard = ActivityBoard()
    /// The pushes taken, and what each extension was told of its push tokens.
    let pushes = PushState()
    /// Each Smart Stack's member on top, as last shown (a tie keeps it).
    let stackTops = Mutex<[String: String]>([:])
    let client: ExtensionClient
    /// This host among the others on a shared store (`nil` on a store of its own).
    let cluster: HostCluster?

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
        } started: { id in
            // A new process knows no push token: tell it (not while it answers the request that started it).
            Task { await link.host?.announcePushTokens(extensionID: id) }
        }
        client = ExtensionClient(supervisor: supervisor)
        let cluster = (store as? any SharedStore).map { HostCluster(store: $0, leaseDuration: options.leaseDuration, logger: logger) }
        self.cluster = cluster
        if let cluster { hub.forward { cluster.send(.event($0)) } }
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

    // MARK: Helpers of every part

    /// What a provider renders for; on a virtual clock, with the host's now, which an extension
    /// process reads as its wall clock.
    func renderParameters(family: String, isPreview: Bool = false) -> RenderParameters {
        RenderParameters(family: family, isPreview: isPreview, now: clock is VirtualClock ? clock.now.timeIntervalSince1970 : nil)
    }

    func isScheduled(_ widget: PlacedWidget) -> Bool {
        (try? scheduler.status(instanceID: widget.id)) != nil
    }

    /// Schedules `widget` (it is not yet), or reloads it at once for `reason` (uncounted); on
    /// the host that holds it.
    func scheduleOrReload(_ widget: PlacedWidget, reason: ReloadReason) {
        if !owns(widget.id) {
            cluster?.send(.reload(instanceID: widget.id, reason: reason))
        } else if isScheduled(widget) {
            try? scheduler.requestReload(instanceID: widget.id, reason: reason)
        } else {
            try? scheduler.add(widget.schedulerInstance)
        }
    }

    /// Runs a store operation, its errors mapped to ``HostError``.
    func stored<T>(_ operation: () async throws -> T) async throws(HostError) -> T {
        do { return try await operation() } catch { throw HostError(error) }
    }

    func recordError(_ instanceID: String, operation: String, _ message: String) async {
        do {
            try await store.recordError(InstanceError(instanceID: instanceID, time: clock.now, operation: operation, message: message))
        } catch WidgetStoreError.instanceNotFound {
            // Removed while its request failed: there is no widget to keep the error for.
            logger.debug("widget \(instanceID) was removed; its \(operation) error is not kept: \(message)")
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
