import Foundation
import TestWidgets
import Testing
import WebDriver
import WidgetKit

// The test extension's Delivery Live Activity previewed as an author writes it: the Lock Screen
// view for two content states, and the Dynamic Island compact and expanded. The in-process test
// extension lists these (they are compiled into the test executable).

#Preview("Delivery on the Lock Screen", as: .content, using: DeliveryAttributes(parcel: "Books")) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState(stage: "Out for delivery", minutesLeft: 9)
    DeliveryAttributes.ContentState(stage: "At the door", minutesLeft: 1)
}

#Preview("Delivery compact", as: .dynamicIsland(.compact), using: DeliveryAttributes(parcel: "Books")) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState(stage: "Out for delivery", minutesLeft: 9)
}

#Preview("Delivery expanded", as: .dynamicIsland(.expanded), using: DeliveryAttributes(parcel: "Books")) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState(stage: "Out for delivery", minutesLeft: 9)
}

#Preview("Delivery minimal", as: .dynamicIsland(.minimal), using: DeliveryAttributes(parcel: "Books")) {
    DeliveryActivityWidget()
} contentStates: {
    DeliveryAttributes.ContentState(stage: "Out for delivery", minutesLeft: 9)
}

/// The previews page draws a Live Activity's previews as iOS shows the activity: the Lock Screen
/// view on its tinted plate over the wallpaper, the island's views on the black island. The
/// screenshot goes to the test artifacts (`activity-previews.png`).
@Suite(.serialized, .enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct ActivityPreviewsBrowserTests {
    @Test func aLiveActivitysPreviewsShowOnTheLockScreenAndTheIsland() async throws {
        try await withHomeScreen { home in
            try await Browser.withSession { browser in
                try await browser.navigate(to: home.url("/previews?extension=test"))
                try await browser.waitUntil("the previews are drawn") {
                    try await browser.execute("return document.documentElement.dataset.renders ?? '0'").string != "0"
                }
                let sections = try await browser.execute(
                    """
                    return [...document.querySelectorAll('.preview[data-kind="DeliveryAttributes"]')]
                      .map((p) => [p.querySelector('.preview-title').textContent, p.dataset.family, p.querySelector('.preview-family').textContent].join('|'))
                    """
                ).array?.compactMap(\.string) ?? []
                #expect(
                    sections == [
                        "Delivery on the Lock Screen|activityLockScreen|Live Activity, Lock Screen", "Delivery compact|activityCompact|Live Activity, compact",
                        "Delivery expanded|activityExpanded|Live Activity, expanded", "Delivery minimal|activityMinimal|Live Activity, minimal",
                    ])

                // The Lock Screen view: one entry per content state, light and dark, on the tint.
                let lockScreen = #".preview[data-kind="DeliveryAttributes"][data-family="activityLockScreen"]"#
                #expect(try await browser.findElements(css: "\(lockScreen) .preview-entry").count == 2)
                #expect(try await browser.findElements(css: "\(lockScreen) .wr[data-wr-family=activityLockScreen]").count == 4)
                let plate = try await browser.execute(
                    "return getComputedStyle(document.querySelector('\(lockScreen) .wr-light .wr-container-background .wr-fill, \(lockScreen) .wr-light .wr-container-background > *')).backgroundColor"
                ).string
                #expect(plate != nil && plate != "rgba(0, 0, 0, 0)")
                let texts = try await browser.execute("return [...document.querySelectorAll('\(lockScreen) .preview-entry')].map((e) => e.textContent)")
                    .array?.compactMap(\.string) ?? []
                #expect(texts.count == 2 && texts[0].contains("Out for delivery") && texts[1].contains("At the door"))

                // The compact island: leading, the camera, trailing, in one black capsule.
                let compact = #".preview[data-kind="DeliveryAttributes"][data-family="activityCompact"] .preview-island"#
                let parts = try await browser.execute(
                    "return [...document.querySelector('\(compact)').children].map((c) => c.dataset.wrFamily ?? c.className)"
                ).array?.compactMap(\.string) ?? []
                #expect(parts == ["activityCompactLeading", "preview-island-camera", "activityCompactTrailing"])
                let capsule = try await browser.execute(
                    "const s = getComputedStyle(document.querySelector('\(compact)')); return [s.backgroundColor, s.height].join('|')"
                ).string
                #expect(capsule == "rgb(0, 0, 0)|37px")

                // The expanded island on its rounded black shape, its regions around the camera.
                let expanded = #".preview[data-kind="DeliveryAttributes"][data-family="activityExpanded"] .wr"#
                let shape = try await browser.execute(
                    "const s = getComputedStyle(document.querySelector('\(expanded) .wr-island-bg')); return [s.backgroundColor, getComputedStyle(document.querySelector('\(expanded)')).borderRadius].join('|')"
                ).string
                #expect(shape == "rgb(0, 0, 0)|44px")
                let island = try await browser.execute("return document.querySelector('\(expanded)').textContent").string ?? ""
                #expect(island.contains("9 min") && island.contains("Books") && island.contains("Out for delivery"))

                // The minimal view in its circle.
                let minimal = #".preview[data-kind="DeliveryAttributes"][data-family="activityMinimal"] .wr"#
                let circle = try await browser.execute(
                    "const s = getComputedStyle(document.querySelector('\(minimal)')); return [s.width, s.borderRadius, document.querySelector('\(minimal)').textContent].join('|')"
                ).string
                #expect(circle == "45px|18.5px|9")

                _ = try await browser.execute(
                    "document.querySelector('.preview[data-kind=\"DeliveryAttributes\"]').scrollIntoView(); return null")
                try await browser.saveScreenshot(named: "activity-previews")
                _ = try await browser.execute(
                    "document.querySelector('.preview[data-kind=\"DeliveryAttributes\"][data-family=\"activityCompact\"]').scrollIntoView(); return null")
                try await browser.saveScreenshot(named: "activity-previews-island")
            }
        }
    }
}
