import Foundation
import Testing
import WidgetKit
import WidgetryWire
@testable import SiriKitWidgets

@MainActor @Suite("SwiftUI's view #Preview")
struct ViewPreviewTests {
    /// Listed after the widget previews, as plain views: the named one at its fixed layout, the
    /// unnamed one called "Preview" on the device's screen.
    @Test func viewPreviewsAreListedAndRendered() async throws {
        let archives = try await _WidgetPreview.archives().filter { $0.fileID.hasPrefix("SiriKitWidgets/") }
        #expect(archives.map(\.name) == ["Hero card", "Preview"])
        #expect(archives.map(\.family) == ["view", "view"])
        #expect(archives.map(\.line) == [5, 9])
        let card = try #require(archives[0].entries.first?.variants.first)
        #expect(card.size == ArchiveSize(width: 200, height: 120))
        #expect(card.allNodes.compactMap { $0.text?.plainText } == ["Spouty", "Health 80", "Theme lagoon"])
        #expect(archives[1].entries.first?.variants.first?.size == ArchiveSize(width: 393, height: 852))
    }
}
