import Foundation
import WidgetryWire

// Navigation containers of views shared with an app. A widget cannot navigate (a tap opens the
// app), and shows no navigation bar: a stack draws its root view, a link its label.

/// A stack of views pushed by links. In a widget, its root view.
public nonisolated struct NavigationStack<Data, Root: View>: View, PrimitiveView {
    let root: Root

    public init(@ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) where Data == NavigationPath {
        self.root = root()
    }

    public init(path: Binding<Data>, @ViewBuilder root: () -> Root) where Data: MutableCollection, Data: RandomAccessCollection,
        Data: RangeReplaceableCollection, Data.Element: Hashable {
        self.root = root()
    }

    public typealias Body = Never
    public var body: Never { fatalError("NavigationStack has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: root, in: scope)
    }
}

/// The deprecated navigation container (iOS 13–15). In a widget, its content.
public nonisolated struct NavigationView<Content: View>: View, PrimitiveView {
    let content: Content

    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    public typealias Body = Never
    public var body: Never { fatalError("NavigationView has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: content, in: scope)
    }
}

/// How a `NavigationView` presents its columns. A widget draws the content either way.
public protocol NavigationViewStyle {}
/// One column, views pushed on a stack (the iPhone's).
public struct StackNavigationViewStyle: NavigationViewStyle { public init() {} }
/// Columns side by side (the iPad's).
public struct DoubleColumnNavigationViewStyle: NavigationViewStyle { public init() {} }
/// The platform's.
public struct DefaultNavigationViewStyle: NavigationViewStyle { public init() {} }
extension NavigationViewStyle where Self == StackNavigationViewStyle { public static var stack: StackNavigationViewStyle { .init() } }
extension NavigationViewStyle where Self == DoubleColumnNavigationViewStyle {
    public static var columns: DoubleColumnNavigationViewStyle { .init() }
}
extension NavigationViewStyle where Self == DefaultNavigationViewStyle { public static var automatic: DefaultNavigationViewStyle { .init() } }

extension View {
    /// Accepted: a widget has no navigation, and draws the content in any style.
    public nonisolated func navigationViewStyle<S: NavigationViewStyle>(_ style: S) -> some View { self }
}

/// A list of values pushed onto a `NavigationStack`, of any hashable types.
public struct NavigationPath: Equatable {
    private var elements: [AnyHashable] = []

    public init() {}

    public init<S: Sequence>(_ elements: S) where S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    public var count: Int { elements.count }
    public var isEmpty: Bool { elements.isEmpty }

    public mutating func append<V: Hashable>(_ value: V) {
        elements.append(AnyHashable(value))
    }

    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }
}

/// A link that pushes a view onto a navigation stack. In a widget it draws its label (a tap
/// opens the app, as anywhere in a widget).
public nonisolated struct NavigationLink<Label: View, Destination: View>: View, PrimitiveView {
    let label: Label

    public init(@ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    @available(iOS, deprecated: 16.0, message: "Use NavigationLink(value:label:) or NavigationLink(destination:label:)")
    public init(destination: Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public init(isActive: Binding<Bool>, @ViewBuilder destination: () -> Destination, @ViewBuilder label: () -> Label) {
        self.label = label()
    }

    public typealias Body = Never
    public var body: Never { fatalError("NavigationLink has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: label, in: scope)
    }
}

extension NavigationLink where Destination == Never {
    /// A link that pushes `value`, shown by a `navigationDestination(for:destination:)`.
    public init<P: Hashable>(value: P?, @ViewBuilder label: () -> Label) {
        self.label = label()
    }
}

extension NavigationLink where Label == Text {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder destination: () -> Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder destination: () -> Destination) {
        self.label = Text(title)
    }

    public init(_ titleKey: LocalizedStringKey, destination: Destination) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, destination: Destination) {
        self.label = Text(title)
    }
}

extension NavigationLink where Label == Text, Destination == Never {
    public init<P: Hashable>(_ titleKey: LocalizedStringKey, value: P?) {
        self.label = Text(titleKey)
    }

    @_disfavoredOverload
    public init<S: StringProtocol, P: Hashable>(_ title: S, value: P?) {
        self.label = Text(title)
    }
}

/// How a navigation bar shows its title.
public enum NavigationBarItem {
    public enum TitleDisplayMode: Hashable, Sendable {
        case automatic, inline, large
    }
}

extension View {
    /// Accepted; a widget shows no navigation bar.
    public nonisolated func navigationTitle(_ titleKey: LocalizedStringKey) -> some View { self }

    /// Accepted; a widget shows no navigation bar.
    @_disfavoredOverload
    public nonisolated func navigationTitle<S: StringProtocol>(_ title: S) -> some View { self }

    /// Accepted; a widget shows no navigation bar.
    public nonisolated func navigationTitle(_ title: Text) -> some View { self }

    /// Accepted; a widget shows no navigation bar.
    public nonisolated func navigationBarTitleDisplayMode(_ displayMode: NavigationBarItem.TitleDisplayMode) -> some View { self }

    /// Accepted; a widget shows no navigation bar.
    public nonisolated func navigationBarBackButtonHidden(_ hidesBackButton: Bool = true) -> some View { self }

    /// Accepted; a widget cannot navigate (its destinations are never evaluated).
    public nonisolated func navigationDestination<D: Hashable, C: View>(for data: D.Type, @ViewBuilder destination: @escaping (D) -> C) -> some View {
        self
    }

    /// Accepted; a widget cannot navigate.
    public nonisolated func navigationDestination<V: View>(isPresented: Binding<Bool>, @ViewBuilder destination: () -> V) -> some View { self }
}
