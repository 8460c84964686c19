import Foundation
import WidgetryWire

/// The host's persistent state: registered extensions (with their WidgetCenter tokens), placed
/// widgets and their configurations, cached timelines, the reload-decision ledger and the last
/// errors of each placed widget.
///
/// The protocol says nothing about SQL: ``SQLiteWidgetStore`` is the embedded implementation
/// (one file, WAL mode); a PostgreSQL implementation for a multi-node deployment conforms to the
/// same protocol with the same semantics.
///
/// Semantics every implementation keeps:
/// - Every method is atomic: it either commits as a whole or changes nothing. A method that
///   returned has committed durably (for SQLite: it survives `kill -9` of the process).
/// - Placed widgets have a total order (`position`, 0-based and contiguous across all
///   extensions: the home screen). Placing appends at the end; deleting and moving keep the
///   positions contiguous.
/// - Deleting a placed widget deletes its configuration, cached timeline, ledger records and
///   errors. Deleting an extension deletes its placed widgets the same way, and its controls,
///   Live Activities and push tokens.
/// - An unknown id is a ``WidgetStoreError`` (`.instanceNotFound`, `.extensionNotFound`), never a
///   crash; a lookup that may legitimately find nothing (a token, a cached timeline) returns `nil`.
/// - Times are stored with full `Double` precision (seconds since 1970); the store takes them
///   from the clock it was given, so a virtual clock drives `createdAt`/`updatedAt` too.
public protocol WidgetStore: AccessStore, ControlStore, ActivityStore {
    // MARK: Extensions

    /// Registers an extension, or updates the path and name of one already registered.
    /// Its token (if one was issued) is kept.
    @discardableResult
    func registerExtension(id: String, path: String, name: String) async throws -> ExtensionRecord

    /// Every registered extension, by id.
    func extensions() async throws -> [ExtensionRecord]

    /// Throws ``WidgetStoreError/extensionNotFound(_:)`` for an unknown id.
    func extensionRecord(id: String) async throws -> ExtensionRecord

    /// Deletes the extension and everything placed from it.
    func deleteExtension(id: String) async throws

    /// Issues a new token for the extension's companion app (the WidgetCenter endpoint) and
    /// returns it. The store keeps only its SHA-256 digest, so the token is shown this once;
    /// issuing again revokes the previous token.
    func issueToken(extensionID: String) async throws -> String

    /// Revokes the extension's token: its app can no longer call WidgetCenter until another
    /// is issued. Revoking when there is none does nothing.
    func revokeToken(extensionID: String) async throws

    /// The extension a presented token belongs to, or `nil` when no extension has it (revoked,
    /// never issued, mistyped).
    func extensionRecord(forToken token: String) async throws -> ExtensionRecord?

    // MARK: Placed widgets

    /// Places a widget at the end of the home screen with its (already resolved) configuration.
    /// At most ``HomeScreenLimits/widgets`` are placed.
    /// `missingParameters` are the keys of required parameters without a value: when not empty
    /// the widget needs configuration. `id` defaults to a new UUID string; an id in use is
    /// ``WidgetStoreError/duplicateInstance(_:)``.
    @discardableResult
    func place(
        id: String?, extensionID: String, kind: String, family: String, configuration: Configuration,
        missingParameters: [String]
    ) async throws -> PlacedWidget

    /// Placed widgets in home-screen order; only one extension's when `extensionID` is given.
    func instances(extensionID: String?) async throws -> [PlacedWidget]

    /// Throws ``WidgetStoreError/instanceNotFound(_:)`` for an unknown id.
    func instance(id: String) async throws -> PlacedWidget

    /// Deletes the widget with its configuration, timeline, ledger records and errors.
    func deleteInstance(id: String) async throws

    /// Moves a widget to `position` (0-based, at most the last position); the widgets in between
    /// shift by one.
    func moveInstance(id: String, to position: Int) async throws

    /// Puts the placed widgets in the given order: `ids` must name every placed widget exactly
    /// once (``WidgetStoreError/invalidOrder(_:)`` otherwise).
    func reorderInstances(_ ids: [String]) async throws

    /// Replaces the widget's configuration and its needs-configuration state in one transaction.
    /// `missingEntities` (parameter key → entity identifiers that no longer resolve) is replaced
    /// too: a new configuration starts from what its own resolution found.
    @discardableResult
    func updateConfiguration(
        instanceID: String, configuration: Configuration, missingParameters: [String],
        missingEntities: [String: [String]]
    ) async throws -> PlacedWidget

    /// Records which stored entity identifiers no longer resolve (found when re-resolving at a
    /// reload); an empty dictionary clears it.
    func setMissingEntities(instanceID: String, _ missingEntities: [String: [String]]) async throws

    /// Records whether the widget is visible (invisible widgets are not reloaded).
    func setVisible(instanceID: String, _ isVisible: Bool) async throws

    /// Changes the widget's family, keeping its configuration. A home-screen widget made a
    /// lock-screen one leaves its page; a lock-screen widget made a home-screen one goes to the
    /// end of the first page.
    @discardableResult
    func setFamily(instanceID: String, family: String) async throws -> PlacedWidget

    // MARK: Pages

    /// The home screen's pages in order. There is always at least one; a new store has "Home".
    func pages() async throws -> [HomePage]

    /// Adds a page at the end (at most ``HomeScreenLimits/pages``). `id` defaults to a new UUID string.
    @discardableResult
    func addPage(id: String?, name: String) async throws -> HomePage

    @discardableResult
    func renamePage(id: String, name: String) async throws -> HomePage

    /// Deletes a page with the widgets on it (their configurations, timelines and history).
    /// The last page cannot be deleted (``WidgetStoreError/invalidArgument(_:)``).
    func deletePage(id: String) async throws

    /// Puts the pages in the given order: `ids` names every page exactly once.
    func reorderPages(_ ids: [String]) async throws

    /// Moves a home-screen widget to the end of another page.
    func movePage(instanceID: String, to pageID: String) async throws

    /// Puts a home-screen widget in the Smart Stack of `targetID` (making one when that widget
    /// is in none): both of one family and on one page. The widget goes after the stack's last
    /// member, so a stack's members are together in the order. Returns the stack's id.
    @discardableResult
    func stack(instanceID: String, onto targetID: String) async throws -> String

    /// Takes a widget out of its stack (it stays where it was in the order). A stack left with
    /// one widget is no stack.
    func unstack(instanceID: String) async throws

    /// Replaces every page and placed widget (with their configurations, timelines and
    /// history) by `pages` and `widgets`, and the placed controls by `controls` (unless `nil`:
    /// then they stay), each in that order, in one transaction: a failure leaves the old home
    /// screen as it was. Extensions and their tokens stay.
    func replaceHomeScreen(pages: [HomePage], widgets: [NewPlacedWidget], controls: [NewPlacedControl]?) async throws

    // MARK: Timelines

    /// Stores the widget's timeline (replacing the previous one) with the time it was fetched.
    func saveTimeline(instanceID: String, _ timeline: TimelineArchive, fetchedAt: Date) async throws

    /// The widget's cached timeline, or `nil` when none was saved yet.
    func timeline(instanceID: String) async throws -> StoredTimeline?

    // MARK: Ledger

    /// Appends reload decisions in one transaction. Records for a widget that is not placed are
    /// kept too (the ledger is a log); deleting a widget deletes its records.
    func appendLedger(_ records: [LedgerRecord]) async throws

    /// Ledger records, oldest first, of one widget (or all) at or after `since`, at most `limit`
    /// (the newest `limit` when `newestFirst`).
    func ledger(instanceID: String?, since: Date?, limit: Int?, newestFirst: Bool) async throws -> [LedgerRecord]

    /// Deletes ledger records older than `cutoff`; returns how many.
    @discardableResult
    func pruneLedger(before cutoff: Date) async throws -> Int

    /// Deletes the history beyond `bound`: ledger records and recorded errors older than
    /// `bound.before`, and each widget's ledger records beyond its newest
    /// `bound.ledgerRecordsPerInstance` (but for the completed counted reloads `bound` keeps), in
    /// one transaction. Returns how many records went.
    @discardableResult
    func pruneHistory(_ bound: HistoryBound) async throws -> PrunedHistory

    // MARK: Errors

    /// Records an error of a placed widget's provider. Only the last
    /// ``WidgetStoreLimits/errorsKeptPerInstance`` errors of each widget are kept.
    func recordError(_ error: InstanceError) async throws

    /// The recorded errors of one widget (or all), newest first.
    func errors(instanceID: String?, limit: Int?) async throws -> [InstanceError]

    /// Forgets the widget's recorded errors (after a successful reload, for example).
    func clearErrors(instanceID: String) async throws
}

extension WidgetStore {
    /// Places a widget with a new UUID id.
    @discardableResult
    public func place(
        extensionID: String, kind: String, family: String, configuration: Configuration = [:],
        missingParameters: [String] = []
    ) async throws -> PlacedWidget {
        try await place(
            id: nil, extensionID: extensionID, kind: kind, family: family, configuration: configuration,
            missingParameters: missingParameters)
    }

    /// Every placed widget in home-screen order.
    public func instances() async throws -> [PlacedWidget] {
        try await instances(extensionID: nil)
    }

    @discardableResult
    public func updateConfiguration(
        instanceID: String, configuration: Configuration, missingParameters: [String] = []
    ) async throws -> PlacedWidget {
        try await updateConfiguration(
            instanceID: instanceID, configuration: configuration, missingParameters: missingParameters,
            missingEntities: [:])
    }

    public func ledger(
        instanceID: String? = nil, since: Date? = nil, limit: Int? = nil
    ) async throws -> [LedgerRecord] {
        try await ledger(instanceID: instanceID, since: since, limit: limit, newestFirst: false)
    }

    /// Deletes ledger records more than `days` days older than `now`; returns how many.
    @discardableResult
    public func pruneLedger(olderThanDays days: Double, now: Date) async throws -> Int {
        try await pruneLedger(before: now.addingTimeInterval(-days * 86_400))
    }

    public func errors(instanceID: String? = nil) async throws -> [InstanceError] {
        try await errors(instanceID: instanceID, limit: nil)
    }

    /// Replaces the pages and placed widgets; the placed controls stay.
    public func replaceHomeScreen(pages: [HomePage], widgets: [NewPlacedWidget]) async throws {
        try await replaceHomeScreen(pages: pages, widgets: widgets, controls: nil)
    }
}

/// Limits every implementation keeps.
public enum WidgetStoreLimits {
    /// Errors kept per placed widget; older ones are dropped when a new one is recorded.
    public static let errorsKeptPerInstance = 20
}

/// A registered widget extension (an executable the host runs).
public struct ExtensionRecord: Sendable, Hashable, Codable, Identifiable {
    /// The host's stable name for the extension.
    public var id: String
    /// The executable.
    public var path: String
    /// A display name.
    public var name: String
    /// Whether a companion-app token is currently issued.
    public var hasToken: Bool
    public var tokenIssuedAt: Date?
    public var createdAt: Date

    public init(id: String, path: String, name: String, hasToken: Bool, tokenIssuedAt: Date?, createdAt: Date) {
        self.id = id
        self.path = path
        self.name = name
        self.hasToken = hasToken
        self.tokenIssuedAt = tokenIssuedAt
        self.createdAt = createdAt
    }
}

/// A widget placed on the home screen ("instance").
public struct PlacedWidget: Sendable, Hashable, Codable, Identifiable {
    /// A UUID string unless the caller chose it.
    public var id: String
    public var extensionID: String
    public var kind: String
    /// A `WidgetFamily` raw name.
    public var family: String
    /// 0-based place on the home screen (contiguous across all extensions and pages: a page
    /// shows its widgets in this order).
    public var position: Int
    /// The home-screen page it is on; `nil` for a lock-screen (accessory) widget.
    public var pageID: String?
    /// The Smart Stack it is in, if any: widgets of one family on one page, one place on the
    /// grid, in order.
    public var stackID: String?
    /// Parameter key → value. A key absent takes the parameter's default; `null` is a cleared
    /// optional.
    public var configuration: Configuration
    /// Keys of required parameters without a value.
    public var missingParameters: [String]
    /// Parameter key → stored entity identifiers that no longer resolve.
    public var missingEntities: [String: [String]]
    public var isVisible: Bool
    public var createdAt: Date
    /// The last change of configuration, visibility or missing entities (not of position).
    public var updatedAt: Date

    /// The widget shows the "needs configuration" state.
    public var needsConfiguration: Bool { !missingParameters.isEmpty }

    public init(
        id: String, extensionID: String, kind: String, family: String, position: Int, configuration: Configuration,
        missingParameters: [String], missingEntities: [String: [String]], isVisible: Bool, createdAt: Date,
        updatedAt: Date, pageID: String? = nil, stackID: String? = nil
    ) {
        self.id = id
        self.pageID = pageID
        self.stackID = stackID
        self.extensionID = extensionID
        self.kind = kind
        self.family = family
        self.position = position
        self.configuration = configuration
        self.missingParameters = missingParameters
        self.missingEntities = missingEntities
        self.isVisible = isVisible
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A cached timeline with the time it was fetched.
public struct StoredTimeline: Sendable, Hashable {
    public var instanceID: String
    public var timeline: TimelineArchive
    public var fetchedAt: Date

    public init(instanceID: String, timeline: TimelineArchive, fetchedAt: Date) {
        self.instanceID = instanceID
        self.timeline = timeline
        self.fetchedAt = fetchedAt
    }
}

/// One reload decision of the scheduler.
public struct LedgerRecord: Sendable, Hashable, Codable {
    /// Assigned by the store (increasing in insertion order); ignored when appending.
    public var sequence: Int64?
    public var time: Date
    public var instanceID: String
    /// Why a reload was considered (`policy.atEnd`, `widgetCenter`, `intent`, …).
    public var reason: String
    /// Whether it counts against the budget.
    public var counted: Bool
    /// Reloads left in the rolling window after this decision.
    public var budgetLeft: Int
    /// What happened (`reloaded`, `deferred until …`, `failed: …`).
    public var outcome: String

    public init(
        sequence: Int64? = nil, time: Date, instanceID: String, reason: String, counted: Bool, budgetLeft: Int,
        outcome: String
    ) {
        self.sequence = sequence
        self.time = time
        self.instanceID = instanceID
        self.reason = reason
        self.counted = counted
        self.budgetLeft = budgetLeft
        self.outcome = outcome
    }
}

/// An error of a placed widget's provider (a crash, a time-out, a failed request).
public struct InstanceError: Sendable, Hashable, Codable {
    /// Assigned by the store; ignored when recording.
    public var sequence: Int64?
    public var instanceID: String
    public var time: Date
    /// The request that failed (`timeline`, `snapshot`, `entities`, …).
    public var operation: String
    public var message: String

    public init(sequence: Int64? = nil, instanceID: String, time: Date, operation: String, message: String) {
        self.sequence = sequence
        self.instanceID = instanceID
        self.time = time
        self.operation = operation
        self.message = message
    }
}

/// What a store operation refused, or why it failed.
public enum WidgetStoreError: Error, Hashable, Sendable, CustomStringConvertible {
    case instanceNotFound(String)
    case extensionNotFound(String)
    case pageNotFound(String)
    /// A placed widget with this id already exists.
    case duplicateInstance(String)
    case controlNotFound(String)
    /// A placed control with this id already exists.
    case duplicateControl(String)
    case activityNotFound(String)
    /// The app already runs this many activities that have not ended.
    case tooManyActivities(Int)
    /// A move target outside `0..<count`.
    case invalidPosition(Int, count: Int)
    /// A reorder list that does not name every placed widget exactly once.
    case invalidOrder(String)
    case invalidArgument(String)
    /// Stored data that cannot be decoded (a damaged or foreign file).
    case corruptData(String)
    /// The database was written by a newer Widgetry (migrations this build does not know).
    case databaseTooNew(unknownMigrations: [String])
    /// The database could not be opened or created.
    case cannotOpen(path: String, reason: String)
    /// Any other database failure, with the engine's message.
    case database(String)

    public var description: String {
        switch self {
        case .instanceNotFound(let id): "no placed widget with id \(id)"
        case .extensionNotFound(let id): "no extension registered with id \(id)"
        case .pageNotFound(let id): "no page with id \(id)"
        case .duplicateInstance(let id): "a placed widget with id \(id) already exists"
        case .controlNotFound(let id): "no placed control with id \(id)"
        case .duplicateControl(let id): "a placed control with id \(id) already exists"
        case .activityNotFound(let id): "no Live Activity with id \(id)"
        case .tooManyActivities(let limit): "the app already runs \(limit) Live Activities, the most it may run at once"
        case .invalidPosition(let position, let count):
            count == 0
                ? "position \(position) is invalid: no widget is placed"
                : "position \(position) is outside 0...\(count - 1)"
        case .invalidOrder(let reason): "invalid order: \(reason)"
        case .invalidArgument(let reason): "invalid argument: \(reason)"
        case .corruptData(let reason): "stored data is damaged: \(reason)"
        case .databaseTooNew(let migrations):
            "the database was written by a newer Widgetry (unknown migrations: \(migrations.joined(separator: ", ")))"
        case .cannotOpen(let path, let reason): "cannot open the database at \(path): \(reason)"
        case .database(let message): "database error: \(message)"
        }
    }
}
