import WidgetryWire

/// A piece of user interface, as Apple's SwiftUI declares it: a `body` built from other views.
///
/// On Linux a view is never drawn directly: the widget extension evaluates it into a
/// `ViewNode` tree (see `ViewEvaluator`), which the host renders.
@MainActor @preconcurrency
public protocol View {
    associatedtype Body: View
    @ViewBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// How the evaluator turns the view into archive nodes: the nodes of `body` (the default),
    /// or, for the built-in views, their own. Not for use by apps (as SwiftUI's own `_makeView`).
    @MainActor static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { fatalError("Never has no body") }
}

/// A value a view reads from its surroundings (`@Environment`), updated before `body` is read.
public protocol DynamicProperty {
    mutating func update()
}

extension DynamicProperty {
    public mutating func update() {}
}

// MARK: - Result builder

/// Builds views from the statements of a closure: blocks, `if`/`else`, `switch`, optionals and
/// `if #available`.
@resultBuilder
public struct ViewBuilder {
    public static func buildBlock() -> EmptyView { EmptyView() }

    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        TupleView((repeat each content), elements: _TupleViewElements<repeat each Content>.self)
    }

    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

// MARK: - Structural views

/// Several views built by one block; they are laid out by the container they are in.
public nonisolated struct TupleView<T>: View {
    public var value: T
    /// The element types, when known from the builder (`T` is `(repeat each Content)` of
    /// `_TupleViewElements<repeat each Content>`): the elements are then evaluated with their
    /// static types. Else they are read from `value` by reflection.
    let elements: (any _TupleViewElementTypes.Type)?

    public init(_ value: T) {
        self.value = value
        self.elements = nil
    }

    init(_ value: T, elements: any _TupleViewElementTypes.Type) {
        self.value = value
        self.elements = elements
    }

    public typealias Body = Never
    public var body: Never { fatalError("TupleView has no body") }
}

extension TupleView: PrimitiveView {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        if let elements {
            return elements.nodes(of: value, in: scope, evaluator: evaluator)
        }
        var nodes: [ViewNode] = []
        for (index, view) in Mirror(reflecting: value).children.compactMap({ $0.value as? any View }).enumerated() {
            nodes += evaluator.nodes(of: view, in: scope.appending(String(index)))
        }
        return nodes
    }
}

/// Evaluates the elements of a `TupleView` whose value is a tuple of the views' types.
protocol _TupleViewElementTypes {
    /// The nodes of the elements of `value`, which must be a `(repeat each Content)`.
    @MainActor static func nodes<T>(of value: T, in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode]
}

/// The element types of a `TupleView` built by `ViewBuilder.buildBlock`.
struct _TupleViewElements<each Content: View>: _TupleViewElementTypes {
    @MainActor static func nodes<T>(of value: T, in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        withUnsafePointer(to: value) { pointer in
            pointer.withMemoryRebound(to: (repeat each Content).self, capacity: 1) { tuple in
                var count = 0
                for _ in repeat (each Content).self { count += 1 }
                var nodes: [ViewNode] = []
                nodes.reserveCapacity(count)  // one node per element is the common case
                var index = 0
                for element in repeat each tuple.pointee {
                    nodes += evaluator.nodes(of: element, in: scope.appending(String(index)))
                    index += 1
                }
                return nodes
            }
        }
    }
}

/// The result of `if`/`else` and `switch` in a view builder: one of two views.
public nonisolated struct _ConditionalContent<TrueContent, FalseContent> {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    let storage: Storage
}

extension _ConditionalContent: View where TrueContent: View, FalseContent: View {
    public typealias Body = Never
    public var body: Never { fatalError("_ConditionalContent has no body") }
}

extension _ConditionalContent: PrimitiveView where TrueContent: View, FalseContent: View {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        switch storage {
        case .trueContent(let view): evaluator.nodes(of: view, in: scope.appending("t"))
        case .falseContent(let view): evaluator.nodes(of: view, in: scope.appending("f"))
        }
    }
}

extension Optional: View where Wrapped: View {
    public typealias Body = Never
    public var body: Never { fatalError("Optional has no body") }
}

extension Optional: PrimitiveView where Wrapped: View {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        switch self {
        case .some(let view): evaluator.nodes(of: view, in: scope)
        case .none: []
        }
    }
}

/// No view.
public nonisolated struct EmptyView: View {
    public init() {}
    public typealias Body = Never
    public var body: Never { fatalError("EmptyView has no body") }
}

extension EmptyView: PrimitiveView {
    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] { [] }
}

/// A type-erased view.
public nonisolated struct AnyView: View {
    let view: any View

    public init<V: View>(_ view: V) {
        self.view = (view as? AnyView)?.view ?? view
    }

    public init<V: View>(erasing view: V) {
        self.init(view)
    }

    /// `AnyView(_fromValue:)`: a view from a value that may not be one.
    public init?(_fromValue value: Any) {
        guard let view = value as? any View else { return nil }
        self.view = view
    }

    public typealias Body = Never
    public var body: Never { fatalError("AnyView has no body") }
}

extension AnyView: PrimitiveView {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: view, in: scope)
    }
}

/// Groups views without a layout of its own: modifiers applied to a group apply to each view.
public nonisolated struct Group<Content> {
    let content: Content
}

extension Group: View where Content: View {
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }
    public typealias Body = Never
    public var body: Never { fatalError("Group has no body") }
}

extension Group: PrimitiveView where Content: View {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: content, in: scope)
    }
}

/// One view per element of a collection, identified by the elements' identifiers.
public nonisolated struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content> {
    public var data: Data
    public var content: (Data.Element) -> Content
    let identify: (Data.Element) -> ID

    /// A `ForEach` of content other than views (chart content), made by its own module's
    /// initialisers.
    package init(_data data: Data, content: @escaping (Data.Element) -> Content, identify: @escaping (Data.Element) -> ID) {
        self.data = data
        self.content = content
        self.identify = identify
    }
}

extension ForEach: View where Content: View {
    public typealias Body = Never
    public var body: Never { fatalError("ForEach has no body") }
}

extension ForEach where Content: View {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }
}

extension ForEach where Content: View, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: View {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.identify = { $0 }
    }
}

extension ForEach: PrimitiveView where Content: View {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var nodes: [ViewNode] = []
        let pickerTags = scope.environment.pickerOptionTags
        for element in data {
            let id = identify(element)
            pickerTags?.sawExplicitTag = false
            let elementNodes = evaluator.nodes(of: content(element), in: scope.appendingIdentity(id))
            // In a picker, an element without a `tag(_:)` is tagged with its identifier.
            if let pickerTags, !pickerTags.sawExplicitTag {
                for node in elementNodes { pickerTags.tags[node.id] = AnyHashable(id) }
            }
            nodes += elementNodes
        }
        return nodes
    }
}
