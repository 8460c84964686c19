import Foundation

// Toolbars of views shared with an app. A widget has no navigation bar or toolbar, so on
// Apple's systems a widget never shows their items; here too they are accepted and never
// evaluated.

/// Content of a toolbar: `ToolbarItem`s and `ToolbarItemGroup`s.
public protocol ToolbarContent {}

/// A toolbar item with its placement.
public struct ToolbarItem<ID, Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == () {
        self.placement = placement
        self.content = content()
    }

    public init(id: String, placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) where ID == String {
        self.placement = placement
        self.content = content()
    }
}

/// Several toolbar items in one placement.
public struct ToolbarItemGroup<Content: View>: ToolbarContent {
    let placement: ToolbarItemPlacement
    let content: Content

    public init(placement: ToolbarItemPlacement = .automatic, @ViewBuilder content: () -> Content) {
        self.placement = placement
        self.content = content()
    }
}

/// Where a toolbar item goes.
public struct ToolbarItemPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarItemPlacement(name: "automatic")
    public static let principal = ToolbarItemPlacement(name: "principal")
    public static let navigation = ToolbarItemPlacement(name: "navigation")
    public static let primaryAction = ToolbarItemPlacement(name: "primaryAction")
    public static let secondaryAction = ToolbarItemPlacement(name: "secondaryAction")
    public static let status = ToolbarItemPlacement(name: "status")
    public static let confirmationAction = ToolbarItemPlacement(name: "confirmationAction")
    public static let cancellationAction = ToolbarItemPlacement(name: "cancellationAction")
    public static let destructiveAction = ToolbarItemPlacement(name: "destructiveAction")
    public static let keyboard = ToolbarItemPlacement(name: "keyboard")
    public static let topBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    public static let topBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
    public static let bottomBar = ToolbarItemPlacement(name: "bottomBar")
    @available(iOS, deprecated: 100000.0, renamed: "topBarLeading")
    public static let navigationBarLeading = ToolbarItemPlacement(name: "topBarLeading")
    @available(iOS, deprecated: 100000.0, renamed: "topBarTrailing")
    public static let navigationBarTrailing = ToolbarItemPlacement(name: "topBarTrailing")
}

/// Several toolbar contents built by one block.
public struct _TupleToolbarContent<T>: ToolbarContent {
    let value: T
}

/// One of two toolbar contents (`if`/`else`).
public enum _ConditionalToolbarContent<TrueContent: ToolbarContent, FalseContent: ToolbarContent>: ToolbarContent {
    case first(TrueContent), second(FalseContent)
}

extension Optional: ToolbarContent where Wrapped: ToolbarContent {}

/// Builds toolbar content from the statements of a closure.
@resultBuilder
public struct ToolbarContentBuilder {
    public static func buildExpression<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ToolbarContent>(_ content: Content) -> Content { content }
    public static func buildBlock<each Content: ToolbarContent>(_ content: repeat each Content) -> _TupleToolbarContent<(repeat each Content)> {
        _TupleToolbarContent(value: (repeat each content))
    }
    public static func buildIf<Content: ToolbarContent>(_ content: Content?) -> Content? { content }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(first: T) -> _ConditionalToolbarContent<T, F> { .first(first) }
    public static func buildEither<T: ToolbarContent, F: ToolbarContent>(second: F) -> _ConditionalToolbarContent<T, F> { .second(second) }
}

/// The bars a toolbar modifier applies to.
public struct ToolbarPlacement: Sendable {
    let name: String
    public static let automatic = ToolbarPlacement(name: "automatic")
    public static let navigationBar = ToolbarPlacement(name: "navigationBar")
    public static let bottomBar = ToolbarPlacement(name: "bottomBar")
    public static let tabBar = ToolbarPlacement(name: "tabBar")
}

extension View {
    /// Accepted; a widget has no toolbar (its items are never evaluated).
    public nonisolated func toolbar<Content: View>(@ViewBuilder content: () -> Content) -> some View { self }

    /// Accepted; a widget has no toolbar.
    public nonisolated func toolbar<Content: ToolbarContent>(@ToolbarContentBuilder content: () -> Content) -> some View { self }

    /// Accepted; a widget has no toolbar.
    public nonisolated func toolbar(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted; a widget has no toolbar.
    public nonisolated func toolbarBackground<S: ShapeStyle>(_ style: S, for bars: ToolbarPlacement...) -> some View { self }

    /// Accepted; a widget has no toolbar.
    public nonisolated func toolbarBackground(_ visibility: Visibility, for bars: ToolbarPlacement...) -> some View { self }
}
