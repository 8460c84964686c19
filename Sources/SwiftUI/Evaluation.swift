import Foundation
import Synchronization
import WidgetryWire

// Evaluation: a view value → the archive's `ViewNode` tree. This runs in the widget extension
// process (the host never runs author code). It reads `body` recursively, injecting the
// environment into `@Environment` properties before each `body` is read, and is deterministic:
// the same view in the same environment gives the same tree, and node ids are structural
// paths that do not depend on the data shown (except `ForEach` and `.id(_:)` identifiers).

/// A view that produces archive nodes itself instead of having a `body` (the built-in views).
///
/// A primitive view also implements `View._makeView(view:inputs:)` by calling its `makeNodes`
/// directly, so that the evaluator reaches it through the view's `View` witness table (no
/// dynamic cast, no copy of the view into an existential, no lookup of the `PrimitiveView`
/// witness table of a generic view). Primitive modifiers likewise implement
/// `ViewModifier._makeView(modifier:content:inputs:)`.
package protocol PrimitiveView {
    @MainActor func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode]
}

/// What a view is evaluated with (`View._makeView(view:inputs:)`): where it is in the tree and
/// the evaluator. Not part of Apple's documented API (as SwiftUI's own `_ViewInputs`).
public struct _ViewInputs {
    package var scope: EvaluationScope
    package let evaluator: ViewEvaluator

    package init(scope: EvaluationScope, evaluator: ViewEvaluator) {
        self.scope = scope
        self.evaluator = evaluator
    }
}

/// What evaluating a view produced (`View._makeView(view:inputs:)`): its archive nodes.
public struct _ViewOutputs {
    package var nodes: [ViewNode]

    package init(nodes: [ViewNode]) {
        self.nodes = nodes
    }
}

extension View {
    /// A view with a `body`: the nodes of its body, read with its `@Environment` properties set.
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.evaluator.bodyNodes(of: view, in: inputs.scope))
    }
}

extension ViewModifier {
    /// A modifier with a `body(content:)`: the nodes of its body, read with its `@Environment`
    /// properties set.
    @MainActor public static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.evaluator.bodyNodes(of: modifier, content: content, in: inputs.scope))
    }
}

/// Where in the tree a view is being evaluated: its environment and its structural path.
package struct EvaluationScope: Sendable {
    package var environment: EnvironmentValues
    /// The id of the node a view evaluated here produces.
    package var path: String
    /// The space offered here as far as evaluation can tell (layout happens in the browser):
    /// the widget's, less content margins and paddings, narrowed by fixed and maximum frames;
    /// the views beside this one in a stack are not subtracted. What a `GeometryReader` reads.
    package var proposal: ArchiveSize?

    package init(environment: EnvironmentValues, path: String, proposal: ArchiveSize? = nil) {
        self.environment = environment
        self.path = path
        self.proposal = proposal
    }

    /// The scope the content of `modifier` is evaluated in: a padding's inset proposal, a
    /// frame's fixed or bounded one.
    func proposing(for modifier: ModifierArchive) -> EvaluationScope {
        guard var size = proposal else { return self }
        switch modifier {
        case .padding(let insets):
            size.width = max(size.width - insets.leading - insets.trailing, 0)
            size.height = max(size.height - insets.top - insets.bottom, 0)
        case .frame(let frame):
            if let width = frame.width { size.width = max(width, 0) } else if let maximum = frame.maxWidth, maximum.isFinite { size.width = min(size.width, maximum) }
            if let height = frame.height { size.height = max(height, 0) } else if let maximum = frame.maxHeight, maximum.isFinite { size.height = min(size.height, maximum) }
        default:
            return self
        }
        var scope = self
        scope.proposal = size
        return scope
    }

    /// The scope of a structural child (`.0`, `.t`, `.c`, …).
    package func appending(_ component: String) -> EvaluationScope {
        var scope = self
        scope.path += "." + component
        return scope
    }

    /// The scope of a view identified by data (`ForEach`, `.id(_:)`): `#` and the identifier.
    package func appendingIdentity<ID: Hashable>(_ id: ID) -> EvaluationScope {
        var scope = self
        scope.path += "#" + Self.describe(id)
        return scope
    }

    static func describe<ID: Hashable>(_ id: ID) -> String {
        if let string = id as? String { return string }
        if let value = id as? any CustomStringConvertible { return value.description }
        return String(describing: id)
    }

    /// A node at this scope, with the redaction state of the environment.
    package func node(_ content: ViewNode.Content) -> ViewNode {
        var node = ViewNode(id: path, content: content)
        node.redactionReasons = environment.builtIn.redactionReasons.archive
        node.privacySensitive = environment.isPrivacySensitive
        node.invalidatable = environment.isInvalidatable
        return node
    }

    /// A container node at this scope (stacks, labels, controls): redaction state is recorded on
    /// the content inside it, not on the container.
    package func containerNode(_ content: ViewNode.Content) -> ViewNode {
        ViewNode(id: path, content: content)
    }

    /// `style` resolved in this environment.
    package func paint<S: ShapeStyle>(_ style: S) -> PaintArchive {
        environment.resolvePaint(style)
    }
}

/// Evaluates views into archive nodes. One evaluator per archive: it also collects what
/// modifiers record for the whole widget (the container background, the widget URL).
@MainActor
package final class ViewEvaluator {
    /// "Now" for the static fallbacks of dynamic dates (the entry date).
    package let referenceDate: Date
    /// Set by `containerBackground(…)` through `EvaluationContext`.
    package var containerBackground: ViewNode?
    /// Set by `widgetURL(_:)` through `EvaluationContext`: the outermost one wins.
    package var widgetURL: URL?
    /// The space the widget's content is offered (its size less content margins): the
    /// container of `containerRelativeFrame`.
    package var containerSize: ArchiveSize?

    package init(referenceDate: Date = Date()) {
        self.referenceDate = referenceDate
    }

    /// The nodes `view` produces in `scope`: none (`EmptyView`, a false `if`), one, or several
    /// (a `Group`, `ForEach` or block, flattened).
    package func nodes<V: View>(of view: V, in scope: EvaluationScope) -> [ViewNode] {
        V._makeView(view: view, inputs: _ViewInputs(scope: scope, evaluator: self)).nodes
    }

    /// The nodes of a view that has a `body` (the default `_makeView`).
    func bodyNodes<V: View>(of view: V, in scope: EvaluationScope) -> [ViewNode] {
        if V.Body.self == Never.self {
            // A primitive view whose type does not implement `_makeView` (none should).
            if let primitive = view as? any PrimitiveView {
                return primitive.makeNodes(in: scope, evaluator: self)
            }
            fatalError("\(V.self) is a primitive view that Widgetry cannot evaluate")
        }
        injectEnvironment(scope.environment, into: view)
        return nodes(of: view.body, in: scope)
    }

    /// The nodes of a modifier that has a `body(content:)` (the default `_makeView`).
    func bodyNodes<M: ViewModifier, Content: View>(of modifier: M, content: Content, in scope: EvaluationScope) -> [ViewNode] {
        if M.Body.self == Never.self {
            // A primitive modifier whose type does not implement `_makeView` (none should).
            if let primitive = modifier as? any PrimitiveModifier {
                return primitive.makeNodes(content: { self.nodes(of: content, in: $0) }, in: scope, evaluator: self)
            }
            fatalError("\(M.self) is a primitive modifier that Widgetry cannot evaluate")
        }
        injectEnvironment(scope.environment, into: modifier)
        return nodes(of: modifier.body(content: _ViewModifier_Content<M>(content: content)), in: scope)
    }

    /// `view` as one node: several nodes are wrapped in a stack (`zstack` with `alignment`, the
    /// way backgrounds and overlays lay out their content; `vstack` at the root), none gives nil.
    package func singleNode<V: View>(
        of view: V, in scope: EvaluationScope, wrapIn kind: (StackArchive) -> ViewNode.Content = ViewNode.Content.zstack,
        alignment: ArchiveAlignment = .center
    ) -> ViewNode? {
        let nodes = nodes(of: view, in: scope)
        if nodes.count == 1 { return nodes[0] }
        if nodes.isEmpty { return nil }
        var stack = scope.containerNode(kind(StackArchive(alignment: alignment)))
        stack.children = nodes
        return stack
    }

    /// Evaluates a whole widget's view: the root node (an empty `vstack` when the view shows
    /// nothing), with ids made unique.
    package func evaluateRoot<V: View>(_ view: V, environment: EnvironmentValues, id: String = "r", proposal: ArchiveSize? = nil) -> ViewNode {
        containerSize = proposal
        let scope = EvaluationScope(environment: environment, path: id, proposal: proposal)
        var root = singleNode(of: view, in: scope, wrapIn: ViewNode.Content.vstack) ?? ViewNode(id: id, content: .vstack(StackArchive()))
        // Ids are almost always distinct already: check that without writing to the tree (a
        // write would copy the arrays and boxes that modifier contents share), and rewrite only
        // when some id repeats.
        var ids = Set<String>(minimumCapacity: 64)
        if Self.insertIDs(of: root, into: &ids) && (containerBackground.map { Self.insertIDs(of: $0, into: &ids) } ?? true) {
            return root
        }
        var seen: [String: Int] = [:]
        if var background = containerBackground {
            Self.makeUnique(&background, seen: &seen)
            containerBackground = background
        }
        Self.makeUnique(&root, seen: &seen)
        return root
    }

    /// Inserts the ids of `node` and the nodes below it into `ids`; false as soon as one was
    /// already there.
    private static func insertIDs(of node: ViewNode, into ids: inout Set<String>) -> Bool {
        guard ids.insert(node.id).inserted else { return false }
        for index in node.modifiers.indices {
            if let content = node.modifiers[index].content, !insertIDs(of: content, into: &ids) { return false }
        }
        for index in node.children.indices where !insertIDs(of: node.children[index], into: &ids) {
            return false
        }
        return true
    }

    /// Makes ids unique in place: a repeated id gets `~2`, `~3`, … (in tree order).
    private static func makeUnique(_ node: inout ViewNode, seen: inout [String: Int]) {
        if let count = seen[node.id] {
            seen[node.id] = count + 1
            node.id += "~\(count + 1)"
        } else {
            seen[node.id] = 1
        }
        for index in node.modifiers.indices {
            guard var content = node.modifiers[index].content else { continue }
            makeUnique(&content, seen: &seen)
            node.modifiers[index] = node.modifiers[index].replacingContent(with: content)
        }
        for index in node.children.indices {
            makeUnique(&node.children[index], seen: &seen)
        }
    }

    // MARK: Environment injection

    /// Sets the environment of every `@Environment` property of `value` (also inside other
    /// dynamic properties), so that `body` reads the values of this place in the tree.
    /// Generic so that a view is not copied into an `Any` just to find out that its type has
    /// no dynamic property (the common case, answered from a per-type cache).
    package func injectEnvironment<T>(_ environment: EnvironmentValues, into value: T) {
        let type = ObjectIdentifier(Swift.type(of: value))
        if let known = Self.dynamicPropertyFree[type], known { return }
        var found = false
        for child in Mirror(reflecting: value).children {
            if let reader = child.value as? any _EnvironmentReader {
                reader._setEnvironment(environment)
                found = true
            } else if child.value is any DynamicProperty {
                found = true
                injectEnvironment(environment, into: child.value)
            }
        }
        Self.dynamicPropertyFree[type] = !found
    }

    /// Per type: whether it has no dynamic property (then it is not reflected again).
    private static var dynamicPropertyFree: [ObjectIdentifier: Bool] = [:]
}

/// What `evaluate(_:environment:referenceDate:)` returns.
package struct EvaluationResult: Sendable {
    package var root: ViewNode
    package var containerBackground: ViewNode?
    package var widgetURL: String?
}

/// Evaluates `view` in `environment` into an archive tree. `referenceDate` is "now" for the
/// static text of relative dates and timers (the entry's date).
@MainActor
package func evaluate<V: View>(
    _ view: V, environment: EnvironmentValues = EnvironmentValues(), referenceDate: Date = Date(), proposal: ArchiveSize? = nil
) -> EvaluationResult {
    let evaluator = ViewEvaluator(referenceDate: referenceDate)
    let root = evaluator.evaluateRoot(view, environment: environment, proposal: proposal)
    return EvaluationResult(root: root, containerBackground: evaluator.containerBackground, widgetURL: evaluator.widgetURL?.absoluteString)
}

/// Evaluates a widget's view for one entry into the archive the host stores and renders.
///
/// `environment` is what the views read (WidgetKit sets `widgetFamily`,
/// `widgetRenderingMode`, … in it); the widget-level values the archive records are passed
/// alongside, as the renderer cannot read WidgetKit's keys.
@MainActor
package func makeWidgetArchive<V: View>(
    _ view: V, family: String, size: ArchiveSize, entryDate: Date, environment: EnvironmentValues,
    renderingMode: ArchiveEnvironment.RenderingMode = .fullColor, showsWidgetContainerBackground: Bool = true,
    contentMargins: EdgeInsets = EdgeInsets(), contentMarginsDisabled: Bool = false
) -> WidgetArchive {
    // The content is offered the widget's size inside its content margins.
    let margins = contentMarginsDisabled ? EdgeInsets() : contentMargins
    let proposal = ArchiveSize(
        width: max(size.width - Double(margins.leading + margins.trailing), 0), height: max(size.height - Double(margins.top + margins.bottom), 0))
    let result = evaluate(view, environment: environment, referenceDate: entryDate, proposal: proposal)
    let archiveEnvironment = ArchiveEnvironment(
        colorScheme: environment.colorScheme == .dark ? "dark" : "light",
        redactionReasons: environment.builtIn.redactionReasons.archive,
        renderingMode: renderingMode,
        showsWidgetContainerBackground: showsWidgetContainerBackground,
        contentMargins: contentMargins.archive,
        dynamicTypeSize: environment.dynamicTypeSize.archive,
        isLuminanceReduced: environment.isLuminanceReduced,
        locale: environment.locale.identifier,
        timeZone: environment.timeZone.identifier)
    return WidgetArchive(
        family: family, size: size, entryDate: entryDate.timeIntervalSince1970, environment: archiveEnvironment,
        root: result.root, containerBackground: result.containerBackground, widgetURL: result.widgetURL,
        contentMarginsDisabled: contentMarginsDisabled)
}

// MARK: - Hooks for other modules of this package (WidgetKit's modifiers)

/// What a package modifier sees while the view it modifies is evaluated.
@MainActor
package struct EvaluationContext {
    /// The environment at the modifier.
    package let environment: EnvironmentValues
    /// The structural path at the modifier (the id of the first node the modified view produces).
    package let path: String
    package let evaluator: ViewEvaluator

    /// `style` resolved in the environment at the modifier.
    package func paint<S: ShapeStyle>(_ style: S) -> PaintArchive {
        environment.resolvePaint(style)
    }

    /// `view` evaluated as one node (several are wrapped in a `zstack` with `alignment`) at the
    /// path `path` + `.` + `component`, in this environment; nil when it shows nothing.
    package func node<V: View>(_ view: V, component: String, alignment: Alignment = .center) -> ViewNode? {
        let scope = EvaluationScope(environment: environment, path: path).appending(component)
        return evaluator.singleNode(of: view, in: scope, alignment: alignment.archive)
    }

    /// A node that fills its frame with `style` (what `containerBackground(.blue, for:)` draws).
    package func fillNode<S: ShapeStyle>(_ style: S, component: String) -> ViewNode {
        EvaluationScope(environment: environment, path: path).appending(component).node(.fill(paint(style)))
    }

    /// Sets the widget's container background (the last evaluated one wins, as the innermost
    /// `containerBackground` does in SwiftUI).
    package func setContainerBackground(_ node: ViewNode?) {
        evaluator.containerBackground = node
    }

    /// Sets the widget's URL unless an enclosing view already set one (the outermost wins).
    package func setWidgetURL(_ url: URL?) {
        if evaluator.widgetURL == nil { evaluator.widgetURL = url }
    }
}

extension View {
    /// Runs `action` with `payload` when this view is evaluated, before its content, with the
    /// environment in force: for modifiers that record widget-level values
    /// (`containerBackground`, `widgetURL`). The view itself is unchanged. Pass what the action
    /// needs (a URL, a style, a background view) as `payload` rather than capturing it.
    package nonisolated func onEvaluation<Payload>(_ payload: Payload, _ action: @escaping @MainActor (EvaluationContext, Payload) -> Void) -> some View {
        modifier(_EvaluationHookModifier(payload: payload, action: action))
    }

    /// Appends the modifier `make` returns (nil: nothing) to every node this view produces:
    /// for modifiers that are part of the archive but declared elsewhere (`widgetAccentable`,
    /// `widgetLabel`). `make` gets the context at the node (its `path` is the node's id), the
    /// node, and `payload`.
    package nonisolated func archiveModifier<Payload>(_ payload: Payload, _ make: @escaping @MainActor (EvaluationContext, ViewNode, Payload) -> ModifierArchive?) -> some View {
        modifier(_ArchiveModifier(payload: payload, make: make))
    }

    /// This view with `transform` applied to the environment its content sees.
    package nonisolated func transformEnvironmentValues(_ transform: @escaping (inout EnvironmentValues) -> Void) -> some View {
        modifier(_EnvironmentTransform(transform: transform))
    }
}

nonisolated struct _EvaluationHookModifier<Payload>: ViewModifier, PrimitiveModifier {
    let payload: Payload
    let action: @MainActor (EvaluationContext, Payload) -> Void
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        action(EvaluationContext(environment: scope.environment, path: scope.path, evaluator: evaluator), payload)
        return content(scope)
    }
}

nonisolated struct _ArchiveModifier<Payload>: ViewModifier, PrimitiveModifier {
    let payload: Payload
    let make: @MainActor (EvaluationContext, ViewNode, Payload) -> ModifierArchive?
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var nodes = content(scope)
        for index in nodes.indices {
            let context = EvaluationContext(environment: scope.environment, path: nodes[index].id, evaluator: evaluator)
            if let modifier = make(context, nodes[index], payload) { nodes[index].modifiers.append(modifier) }
        }
        return nodes
    }
}

nonisolated struct _EnvironmentTransform: ViewModifier, PrimitiveModifier {
    let transform: (inout EnvironmentValues) -> Void
    typealias Body = Never
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var scope = scope
        transform(&scope.environment)
        return content(scope)
    }
}

extension EdgeInsets {
    /// The insets as the archive writes them.
    package var archive: ArchiveInsets {
        ArchiveInsets(top: Double(top), leading: Double(leading), bottom: Double(bottom), trailing: Double(trailing))
    }
}

