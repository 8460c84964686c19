import Foundation
import PostgresNIO
import WidgetryWire

/// Smart Stacks: which placed widgets share one place on the grid. Both methods change the
/// layout, so they hold the layout lock.
extension PostgresWidgetStore {
    public func stack(instanceID: String, onto targetID: String) async throws -> String {
        guard instanceID != targetID else { throw WidgetStoreError.invalidArgument("a widget cannot be stacked onto itself") }
        let now = try StoreArguments.time(options.clock())
        return try await write(lockingLayout: true) { sql in
            let widget = try await Self.fetchInstance(sql, id: instanceID)
            let target = try await Self.fetchInstance(sql, id: targetID)
            try StackRule.check(widget, onto: target)
            if let old = widget.stackID, old != target.stackID {
                try await Self.leaveStack(sql, instanceID: instanceID, stackID: old)
            }
            let stackID = target.stackID ?? target.id
            try await sql.execute("UPDATE instance SET stack_id = \(stackID), updated_at = \(now) WHERE id = \(targetID)")
            try await sql.execute("UPDATE instance SET stack_id = \(stackID), updated_at = \(now) WHERE id = \(instanceID)")
            // Right after the stack's last member (other than itself).
            let last =
                try await sql.value(
                    "SELECT MAX(position) FROM instance WHERE stack_id = \(stackID) AND id <> \(instanceID)", as: Int?.self) ?? nil
            try await Self.move(sql, instanceID: instanceID, after: last ?? 0)
            return stackID
        }
    }

    public func unstack(instanceID: String) async throws {
        try await write(lockingLayout: true) { sql in
            let widget = try await Self.fetchInstance(sql, id: instanceID)
            guard let stackID = widget.stackID else { return }
            try await Self.leaveStack(sql, instanceID: instanceID, stackID: stackID)
        }
    }

    /// Takes the widget out of `stackID`; a member left alone leaves it too.
    static func leaveStack(_ sql: PostgresSQL, instanceID: String, stackID: String) async throws {
        try await sql.execute("UPDATE instance SET stack_id = NULL WHERE id = \(instanceID)")
        let left = try await sql.strings("SELECT id FROM instance WHERE stack_id = \(stackID)")
        if left.count == 1 { try await sql.execute("UPDATE instance SET stack_id = NULL WHERE id = \(left[0])") }
    }

    /// Moves the widget to just after position `anchor` (the others close and open the gap).
    static func move(_ sql: PostgresSQL, instanceID: String, after anchor: Int) async throws {
        guard let from = try await position(sql, of: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
        try await move(sql, instanceID: instanceID, from: from, to: from > anchor ? anchor + 1 : anchor)
    }
}
