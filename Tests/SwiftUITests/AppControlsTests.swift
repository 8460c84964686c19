import Foundation
import SwiftUI
import Testing
import WidgetryWire

// The app controls shared views hold, drawn at rest in a widget: a disclosure group shows its
// content only when its binding says expanded; a control group and a share link draw their labels.

@MainActor @Suite struct AppControlsTests {
    private func texts(_ view: some View) -> [String] {
        root(view).all.compactMap(\.plainText)
    }

    @Test func aDisclosureGroupShowsItsContentOnlyWhenExpanded() {
        let open = texts(DisclosureGroup(isExpanded: .constant(true)) { Text("Details") } label: { Text("EQ") })
        #expect(open.contains("EQ") && open.contains("Details"))
        let closed = texts(DisclosureGroup(isExpanded: .constant(false)) { Text("Details") } label: { Text("EQ") })
        #expect(closed.contains("EQ") && !closed.contains("Details"))
        #expect(!texts(DisclosureGroup("EQ") { Text("Details") }).contains("Details"))
    }

    @Test func aControlGroupAndAShareLinkDrawTheirLabels() {
        let group = texts(ControlGroup { Text("Copy"); Text("Reset") })
        #expect(group == ["Copy", "Reset"])
        #expect(texts(ShareLink(item: "log") { Text("Share log") }) == ["Share log"])
        #expect(texts(ShareLink(item: "log")).contains("Share"))
    }

    @Test func aCustomButtonStyleDrawsTheButton() {
        let button = root(Button("Start") {}.buttonStyle(FramedButtonStyle()))
        #expect(button.all.compactMap(\.plainText) == ["Start", "framed"])
        let plain = root(Button("Start") {})
        #expect(plain.all.compactMap(\.plainText) == ["Start"])
    }

}

/// A style whose body adds a caption after the label, so the test sees the body drawn.
private struct FramedButtonStyle: ButtonStyle {
    func makeBody(configuration: ButtonStyleConfiguration) -> some View {
        HStack {
            configuration.label
            Text(configuration.isPressed ? "pressed" : "framed")
        }
    }
}
