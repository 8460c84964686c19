import Foundation
import GRDB
import WidgetryWire

/// The home screen's pages and a placed widget's family (resizing moves it between the home
/// screen's pages and the lock screen).
extension SQLiteWidgetStore {
    public func setFamily(instanceID: String, family: String) async throws -> PlacedWidget {
        try StoreArguments.requireNonEmpty(family, "family")
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            let current = try Self.fetchInstance(db, id: instanceID)
            // A widget that stays on the home screen keeps its page.
            let staysOnItsScreen = StoreArguments.isAccessory(family) == StoreArguments.isAccessory(current.family)
            let page = staysOnItsScreen ? current.pageID : try Self.pageFor(family: family, db)
            // A stack holds one size: a resized widget leaves its stack.
            if let stack = current.stackID, family != current.family { try Self.leaveStack(db, instanceID: instanceID, stackID: stack) }
            try db.execute(
                sql: "UPDATE instance SET family = ?, pageId = ?, updatedAt = ? WHERE id = ?",
                arguments: [family, page, now, instanceID])
            if page != current.pageID { try Self.moveToEnd(db, instanceID: instanceID) }
            return try Self.fetchInstance(db, id: instanceID)
        }
    }

    public func pages() async throws -> [HomePage] {
        try await read { db in try Self.fetchPages(db) }
    }

    public func addPage(id: String?, name: String) async throws -> HomePage {
        let id = id ?? StoreArguments.newID()
        try StoreArguments.requireNonEmpty(id, "page id")
        let name = try HomePage.validName(name)
        let now = try StoreArguments.time(options.clock())
        return try await write { db in
            if try Self.fetchPage(db, id: id) != nil { throw WidgetStoreError.invalidArgument("a page with id \(id) already exists") }
            try HomeScreenLimits.requireRoom(Int.fetchOne(db, sql: "SELECT COUNT(*) FROM page") ?? 0, below: HomeScreenLimits.pages, for: "pages")
            let position = try Int.fetchOne(db, sql: "SELECT COALESCE(MAX(position) + 1, 0) FROM page") ?? 0
            try db.execute(
                sql: "INSERT INTO page (id, name, position, createdAt) VALUES (?, ?, ?, ?)", arguments: [id, name, position, now])
            return HomePage(id: id, name: name, position: position)
        }
    }

    public func renamePage(id: String, name: String) async throws -> HomePage {
        let name = try HomePage.validName(name)
        return try await write { db in
            try db.execute(sql: "UPDATE page SET name = ? WHERE id = ?", arguments: [name, id])
            guard let page = try Self.fetchPage(db, id: id) else { throw WidgetStoreError.pageNotFound(id) }
            return page
        }
    }

    public func deletePage(id: String) async throws {
        try await write { db in
            guard try Self.fetchPage(db, id: id) != nil else { throw WidgetStoreError.pageNotFound(id) }
            guard try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM page") ?? 0 > 1 else {
                throw WidgetStoreError.invalidArgument("the home screen keeps at least one page")
            }
            try db.execute(sql: "DELETE FROM ledger WHERE instanceId IN (SELECT id FROM instance WHERE pageId = ?)", arguments: [id])
            try db.execute(sql: "DELETE FROM instance WHERE pageId = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM page WHERE id = ?", arguments: [id])
            try Self.compactPositions(db)
            try Self.setPositions(db, table: "page", ids: try Self.fetchPages(db).map(\.id))
        }
    }

    public func reorderPages(_ ids: [String]) async throws {
        try await write { db in
            try StoreArguments.requireOrder(
                ids, of: Set(try Self.fetchPages(db).map(\.id)), what: "page", notFound: WidgetStoreError.pageNotFound)
            try Self.setPositions(db, table: "page", ids: ids)
        }
    }

    public func movePage(instanceID: String, to pageID: String) async throws {
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            let current = try Self.fetchInstance(db, id: instanceID)
            guard try Self.fetchPage(db, id: pageID) != nil else { throw WidgetStoreError.pageNotFound(pageID) }
            guard !StoreArguments.isAccessory(current.family) else {
                throw WidgetStoreError.invalidArgument("a lock-screen widget is on no page")
            }
            guard current.pageID != pageID else { return }
            if let stack = current.stackID { try Self.leaveStack(db, instanceID: instanceID, stackID: stack) }
            try db.execute(sql: "UPDATE instance SET pageId = ?, updatedAt = ? WHERE id = ?", arguments: [pageID, now, instanceID])
            try Self.moveToEnd(db, instanceID: instanceID)
        }
    }

    public func replaceHomeScreen(pages: [HomePage], widgets: [NewPlacedWidget], controls: [NewPlacedControl]?) async throws {
        let (pages, prepared) = try StoreArguments.homeScreen(pages: pages, widgets: widgets)
        let controls = try StoreArguments.importedControls(controls)
        let now = try StoreArguments.time(options.clock())
        try await write { db in
            try db.execute(sql: "DELETE FROM ledger WHERE instanceId IN (SELECT id FROM instance)")
            try db.execute(sql: "DELETE FROM instance")
            try db.execute(sql: "DELETE FROM page")
            for (position, page) in pages.enumerated() {
                try db.execute(
                    sql: "INSERT INTO page (id, name, position, createdAt) VALUES (?, ?, ?, ?)", arguments: [page.id, page.name, position, now])
            }
            for (position, (widget, values, missing)) in prepared.enumerated() {
                _ = try Self.fetchExtension(db, id: widget.extensionID)
                if let page = widget.pageID, try Self.fetchPage(db, id: page) == nil { throw WidgetStoreError.pageNotFound(page) }
                let lockScreen = StoreArguments.isAccessory(widget.family)
                try db.execute(
                    sql: """
                        INSERT INTO instance (id, extensionId, kind, family, position, missingParameters, missingEntities,
                            isVisible, createdAt, updatedAt, pageId, stackId)
                        VALUES (?, ?, ?, ?, ?, ?, '{}', 1, ?, ?, ?, ?)
                        """,
                    arguments: [
                        widget.id, widget.extensionID, widget.kind, widget.family, position, missing, now, now,
                        lockScreen ? nil : widget.pageID, lockScreen ? nil : widget.stackID,
                    ])
                try Self.insertConfiguration(db, instanceID: widget.id, values: values)
            }
            guard let controls else { return }
            try db.execute(sql: "DELETE FROM placed_control")
            for (position, (control, configuration, missing)) in controls.enumerated() {
                _ = try Self.fetchExtension(db, id: control.extensionID)
                guard try Int.fetchOne(db, sql: "SELECT 1 FROM placed_control WHERE id = ?", arguments: [control.id]) == nil else {
                    throw WidgetStoreError.duplicateControl(control.id)
                }
                try db.execute(
                    sql: """
                        INSERT INTO placed_control (id, extensionId, kind, position, configuration, missingParameters, createdAt, updatedAt)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?)
                        """, arguments: [control.id, control.extensionID, control.kind, position, configuration, missing, now, now])
                if let slot = control.slot {
                    try db.execute(sql: "INSERT INTO control_slot (slot, controlId) VALUES (?, ?)", arguments: [slot.rawValue, control.id])
                }
            }
            // The push tokens of controls the file does not keep name nothing now.
            try db.execute(sql: "DELETE FROM push_token WHERE purpose LIKE 'control:%' AND substr(purpose, 9) NOT IN (SELECT id FROM placed_control)")
        }
    }

    // MARK: Rows

    /// The page a newly placed (or resized) widget of `family` goes on: the first page for the
    /// home screen, none for the lock screen.
    static func pageFor(family: String, _ db: Database) throws -> String? {
        guard !StoreArguments.isAccessory(family) else { return nil }
        guard let first = try String.fetchOne(db, sql: "SELECT id FROM page ORDER BY position LIMIT 1") else {
            throw WidgetStoreError.corruptData("the home screen has no page")
        }
        return first
    }

    static func fetchPages(_ db: Database) throws -> [HomePage] {
        try Row.fetchAll(db, sql: "SELECT id, name, position FROM page ORDER BY position").map {
            HomePage(id: $0["id"], name: $0["name"], position: $0["position"])
        }
    }

    static func fetchPage(_ db: Database, id: String) throws -> HomePage? {
        try Row.fetchOne(db, sql: "SELECT id, name, position FROM page WHERE id = ?", arguments: [id]).map {
            HomePage(id: $0["id"], name: $0["name"], position: $0["position"])
        }
    }

    /// Gives the rows of `table` named by `ids` the positions 0..<n in that order (as
    /// PostgreSQL's store does with its `setPositions`).
    static func setPositions(_ db: Database, table: String, ids: [String]) throws {
        let statement = try db.cachedStatement(sql: "UPDATE \(table) SET position = ? WHERE id = ?")
        for (position, id) in ids.enumerated() { try statement.execute(arguments: [position, id]) }
    }

    /// Gives the widget the last position (the others close the gap).
    static func moveToEnd(_ db: Database, instanceID: String) throws {
        guard let from = try Int.fetchOne(db, sql: "SELECT position FROM instance WHERE id = ?", arguments: [instanceID]) else {
            throw WidgetStoreError.instanceNotFound(instanceID)
        }
        try move(db, instanceID: instanceID, from: from, to: try Int.fetchOne(db, sql: "SELECT MAX(position) FROM instance") ?? from)
    }
}
