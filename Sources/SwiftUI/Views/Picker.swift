import Foundation
import WidgetryWire

// `Picker` and `tag(_:)`. A widget cannot open a menu or spin a wheel, so a picker draws as an
// iPhone shows it at rest: its label and the selected option (in a form or list, the label on
// the leading side and the selection in the secondary colour on the trailing one; elsewhere
// the selection in the tint), or, in the segmented style, every option with the selected one
// raised.

/// What the options of a picker are tagged with, collected while its content is evaluated:
/// each option node's tag (an explicit `tag(_:)`, else the identifier of its `ForEach`
/// element, as SwiftUI tags a `ForEach`'s views implicitly).
final class PickerOptionTags {
    /// The tag of each option node, by node id.
    var tags: [String: AnyHashable] = [:]
    /// Whether a `tag(_:)` was evaluated since it was last cleared (by `ForEach`, per element).
    var sawExplicitTag = false
}

extension EnvironmentValues {
    /// Inside a picker's content: where its options' tags are collected.
    var pickerOptionTags: PickerOptionTags? {
        get { self[PickerOptionTagsKey.self] }
        set { self[PickerOptionTagsKey.self] = newValue }
    }
}

private struct PickerOptionTagsKey: EnvironmentKey {
    static var defaultValue: PickerOptionTags? { nil }
}

extension View {
    /// Tags this view with `tag`: in a `Picker`, the option that `tag` selects.
    public nonisolated func tag<V: Hashable>(_ tag: V) -> some View {
        modifier(_TagModifier(tag: AnyHashable(tag)))
    }
}

nonisolated struct _TagModifier: ViewModifier, PrimitiveModifier {
    let tag: AnyHashable
    typealias Body = Never

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let nodes = content(scope)
        if let tags = scope.environment.pickerOptionTags {
            for node in nodes { tags.tags[node.id] = tag }
            tags.sawExplicitTag = true
        }
        return nodes
    }
}

/// How a picker shows its options.
public protocol PickerStyle {}

/// The picker styles as evaluation knows them.
enum PickerStyleKind: Sendable {
    case automatic, menu, segmented, inline, wheel, navigationLink, palette
}

protocol _NamedPickerStyle { var kind: PickerStyleKind { get } }

public struct DefaultPickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .automatic } }
public struct MenuPickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .menu } }
public struct SegmentedPickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .segmented } }
public struct InlinePickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .inline } }
public struct WheelPickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .wheel } }
public struct NavigationLinkPickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .navigationLink } }
public struct PalettePickerStyle: PickerStyle, _NamedPickerStyle { public init() {}; var kind: PickerStyleKind { .palette } }
extension PickerStyle where Self == DefaultPickerStyle { public static var automatic: DefaultPickerStyle { .init() } }
extension PickerStyle where Self == MenuPickerStyle { public static var menu: MenuPickerStyle { .init() } }
extension PickerStyle where Self == SegmentedPickerStyle { public static var segmented: SegmentedPickerStyle { .init() } }
extension PickerStyle where Self == InlinePickerStyle { public static var inline: InlinePickerStyle { .init() } }
extension PickerStyle where Self == WheelPickerStyle { public static var wheel: WheelPickerStyle { .init() } }
extension PickerStyle where Self == NavigationLinkPickerStyle { public static var navigationLink: NavigationLinkPickerStyle { .init() } }
extension PickerStyle where Self == PalettePickerStyle { public static var palette: PalettePickerStyle { .init() } }

extension EnvironmentValues {
    var pickerStyle: PickerStyleKind {
        get { self[PickerStyleKey.self] }
        set { self[PickerStyleKey.self] = newValue }
    }
}

private struct PickerStyleKey: EnvironmentKey {
    static var defaultValue: PickerStyleKind { .automatic }
}

extension View {
    /// Sets how the pickers below show their options.
    public nonisolated func pickerStyle<S: PickerStyle>(_ style: S) -> some View {
        environment(\.pickerStyle, (style as? _NamedPickerStyle)?.kind ?? .automatic)
    }
}

/// A choice of one of several tagged options, bound to a selection.
public nonisolated struct Picker<Label: View, SelectionValue: Hashable, Content: View>: View, PrimitiveView {
    let selection: SelectionValue
    let label: Label
    let content: Content

    public init(selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.selection = selection.wrappedValue
        self.label = label()
        self.content = content()
    }

    @available(iOS, deprecated: 100000.0, message: "Use Picker(selection:content:label:)")
    public init(selection: Binding<SelectionValue>, label: Label, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { label })
    }

    public typealias Body = Never
    public var body: Never { fatalError("Picker has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        // The options are evaluated where the style's body shows them (with the fonts and
        // styles in force there); once here for their number and the selected one.
        let (nodes, selectedIndex) = PickerOption.options(of: content, selection: AnyHashable(selection), in: scope.appending("o"), evaluator: evaluator)
        let option = { (index: Int) in PickerOption(content: content, selection: AnyHashable(selection), index: index) }
        let label = scope.environment.style.labelsHidden ? nil : label
        let inForm = scope.environment.listContext != nil
        switch scope.environment.pickerStyle {
        case .segmented:
            return evaluator.nodes(of: SegmentedPickerBody(options: nodes.indices.map(option), selectedIndex: selectedIndex), in: scope)
        case .inline where inForm, .wheel:
            let body = InlinePickerBody(label: label, options: nodes.indices.map(option), selectedIndex: selectedIndex)
            return evaluator.nodes(of: body, in: scope)
        default:
            return evaluator.nodes(of: MenuPickerBody(label: label, selection: selectedIndex.map(option), inForm: inForm), in: scope)
        }
    }
}

/// One option of a picker, evaluated where it is shown.
struct PickerOption<Content: View>: View, PrimitiveView {
    let content: Content
    let selection: AnyHashable
    let index: Int

    typealias Body = Never
    var body: Never { fatalError("PickerOption has no body") }

    @MainActor static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let nodes = Self.options(of: content, selection: selection, in: scope, evaluator: evaluator).nodes
        return nodes.indices.contains(index) ? [nodes[index]] : []
    }

    /// The option nodes of `content` and the index of the one tagged `selection`.
    @MainActor static func options(of content: Content, selection: AnyHashable, in scope: EvaluationScope, evaluator: ViewEvaluator) -> (nodes: [ViewNode], selected: Int?) {
        let tags = PickerOptionTags()
        var scope = scope
        scope.environment.pickerOptionTags = tags
        let nodes = evaluator.nodes(of: content, in: scope)
        return (nodes, nodes.firstIndex { tags.tags[$0.id] == selection })
    }
}

extension Picker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { Text(title) })
    }
}

extension Picker where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content) {
        self.init(selection: selection, content: content, label: { SwiftUI.Label(titleKey, systemImage: systemImage) })
    }
}

/// A menu picker at rest: in a form, label and selection apart; elsewhere the selection and
/// the up-down chevron in the tint, as a borderless button.
private struct MenuPickerBody<Label: View, Option: View>: View {
    let label: Label?
    let selection: Option?
    let inForm: Bool

    var body: some View {
        if inForm {
            HStack(spacing: 6) {
                label
                Spacer(minLength: 8)
                selection.foregroundStyle(.secondary)
                Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium)).foregroundStyle(.secondary)
            }
        } else {
            HStack(spacing: 4) {
                selection
                Image(systemName: "chevron.up.chevron.down").font(.footnote.weight(.medium))
            }
            .foregroundStyle(.tint)
        }
    }
}

/// An inline (or wheel) picker at rest: the options in rows, the selected one checked.
private struct InlinePickerBody<Label: View, Option: View>: View {
    let label: Label?
    let options: [Option]
    let selectedIndex: Int?

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            label.font(.footnote).foregroundStyle(.secondary)
            ForEach(options.indices, id: \.self) { index in
                HStack {
                    options[index]
                    Spacer(minLength: 8)
                    if index == selectedIndex {
                        Image(systemName: "checkmark").fontWeight(.semibold).foregroundStyle(.tint)
                    }
                }
            }
        }
    }
}

/// A segmented control at rest: the options side by side on a grey track, the selected one on
/// a raised segment.
private struct SegmentedPickerBody<Option: View>: View {
    let options: [Option]
    let selectedIndex: Int?

    var body: some View {
        HStack(spacing: 0) {
            ForEach(options.indices, id: \.self) { index in
                options[index]
                    .font(.footnote.weight(index == selectedIndex ? .semibold : .medium))
                    .lineLimit(1)
                    .frame(maxWidth: .infinity, minHeight: 28)
                    .background {
                        if index == selectedIndex {
                            RoundedRectangle(cornerRadius: 7, style: .continuous).fill(.background).shadow(color: .black.opacity(0.12), radius: 2, y: 1)
                        }
                    }
            }
        }
        .padding(2)
        .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 9, style: .continuous))
    }
}
