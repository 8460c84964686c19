import Foundation
import WidgetryWire

/// A view that fills the space it is offered and builds its content from that space's size.
///
/// Author code runs when the extension evaluates the view, before any layout (which happens in
/// the browser), so the size is the space as far as evaluation can tell: the widget's, less its
/// content margins and the paddings around the reader, narrowed by fixed and maximum frames
/// around it. Views beside the reader in a stack are not subtracted: a reader that shares a
/// row or column with other views sees the whole row's width or column's height.
public nonisolated struct GeometryReader<Content: View>: View, PrimitiveView {
    let content: (GeometryProxy) -> Content

    public init(@ViewBuilder content: @escaping (GeometryProxy) -> Content) {
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { fatalError("GeometryReader has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let size = scope.proposal ?? ArchiveSize(width: 0, height: 0)
        let proxy = GeometryProxy(size: CGSize(width: size.width, height: size.height))
        // The content at the top leading corner of a view that takes all the space offered.
        var node = scope.containerNode(.zstack(StackArchive(alignment: .topLeading)))
        node.children = evaluator.nodes(of: content(proxy), in: scope.appending("c"))
        node.modifiers = [ModifierArchive.frame(FrameArchive(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))]
        return [node]
    }
}

/// The size a `GeometryReader` is offered, and its frame.
public struct GeometryProxy {
    /// The size offered to the reader (see `GeometryReader` for how it is known).
    public let size: CGSize

    init(size: CGSize) {
        self.size = size
    }

    /// No safe area reaches into a widget.
    public var safeAreaInsets: EdgeInsets { EdgeInsets() }

    /// The reader's frame: its size at the origin (positions are decided by the browser's
    /// layout, after evaluation).
    public func frame(in coordinateSpace: CoordinateSpace) -> CGRect {
        CGRect(origin: .zero, size: size)
    }
}

/// A coordinate space to read a frame in.
public enum CoordinateSpace: Hashable {
    case global
    case local
    case named(AnyHashable)
}

/// A value (a frame, a point) that a `GeometryProxy` resolves in its own coordinates.
public struct Anchor<Value> {
    let value: Value

    /// An anchor for `value`, already in the reader's coordinates (what evaluation knows).
    package init(value: Value) {
        self.value = value
    }
}

extension GeometryProxy {
    /// The anchor's value in this reader's coordinates.
    public subscript<T>(anchor: Anchor<T>) -> T { anchor.value }
}
