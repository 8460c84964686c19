import Foundation
import WidgetryWire

/// The parts of a date a `DatePicker` edits.
public struct DatePickerComponents: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let date = DatePickerComponents(rawValue: 1 << 0)
    public static let hourAndMinute = DatePickerComponents(rawValue: 1 << 1)
}

/// How a date picker draws. The compact style is drawn (the automatic one on iOS); the others
/// draw as it does.
public protocol DatePickerStyle {}
public struct DefaultDatePickerStyle: DatePickerStyle { public init() {} }
public struct CompactDatePickerStyle: DatePickerStyle { public init() {} }
public struct GraphicalDatePickerStyle: DatePickerStyle { public init() {} }
public struct WheelDatePickerStyle: DatePickerStyle { public init() {} }
extension DatePickerStyle where Self == DefaultDatePickerStyle { public static var automatic: DefaultDatePickerStyle { .init() } }
extension DatePickerStyle where Self == CompactDatePickerStyle { public static var compact: CompactDatePickerStyle { .init() } }
extension DatePickerStyle where Self == GraphicalDatePickerStyle { public static var graphical: GraphicalDatePickerStyle { .init() } }
extension DatePickerStyle where Self == WheelDatePickerStyle { public static var wheel: WheelDatePickerStyle { .init() } }

extension View {
    /// Accepted; date pickers draw in the compact style.
    public nonisolated func datePickerStyle<S: DatePickerStyle>(_ style: S) -> some View { self }
}

/// A control for choosing a date. A widget takes no taps on it, so it draws as iOS's compact
/// style shows it at rest: the label, and the date and the time, each on a grey rounded
/// rectangle, on the trailing side.
public nonisolated struct DatePicker<Label: View>: View, PrimitiveView {
    let date: Date
    let components: DatePickerComponents
    let label: Label

    public init(selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date], @ViewBuilder label: () -> Label) {
        self.date = selection.wrappedValue
        self.components = displayedComponents
        self.label = label()
    }

    public init(
        selection: Binding<Date>, in range: ClosedRange<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeFrom<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public init(
        selection: Binding<Date>, in range: PartialRangeThrough<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date],
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: label)
    }

    public typealias Body = Never
    public var body: Never { fatalError("DatePicker has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let label = scope.environment.style.labelsHidden ? nil : label
        return evaluator.nodes(of: CompactDatePickerBody(date: date, components: components, label: label), in: scope)
    }
}

extension DatePicker where Label == Text {
    public init(_ titleKey: LocalizedStringKey, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, selection: Binding<Date>, displayedComponents: DatePickerComponents = [.hourAndMinute, .date]) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(title) })
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: ClosedRange<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeFrom<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }

    public init(
        _ titleKey: LocalizedStringKey, selection: Binding<Date>, in range: PartialRangeThrough<Date>,
        displayedComponents: DatePickerComponents = [.hourAndMinute, .date]
    ) {
        self.init(selection: selection, displayedComponents: displayedComponents, label: { Text(titleKey) })
    }
}

/// The compact date picker at rest: "Nov 14, 2023" and "10:13 PM" on grey rounded rectangles.
private struct CompactDatePickerBody<Label: View>: View {
    let date: Date
    let components: DatePickerComponents
    let label: Label?

    @Environment(\.locale) private var locale

    var body: some View {
        HStack(spacing: 6) {
            label
            Spacer(minLength: 8)
            if components.contains(.date) {
                field(Text(verbatim: date.formatted(.dateTime.month(.abbreviated).day().year().locale(locale))))
            }
            if components.contains(.hourAndMinute) {
                field(Text(date, style: .time))
            }
        }
    }

    private func field(_ text: Text) -> some View {
        text.padding(.horizontal, 11).padding(.vertical, 6)
            .background(.fill.tertiary, in: RoundedRectangle(cornerRadius: 6, style: .continuous))
    }
}
