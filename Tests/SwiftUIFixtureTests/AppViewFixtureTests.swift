import Foundation
import SwiftUI
import Testing
import WidgetryWire

private let now = Date(timeIntervalSince1970: 1_700_000_000)  // 22:13:20 UTC

private func environment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    return environment
}

private extension ViewNode {
    var everyNode: [ViewNode] {
        var all: [ViewNode] = []
        collect(into: &all)
        return all
    }

    var texts: [String] { everyNode.compactMap { $0.text?.plainText } }
}

@MainActor @Suite struct AppViewFixtureTests {
    @Test func aSharedSettingsScreenDrawsItsFormAtRest() {
        let view = ReadingSettingsView().environment(ReadingSettings())
        let root = evaluate(view, environment: environment(), referenceDate: now).root
        let texts = root.texts
        // Sections' headers and footers, rows, the pickers' selections, the field's prompt.
        #expect(texts.contains("Daily goal"))
        #expect(texts.contains("Shown on the widget."))
        #expect(texts.contains("Goal: 20"))
        #expect(texts.contains("Units") && texts.contains("Pages") && !texts.contains("Minutes"))
        #expect(texts.contains("Theme") && texts.contains("Dark") && !texts.contains("Light"))
        #expect(texts.contains("Nickname"))
        #expect(texts.contains("Version") && texts.contains("2.1") && texts.contains("20"))
        // Nothing presented: no sheet, alert, dialog, toolbar or navigation title.
        #expect(!texts.contains("About") && !texts.contains("Reset progress?") && !texts.contains("Done") && !texts.contains("Settings"))
        #expect(root.everyNode.contains { $0.kind == .toggle && $0.action?.isOn == true })
    }

    @Test func theWidgetViewReadsTheEnvironmentAndDrawsItsTimelineAtTheEntry() {
        let root = evaluate(ReadingProgressWidgetView(pagesRead: 12, goal: 20), environment: environment(), referenceDate: now).root
        let texts = root.texts
        #expect(texts.contains("60.0% of goal"))
        #expect(texts.contains("Scale 3×, compact"))
        #expect(texts.contains("Small controls"))
        // The custom group box style: its label in the caption font, on its tinted card.
        #expect(texts.contains("Today"))
        let today = root.everyNode.first { $0.text?.plainText == "Today" }
        #expect(today?.text?.font.textStyle == .caption)
        // The timeline's date is the minute of the entry.
        let time = root.everyNode.first { $0.text?.runs.first?.kind == .date }
        #expect(time?.text?.runs.first?.date == Date(timeIntervalSince1970: 1_699_999_980).timeIntervalSince1970)
    }
}

@MainActor @Suite struct CustomLayoutFixtureTests {
    @Test func aLayoutOfOnesOwnPlacesItsSubviewsAtEvaluation() {
        let root = evaluate(StreakBarsView(), environment: environment(), referenceDate: now).root
        #expect(root.kind == .zstack)
        #expect(root.modifiers.last == .frame(FrameArchive(width: 106, height: 20, alignment: .topLeading)))
        #expect(root.children.count == 2)
        #expect(root.children[0].modifiers.suffix(1) == [.frame(FrameArchive(width: 30, height: 20, alignment: .topLeading))])
        #expect(root.children[1].modifiers.suffix(2) == [.frame(FrameArchive(width: 50, height: 10, alignment: .topLeading)), .offset(x: 56, y: 0)])
    }
}
