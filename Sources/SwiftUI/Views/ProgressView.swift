import AppIntents
import Foundation
import WidgetryWire

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
    /// An indeterminate progress view with a title (Apple's `init(_ titleKey: LocalizedStringKey)`).
    public init(_ titleKey: LocalizedStringKey) {
        self.init(kind: .indeterminate, label: Text(titleKey), currentValueLabel: EmptyView())
    }
    /// The same with a verbatim title (Apple's `init<S>(_ title: S) where S: StringProtocol`).
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) {
        self.init(kind: .indeterminate, label: Text(title), currentValueLabel: EmptyView())
    }
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

extension View {
    public nonisolated func progressViewStyle<S: ProgressViewStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.style.progressViewStyle = archivedStyle(style, default: .automatic) }
    }
}
