import Foundation
import GRDB
import WidgetryWire

/// Placed controls (table `placed_control`, migration v7).
extension SQLiteWidgetStore {
    public func placeControl(
        id: String?, extensionID: String, kind: String, configuration: WidgetryWire.Configuration, missingParameters: [String]
    ) async throws -> PlacedControl {
        try StoreArguments.requireNonEmpty(kind, "kind")
        let id = id ?? StoreArguments.newID()
        try StoreArguments.requireNonEmpty(id, "id")
        let columns = try StoreArguments.controlColumns(configuration: configuration, missingParameters: missingParameters)
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM extension WHERE id = ?", arguments: [extensionID]) != nil else {
                throw WidgetStoreError.extensionNotFound(extensionID)
            }
            guard try Int.fetchOne(db, sql: "SELECT 1 FROM placed_control WHERE id = ?", arguments: [id]) == nil else {
                throw WidgetStoreError.duplicateControl(id)
            }
            let position = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM placed_control") ?? 0
            try HomeScreenLimits.requireRoom(position, below: HomeScreenLimits.controls, for: "controls")
            try db.execute(
                sql: """
                    INSERT INTO placed_control (id, extensionId, kind, position, configuration, missingParameters, createdAt, updatedAt)
                    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                    """, arguments: [id, extensionID, kind, position, columns.configuration, columns.missing, now, now])
            return try Self.fetchControl(db, id: id)
        }
    }

    public func controls(extensionID: String?) async throws -> [PlacedControl] {
        try await read { db in
            let rows =
                if let extensionID {
                    try Row.fetchAll(db, sql: "SELECT * FROM placed_control WHERE extensionId = ? ORDER BY position", arguments: [extensionID])
                } else {
                    try Row.fetchAll(db, sql: "SELECT * FROM placed_control ORDER BY position")
                }
            return try rows.map(Self.placedControl)
        }
    }

    public func control(id: String) async throws -> PlacedControl {
        try await read { db in try Self.fetchControl(db, id: id) }
    }

    public func updateControlConfiguration(id: String, configuration: WidgetryWire.Configuration, missingParameters: [String]) async throws -> PlacedControl {
        let columns = try StoreArguments.controlColumns(configuration: configuration, missingParameters: missingParameters)
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            try db.execute(
                sql: "UPDATE placed_control SET configuration = ?, missingParameters = ?, updatedAt = ? WHERE id = ?",
                arguments: [columns.configuration, columns.missing, now, id])
            guard db.changesCount > 0 else { throw WidgetStoreError.controlNotFound(id) }
            return try Self.fetchControl(db, id: id)
        }
    }

    public func deleteControl(id: String) async throws {
        try await write { db in
            guard let position = try Int.fetchOne(db, sql: "SELECT position FROM placed_control WHERE id = ?", arguments: [id]) else {
                throw WidgetStoreError.controlNotFound(id)
            }
            try db.execute(sql: "DELETE FROM placed_control WHERE id = ?", arguments: [id])
            // Its push token names nothing now: a push to it is an unknown token.
            try db.execute(sql: "DELETE FROM push_token WHERE purpose = ?", arguments: [PushTokenPurpose.control(id).description])
            try db.execute(sql: "UPDATE placed_control SET position = position - 1 WHERE position > ?", arguments: [position])
        }
    }

    public func reorderControls(_ ids: [String]) async throws {
        try await write { db in
            try StoreArguments.requireOrder(
                ids, of: Set(try String.fetchAll(db, sql: "SELECT id FROM placed_control")), what: "placed control",
                notFound: WidgetStoreError.controlNotFound)
            try Self.setPositions(db, table: "placed_control", ids: ids)
        }
    }

    public func controlSlots() async throws -> [ControlSlot: String] {
        try await read { db in
            var slots: [ControlSlot: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT slot, controlId FROM control_slot") {
                if let slot = ControlSlot(rawValue: row["slot"]) { slots[slot] = row["controlId"] }
            }
            return slots
        }
    }

    public func setControlSlot(_ slot: ControlSlot, controlID: String?) async throws {
        try await write { db in
            try db.execute(sql: "DELETE FROM control_slot WHERE slot = ?", arguments: [slot.rawValue])
            guard let controlID else { return }
            _ = try Self.fetchControl(db, id: controlID)
            try db.execute(sql: "DELETE FROM control_slot WHERE controlId = ?", arguments: [controlID])
            try db.execute(sql: "INSERT INTO control_slot (slot, controlId) VALUES (?, ?)", arguments: [slot.rawValue, controlID])
        }
    }

    /// Positions 0..<n again after controls were deleted (with their extension).
    static func compactControlPositions(_ db: Database) throws {
        let ids = try String.fetchAll(db, sql: "SELECT id FROM placed_control ORDER BY position, createdAt, id")
        for (index, id) in ids.enumerated() {
            try db.execute(sql: "UPDATE placed_control SET position = ? WHERE id = ? AND position <> ?", arguments: [index, id, index])
        }
    }

    static func fetchControl(_ db: Database, id: String) throws -> PlacedControl {
        guard let row = try Row.fetchOne(db, sql: "SELECT * FROM placed_control WHERE id = ?", arguments: [id]) else {
            throw WidgetStoreError.controlNotFound(id)
        }
        return try placedControl(row)
    }

    static func placedControl(_ row: Row) throws -> PlacedControl {
        try StoreArguments.placedControl(
            id: row["id"], extensionID: row["extensionId"], kind: row["kind"], position: row["position"], configuration: row["configuration"],
            missing: row["missingParameters"], createdAt: row["createdAt"], updatedAt: row["updatedAt"])
    }
}
