import Foundation
import SwiftUI
import Testing
import WebDriver
import WidgetryRender
import WidgetryWire

@testable import WidgetryWeb

/// A timeline's entries on the previews pages each show as at their own date, not as at "now":
/// a countdown's later entry shows less time left, even after the countdown has ended.
struct PreviewDatesTests {
    static let start = Date(timeIntervalSince1970: 1_700_000_000)

    /// The countdown of a minute from `start`, archived for an entry at `date`.
    @MainActor static func countdownEntry(at date: Date) -> EntryArchive {
        var environment = EnvironmentValues()
        environment.colorScheme = .light
        let view = Text(timerInterval: start...start.addingTimeInterval(60), countsDown: true)
        let archive = makeWidgetArchive(
            view, family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: date, environment: environment,
            contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        return EntryArchive(date: date.timeIntervalSince1970, variants: [archive])
    }

    @Test func eachEntryIsRenderedAtItsOwnDate() async throws {
        let entries = await MainActor.run { [0, 30, 45].map { Self.countdownEntry(at: Self.start.addingTimeInterval($0)) } }
        let preview = WidgetPreviewArchive(name: "Countdown", kind: "Countdown", family: "systemSmall", fileID: "T/T.swift", line: 1, entries: entries)
        let resource = try PreviewRoutes.resource(extensionID: "canvas", previews: [preview])
        let shown = resource.previews[0].entries.map { entry in ["1:00", "0:30", "0:15"].filter { entry.light?.contains(">\($0)<") == true } }
        #expect(shown == [["1:00"], ["0:30"], ["0:15"]])
    }

    /// The page script holds what is inside a `data-wr-now` element at that moment: the clock
    /// (years after the countdown ended) does not move it.
    @Test(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
    func thePageScriptHoldsAnEntryAtItsDate() async throws {
        let url = try await MainActor.run {
            try RenderedLayoutBrowserTests.page([AnyView(Text(timerInterval: Self.start...Self.start.addingTimeInterval(60), countsDown: true))], script: true)
        }
        try await Browser.withSession { browser in
            try await browser.navigate(to: url)
            let texts = try await browser.execute(
                """
                const text = () => document.querySelector("#w0 .wr-text").textContent;
                Widgetry.refresh(document);
                const atClock = text();
                document.getElementById("w0").setAttribute("data-wr-now", String(\(Self.start.timeIntervalSince1970) + 20));
                Widgetry.refresh(document);
                return [atClock, text()];
                """)
            #expect(texts == .array([.string("0:00"), .string("0:40")]), "\(texts)")
        }
    }
}
