import Foundation
import Testing
import WidgetryWire
@testable import SwiftUI
@testable import WidgetKit

// The extension side of Live Activities (issue 30): `describeActivities` and `renderActivity`
// answered by the extension runtime for the delivery fixture (LiveActivityFixture.swift), and
// its previews listed and drawn.

@Suite("Live Activities drawn by the extension runtime")
@MainActor
struct LiveActivityRuntimeTests {
    let runtime: ExtensionRuntime

    init() throws {
        runtime = ExtensionRuntime(try WidgetExtension([CourierLiveActivity()]))
    }

    static let attributes = #"{"restaurant":"Pizza Place","orderNumber":42}"#
    static let state = #"{"minutesAway":12,"driver":"Sam"}"#
    static let now = 1_800_000_000.5

    func render(
        attributesType: String = "CourierAttributes", attributes: String = attributes, state: String = state, isStale: Bool = false
    ) async -> ExtensionResponse {
        await runtime.handle(.renderActivity(LiveActivityRenderRequest(
            attributesType: attributesType, attributes: attributes, contentState: state, isStale: isStale, activityID: "A1",
            render: RenderParameters(family: "", colorSchemes: ["light", "dark"], now: Self.now))))
    }

    func activity(isStale: Bool = false) async throws -> LiveActivityArchive {
        let response = await render(isStale: isStale)
        guard case .activity(let activity) = response else {
            Issue.record("expected an activity, got \(response)")
            throw CancellationError()
        }
        return activity
    }

    func texts(_ archive: WidgetArchive) -> [String] {
        archive.allNodes.compactMap { $0.text?.runs.map(\.string).joined() }
    }

    @Test func itDescribesItsLiveActivities() async {
        let response = await runtime.handle(.describeActivities)
        #expect(response == .activityDescriptions([LiveActivityDescription(attributesType: "CourierAttributes", supplementalFamilies: ["small"])]))
    }

    @Test func everyPresentationIsDrawnAtItsSize() async throws {
        let activity = try await activity()
        #expect(activity.lockScreen.map(\.family) == ["activityLockScreen", "activityLockScreen"])
        #expect(activity.lockScreen.map(\.environment.colorScheme) == ["light", "dark"])
        for archive in activity.lockScreen {
            #expect(archive.size.width == 371)
            // As tall as its two lines and padding, not the most it could be.
            #expect(archive.size.height >= 84 && archive.size.height < 160)
        }
        #expect(activity.compactLeading.family == "activityCompactLeading")
        #expect(activity.compactLeading.size == ArchiveSize(width: 62, height: 37))
        #expect(activity.compactTrailing.family == "activityCompactTrailing")
        #expect(activity.minimal.family == "activityMinimal")
        #expect(activity.minimal.size == ArchiveSize(width: 45, height: 37))
        #expect(activity.expanded.family == "activityExpanded")
        #expect(activity.expanded.size.width == 371)
        #expect(activity.expanded.size.height >= 84 && activity.expanded.size.height <= 160)
        for island in [activity.compactLeading, activity.compactTrailing, activity.minimal, activity.expanded] {
            #expect(island.environment.colorScheme == "dark")
            #expect(island.entryDate == Self.now)
        }
    }

    @Test func theViewsShowTheAttributesAndState() async throws {
        let activity = try await activity()
        #expect(texts(activity.lockScreen[0]) == ["Pizza Place", "Sam is 12 min away", "#42"])
        #expect(texts(activity.compactTrailing) == ["12m"])
        #expect(activity.compactLeading.allNodes.contains { $0.image?.systemName == "bicycle" })
        #expect(texts(activity.minimal) == ["12"])
        let expanded = texts(activity.expanded)
        #expect(expanded.contains("12 min") && expanded.contains("Sam") && expanded.contains("Order #42, Pizza Place"))
        // The views read the host's now (the request's), not the real time.
        #expect(expanded.contains("As of \(Int(Self.now))"))
    }

    @Test func staleContentReachesTheViews() async throws {
        let activity = try await activity(isStale: true)
        #expect(texts(activity.lockScreen[0]).contains("Out of date"))
    }

    @Test func theChromeColoursAndLinksAreRecorded() async throws {
        let activity = try await activity()
        var light = EnvironmentValues()
        light.colorScheme = .light
        var dark = EnvironmentValues()
        dark.colorScheme = .dark
        #expect(activity.backgroundTint == light.resolvePaint(Color.indigo).color)
        #expect(activity.systemActionForeground == RGBAColor(red: 1, green: 1, blue: 1))
        #expect(activity.keylineTint == dark.resolvePaint(Color.orange).color)
        #expect(activity.islandURL == "deliveries://island/A1")
        #expect(activity.lockScreen.map(\.widgetURL) == ["deliveries://order/42", "deliveries://order/42"])
        // The tint is the Lock Screen view's plate, in each scheme.
        #expect(activity.lockScreen[1].containerBackground?.paint?.color == dark.resolvePaint(Color.indigo).color)
        // The island's margins: the system's, horizontal ones replaced by contentMargins.
        #expect(activity.expanded.environment.contentMargins == ArchiveInsets(top: 12, leading: 12, bottom: 14, trailing: 12))
        #expect(activity.compactLeading.environment.contentMargins.leading == 10)
    }

    @Test func theExpandedRegionsSitAroundTheCamera() async throws {
        let expanded = try await activity().expanded
        let layout = expanded.root
        #expect(layout.children.count == 4)  // leading, trailing, center, bottom
        func frame(_ index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
            let node = layout.children[index]
            var x = 0.0, y = 0.0, width = 0.0, height = 0.0
            for modifier in node.modifiers {
                if case .frame(let frame) = modifier { width = frame.width ?? 0; height = frame.height ?? 0 }
                if case .offset(let dx, let dy) = modifier { x = dx; y = dy }
            }
            return (x, y, width, height)
        }
        let contentWidth = 371.0 - 24
        let cameraMinX = (371.0 - 126) / 2 - 12
        let cameraBottom = 37.0 - 12
        let (leading, trailing, center, bottom) = (frame(0), frame(1), frame(2), frame(3))
        // Leading beside the camera, at the top.
        #expect(leading.x == 0 && leading.y == 0 && leading.x + leading.width <= cameraMinX)
        // The trailing text is too wide beside the camera: it moved below it, after the center.
        #expect(trailing.y > cameraBottom)
        #expect(center.y > cameraBottom && center.x < trailing.x)
        // The bottom region spans the width below everything else.
        #expect(bottom.width == contentWidth && bottom.x == 0, "\(leading) \(trailing) \(center) \(bottom)")
        #expect(bottom.y >= max(leading.y + leading.height, center.y + center.height, trailing.y + trailing.height))
        #expect(expanded.size.height == (bottom.y + bottom.height + 12 + 14).rounded(.up))
    }

    @Test func priorityDecidesWhoKeepsItsWidth() {
        let shared = DynamicIslandExpandedLayout.share(100, ideals: [80, 80], priorities: [0, 1])
        #expect(shared == [20, 80])
        #expect(DynamicIslandExpandedLayout.share(100, ideals: [80, 80], priorities: [0, 0]) == [50, 50])
        #expect(DynamicIslandExpandedLayout.share(100, ideals: [30, 40], priorities: [0, 0]) == [30, 40])
    }

    @Test func anUnknownAttributesTypeIsRefusedNamingTheKnownOnes() async {
        let response = await render(attributesType: "PizzaAttributes")
        #expect(response == .failure("this extension has no Live Activity for “PizzaAttributes” (it has CourierAttributes)"))
    }

    @Test func anUndecodableStateIsRefusedInOneLine() async {
        let response = await render(state: #"{"minutesAway":"soon","driver":"Sam"}"#)
        #expect(response == .failure("the content state of CourierAttributes does not decode: “minutesAway” is not a Int"))
        let missing = await render(attributes: #"{"restaurant":"Pizza Place"}"#)
        #expect(missing == .failure("the attributes of CourierAttributes does not decode: “orderNumber” is missing"))
        guard case .failure(let message) = await render(state: "not json") else { Issue.record("not refused"); return }
        #expect(message.hasPrefix("the content state of CourierAttributes does not decode: the top level: "))
        #expect(!message.contains("\n"))
    }
}

@Suite("Live Activity previews")
@MainActor
struct LiveActivityPreviewTests {
    @Test func theActivitysPreviewsAreListedAndDrawnPerContentState() async throws {
        _ = ExtensionRuntime(try WidgetExtension([CourierLiveActivity()]))
        let previews = try await _WidgetPreview.archives().filter { $0.kind == "CourierAttributes" && $0.fileID.hasPrefix("WidgetKitTests") }
        #expect(previews.map(\.name) == ["Delivery", "Delivery expanded", "Delivery compact", "Delivery minimal"])
        #expect(previews.map(\.family) == ["activityLockScreen", "activityExpanded", "activityCompact", "activityMinimal"])
        #expect(previews.map { $0.entries.count } == [2, 1, 1, 1])

        let content = previews[0]
        #expect(content.fileID == "WidgetKitTests/LiveActivityFixture.swift")
        #expect(content.entries[0].variants.map(\.environment.colorScheme) == ["light", "dark"])
        #expect(content.entries[1].variants[0].allNodes.contains { $0.text?.runs.map(\.string).joined() == "Sam is 2 min away" })
        #expect(content.entries[0].variants[0].containerBackground != nil)

        let compact = previews[2].entries[0].variants
        #expect(compact.map(\.family) == ["activityCompactLeading", "activityCompactTrailing"])
        #expect(compact[1].allNodes.contains { $0.text?.runs.map(\.string).joined() == "2m" })

        // `previewContext(_:viewKind:)` in a PreviewProvider is drawn the same way.
        let minimal = previews[3].entries[0].variants
        #expect(minimal.map(\.family) == ["activityMinimal"])
        #expect(minimal[0].allNodes.contains { $0.text?.runs.map(\.string).joined() == "12" })
    }
}
