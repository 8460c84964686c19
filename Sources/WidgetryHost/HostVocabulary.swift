import Foundation
import Logging
import WidgetryScheduler
import WidgetryStore

// The words of the host's public face that its parts define: the web layer, the CLI and
// `WidgetKitTesting` use these (and ``WidgetHost``'s methods) and never import the store or
// the scheduler.

/// A widget on the home screen with its configuration (the store's record).
public typealias PlacedWidget = WidgetryStore.PlacedWidget
/// One of the home screen's pages.
public typealias HomePage = WidgetryStore.HomePage
/// What the store keeps of a registered extension: whether its app holds a token, and since when.
public typealias ExtensionRecord = WidgetryStore.ExtensionRecord
/// A stored reload decision (the inspector's history, `widgetry timeline`'s lines).
public typealias LedgerRecord = WidgetryStore.LedgerRecord
/// A provider error recorded for a placed widget.
public typealias InstanceError = WidgetryStore.InstanceError
/// Where `widgetry serve` keeps its database by default.
public typealias DatabaseLocation = WidgetryStore.DatabaseLocation
/// A lock-screen control slot.
public typealias ControlSlot = WidgetryStore.ControlSlot
/// Who may do what on the home screen: the owner, or a wall display's viewer.
public typealias AccessRole = WidgetryStore.AccessRole
/// The stored side of sign-in: the owner's password, wall displays' passes, sessions.
public typealias AccessStore = WidgetryStore.AccessStore
/// A signed-in browser's session as stored.
public typealias SessionRecord = WidgetryStore.SessionRecord
/// A wall display's pass as stored.
public typealias ViewerPassRecord = WidgetryStore.ViewerPassRecord
/// How secrets are kept: their SHA-256 digest.
public typealias TokenDigest = WidgetryStore.TokenDigest

/// A scheduled widget's timeline, current entry, budget and next reload.
public typealias InstanceStatus = WidgetryScheduler.InstanceStatus
/// The next reload the scheduler plans, and why.
public typealias PlannedReload = WidgetryScheduler.PlannedReload
/// What a planned reload waits for.
public typealias ReloadWait = WidgetryScheduler.ReloadWait
/// One scheduling decision, as the scheduler made it.
public typealias Decision = WidgetryScheduler.Decision
/// Budget, minimum interval, coalescing and retry rules.
public typealias SchedulerConfiguration = WidgetryScheduler.SchedulerConfiguration
/// The clock a host runs on.
public typealias HostClock = WidgetryScheduler.HostClock
/// The system's clock.
public typealias SystemClock = WidgetryScheduler.SystemClock
/// A clock moved by hand (tests, simulations): time passes only through ``WidgetHost/run(until:)``.
public typealias VirtualClock = WidgetryScheduler.VirtualClock

extension WidgetHost {
    /// A host whose widgets are kept in the SQLite database at `databasePath` (created, or
    /// migrated, when opened).
    public convenience init(
        databasePath: String, clock: any HostClock = SystemClock(), options: Options = Options(),
        logger: Logger = Logger(label: "widgetry.host")
    ) throws(HostError) {
        let store: SQLiteWidgetStore
        do { store = try SQLiteWidgetStore(path: databasePath) } catch { throw HostError(error) }
        self.init(store: store, clock: clock, options: options, logger: logger)
    }

    /// A host whose widgets are kept in memory, dated by `clock`: nothing survives it (virtual
    /// time simulations, `WidgetKitTesting`, tests).
    public static func inMemory(
        clock: any HostClock = SystemClock(), options: Options = Options(), logger: Logger = Logger(label: "widgetry.host")
    ) throws(HostError) -> WidgetHost {
        let store: SQLiteWidgetStore
        do { store = try SQLiteWidgetStore.inMemory(options: .init(clock: { clock.now })) } catch { throw HostError(error) }
        return WidgetHost(store: store, clock: clock, options: options, logger: logger)
    }
}
