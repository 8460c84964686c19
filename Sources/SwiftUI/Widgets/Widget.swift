// Widget, WidgetBundle and the bundle builder, declared in SwiftUI as Apple's SDK declares them.

/// A widget: a kind, its configuration (provider and view), its name and sizes.
@MainActor @preconcurrency
public protocol Widget {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
    init()
}

/// Several widgets shipped by one extension.
@MainActor @preconcurrency
public protocol WidgetBundle {
    associatedtype Body: Widget
    @WidgetBundleBuilder var body: Body { get }
    init()
}

/// A widget that stands for several (a bundle body): the runtime lists them.
@MainActor
package protocol WidgetGroup {
    var widgets: [any Widget] { get }
}

extension Widget {
    /// The widgets this one stands for: itself, or the members of a bundle body.
    package var flattened: [any Widget] {
        if let group = self as? any WidgetGroup { return group.widgets.flatMap(\.flattened) }
        return [self]
    }
}

/// Collects the widgets of a `WidgetBundle` body.
@MainActor @resultBuilder
public enum WidgetBundleBuilder {
    public static func buildBlock() -> EmptyBundleWidget { EmptyBundleWidget() }

    public static func buildBlock<each W: Widget>(_ widget: repeat each W) -> TupleWidget<repeat each W> {
        TupleWidget(repeat each widget)
    }

    public static func buildExpression<W: Widget>(_ widget: W) -> W { widget }

    /// `if condition { SomeWidget() }`.
    public static func buildOptional<W: Widget>(_ widget: W?) -> OptionalWidget<W> { OptionalWidget(widget) }

    /// `if #available(…) { SomeWidget() }`.
    public static func buildLimitedAvailability<W: Widget>(_ widget: W) -> W { widget }

    public static func buildEither<First: Widget, Second: Widget>(first: First) -> EitherWidget<First, Second> { EitherWidget(first: first) }
    public static func buildEither<First: Widget, Second: Widget>(second: Second) -> EitherWidget<First, Second> { EitherWidget(second: second) }
}

/// The widgets of a bundle body with several statements.
public struct TupleWidget<each W: Widget>: Widget, WidgetGroup {
    let members: (repeat each W)

    init(_ member: repeat each W) { members = (repeat each member) }
    public init() { members = (repeat (each W).init()) }

    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    package var widgets: [any Widget] {
        var list: [any Widget] = []
        for member in repeat each members { list.append(member) }
        return list
    }
}

/// An empty bundle body.
public struct EmptyBundleWidget: Widget, WidgetGroup {
    public init() {}
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    package var widgets: [any Widget] { [] }
}

/// A widget included only when a condition held.
public struct OptionalWidget<W: Widget>: Widget, WidgetGroup {
    let member: W?
    init(_ member: W?) { self.member = member }
    public init() { member = nil }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    package var widgets: [any Widget] { member.map { [$0] } ?? [] }
}

/// One of two widgets, by condition.
public struct EitherWidget<First: Widget, Second: Widget>: Widget, WidgetGroup {
    let member: any Widget
    init(first: First) { member = first }
    init(second: Second) { member = second }
    public init() { member = First() }
    public var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }
    package var widgets: [any Widget] { [member] }
}
