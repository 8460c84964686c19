// SwiftUI as widget code that leans on Foundation and Combine uses it: `textScale`, formatter
// interpolation of a `Date`, and views reading an `ObservableObject`.
import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryWire

@testable import FoundationFixtures

extension ViewNode {
    /// Every node of the subtree, depth first.
    var everyNode: [ViewNode] {
        var nodes: [ViewNode] = []
        collect(into: &nodes)
        return nodes
    }

    var texts: [TextArchive] { everyNode.compactMap(\.text) }
}

@MainActor
func evaluated<V: View>(_ view: V) -> ViewNode {
    var environment = EnvironmentValues()
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    return evaluate(view, environment: environment, referenceDate: Date(timeIntervalSince1970: 1_767_225_600)).root
}

@MainActor
@Suite("SwiftUI: textScale, formatter interpolation, observable objects")
struct SwiftUIAdditionsTests {
    /// The fare widget: "€" at the secondary scale beside the amount, in the large title's font.
    @Test func theFareWidgetDrawsItsCurrencySignSmaller() async throws {
        let home = try await WidgetTestHost(FoundationFixtureWidgets())
        let widget = try await home.place("Fare")
        let entry = try await widget.entry()
        let variant = try #require(entry.variants.first)
        let texts = variant.allNodes.compactMap(\.text)
        let euro = try #require(texts.first { $0.plainText == "€" })
        let amount = try #require(texts.first { $0.plainText == "2.40" })
        #expect(amount.font.textStyle == .largeTitle && amount.runs[0].font == nil)
        let euroFont = try #require(euro.runs[0].font)
        #expect(euroFont.textStyle == .largeTitle)
        #expect(euroFont.size == (amount.font.size * 0.8 * 100).rounded() / 100)
        // A concatenated text: only the run with the scale is smaller.
        let perRide = try #require(texts.first { $0.plainText == "per ride (zone A)" })
        #expect(perRide.runs[0].font == nil)
        #expect(perRide.runs[1].font?.size == (perRide.font.size * 0.8 * 100).rounded() / 100)
        // `textScale(.secondary, isEnabled: false)` leaves the text as it is.
        let day = try #require(texts.first { $0.plainText == "1 Jan 2026" })
        #expect(day.runs[0].font?.textStyle == .caption2 && day.runs[0].font?.size == 11)
        #expect(texts.contains { $0.plainText == "1 hour, 30 minutes" })
        // The page draws the sign at the smaller size.
        let html = try await widget.renderedHTML()
        #expect(html.contains("font-size:\(format(euroFont.size))px"), "\(html)")
        #expect(html.contains("font-size:\(format(amount.font.size))px"))
        await home.shutdown()
    }

    @Test func textScaleOnAViewReachesItsTexts() {
        let node = evaluated(
            VStack {
                Text("21").font(.title)
                Text("°C").textScale(.default)
            }
            .textScale(.secondary))
        let texts = node.texts
        // The view's scale makes both smaller, a text's own font too; the text's own `.default`
        // puts its run back.
        #expect(texts[0].font.textStyle == .body && texts[0].font.size == (17 * 0.8 * 100).rounded() / 100)
        #expect(texts[0].runs[0].font?.textStyle == .title && texts[0].runs[0].font?.size == (28 * 0.8 * 100).rounded() / 100)
        #expect(texts[1].font.size == (17 * 0.8 * 100).rounded() / 100)
        #expect(texts[1].runs[0].font?.size == 17)
        let unscaled = evaluated(Text("x").textScale(.secondary, isEnabled: false))
        #expect(unscaled.texts[0].font.size == 17 && unscaled.texts[0].runs[0].font == nil)
    }

    @Test func formatterInterpolationOfADate() {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        let date = Date(timeIntervalSince1970: 1_767_225_600 + 5 * 3600 + 7 * 60)
        let duration = DateComponentsFormatter()
        duration.allowedUnits = [.minute]
        duration.unitsStyle = .abbreviated
        let node = evaluated(
            VStack {
                Text("Updated \(date, formatter: formatter)")
                Text(date, formatter: formatter)
                Text("Leaves in \(DateComponents(minute: 12), formatter: duration)")
                Text("ID \(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F")!)")
            })
        #expect(node.texts.map(\.plainText) == ["Updated 05:07", "05:07", "Leaves in 12m", "ID E621E1F8-C36C-495A-93FC-0C247A3E6E5F"])
    }

    @Test func viewsReadObservableObjects() {
        let board = DepartureBoard(scheduler: .main)
        board.departures = [Departure(line: "4", destination: "Harbour", minutes: 3)]
        #expect(evaluated(DepartureBoardView(board: board)).texts.map(\.plainText) == ["No departures", "4 Harbour"])
        let owned = evaluated(OwnedBoardView())
        #expect(owned.texts.map(\.plainText) == ["No departures"])
        let headline = evaluated(BoardHeadline().environmentObject(board))
        #expect(headline.texts.map(\.plainText) == ["No departures"])
        // `$board.departures` is a binding into the object.
        let binding = ObservedObject(wrappedValue: board).projectedValue.departures
        binding.wrappedValue = []
        #expect(board.departures.isEmpty)
    }
}

/// A number as the renderer writes a CSS length (no trailing zeros).
private func format(_ value: Double) -> String {
    value == value.rounded() ? String(Int(value)) : String(value)
}
