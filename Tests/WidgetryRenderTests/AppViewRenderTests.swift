import Foundation
import SwiftUI
import Testing
import WidgetryRender
import WidgetryWire

// How the app views shared files compile into a widget draw in the page: at rest, as iOS
// shows them, or not at all where a widget presents nothing.

private struct SettingsCard: View {
    @State private var units = "km"

    var body: some View {
        Form {
            Section("Distance") {
                Picker("Units", selection: $units) {
                    Text("Kilometres").tag("km")
                    Text("Miles").tag("mi")
                }
            }
        }
        .sheet(isPresented: .constant(true)) { Text("Never shown") }
    }
}

private struct TwoColumns: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        CGSize(width: 120, height: 40)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + CGFloat(index) * 60, y: bounds.minY + 10), proposal: ProposedViewSize(width: 50, height: 20))
        }
    }
}

@MainActor @Suite struct AppViewRenderTests {
    @Test func aFormDrawsItsSectionAndThePickersSelectionButNoSheet() throws {
        let page = try html(SettingsCard(), family: .systemMedium)
        #expect(page.contains("Distance"))
        #expect(page.contains("Units") && page.contains("Kilometres"))
        #expect(!page.contains("Miles") && !page.contains("Never shown"))
        // The rows' group is a rounded rectangle behind them.
        #expect(page.contains("border-radius:10px"))
    }

    @Test func aGroupBoxDrawsItsLabelAndContentInItsBox() throws {
        let view = GroupBox("Today") { Text("12 pages") }
        let page = try html(view)
        #expect(page.contains("Today") && page.contains("12 pages"))
        #expect(page.contains("border-radius:8px"))
        // The label in the headline font (semibold 17).
        let archive = widgetArchive(view)
        var nodes: [ViewNode] = []
        archive.root.collect(into: &nodes)
        #expect(nodes.first { $0.text?.plainText == "Today" }?.text?.font.textStyle == .headline)
    }

    @Test func aCustomLayoutsPlacesAreDrawnAsOffsets() throws {
        let page = try html(TwoColumns { Color.red; Color.blue })
        #expect(page.contains("translate:60px 10px"))
        #expect(page.contains("translate:0px 10px"))
    }
}
