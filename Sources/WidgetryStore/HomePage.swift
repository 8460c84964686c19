import Foundation
import WidgetryWire

/// One of the home screen's pages: a name and its place among the pages. Home-screen widgets
/// belong to one page each; the lock screen has none (it stays one).
public struct HomePage: Sendable, Hashable, Codable, Identifiable {
    public var id: String
    public var name: String
    /// 0-based, contiguous.
    public var position: Int

    public init(id: String, name: String, position: Int) {
        self.id = id
        self.name = name
        self.position = position
    }

    /// The page a new store starts with (and that widgets stored before pages existed are on).
    public static let firstPageID = "home"

    /// The longest page name kept.
    public static let maximumNameLength = 40

    /// `name` trimmed; an empty or over-long name is refused.
    static func validName(_ name: String) throws -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw WidgetStoreError.invalidArgument("a page needs a name") }
        guard trimmed.count <= maximumNameLength else {
            throw WidgetStoreError.invalidArgument("a page name has at most \(maximumNameLength) characters")
        }
        return trimmed
    }
}

/// A widget to place by ``WidgetStore/replaceHomeScreen(pages:widgets:)`` (an imported home screen).
public struct NewPlacedWidget: Sendable, Hashable {
    public var id: String
    public var extensionID: String
    public var kind: String
    public var family: String
    /// One of the new pages; `nil` for a lock-screen widget.
    public var pageID: String?
    /// Its Smart Stack, if any (members of one family on one page).
    public var stackID: String?
    public var configuration: Configuration
    public var missingParameters: [String]

    public init(
        id: String, extensionID: String, kind: String, family: String, pageID: String?, stackID: String? = nil,
        configuration: Configuration, missingParameters: [String]
    ) {
        self.stackID = stackID
        self.id = id
        self.extensionID = extensionID
        self.kind = kind
        self.family = family
        self.pageID = pageID
        self.configuration = configuration
        self.missingParameters = missingParameters
    }
}
