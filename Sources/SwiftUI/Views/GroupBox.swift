import Foundation
import WidgetryWire

// `GroupBox` and `GroupBoxStyle`. A group box draws through its style's `makeBody`, custom
// styles included; the automatic style draws as iOS does: the label in the headline font over
// the content, inside a rounded grey box.

/// How a group box draws its label and content.
public protocol GroupBoxStyle {
    associatedtype Body: View
    typealias Configuration = GroupBoxStyleConfiguration

    /// The group box drawn from its parts.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// The parts of a group box, for its style's `makeBody(configuration:)`.
public struct GroupBoxStyleConfiguration {
    /// The group box's label (its title).
    public struct Label: View, PrimitiveView {
        let view: AnyView
        public typealias Body = Never
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Label has no body") }

        @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
        }

        @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
            evaluator.nodes(of: view, in: scope)
        }
    }

    /// The group box's content.
    public struct Content: View, PrimitiveView {
        let view: AnyView
        public typealias Body = Never
        public var body: Never { fatalError("GroupBoxStyleConfiguration.Content has no body") }

        @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
            _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
        }

        @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
            evaluator.nodes(of: view, in: scope)
        }
    }

    public let label: GroupBoxStyleConfiguration.Label
    public let content: GroupBoxStyleConfiguration.Content
}

/// iOS's group box: the label in the headline font above the content, 16 points inside a
/// rounded box in the secondary grouped background (the fill's tertiary level here).
public struct DefaultGroupBoxStyle: GroupBoxStyle {
    public init() {}

    public func makeBody(configuration: GroupBoxStyleConfiguration) -> some View {
        VStack(alignment: .leading, spacing: 8) {
            configuration.label.font(.headline)
            configuration.content
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .padding(16)
        .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
    }
}

extension GroupBoxStyle where Self == DefaultGroupBoxStyle {
    public static var automatic: DefaultGroupBoxStyle { .init() }
}

extension EnvironmentValues {
    /// The style of the group boxes below.
    var groupBoxStyle: any GroupBoxStyle {
        get { self[GroupBoxStyleKey.self] }
        set { self[GroupBoxStyleKey.self] = newValue }
    }
}

private struct GroupBoxStyleKey: EnvironmentKey {
    static var defaultValue: any GroupBoxStyle { DefaultGroupBoxStyle() }
}

extension View {
    /// Sets the style of the group boxes below.
    public nonisolated func groupBoxStyle<S: GroupBoxStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.groupBoxStyle = style }
    }
}

/// Content with an optional label, drawn as a box by the group box style in force.
public nonisolated struct GroupBox<Label: View, Content: View>: View, PrimitiveView {
    let label: Label
    let content: Content

    public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.content = content()
    }

    @available(iOS, deprecated: 100000.0, message: "Use GroupBox(content:label:)")
    public init(label: Label, @ViewBuilder content: () -> Content) {
        self.label = label
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("GroupBox has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let configuration = GroupBoxStyleConfiguration(
            label: GroupBoxStyleConfiguration.Label(view: AnyView(label)), content: GroupBoxStyleConfiguration.Content(view: AnyView(content)))
        var inner = scope
        // A style's body draws group boxes of its own in the automatic style (as SwiftUI does).
        inner.environment.groupBoxStyle = DefaultGroupBoxStyle()
        return evaluator.nodes(of: Self.body(of: scope.environment.groupBoxStyle, configuration), in: inner)
    }

    /// The style's body for `configuration` (opening the existential).
    @MainActor static func body<S: GroupBoxStyle>(of style: S, _ configuration: GroupBoxStyleConfiguration) -> S.Body {
        style.makeBody(configuration: configuration)
    }
}

extension GroupBox where Label == GroupBoxStyleConfiguration.Label, Content == GroupBoxStyleConfiguration.Content {
    /// A group box of a style's configuration: in a style's `makeBody`, the automatic box around
    /// the parts (a style that changes the box's look keeps its layout).
    public init(_ configuration: GroupBoxStyleConfiguration) {
        self.init(content: { configuration.content }, label: { configuration.label })
    }
}

extension GroupBox where Label == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, label: { EmptyView() })
    }
}

extension GroupBox where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, label: { Text(title) })
    }
}
