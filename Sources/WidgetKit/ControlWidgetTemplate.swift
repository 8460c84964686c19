import WidgetryWire

/// What a control shows and does: a `ControlWidgetButton` or a `ControlWidgetToggle`, built from
/// its value.
@MainActor @preconcurrency
public protocol ControlWidgetTemplate {
    associatedtype Body: ControlWidgetTemplate
    @ControlWidgetTemplateBuilder var body: Body { get }
}

extension Never: ControlWidgetTemplate {}

/// A control's template as the host will draw it (issue 29): button or toggle, its title and
/// labels, its action and its tint.
package struct ResolvedControlTemplate: @unchecked Sendable {
    package enum Kind: Equatable {
        case button
        case toggle(isOn: Bool)
    }

    package var kind: Kind
    /// The title given as a string (nil when the label view carries it).
    package var title: String?
    /// The label view.
    package var label: AnyView
    /// The value label (toggle: for its state) or action label (button: while its action runs).
    package var valueLabel: @MainActor (Bool) -> AnyView
    /// The intent the control performs (a toggle's `SetValueIntent` gets the new value).
    package var action: any AppIntent
    package var tint: Color?
}

/// A template that is itself a control description (not built from a body).
@MainActor
package protocol PrimitiveControlTemplate {
    var resolvedTemplate: ResolvedControlTemplate? { get }
}

extension ControlWidgetTemplate {
    /// Follows bodies down to the button or toggle and its modifiers; nil for an empty template.
    package var resolvedTemplate: ResolvedControlTemplate? {
        if let primitive = self as? any PrimitiveControlTemplate { return primitive.resolvedTemplate }
        if Body.self == Never.self { return nil }
        return body.resolvedTemplate
    }
}

/// Builds a control's template from statements: one template, `if`/`else`, `if #available`.
@MainActor @resultBuilder
public struct ControlWidgetTemplateBuilder {
    public static func buildExpression<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
    public static func buildBlock() -> EmptyControlWidgetTemplate { EmptyControlWidgetTemplate() }
    public static func buildIf<Content: ControlWidgetTemplate>(_ content: Content?) -> _ConditionalControlTemplate<Content, EmptyControlWidgetTemplate> {
        content.map { .init(first: $0) } ?? .init(second: EmptyControlWidgetTemplate())
    }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(first: First) -> _ConditionalControlTemplate<First, Second> {
        .init(first: first)
    }
    public static func buildEither<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>(second: Second) -> _ConditionalControlTemplate<First, Second> {
        .init(second: second)
    }
    public static func buildLimitedAvailability<Content: ControlWidgetTemplate>(_ content: Content) -> Content { content }
}

/// No template: the control shows nothing.
public struct EmptyControlWidgetTemplate: ControlWidgetTemplate, PrimitiveControlTemplate {
    public init() {}
    public var body: Never { fatalError("EmptyControlWidgetTemplate has no body") }
    package var resolvedTemplate: ResolvedControlTemplate? { nil }
}

/// One of two templates, by condition.
public struct _ConditionalControlTemplate<First: ControlWidgetTemplate, Second: ControlWidgetTemplate>: ControlWidgetTemplate, PrimitiveControlTemplate {
    enum Storage {
        case first(First)
        case second(Second)
    }

    let storage: Storage
    init(first: First) { storage = .first(first) }
    init(second: Second) { storage = .second(second) }

    public var body: Never { fatalError("_ConditionalControlTemplate is primitive") }

    package var resolvedTemplate: ResolvedControlTemplate? {
        switch storage {
        case .first(let first): first.resolvedTemplate
        case .second(let second): second.resolvedTemplate
        }
    }
}

/// A template with its tint changed.
public struct _TintedControlTemplate<Base: ControlWidgetTemplate>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let base: Base
    let tint: Color?

    public var body: Never { fatalError("_TintedControlTemplate is primitive") }

    package var resolvedTemplate: ResolvedControlTemplate? {
        guard var template = base.resolvedTemplate else { return nil }
        template.tint = tint
        return template
    }
}

extension ControlWidgetTemplate {
    /// The control's tint: its symbol and its background when on (a control's label ignores a
    /// view's `tint`).
    public func tint(_ tint: Color?) -> some ControlWidgetTemplate {
        _TintedControlTemplate(base: self, tint: tint)
    }
}
