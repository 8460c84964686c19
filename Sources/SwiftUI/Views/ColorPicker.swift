import Foundation

// `ColorPicker`, compiled in with the app's settings screens that a widget extension shares. A
// widget takes no taps, so it draws as iOS shows it at rest: the label, and on the trailing side
// the colour well — the chosen colour in a circle inside the spectrum ring.

/// A control for choosing a colour.
public struct ColorPicker<Label: View>: View {
    let selection: Color
    let label: Label

    public init(selection: Binding<Color>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
    }

    public init(selection: Binding<CGColor>, supportsOpacity: Bool = true, @ViewBuilder label: () -> Label) {
        self.selection = Color(cgColor: selection.wrappedValue)
        self.label = label()
    }

    public var body: some View {
        HStack {
            label
            Spacer(minLength: 8)
            Circle()
                .fill(selection)
                .padding(4)
                .overlay(
                    Circle().strokeBorder(
                        AngularGradient(colors: [.red, .yellow, .green, .cyan, .blue, .purple, .red], center: .center), lineWidth: 3))
                .frame(width: 28, height: 28)
        }
    }
}

extension ColorPicker where Label == Text {
    public init<S: StringProtocol>(_ title: S, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }

    public init(_ titleKey: LocalizedStringKey, selection: Binding<Color>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(titleKey) }
    }

    public init<S: StringProtocol>(_ title: S, selection: Binding<CGColor>, supportsOpacity: Bool = true) {
        self.init(selection: selection, supportsOpacity: supportsOpacity) { Text(title) }
    }
}
