import Foundation
import WidgetryStore
import WidgetryWire

/// A whole home screen as one JSON file — its pages, their widgets in order (with their Smart
/// Stacks) and the lock screen's, and the Control Center's placed controls in order, each with its
/// configuration — for `GET /api/export` and `POST /api/import`. Placed-widget and control ids,
/// timelines and history are not in it: an import places new widgets and controls.
public struct HomeScreenFile: Codable, Sendable, Hashable {
    /// Always ``formatName``: says what the file is.
    public var format: String
    /// ``currentVersion``; a file of a later version is refused.
    public var version: Int
    public var exportedAt: Date?
    public var pages: [Page]
    /// Every widget in home-screen order; a lock-screen (accessory) widget has no page.
    public var widgets: [Widget]
    /// The placed controls in order. A file without them (written before controls were
    /// exported) leaves the placed controls as they are when imported; an empty list removes them.
    public var controls: [Control]?

    public struct Page: Codable, Sendable, Hashable {
        /// The page's id within the file (widgets name it); a new id is given on import.
        public var id: String
        public var name: String

        public init(id: String, name: String) {
            self.id = id
            self.name = name
        }
    }

    public struct Widget: Codable, Sendable, Hashable {
        public var extensionID: String
        public var kind: String
        public var family: String
        /// The id of its page in this file; absent for a lock-screen widget.
        public var page: String?
        /// The id of its Smart Stack in this file, if it is in one.
        public var stack: String?
        public var configuration: Configuration

        public init(extensionID: String, kind: String, family: String, page: String?, stack: String? = nil, configuration: Configuration) {
            self.extensionID = extensionID
            self.kind = kind
            self.family = family
            self.page = page
            self.stack = stack
            self.configuration = configuration
        }
    }

    public static let formatName = "widgetry-home-screen"
    public static let currentVersion = 1

    public init(exportedAt: Date?, pages: [Page], widgets: [Widget], controls: [Control]? = nil) {
        format = Self.formatName
        version = Self.currentVersion
        self.exportedAt = exportedAt
        self.pages = pages
        self.widgets = widgets
        self.controls = controls
    }
}

extension WidgetHost {
    /// The home screen as a file.
    public func exportHomeScreen() async throws(HostError) -> HomeScreenFile {
        let pages = try await pages()
        let widgets = try await instances()
        let controls = try await placedControls()
        let slots = try await controlSlots()
        return HomeScreenFile(
            exportedAt: clock.now, pages: pages.map { HomeScreenFile.Page(id: $0.id, name: $0.name) },
            widgets: widgets.map {
                HomeScreenFile.Widget(
                    extensionID: $0.extensionID, kind: $0.kind, family: $0.family, page: $0.pageID, stack: $0.stackID,
                    configuration: $0.configuration)
            },
            controls: controls.map { control in
                HomeScreenFile.Control(
                    extensionID: control.extensionID, kind: control.kind, configuration: control.configuration,
                    slot: slots.first { $0.value == control.id }?.key)
            })
    }

    /// Replaces the home screen with `file`'s: every page, widget and control is checked first —
    /// the extension and kind exist, the family is supported, the page is in the file, the
    /// configuration is one the widget's (or control's) intent accepts — and any problem refuses
    /// the whole file (``HostError/invalidImport(_:)``, one line per problem) with nothing
    /// changed. Otherwise the old home screen is replaced in one transaction (its controls too,
    /// unless the file has none: see ``HomeScreenFile/controls``).
    public func importHomeScreen(_ file: HomeScreenFile) async throws(HostError) {
        var problems: [String] = []
        if file.format != HomeScreenFile.formatName { problems.append("The file is not a Widgetry home screen (format “\(file.format.prefix(60))”).") }
        if file.version > HomeScreenFile.currentVersion {
            problems.append("The file was written by a newer Widgetry (version \(file.version)); this one reads version \(HomeScreenFile.currentVersion).")
        }
        if file.pages.isEmpty { problems.append("The file has no page; a home screen has at least one.") }
        if file.pages.count > HomeScreenLimits.pages { problems.append("The file has \(file.pages.count) pages; at most \(HomeScreenLimits.pages) are allowed.") }
        if file.widgets.count > HomeScreenLimits.widgets {
            problems.append("The file has \(file.widgets.count) widgets; at most \(HomeScreenLimits.widgets) are allowed.")
        }
        if let controls = file.controls, controls.count > HomeScreenLimits.controls {
            problems.append("The file has \(controls.count) controls; at most \(HomeScreenLimits.controls) are allowed.")
        }
        guard problems.isEmpty else { throw .invalidImport(problems) }

        var pageIDs: [String: String] = [:]
        var pages: [HomePage] = []
        for (index, page) in file.pages.enumerated() {
            let name = page.name.trimmingCharacters(in: .whitespacesAndNewlines)
            if pageIDs[page.id] != nil { problems.append("Page \(index + 1): the id “\(page.id.prefix(60))” is used twice.") }
            if name.isEmpty || name.count > HomePage.maximumNameLength {
                problems.append("Page \(index + 1): a page name has 1 to \(HomePage.maximumNameLength) characters.")
            }
            let id = UUID().uuidString.lowercased()
            pageIDs[page.id] = id
            pages.append(HomePage(id: id, name: name, position: index))
        }

        var widgets: [NewPlacedWidget] = []
        // Each stack of the file by its name there: its members (indices in the file, refused
        // ones included, so a member refused for its own reason leaves its stack no problem of
        // its own) and the new id it gets. A stack is told by its members, never by its name
        // in the file (an exported stack's name is an id).
        let members = Dictionary(grouping: file.widgets.indices.filter { file.widgets[$0].stack != nil }) { file.widgets[$0].stack! }
        var stackIDs: [String: String] = [:]
        let labelOf = { (index: Int) in "Widget \(index + 1) (\(file.widgets[index].kind.prefix(60)))" }
        for (index, widget) in file.widgets.enumerated() {
            let label = labelOf(index)
            let description: WidgetDescription
            do { description = try self.widget(extensionID: widget.extensionID, kind: widget.kind) } catch {
                problems.append("\(label): \(error.description).")
                continue
            }
            guard description.supportedFamilies.contains(widget.family) else {
                problems.append("\(label): it does not come in the family “\(widget.family.prefix(60))” (it comes in \(description.supportedFamilies.joined(separator: ", "))).")
                continue
            }
            let isAccessory = widget.family.hasPrefix("accessory")
            var page: String?
            switch (isAccessory, widget.page) {
            case (true, _): page = nil
            case (false, let name?):
                guard let id = pageIDs[name] else {
                    problems.append("\(label): its page “\(name.prefix(60))” is not in the file.")
                    continue
                }
                page = id
            case (false, nil): page = pages.first?.id
            }
            guard
                let (values, missing) = await importedConfiguration(
                    widget.configuration, isConfigurable: description.isConfigurable, label: label, problems: &problems,
                    validate: { () async throws(HostError) in
                        try await client.validate(widget.extensionID, kind: widget.kind, family: widget.family, widget.configuration)
                    })
            else { continue }
            var stackID: String?
            if let stack = widget.stack, let stacked = members[stack] {
                if isAccessory {
                    problems.append("\(label): a lock-screen widget cannot be in a stack; stacks are on the pages of the home screen.")
                    continue
                }
                guard stacked.count > 1 else {
                    problems.append("\(label): it is alone in its stack; a stack holds two or more widgets.")
                    continue
                }
                // The stack's first member sets its size and page; a member that is refused for
                // its own reason still sets them, as the file says.
                let first = file.widgets[stacked[0]]
                if stacked[0] != index, first.family != widget.family || (first.page ?? file.pages.first?.id) != (widget.page ?? file.pages.first?.id) {
                    problems.append(
                        "\(label): it is stacked with \(labelOf(stacked[0])), which is another size or on another page; a stack holds widgets of one size on one page.")
                    continue
                }
                stackID = stackIDs[stack] ?? UUID().uuidString.lowercased()
                stackIDs[stack] = stackID
            }
            widgets.append(
                NewPlacedWidget(
                    id: UUID().uuidString.lowercased(), extensionID: widget.extensionID, kind: widget.kind, family: widget.family,
                    pageID: page, stackID: stackID, configuration: values, missingParameters: missing))
        }
        let controls = await importedControls(file.controls, problems: &problems)
        guard problems.isEmpty else { throw .invalidImport(Array(problems.prefix(50))) }

        let old = try await instances()
        let oldControls = controls == nil ? [] : try await placedControls()
        try await stored { try await store.replaceHomeScreen(pages: pages, widgets: widgets, controls: controls) }
        for widget in old { forgetRemoved(widget.id) }
        cluster?.send(.homeScreenReplaced)
        for widget in try await instances() { await schedulePlaced(widget) }
        hub.publish(.layoutChanged)
        replacedControls(removed: oldControls, placed: controls ?? [])
    }
}

extension WidgetHost {
    /// A file's configuration of a widget or control, checked as placing one is: validated by
    /// its intent (`validate`; a required parameter without a value leaves it waiting for its
    /// configuration), and none given to one without a configuration intent. `nil`, with the
    /// problems added under `label`, when it is refused.
    func importedConfiguration(
        _ configuration: Configuration, isConfigurable: Bool, label: String, problems: inout [String],
        validate: () async throws(HostError) -> Configuration
    ) async -> (values: Configuration, missing: [String])? {
        guard isConfigurable else {
            if configuration.isEmpty { return ([:], []) }
            problems.append("\(label): it has no configuration, but the file gives it values.")
            return nil
        }
        do {
            return (try await validate(), [])
        } catch .invalidConfiguration(let error) where error.needsConfiguration {
            return (configuration, error.issues.map(\.parameter))
        } catch .invalidConfiguration(let error) {
            problems.append(contentsOf: error.issues.map { "\(label): \($0.message)" })
        } catch {
            problems.append("\(label): \(error.description).")
        }
        return nil
    }
}
