import Foundation
import GRDB
import WidgetryWire

/// Smart Stacks: which placed widgets share one place on the grid.
extension SQLiteWidgetStore {
    public func stack(instanceID: String, onto targetID: String) async throws -> String {
        guard instanceID != targetID else { throw WidgetStoreError.invalidArgument("a widget cannot be stacked onto itself") }
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            let widget = try Self.fetchInstance(db, id: instanceID)
            let target = try Self.fetchInstance(db, id: targetID)
            try StackRule.check(widget, onto: target)
            if let old = widget.stackID, old != target.stackID { try Self.leaveStack(db, instanceID: instanceID, stackID: old) }
            let stackID = target.stackID ?? target.id
            try db.execute(sql: "UPDATE instance SET stackId = ?, updatedAt = ? WHERE id = ?", arguments: [stackID, now, targetID])
            try db.execute(sql: "UPDATE instance SET stackId = ?, updatedAt = ? WHERE id = ?", arguments: [stackID, now, instanceID])
            // Right after the stack's last member (other than itself).
            let last = try Int.fetchOne(
                db, sql: "SELECT MAX(position) FROM instance WHERE stackId = ? AND id != ?", arguments: [stackID, instanceID]) ?? 0
            try Self.move(db, instanceID: instanceID, after: last)
            return stackID
        }
    }

    public func unstack(instanceID: String) async throws {
        try await write { db in
            let widget = try Self.fetchInstance(db, id: instanceID)
            guard let stackID = widget.stackID else { return }
            try Self.leaveStack(db, instanceID: instanceID, stackID: stackID)
        }
    }

    /// Takes the widget out of `stackID`; a member left alone leaves it too.
    static func leaveStack(_ db: Database, instanceID: String, stackID: String) throws {
        try db.execute(sql: "UPDATE instance SET stackId = NULL WHERE id = ?", arguments: [instanceID])
        let left = try String.fetchAll(db, sql: "SELECT id FROM instance WHERE stackId = ?", arguments: [stackID])
        if left.count == 1 { try db.execute(sql: "UPDATE instance SET stackId = NULL WHERE id = ?", arguments: [left[0]]) }
    }

    /// Moves the widget to just after position `anchor` (the others close and open the gap).
    static func move(_ db: Database, instanceID: String, after anchor: Int) throws {
        guard let from = try Int.fetchOne(db, sql: "SELECT position FROM instance WHERE id = ?", arguments: [instanceID]) else {
            throw WidgetStoreError.instanceNotFound(instanceID)
        }
        try move(db, instanceID: instanceID, from: from, to: from > anchor ? anchor + 1 : anchor)
    }
}
