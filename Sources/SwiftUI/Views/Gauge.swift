import AppIntents
import Foundation
import WidgetryWire

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

extension View {
    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.gaugeStyle = archivedStyle(style, default: .automatic) }
    }
}
