import Foundation
import Testing
import TestWidgets
import WidgetryWire

@testable import WidgetKit
@testable import WidgetryWeb

/// A Live Activity's previews on the previews page: the Lock Screen view light and dark on its
/// plate, the island's views dark (the compact leading then trailing one).
@MainActor
struct ActivityPreviewsResourceTests {
    static let attributes = Data(#"{"parcel":"Books"}"#.utf8)
    static let state = Data(#"{"stage":"Out for delivery","minutesLeft":9}"#.utf8)

    func preview(_ viewKind: ActivityPreviewViewKind) throws -> PreviewsResource.Preview {
        let activity = try #require(try WidgetExtension([DeliveryActivityWidget()]).liveActivities.first)
        let entry = try activity.previewEntry(viewKind: viewKind, attributes: Self.attributes, state: Self.state, now: Date(timeIntervalSince1970: 1_800_000_000))
        let archive = WidgetPreviewArchive(
            name: "Delivery", kind: activity.attributesType, family: viewKind.previewFamily, fileID: "T/T.swift", line: 1, entries: [entry])
        return try #require(try PreviewRoutes.resource(extensionID: "canvas", previews: [archive]).previews.first)
    }

    @Test func theLockScreenViewIsDrawnInBothSchemesOnItsTint() throws {
        let preview = try preview(.content)
        #expect(preview.family == "activityLockScreen" && preview.kind == "DeliveryAttributes")
        let entry = try #require(preview.entries.first)
        #expect(entry.island == nil)
        let light = try #require(entry.light)
        let dark = try #require(entry.dark)
        #expect(light.contains("data-wr-family=\"activityLockScreen\"") && light.contains("Out for delivery"))
        #expect(light.contains("wr-light") && dark.contains("wr-dark"))
        // The tint is its plate: the system's translucent one is not drawn under it.
        #expect(!light.contains("wr-activity-bg") && light.contains("wr-container-background"))
        #expect(light.contains("data-wr-widget-url=\"parcels://track/Books\""))
    }

    @Test func theCompactIslandIsItsLeadingThenTrailingViewDark() throws {
        let entry = try #require(try preview(.dynamicIsland(.compact)).entries.first)
        #expect(entry.light == nil && entry.dark == nil)
        let island = try #require(entry.island)
        #expect(island.count == 2)
        #expect(island[0].contains("data-wr-family=\"activityCompactLeading\"") && island[0].contains("wr-island-bg"))
        #expect(island[1].contains("data-wr-family=\"activityCompactTrailing\"") && island[1].contains(">9m<"))
        #expect(island.allSatisfy { $0.contains("wr-dark") })
    }

    @Test func theExpandedIslandIsOneView() throws {
        let island = try #require(try preview(.dynamicIsland(.expanded)).entries.first?.island)
        #expect(island.count == 1)
        #expect(island[0].contains("data-wr-family=\"activityExpanded\"") && island[0].contains("Books"))
    }
}
