import Foundation
import PostgresNIO
import WidgetryWire

/// Placed controls (table `placed_control`, migration v7). Placing and deleting change the
/// controls' order, so they hold the layout lock.
extension PostgresWidgetStore {
    public func placeControl(
        id: String?, extensionID: String, kind: String, configuration: Configuration, missingParameters: [String]
    ) async throws -> PlacedControl {
        try StoreArguments.requireNonEmpty(kind, "kind")
        let id = id ?? StoreArguments.newID()
        try StoreArguments.requireNonEmpty(id, "id")
        let columns = try StoreArguments.controlColumns(configuration: configuration, missingParameters: missingParameters)
        let now = try StoreArguments.time(options.clock())
        return try await write(lockingLayout: true) { sql in
            guard try await sql.exists("SELECT 1 FROM extension WHERE id = \(extensionID) FOR KEY SHARE") else {
                throw WidgetStoreError.extensionNotFound(extensionID)
            }
            guard try await !sql.exists("SELECT 1 FROM placed_control WHERE id = \(id)") else {
                throw WidgetStoreError.duplicateControl(id)
            }
            let position = try await sql.value("SELECT COUNT(*) FROM placed_control", as: Int.self) ?? 0
            try HomeScreenLimits.requireRoom(position, below: HomeScreenLimits.controls, for: "controls")
            try await sql.execute(
                """
                INSERT INTO placed_control (id, extension_id, kind, position, configuration, missing_parameters, created_at, updated_at)
                VALUES (\(id), \(extensionID), \(kind), \(position), \(columns.configuration), \(columns.missing), \(now), \(now))
                """)
            return try await Self.fetchControl(sql, id: id)
        }
    }

    public func controls(extensionID: String?) async throws -> [PlacedControl] {
        try await single { sql in
            let rows =
                if let extensionID {
                    try await sql.rows("SELECT \(unescaped: Self.controlColumns) FROM placed_control WHERE extension_id = \(extensionID) ORDER BY position")
                } else {
                    try await sql.rows("SELECT \(unescaped: Self.controlColumns) FROM placed_control ORDER BY position")
                }
            return try rows.map(Self.placedControl)
        }
    }

    public func control(id: String) async throws -> PlacedControl {
        try await single { sql in try await Self.fetchControl(sql, id: id) }
    }

    public func updateControlConfiguration(id: String, configuration: Configuration, missingParameters: [String]) async throws -> PlacedControl {
        let columns = try StoreArguments.controlColumns(configuration: configuration, missingParameters: missingParameters)
        let now = try StoreArguments.time(options.clock())
        return try await write { sql in
            guard
                try await sql.exists(
                    """
                    UPDATE placed_control SET configuration = \(columns.configuration), missing_parameters = \(columns.missing),
                    updated_at = \(now) WHERE id = \(id) RETURNING 1
                    """)
            else { throw WidgetStoreError.controlNotFound(id) }
            return try await Self.fetchControl(sql, id: id)
        }
    }

    public func deleteControl(id: String) async throws {
        try await write(lockingLayout: true) { sql in
            guard let position = try await sql.value("DELETE FROM placed_control WHERE id = \(id) RETURNING position", as: Int.self) else {
                throw WidgetStoreError.controlNotFound(id)
            }
            try await sql.execute("UPDATE placed_control SET position = position - 1 WHERE position > \(position)")
            // Its push token names nothing now: a push to it is an unknown token.
            try await sql.execute("DELETE FROM push_token WHERE purpose = \(PushTokenPurpose.control(id).description)")
        }
    }

    public func reorderControls(_ ids: [String]) async throws {
        try await write(lockingLayout: true) { sql in
            try StoreArguments.requireOrder(
                ids, of: Set(try await sql.strings("SELECT id FROM placed_control")), what: "placed control",
                notFound: WidgetStoreError.controlNotFound)
            try await Self.setPositions(sql, table: "placed_control", ids: ids)
        }
    }

    public func controlSlots() async throws -> [ControlSlot: String] {
        try await single { sql in
            var slots: [ControlSlot: String] = [:]
            for row in try await sql.rows("SELECT slot, control_id FROM control_slot") {
                let (slot, controlID) = try row.decode((String, String).self)
                if let slot = ControlSlot(rawValue: slot) { slots[slot] = controlID }
            }
            return slots
        }
    }

    public func setControlSlot(_ slot: ControlSlot, controlID: String?) async throws {
        try await write(lockingLayout: true) { sql in
            try await sql.execute("DELETE FROM control_slot WHERE slot = \(slot.rawValue)")
            guard let controlID else { return }
            _ = try await Self.fetchControl(sql, id: controlID)
            try await sql.execute("DELETE FROM control_slot WHERE control_id = \(controlID)")
            try await sql.execute("INSERT INTO control_slot (slot, control_id) VALUES (\(slot.rawValue), \(controlID))")
        }
    }

    /// Positions 0..<n again after controls were deleted (with their extension).
    static func compactControlPositions(_ sql: PostgresSQL) async throws {
        try await sql.execute(
            """
            UPDATE placed_control SET position = ranked.rank
            FROM (SELECT id, ROW_NUMBER() OVER (ORDER BY position, created_at, id COLLATE "C") - 1 AS rank FROM placed_control) ranked
            WHERE placed_control.id = ranked.id AND placed_control.position <> ranked.rank
            """)
    }

    static let controlColumns = "id, extension_id, kind, position, configuration, missing_parameters, created_at, updated_at"

    static func fetchControl(_ sql: PostgresSQL, id: String) async throws -> PlacedControl {
        guard let row = try await sql.rows("SELECT \(unescaped: controlColumns) FROM placed_control WHERE id = \(id)").first else {
            throw WidgetStoreError.controlNotFound(id)
        }
        return try placedControl(row)
    }

    static func placedControl(_ row: PostgresRow) throws -> PlacedControl {
        let (id, extensionID, kind, position, configuration, missing, created, updated) = try row.decode(
            (String, String, String, Int, String, String, Double, Double).self)
        return try StoreArguments.placedControl(
            id: id, extensionID: extensionID, kind: kind, position: position, configuration: configuration, missing: missing,
            createdAt: created, updatedAt: updated)
    }
}
