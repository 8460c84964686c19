import Foundation
import WidgetryWire

/// A control that steps a value up and down. A widget takes no taps on it, so it draws as iOS
/// shows it at rest: the label, and the minus–plus control (94 × 32 points) on the trailing
/// side, the minus dimmed at the lower bound and the plus at the upper one.
public nonisolated struct Stepper<Label: View>: View, PrimitiveView {
    let label: Label
    let canDecrement: Bool
    let canIncrement: Bool

    public init<V: Strideable>(
        value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in },
        @ViewBuilder label: () -> Label
    ) {
        self.label = label()
        self.canDecrement = value.wrappedValue > bounds.lowerBound
        self.canIncrement = value.wrappedValue < bounds.upperBound
    }

    public init<V: Strideable>(value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }, @ViewBuilder label: () -> Label) {
        self.label = label()
        self.canDecrement = true
        self.canIncrement = true
    }

    public init(
        @ViewBuilder label: () -> Label, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.label = label()
        self.canDecrement = onDecrement != nil
        self.canIncrement = onIncrement != nil
    }

    public typealias Body = Never
    public var body: Never { fatalError("Stepper has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let label = scope.environment.style.labelsHidden ? nil : label
        return evaluator.nodes(of: StepperBody(label: label, canDecrement: canDecrement, canIncrement: canIncrement), in: scope)
    }
}

extension Stepper where Label == Text {
    public init<V: Strideable>(
        _ titleKey: LocalizedStringKey, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1,
        onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(
        _ title: S, value: Binding<V>, in bounds: ClosedRange<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(value: value, in: bounds, step: step, onEditingChanged: onEditingChanged, label: { Text(title) })
    }

    public init<V: Strideable>(_ titleKey: LocalizedStringKey, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol, V: Strideable>(_ title: S, value: Binding<V>, step: V.Stride = 1, onEditingChanged: @escaping (Bool) -> Void = { _ in }) {
        self.init(value: value, step: step, onEditingChanged: onEditingChanged, label: { Text(title) })
    }

    public init(
        _ titleKey: LocalizedStringKey, onIncrement: (() -> Void)?, onDecrement: (() -> Void)?, onEditingChanged: @escaping (Bool) -> Void = { _ in }
    ) {
        self.init(label: { Text(titleKey) }, onIncrement: onIncrement, onDecrement: onDecrement, onEditingChanged: onEditingChanged)
    }
}

/// The stepper at rest: label, then iOS's rounded minus–plus control.
private struct StepperBody<Label: View>: View {
    let label: Label?
    let canDecrement: Bool
    let canIncrement: Bool

    var body: some View {
        HStack(spacing: 8) {
            label
            Spacer(minLength: 8)
            HStack(spacing: 0) {
                Image(systemName: "minus").foregroundStyle(canDecrement ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                    .frame(width: 46, height: 32)
                Rectangle().fill(.quaternary).frame(width: 1, height: 18)
                Image(systemName: "plus").foregroundStyle(canIncrement ? AnyShapeStyle(.primary) : AnyShapeStyle(.tertiary))
                    .frame(width: 46, height: 32)
            }
            .font(.body.weight(.medium))
            .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 8, style: .continuous))
        }
    }
}
