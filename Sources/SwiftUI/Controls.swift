import AppIntents
import Foundation
import WidgetryWire

// MARK: - Label

/// A title with an icon.
public nonisolated struct Label<Title: View, Icon: View>: View, PrimitiveView {
    let title: Title
    let icon: Icon

    public init(@ViewBuilder title: () -> Title, @ViewBuilder icon: () -> Icon) {
        self.title = title()
        self.icon = icon()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Label has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var node = scope.containerNode(.label(LabelArchive(style: scope.environment.style.labelStyle)))
        node.children = evaluator.nodes(of: title, in: scope.appending("title"), role: .title)
            + evaluator.nodes(of: icon, in: scope.appending("icon"), role: .icon)
        return [node]
    }
}

extension Label where Title == Text, Icon == Image {
    public init(_ titleKey: LocalizedStringKey, systemImage name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage name: String) {
        self.init(title: { Text(title) }, icon: { Image(systemName: name) })
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, systemImage name: String) {
        self.init(title: { Text(titleResource) }, icon: { Image(systemName: name) })
    }
    public init(_ titleKey: LocalizedStringKey, image name: String) {
        self.init(title: { Text(titleKey) }, icon: { Image(name) })
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image name: String) {
        self.init(title: { Text(title) }, icon: { Image(name) })
    }
}

/// How labels show their title and icon.
public protocol LabelStyle {}
public struct DefaultLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct TitleOnlyLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "titleOnly" } }
public struct IconOnlyLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "iconOnly" } }
public struct TitleAndIconLabelStyle: LabelStyle, _NamedStyle { public init() {}; var styleName: String { "titleAndIcon" } }
extension LabelStyle where Self == DefaultLabelStyle { public static var automatic: DefaultLabelStyle { .init() } }
extension LabelStyle where Self == TitleOnlyLabelStyle { public static var titleOnly: TitleOnlyLabelStyle { .init() } }
extension LabelStyle where Self == IconOnlyLabelStyle { public static var iconOnly: IconOnlyLabelStyle { .init() } }
extension LabelStyle where Self == TitleAndIconLabelStyle { public static var titleAndIcon: TitleAndIconLabelStyle { .init() } }

// MARK: - Gauge

/// A value within bounds, drawn as a ring or a bar depending on `gaugeStyle`.
public nonisolated struct Gauge<Label: View, CurrentValueLabel: View, BoundsLabel: View, MarkedValueLabels: View>: View, PrimitiveView {
    let value: Double
    let bounds: ClosedRange<Double>
    let label: Label
    let currentValueLabel: CurrentValueLabel
    let minimumValueLabel: BoundsLabel
    let maximumValueLabel: BoundsLabel
    let markedValueLabels: MarkedValueLabels

    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel, @ViewBuilder minimumValueLabel: () -> BoundsLabel,
        @ViewBuilder maximumValueLabel: () -> BoundsLabel, @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.value = Double(value)
        self.bounds = Double(bounds.lowerBound)...Double(bounds.upperBound)
        self.label = label()
        self.currentValueLabel = currentValueLabel()
        self.minimumValueLabel = minimumValueLabel()
        self.maximumValueLabel = maximumValueLabel()
        self.markedValueLabels = markedValueLabels()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Gauge has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let gauge = GaugeArchive(
            value: value, lowerBound: bounds.lowerBound, upperBound: bounds.upperBound,
            style: scope.environment.style.gaugeStyle, tint: scope.environment.tintPaint)
        var node = scope.node(.gauge(gauge))
        node.children = (scope.environment.style.labelsHidden ? [] : evaluator.nodes(of: label, in: scope.appending("label"), role: .label))
            + evaluator.nodes(of: currentValueLabel, in: scope.appending("current"), role: .currentValueLabel)
            + evaluator.nodes(of: minimumValueLabel, in: scope.appending("min"), role: .minimumValueLabel)
            + evaluator.nodes(of: maximumValueLabel, in: scope.appending("max"), role: .maximumValueLabel)
            + evaluator.nodes(of: markedValueLabels, in: scope.appending("marked"), role: .markedValueLabel)
        return [node]
    }
}

extension Gauge where CurrentValueLabel == EmptyView, BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: { EmptyView() }, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView, MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where MarkedValueLabels == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder minimumValueLabel: () -> BoundsLabel, @ViewBuilder maximumValueLabel: () -> BoundsLabel
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: minimumValueLabel,
            maximumValueLabel: maximumValueLabel, markedValueLabels: { EmptyView() })
    }
}

extension Gauge where BoundsLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(
        value: V, in bounds: ClosedRange<V> = 0...1, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel,
        @ViewBuilder markedValueLabels: () -> MarkedValueLabels
    ) {
        self.init(
            value: value, in: bounds, label: label, currentValueLabel: currentValueLabel, minimumValueLabel: { EmptyView() },
            maximumValueLabel: { EmptyView() }, markedValueLabels: markedValueLabels)
    }
}

/// How gauges are drawn. Custom styles are not supported (they draw as `automatic`).
public protocol GaugeStyle {}
protocol _NamedStyle { var styleName: String { get } }

public struct DefaultGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct AccessoryCircularGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "accessoryCircular" } }
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "accessoryCircularCapacity" } }
public struct AccessoryLinearGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "accessoryLinear" } }
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "accessoryLinearCapacity" } }
public struct LinearCapacityGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "linearCapacity" } }
public struct CircularGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "circular" } }
public struct LinearGaugeStyle: GaugeStyle, _NamedStyle { public init() {}; var styleName: String { "linear" } }

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: CircularGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearGaugeStyle { public static var linear: LinearGaugeStyle { .init() } }

// MARK: - ProgressView

/// Progress towards completion: a value of a total, or a timer interval that progresses with
/// the clock.
public nonisolated struct ProgressView<Label: View, CurrentValueLabel: View>: View, PrimitiveView {
    enum Kind {
        case indeterminate
        case value(Double?, total: Double)
        case timer(ClosedRange<Date>, countsDown: Bool)
    }
    let kind: Kind
    let label: Label
    let currentValueLabel: CurrentValueLabel

    init(kind: Kind, label: Label, currentValueLabel: CurrentValueLabel) {
        self.kind = kind
        self.label = label
        self.currentValueLabel = currentValueLabel
    }

    public init<V: BinaryFloatingPoint>(
        value: V?, total: V = 1.0, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(kind: .value(value.map { Double($0) }, total: Double(total)), label: label(), currentValueLabel: currentValueLabel())
    }

    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> CurrentValueLabel) {
        self.init(kind: .timer(timerInterval, countsDown: countsDown), label: label(), currentValueLabel: currentValueLabel())
    }

    public typealias Body = Never
    public var body: Never { fatalError("ProgressView has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var archive = ProgressArchive(style: scope.environment.style.progressViewStyle, tint: scope.environment.tintPaint)
        switch kind {
        case .indeterminate: break
        case .value(let value, let total):
            archive.value = value
            archive.total = total
        case .timer(let interval, let countsDown):
            archive.timerStart = interval.lowerBound.timeIntervalSince1970
            archive.timerEnd = interval.upperBound.timeIntervalSince1970
            archive.countsDown = countsDown
        }
        var node = scope.node(.progress(archive))
        node.children = (scope.environment.style.labelsHidden ? [] : evaluator.nodes(of: label, in: scope.appending("label"), role: .label))
            + evaluator.nodes(of: currentValueLabel, in: scope.appending("current"), role: .currentValueLabel)
        return [node]
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == EmptyView {
    public init() {
        self.init(kind: .indeterminate, label: EmptyView(), currentValueLabel: EmptyView())
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0) {
        self.init(kind: .value(value.map { Double($0) }, total: Double(total)), label: EmptyView(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where CurrentValueLabel == EmptyView {
    public init(@ViewBuilder label: () -> Label) {
        self.init(kind: .indeterminate, label: label(), currentValueLabel: EmptyView())
    }
    public init<V: BinaryFloatingPoint>(value: V?, total: V = 1.0, @ViewBuilder label: () -> Label) {
        self.init(kind: .value(value.map { Double($0) }, total: Double(total)), label: label(), currentValueLabel: EmptyView())
    }
}

extension ProgressView where Label == Text, CurrentValueLabel == EmptyView {
    public init<V: BinaryFloatingPoint>(_ titleKey: LocalizedStringKey, value: V?, total: V = 1.0) {
        self.init(kind: .value(value.map { Double($0) }, total: Double(total)), label: Text(titleKey), currentValueLabel: EmptyView())
    }
    @_disfavoredOverload
    public init<S: StringProtocol, V: BinaryFloatingPoint>(_ title: S, value: V?, total: V = 1.0) {
        self.init(kind: .value(value.map { Double($0) }, total: Double(total)), label: Text(title), currentValueLabel: EmptyView())
    }
}

/// The live timer text a timer `ProgressView` shows by default.
public nonisolated struct DefaultDateProgressLabel: View {
    let interval: ClosedRange<Date>
    let countsDown: Bool
    public var body: some View { Text(timerInterval: interval, countsDown: countsDown) }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(
            kind: .timer(timerInterval, countsDown: countsDown), label: EmptyView(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label) {
        self.init(
            kind: .timer(timerInterval, countsDown: countsDown), label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown))
    }
}

/// How progress views are drawn.
public protocol ProgressViewStyle {}
public struct DefaultProgressViewStyle: ProgressViewStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct LinearProgressViewStyle: ProgressViewStyle, _NamedStyle { public init() {}; var styleName: String { "linear" } }
public struct CircularProgressViewStyle: ProgressViewStyle, _NamedStyle { public init() {}; var styleName: String { "circular" } }
extension ProgressViewStyle where Self == DefaultProgressViewStyle { public static var automatic: DefaultProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == LinearProgressViewStyle { public static var linear: LinearProgressViewStyle { .init() } }
extension ProgressViewStyle where Self == CircularProgressViewStyle { public static var circular: CircularProgressViewStyle { .init() } }

// MARK: - Link

/// Opens a URL when tapped.
public nonisolated struct Link<Label: View>: View, PrimitiveView {
    let destination: URL
    let label: Label

    public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Link has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var action = ActionArchive(url: destination.absoluteString)
        action.tint = scope.environment.tintPaint
        var node = scope.containerNode(.link(action))
        node.children = evaluator.nodes(of: label, in: scope.appending("c"))
        return [node]
    }
}

extension Link where Label == Text {
    public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, destination: URL) {
        self.init(destination: destination) { Text(titleResource) }
    }
}

// MARK: - Button and Toggle (App Intents)

/// What a button does.
public struct ButtonRole: Equatable, Hashable, Sendable {
    let archive: ActionArchive.Role
    public static let destructive = ButtonRole(archive: .destructive)
    public static let cancel = ButtonRole(archive: .cancel)
}

/// An intent as the archive stores it.
func intentArchive<I: AppIntent>(_ intent: I) -> IntentArchive {
    IntentTypeRegistry.register(I.self)
    return IntentArchive(typeName: IntentTypeRegistry.name(of: I.self), configuration: intent.configurationValues)
}

/// A button. In a widget, only buttons that perform an `AppIntent` do something: the intent is
/// archived (`{typeName, configuration}`) and the host asks the extension to perform it.
public nonisolated struct Button<Label: View>: View, PrimitiveView {
    let intent: (@Sendable () -> IntentArchive)?
    let role: ButtonRole?
    let label: Label

    public init<I: AppIntent>(intent: I, @ViewBuilder label: () -> Label) {
        self.intent = { intentArchive(intent) }
        self.role = nil
        self.label = label()
    }

    public init(role: ButtonRole?, intent: some AppIntent, @ViewBuilder label: () -> Label) {
        self.intent = { intentArchive(intent) }
        self.role = role
        self.label = label()
    }

    /// A button with a closure: widgets cannot run closures, so it is archived without an
    /// action (as on Apple's platforms, where it does nothing in a widget).
    @preconcurrency
    public init(action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.intent = nil
        self.role = nil
        self.label = label()
    }

    @preconcurrency
    public init(role: ButtonRole?, action: @escaping @MainActor () -> Void, @ViewBuilder label: () -> Label) {
        self.intent = nil
        self.role = role
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Button has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var action = ActionArchive(intent: intent?())
        action.buttonStyle = scope.environment.style.buttonStyle
        action.tint = scope.environment.tintPaint
        action.role = role?.archive
        var node = scope.containerNode(.button(action))
        // A button-style toggle's label is the button itself.
        if !scope.environment.style.labelsHidden || action.toggleStyle == .button {
            node.children = evaluator.nodes(of: label, in: scope.appending("c"))
        }
        return [node]
    }
}

extension Button where Label == Text {
    public init(_ titleKey: LocalizedStringKey, intent: some AppIntent) {
        self.init(intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, intent: some AppIntent) {
        self.init(intent: intent) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, role: ButtonRole?, intent: some AppIntent) {
        self.init(role: role, intent: intent) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, action: @escaping @MainActor () -> Void) {
        self.init(action: action) { Text(title) }
    }
}

extension Button where Label == SwiftUI.Label<Text, Image> {
    public init(_ titleKey: LocalizedStringKey, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent) { SwiftUI.Label(titleKey, systemImage: systemImage) }
    }
    @_disfavoredOverload
    public init(_ title: some StringProtocol, systemImage: String, intent: some AppIntent) {
        self.init(intent: intent) { SwiftUI.Label(title, systemImage: systemImage) }
    }
}

/// A switch. In a widget it takes its state from the entry (`isOn`) and performs an
/// `AppIntent` when tapped; the intent and state are archived.
public nonisolated struct Toggle<Label: View>: View, PrimitiveView {
    let isOn: Bool
    let intent: (@Sendable () -> IntentArchive)?
    let label: Label

    public init<I: AppIntent>(isOn: Bool, intent: I, @ViewBuilder label: () -> Label) {
        self.isOn = isOn
        self.intent = { intentArchive(intent) }
        self.label = label()
    }

    /// A toggle bound to a value, from a view shared with an app: it shows the value and does
    /// nothing when tapped, as on Apple's systems (a widget's toggles run an intent).
    public init(isOn: Binding<Bool>, @ViewBuilder label: () -> Label) {
        self.isOn = isOn.wrappedValue
        self.intent = nil
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("Toggle has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var action = ActionArchive(intent: intent?(), isOn: isOn)
        action.toggleStyle = scope.environment.style.toggleStyle
        action.tint = scope.environment.tintPaint
        var node = scope.containerNode(.toggle(action))
        // A button-style toggle's label is the button itself.
        if !scope.environment.style.labelsHidden || action.toggleStyle == .button {
            node.children = evaluator.nodes(of: label, in: scope.appending("c"))
        }
        return [node]
    }
}

extension Toggle where Label == Text {
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Bool, intent: some AppIntent) {
        self.init(isOn: isOn, intent: intent) { Text(title) }
    }
    public init(_ titleKey: LocalizedStringKey, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(titleKey) }
    }
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Text(title) }
    }
}

/// Button styles: only the built-in ones are supported (a custom style draws as `automatic`).
public protocol PrimitiveButtonStyle {}
/// Button styles that restyle the label; only built-ins are supported.
public protocol ButtonStyle {}
public struct DefaultButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct PlainButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "plain" } }
public struct BorderlessButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "borderless" } }
public struct BorderedButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "bordered" } }
public struct BorderedProminentButtonStyle: PrimitiveButtonStyle, _NamedStyle { public init() {}; var styleName: String { "borderedProminent" } }
extension PrimitiveButtonStyle where Self == DefaultButtonStyle { public static var automatic: DefaultButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == PlainButtonStyle { public static var plain: PlainButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle { public static var borderless: BorderlessButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedButtonStyle { public static var bordered: BorderedButtonStyle { .init() } }
extension PrimitiveButtonStyle where Self == BorderedProminentButtonStyle {
    public static var borderedProminent: BorderedProminentButtonStyle { .init() }
}

/// Toggle styles: only the built-in ones.
public protocol ToggleStyle {}
public struct DefaultToggleStyle: ToggleStyle, _NamedStyle { public init() {}; var styleName: String { "automatic" } }
public struct SwitchToggleStyle: ToggleStyle, _NamedStyle { public init() {}; var styleName: String { "switch" } }
public struct ButtonToggleStyle: ToggleStyle, _NamedStyle { public init() {}; var styleName: String { "button" } }
extension ToggleStyle where Self == DefaultToggleStyle { public static var automatic: DefaultToggleStyle { .init() } }
extension ToggleStyle where Self == SwitchToggleStyle { public static var `switch`: SwitchToggleStyle { .init() } }
extension ToggleStyle where Self == ButtonToggleStyle { public static var button: ButtonToggleStyle { .init() } }

/// The archive's case of a built-in style (the style's name); `automatic` for other styles.
func archivedStyle<Style: RawRepresentable<String>>(_ style: Any, default automatic: Style) -> Style {
    (style as? _NamedStyle).flatMap { Style(rawValue: $0.styleName) } ?? automatic
}

extension ViewEvaluator {
    /// The nodes of `view` with `role` set on each.
    package func nodes<V: View>(of view: V, in scope: EvaluationScope, role: NodeRole) -> [ViewNode] {
        var nodes = nodes(of: view, in: scope)
        for index in nodes.indices { nodes[index].role = role }
        return nodes
    }
}

extension View {
    /// Controls inside show no label (a toggle only its switch, a gauge or progress view only
    /// its value and bounds).
    public nonisolated func labelsHidden() -> some View {
        transformEnvironmentValues { $0.style.labelsHidden = true }
    }

    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.gaugeStyle = archivedStyle(style, default: .automatic) }
    }
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.progressViewStyle = archivedStyle(style, default: .automatic) }
    }
    public nonisolated func labelStyle<S: LabelStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.labelStyle = archivedStyle(style, default: .automatic) }
    }
    public nonisolated func buttonStyle<S: PrimitiveButtonStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.buttonStyle = archivedStyle(style, default: .automatic) }
    }
    public nonisolated func buttonStyle<S: ButtonStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.buttonStyle = archivedStyle(style, default: .automatic) }
    }
    public nonisolated func toggleStyle<S: ToggleStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.toggleStyle = archivedStyle(style, default: .automatic) }
    }
}
