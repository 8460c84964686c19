import Foundation
import WidgetryWire

/// A view that draws with a `GraphicsContext`: paths, gradients, texts and images.
///
/// The renderer closure runs when the extension evaluates the view, with the size a
/// `GeometryReader` in its place would read (the widget's, less margins, paddings and frames
/// around it); the drawing is archived and drawn by the page at that size from the canvas's
/// top leading corner. Like a `GeometryReader`, a canvas takes all the space it is offered.
public nonisolated struct Canvas<Symbols: View>: View, PrimitiveView {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    public var opaque: Bool
    public var colorMode: ColorRenderingMode
    public var rendersAsynchronously: Bool

    public typealias Body = Never
    public var body: Never { fatalError("Canvas has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let proposal = scope.proposal ?? ArchiveSize(width: 0, height: 0)
        let size = CGSize(width: proposal.width, height: proposal.height)
        var context = GraphicsContext(size: size, environment: scope.environment)
        renderer(&context, size)
        let recorder = context.recorder
        var node = scope.node(.canvas(recorder.archive))
        node.children = recorder.drawn.enumerated().flatMap { index, drawn -> [ViewNode] in
            let childScope = scope.appending(String(index))
            switch drawn {
            case .text(let text, let shading):
                guard let shading else { return evaluator.nodes(of: text, in: childScope) }
                return evaluator.nodes(of: text.foregroundStyle(shading.style), in: childScope)
            case .image(let image, let shading):
                guard let shading else { return evaluator.nodes(of: image, in: childScope) }
                return evaluator.nodes(of: image.foregroundStyle(shading.style), in: childScope)
            }
        }
        node.modifiers = [ModifierArchive.frame(FrameArchive(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading))]
        return [node]
    }
}

extension Canvas where Symbols == EmptyView {
    /// A canvas drawn by `renderer` (`opaque`, `colorMode` and `rendersAsynchronously` are
    /// accepted: the page composites and draws it once).
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.renderer = renderer
        self.opaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

/// The colour space drawing is blended in (accepted; the page blends in sRGB).
public enum ColorRenderingMode: Hashable, Sendable {
    case nonLinear, linear, extendedLinear
}

extension GraphicsContext.Shading {
    /// The style a drawn text or image is shown in.
    var style: AnyShapeStyle {
        switch storage {
        case .style(let style): style
        case .foreground: AnyShapeStyle(ForegroundStyle())
        case .linear(let gradient, _, _): AnyShapeStyle(LinearGradient(gradient: gradient, startPoint: .leading, endPoint: .trailing))
        case .radial(let gradient, _, _, let end): AnyShapeStyle(RadialGradient(gradient: gradient, center: .center, startRadius: 0, endRadius: end))
        case .conic(let gradient, _, let angle): AnyShapeStyle(AngularGradient(gradient: gradient, center: .center, angle: angle))
        case .tiled: AnyShapeStyle(ForegroundStyle())
        }
    }
}
