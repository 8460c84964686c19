import Foundation

/// What a custom `ButtonStyle` draws from: the button's label, its role, and whether it is
/// pressed (never, in a widget).
public struct ButtonStyleConfiguration {
    /// The button's label, as a view the style places.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    public let role: ButtonRole?
    public let label: ButtonStyleConfiguration.Label
    public let isPressed: Bool
}

/// A custom button style, kept in the environment by `buttonStyle(_:)`.
struct CustomButtonStyle {
    let style: any ButtonStyle

    init(_ style: some ButtonStyle) { self.style = style }

    @MainActor func makeBody(_ configuration: ButtonStyleConfiguration) -> AnyView {
        Self.body(of: style, configuration)
    }

    @MainActor private static func body<S: ButtonStyle>(of style: S, _ configuration: ButtonStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

struct CustomButtonStyleKey: EnvironmentKey {
    static var defaultValue: CustomButtonStyle? { nil }
}
