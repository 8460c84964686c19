import Foundation
import PostgresNIO
import WidgetryWire

/// The home screen's pages, a placed widget's family (resizing moves it between the home
/// screen's pages and the lock screen) and replacing the whole home screen. Every method here
/// changes the layout, so it holds the layout lock.
extension PostgresWidgetStore {
    public func setFamily(instanceID: String, family: String) async throws -> PlacedWidget {
        try StoreArguments.requireNonEmpty(family, "family")
        let now = try StoreArguments.time(options.clock())
        return try await write(lockingLayout: true) { sql in
            let current = try await Self.fetchInstance(sql, id: instanceID)
            // A widget that stays on the home screen keeps its page.
            let staysOnItsScreen = StoreArguments.isAccessory(family) == StoreArguments.isAccessory(current.family)
            let page = staysOnItsScreen ? current.pageID : try await Self.pageFor(family: family, sql)
            // A stack holds one size: a resized widget leaves its stack.
            if let stack = current.stackID, family != current.family {
                try await Self.leaveStack(sql, instanceID: instanceID, stackID: stack)
            }
            try await sql.execute(
                "UPDATE instance SET family = \(family), page_id = \(page), updated_at = \(now) WHERE id = \(instanceID)")
            if page != current.pageID { try await Self.moveToEnd(sql, instanceID: instanceID) }
            return try await Self.fetchInstance(sql, id: instanceID)
        }
    }

    public func pages() async throws -> [HomePage] {
        try await single { sql in try await Self.fetchPages(sql) }
    }

    public func addPage(id: String?, name: String) async throws -> HomePage {
        let id = id ?? StoreArguments.newID()
        try StoreArguments.requireNonEmpty(id, "page id")
        let name = try HomePage.validName(name)
        let now = try StoreArguments.time(options.clock())
        return try await write(lockingLayout: true) { sql in
            if try await Self.fetchPage(sql, id: id) != nil {
                throw WidgetStoreError.invalidArgument("a page with id \(id) already exists")
            }
            try HomeScreenLimits.requireRoom(
                try await sql.value("SELECT COUNT(*) FROM page", as: Int.self) ?? 0, below: HomeScreenLimits.pages, for: "pages")
            let position = try await sql.value("SELECT COALESCE(MAX(position) + 1, 0) FROM page", as: Int.self) ?? 0
            try await sql.execute(
                "INSERT INTO page (id, name, position, created_at) VALUES (\(id), \(name), \(position), \(now))")
            return HomePage(id: id, name: name, position: position)
        }
    }

    public func renamePage(id: String, name: String) async throws -> HomePage {
        let name = try HomePage.validName(name)
        let renamed = try await single { sql in
            try await sql.rows("UPDATE page SET name = \(name) WHERE id = \(id) RETURNING id, name, position").first
                .map(Self.homePage)
        }
        guard let renamed else { throw WidgetStoreError.pageNotFound(id) }
        return renamed
    }

    public func deletePage(id: String) async throws {
        try await write(lockingLayout: true) { sql in
            guard try await Self.fetchPage(sql, id: id) != nil else { throw WidgetStoreError.pageNotFound(id) }
            guard try await sql.value("SELECT COUNT(*) FROM page", as: Int.self) ?? 0 > 1 else {
                throw WidgetStoreError.invalidArgument("the home screen keeps at least one page")
            }
            try await sql.execute("DELETE FROM ledger WHERE instance_id IN (SELECT id FROM instance WHERE page_id = \(id))")
            try await sql.execute("DELETE FROM instance WHERE page_id = \(id)")
            try await sql.execute("DELETE FROM page WHERE id = \(id)")
            try await Self.compactPositions(sql)
            try await Self.setPositions(sql, table: "page", ids: try await Self.fetchPages(sql).map(\.id))
        }
    }

    public func reorderPages(_ ids: [String]) async throws {
        try await write(lockingLayout: true) { sql in
            try StoreArguments.requireOrder(
                ids, of: Set(try await Self.fetchPages(sql).map(\.id)), what: "page", notFound: WidgetStoreError.pageNotFound)
            try await Self.setPositions(sql, table: "page", ids: ids)
        }
    }

    public func movePage(instanceID: String, to pageID: String) async throws {
        let now = try StoreArguments.time(options.clock())
        try await write(lockingLayout: true) { sql in
            let current = try await Self.fetchInstance(sql, id: instanceID)
            guard try await Self.fetchPage(sql, id: pageID) != nil else { throw WidgetStoreError.pageNotFound(pageID) }
            guard !StoreArguments.isAccessory(current.family) else {
                throw WidgetStoreError.invalidArgument("a lock-screen widget is on no page")
            }
            guard current.pageID != pageID else { return }
            if let stack = current.stackID { try await Self.leaveStack(sql, instanceID: instanceID, stackID: stack) }
            try await sql.execute("UPDATE instance SET page_id = \(pageID), updated_at = \(now) WHERE id = \(instanceID)")
            try await Self.moveToEnd(sql, instanceID: instanceID)
        }
    }

    public func replaceHomeScreen(pages: [HomePage], widgets: [NewPlacedWidget], controls: [NewPlacedControl]?) async throws {
        let (pages, prepared) = try StoreArguments.homeScreen(pages: pages, widgets: widgets)
        let controls = try StoreArguments.importedControls(controls)
        let now = try StoreArguments.time(options.clock())
        try await write(lockingLayout: true) { sql in
            try await sql.execute("DELETE FROM ledger WHERE instance_id IN (SELECT id FROM instance)")
            try await sql.execute("DELETE FROM instance")
            try await sql.execute("DELETE FROM page")
            for (position, page) in pages.enumerated() {
                try await sql.execute(
                    "INSERT INTO page (id, name, position, created_at) VALUES (\(page.id), \(page.name), \(position), \(now))")
            }
            for (position, (widget, values, missing)) in prepared.enumerated() {
                _ = try await Self.fetchExtension(sql, id: widget.extensionID)
                if let page = widget.pageID, try await Self.fetchPage(sql, id: page) == nil {
                    throw WidgetStoreError.pageNotFound(page)
                }
                let lockScreen = StoreArguments.isAccessory(widget.family)
                let page = lockScreen ? nil : widget.pageID
                let stack = lockScreen ? nil : widget.stackID
                try await sql.execute(
                    """
                    INSERT INTO instance (id, extension_id, kind, family, position, missing_parameters, missing_entities,
                        is_visible, created_at, updated_at, page_id, stack_id)
                    VALUES (\(widget.id), \(widget.extensionID), \(widget.kind), \(widget.family), \(position), \(missing), '{}',
                        true, \(now), \(now), \(page), \(stack))
                    """)
                try await Self.insertConfiguration(sql, instanceID: widget.id, values: values)
            }
            guard let controls else { return }
            try await sql.execute("DELETE FROM placed_control")
            for (position, (control, configuration, missing)) in controls.enumerated() {
                _ = try await Self.fetchExtension(sql, id: control.extensionID)
                guard try await !sql.exists("SELECT 1 FROM placed_control WHERE id = \(control.id)") else {
                    throw WidgetStoreError.duplicateControl(control.id)
                }
                try await sql.execute(
                    """
                    INSERT INTO placed_control (id, extension_id, kind, position, configuration, missing_parameters, created_at, updated_at)
                    VALUES (\(control.id), \(control.extensionID), \(control.kind), \(position), \(configuration), \(missing), \(now), \(now))
                    """)
                if let slot = control.slot {
                    try await sql.execute("INSERT INTO control_slot (slot, control_id) VALUES (\(slot.rawValue), \(control.id))")
                }
            }
            // The push tokens of controls the file does not keep name nothing now.
            try await sql.execute("DELETE FROM push_token WHERE purpose LIKE 'control:%' AND substr(purpose, 9) NOT IN (SELECT id FROM placed_control)")
        }
    }

    // MARK: Rows

    /// The page a newly placed (or resized) widget of `family` goes on: the first page for the
    /// home screen, none for the lock screen.
    static func pageFor(family: String, _ sql: PostgresSQL) async throws -> String? {
        guard !StoreArguments.isAccessory(family) else { return nil }
        guard let first = try await sql.value("SELECT id FROM page ORDER BY position LIMIT 1", as: String.self) else {
            throw WidgetStoreError.corruptData("the home screen has no page")
        }
        return first
    }

    static func homePage(_ row: PostgresRow) throws -> HomePage {
        let (id, name, position) = try row.decode((String, String, Int).self)
        return HomePage(id: id, name: name, position: position)
    }

    static func fetchPages(_ sql: PostgresSQL) async throws -> [HomePage] {
        try await sql.rows("SELECT id, name, position FROM page ORDER BY position").map(homePage)
    }

    static func fetchPage(_ sql: PostgresSQL, id: String) async throws -> HomePage? {
        try await sql.rows("SELECT id, name, position FROM page WHERE id = \(id)").first.map(homePage)
    }

    /// Gives the widget the last position (the others close the gap).
    static func moveToEnd(_ sql: PostgresSQL, instanceID: String) async throws {
        guard let from = try await position(sql, of: instanceID) else { throw WidgetStoreError.instanceNotFound(instanceID) }
        let last = try await sql.value("SELECT MAX(position) FROM instance", as: Int?.self) ?? nil
        try await move(sql, instanceID: instanceID, from: from, to: last ?? from)
    }
}
