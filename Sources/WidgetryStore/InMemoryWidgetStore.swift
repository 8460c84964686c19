import Foundation
import WidgetryWire

/// ``WidgetStore`` in memory, with the same semantics and errors as ``SQLiteWidgetStore`` (the
/// store tests run the same cases against both): for tests, virtual-clock simulations and
/// benchmarks that should not pay for a file and `fsync`. Nothing survives the process.
public actor InMemoryWidgetStore: WidgetStore {
    private let clock: @Sendable () -> Date
    private var extensionsByID: [String: ExtensionRecord] = [:]
    /// Token digest → extension id.
    private var tokenOwners: [String: String] = [:]
    private var tokenDigests: [String: String] = [:]
    /// Instance ids in home-screen order, and each one's index in it.
    private var order: [String] = []
    private var positions: [String: Int] = [:]
    private var widgets: [String: PlacedWidget] = [:]
    private var timelines: [String: StoredTimeline] = [:]
    private var ledgerRecords: [LedgerRecord] = []
    private var errorsByInstance: [String: [InstanceError]] = [:]
    private var nextSequence: Int64 = 1

    /// `clock` gives `createdAt`/`updatedAt`/`tokenIssuedAt`.
    public init(clock: @escaping @Sendable () -> Date = { Date() }) {
        self.clock = clock
    }

    // MARK: Extensions

    @discardableResult
    public func registerExtension(id: String, path: String, name: String) throws -> ExtensionRecord {
        try SQLiteWidgetStore.requireNonEmpty(id, "extension id")
        let now = try finite(clock())
        var record =
            extensionsByID[id]
            ?? ExtensionRecord(id: id, path: path, name: name, hasToken: false, tokenIssuedAt: nil, createdAt: now)
        record.path = path
        record.name = name
        extensionsByID[id] = record
        return record
    }

    public func extensions() -> [ExtensionRecord] {
        extensionsByID.values.sorted { $0.id < $1.id }
    }

    public func extensionRecord(id: String) throws -> ExtensionRecord {
        guard let record = extensionsByID[id] else { throw WidgetStoreError.extensionNotFound(id) }
        return record
    }

    public func deleteExtension(id: String) throws {
        _ = try extensionRecord(id: id)
        let removed = Set(order.filter { widgets[$0]?.extensionID == id })
        for instanceID in removed { forget(instanceID) }
        ledgerRecords.removeAll { removed.contains($0.instanceID) }
        order.removeAll { removed.contains($0) }
        reindex(from: 0)
        if let digest = tokenDigests.removeValue(forKey: id) { tokenOwners[digest] = nil }
        extensionsByID[id] = nil
    }

    public func issueToken(extensionID: String) throws -> String {
        var record = try extensionRecord(id: extensionID)
        let token = SQLiteWidgetStore.makeToken()
        let digest = SHA256.hexDigest(token)
        if let old = tokenDigests[extensionID] { tokenOwners[old] = nil }
        tokenDigests[extensionID] = digest
        tokenOwners[digest] = extensionID
        record.hasToken = true
        record.tokenIssuedAt = try finite(clock())
        extensionsByID[extensionID] = record
        return token
    }

    public func extensionRecord(forToken token: String) -> ExtensionRecord? {
        guard !token.isEmpty, let owner = tokenOwners[SHA256.hexDigest(token)] else { return nil }
        return extensionsByID[owner]
    }

    // MARK: Placed widgets

    @discardableResult
    public func place(
        id: String?, extensionID: String, kind: String, family: String, configuration: Configuration,
        missingParameters: [String]
    ) throws -> PlacedWidget {
        let id = id ?? UUID().uuidString.lowercased()
        try SQLiteWidgetStore.requireNonEmpty(id, "instance id")
        try SQLiteWidgetStore.requireNonEmpty(kind, "kind")
        try SQLiteWidgetStore.requireNonEmpty(family, "family")
        _ = try SQLiteWidgetStore.encodeConfiguration(configuration)
        let now = try finite(clock())
        _ = try extensionRecord(id: extensionID)
        guard widgets[id] == nil else { throw WidgetStoreError.duplicateInstance(id) }
        let widget = PlacedWidget(
            id: id, extensionID: extensionID, kind: kind, family: family, position: order.count,
            configuration: configuration, missingParameters: SQLiteWidgetStore.normalized(missingParameters),
            missingEntities: [:], isVisible: true, createdAt: now, updatedAt: now)
        widgets[id] = widget
        positions[id] = order.count
        order.append(id)
        return widget
    }

    public func instances(extensionID: String?) -> [PlacedWidget] {
        order.compactMap { id in
            guard let widget = widgets[id], extensionID == nil || widget.extensionID == extensionID else { return nil }
            return placed(widget)
        }
    }

    public func instance(id: String) throws -> PlacedWidget {
        guard let widget = widgets[id] else { throw WidgetStoreError.instanceNotFound(id) }
        return placed(widget)
    }

    public func deleteInstance(id: String) throws {
        guard let position = positions[id] else { throw WidgetStoreError.instanceNotFound(id) }
        forget(id)
        ledgerRecords.removeAll { $0.instanceID == id }
        order.remove(at: position)
        reindex(from: position)
    }

    public func moveInstance(id: String, to target: Int) throws {
        guard let from = positions[id] else { throw WidgetStoreError.instanceNotFound(id) }
        guard (0..<order.count).contains(target) else { throw WidgetStoreError.invalidPosition(target, count: order.count) }
        order.remove(at: from)
        order.insert(id, at: target)
        reindex(from: min(from, target))
    }

    public func reorderInstances(_ ids: [String]) throws {
        var seen = Set<String>()
        for id in ids {
            guard widgets[id] != nil else { throw WidgetStoreError.instanceNotFound(id) }
            guard seen.insert(id).inserted else { throw WidgetStoreError.invalidOrder("\(id) is listed twice") }
        }
        guard seen.count == widgets.count else {
            let left = Set(widgets.keys).subtracting(seen).sorted()
            throw WidgetStoreError.invalidOrder(
                "\(left.count) placed widget(s) not listed: \(left.prefix(5).joined(separator: ", "))")
        }
        order = ids
        reindex(from: 0)
    }

    @discardableResult
    public func updateConfiguration(
        instanceID: String, configuration: Configuration, missingParameters: [String],
        missingEntities: [String: [String]]
    ) throws -> PlacedWidget {
        _ = try SQLiteWidgetStore.encodeConfiguration(configuration)
        let now = try finite(clock())
        guard var widget = widgets[instanceID] else { throw WidgetStoreError.instanceNotFound(instanceID) }
        widget.configuration = configuration
        widget.missingParameters = SQLiteWidgetStore.normalized(missingParameters)
        widget.missingEntities = missingEntities.filter { !$0.value.isEmpty }
        widget.updatedAt = now
        widgets[instanceID] = widget
        return placed(widget)
    }

    public func setMissingEntities(instanceID: String, _ missingEntities: [String: [String]]) throws {
        let now = try finite(clock())
        guard var widget = widgets[instanceID] else { throw WidgetStoreError.instanceNotFound(instanceID) }
        widget.missingEntities = missingEntities.filter { !$0.value.isEmpty }
        widget.updatedAt = now
        widgets[instanceID] = widget
    }

    public func setVisible(instanceID: String, _ isVisible: Bool) throws {
        let now = try finite(clock())
        guard var widget = widgets[instanceID] else { throw WidgetStoreError.instanceNotFound(instanceID) }
        widget.isVisible = isVisible
        widget.updatedAt = now
        widgets[instanceID] = widget
    }

    // MARK: Timelines

    public func saveTimeline(instanceID: String, _ timeline: TimelineArchive, fetchedAt: Date) throws {
        _ = try finite(fetchedAt)
        guard widgets[instanceID] != nil else { throw WidgetStoreError.instanceNotFound(instanceID) }
        timelines[instanceID] = StoredTimeline(instanceID: instanceID, timeline: timeline, fetchedAt: fetchedAt)
    }

    public func timeline(instanceID: String) throws -> StoredTimeline? {
        guard widgets[instanceID] != nil else { throw WidgetStoreError.instanceNotFound(instanceID) }
        return timelines[instanceID]
    }

    // MARK: Ledger

    public func appendLedger(_ records: [LedgerRecord]) throws {
        for record in records {
            try SQLiteWidgetStore.requireNonEmpty(record.instanceID, "ledger instance id")
            _ = try finite(record.time)
        }
        for var record in records {
            record.sequence = nextSequence
            nextSequence += 1
            ledgerRecords.append(record)
        }
    }

    public func ledger(instanceID: String?, since: Date?, limit: Int?, newestFirst: Bool) throws -> [LedgerRecord] {
        if let limit, limit < 0 { throw WidgetStoreError.invalidArgument("limit \(limit) is negative") }
        var selected = ledgerRecords.filter { record in
            (instanceID == nil || record.instanceID == instanceID) && (since.map { record.time >= $0 } ?? true)
        }
        selected.sort { ($0.time, $0.sequence ?? 0) < ($1.time, $1.sequence ?? 0) }
        if newestFirst { selected.reverse() }
        if let limit, selected.count > limit { selected.removeSubrange(limit...) }
        return selected
    }

    @discardableResult
    public func pruneLedger(before cutoff: Date) throws -> Int {
        _ = try finite(cutoff)
        let count = ledgerRecords.count
        ledgerRecords.removeAll { $0.time < cutoff }
        return count - ledgerRecords.count
    }

    @discardableResult
    public func pruneHistory(_ bound: HistoryBound) throws -> PrunedHistory {
        _ = try finite(bound.before)
        if let since = bound.keepCountedReloadsSince { _ = try finite(since) }
        guard bound.ledgerRecordsPerInstance >= 0 else {
            throw WidgetStoreError.invalidArgument("ledgerRecordsPerInstance \(bound.ledgerRecordsPerInstance) is negative")
        }
        // Newest first per widget, as the SQLite store ranks them.
        var ranks: [String: Int] = [:]
        var kept: [Int] = []
        let newestFirst = ledgerRecords.indices.sorted {
            (ledgerRecords[$0].time, ledgerRecords[$0].sequence ?? 0) > (ledgerRecords[$1].time, ledgerRecords[$1].sequence ?? 0)
        }
        for index in newestFirst {
            let record = ledgerRecords[index]
            let rank = ranks[record.instanceID, default: 0]
            ranks[record.instanceID] = rank + 1
            if bound.keeps(record, rank: rank) { kept.append(index) }
        }
        let ledgerBefore = ledgerRecords.count
        ledgerRecords = kept.sorted().map { ledgerRecords[$0] }
        var errorsDeleted = 0
        for (id, errors) in errorsByInstance {
            let remaining = errors.filter { $0.time >= bound.before }
            errorsDeleted += errors.count - remaining.count
            errorsByInstance[id] = remaining
        }
        return PrunedHistory(ledgerRecords: ledgerBefore - ledgerRecords.count, errors: errorsDeleted)
    }

    // MARK: Errors

    public func recordError(_ error: InstanceError) throws {
        _ = try finite(error.time)
        guard widgets[error.instanceID] != nil else { throw WidgetStoreError.instanceNotFound(error.instanceID) }
        var error = error
        error.sequence = nextSequence
        nextSequence += 1
        var list = errorsByInstance[error.instanceID, default: []]
        list.append(error)
        if list.count > WidgetStoreLimits.errorsKeptPerInstance {
            list.removeFirst(list.count - WidgetStoreLimits.errorsKeptPerInstance)
        }
        errorsByInstance[error.instanceID] = list
    }

    public func errors(instanceID: String?, limit: Int?) throws -> [InstanceError] {
        if let limit, limit < 0 { throw WidgetStoreError.invalidArgument("limit \(limit) is negative") }
        var selected: [InstanceError]
        if let instanceID {
            guard widgets[instanceID] != nil else { throw WidgetStoreError.instanceNotFound(instanceID) }
            selected = errorsByInstance[instanceID] ?? []
        } else {
            selected = errorsByInstance.values.flatMap { $0 }
        }
        selected.sort { ($0.sequence ?? 0) > ($1.sequence ?? 0) }
        if let limit, selected.count > limit { selected.removeSubrange(limit...) }
        return selected
    }

    public func clearErrors(instanceID: String) throws {
        guard widgets[instanceID] != nil else { throw WidgetStoreError.instanceNotFound(instanceID) }
        errorsByInstance[instanceID] = nil
    }

    // MARK: Helpers

    private func finite(_ date: Date) throws -> Date {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { throw WidgetStoreError.invalidArgument("time \(seconds) is not finite") }
        return date
    }

    private func placed(_ widget: PlacedWidget) -> PlacedWidget {
        var widget = widget
        widget.position = positions[widget.id] ?? widget.position
        return widget
    }

    /// Drops everything kept for a widget except its place in `order` and its ledger records.
    private func forget(_ id: String) {
        widgets[id] = nil
        positions[id] = nil
        timelines[id] = nil
        errorsByInstance[id] = nil
    }

    private func reindex(from start: Int) {
        for index in start..<order.count { positions[order[index]] = index }
    }
}
