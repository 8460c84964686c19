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
        if let custom = scope.environment.customGaugeStyle {
            // A style's body draws gauges of its own in the named style in force (as SwiftUI does).
            var inner = scope
            inner.environment.customGaugeStyle = nil
            let span = bounds.upperBound - bounds.lowerBound
            let configuration = GaugeStyleConfiguration(
                value: span > 0 ? min(max((value - bounds.lowerBound) / span, 0), 1) : 0,
                label: .init(content: AnyView(label)),
                currentValueLabel: CurrentValueLabel.self == EmptyView.self ? nil : .init(content: AnyView(currentValueLabel)),
                minimumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: AnyView(minimumValueLabel)),
                maximumValueLabel: BoundsLabel.self == EmptyView.self ? nil : .init(content: AnyView(maximumValueLabel)))
            return evaluator.nodes(of: custom.makeBody(configuration), in: inner)
        }
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

