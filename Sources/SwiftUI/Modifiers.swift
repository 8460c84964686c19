import Foundation
import WidgetryWire

// MARK: - ViewModifier

/// A reusable change to a view: `body(content:)` wraps the view it is applied to.
@MainActor @preconcurrency
public protocol ViewModifier {
    associatedtype Body: View
    typealias Content = _ViewModifier_Content<Self>
    @ViewBuilder @MainActor @preconcurrency func body(content: Self.Content) -> Self.Body

    /// How the evaluator applies the modifier to `content`: the nodes of `body(content:)` (the
    /// default), or, for the built-in modifiers, their own. Not for use by apps (as SwiftUI's
    /// own `_makeView(modifier:inputs:body:)`).
    @MainActor static func _makeView<Content: View>(modifier: Self, content: Content, inputs: _ViewInputs) -> _ViewOutputs
}

extension ViewModifier where Body == Never {
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive modifier") }
}

/// A built-in modifier: it changes the nodes of its content itself.
package protocol PrimitiveModifier {
    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode]
}

/// The view a `ViewModifier` modifies, as its `body(content:)` sees it.
public nonisolated struct _ViewModifier_Content<Modifier: ViewModifier>: View, PrimitiveView {
    let content: any View
    public typealias Body = Never
    public var body: Never { fatalError("_ViewModifier_Content has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        evaluator.nodes(of: content, in: scope)
    }
}

/// A view with a modifier applied.
public nonisolated struct ModifiedContent<Content, Modifier> {
    public var content: Content
    public var modifier: Modifier
    public init(content: Content, modifier: Modifier) {
        self.content = content
        self.modifier = modifier
    }
}

extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
    public typealias Body = Never
    public var body: Never { fatalError("ModifiedContent has no body") }
}

extension ModifiedContent: PrimitiveView where Content: View, Modifier: ViewModifier {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        Modifier._makeView(modifier: modifier, content: content, inputs: _ViewInputs(scope: scope, evaluator: evaluator)).nodes
    }
}

extension View {
    public nonisolated func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
        ModifiedContent(content: self, modifier: modifier)
    }
}

// MARK: - Built-in modifier kinds

/// Appends one archive modifier (made in the modifier's environment) to each node.
nonisolated struct _NodeModifier: ViewModifier, PrimitiveModifier {
    let make: (EvaluationScope) -> ModifierArchive?
    typealias Body = Never
    @MainActor static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _ViewOutputs {
        let evaluator = inputs.evaluator
        return _ViewOutputs(nodes: modifier.makeNodes(content: { evaluator.nodes(of: content, in: $0) }, in: inputs.scope, evaluator: evaluator))
    }

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        Self.nodes(appending: make(scope), content: content, in: scope)
    }

    /// The content's nodes, evaluated in the scope `archive` proposes, each with `archive`
    /// appended; the content as is when there is none.
    @MainActor static func nodes(appending archive: ModifierArchive?, content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope) -> [ViewNode] {
        guard let archive else { return content(scope) }
        var nodes = content(scope.proposing(for: archive))
        for index in nodes.indices { nodes[index].modifiers.append(archive) }
        return nodes
    }
}

/// `containerRelativeFrame`: a fixed frame worked out from the evaluation's container.
nonisolated struct _ContainerRelativeFrame: ViewModifier, PrimitiveModifier {
    let axes: Axis.Set
    let alignment: Alignment
    let length: (CGFloat, Axis) -> CGFloat
    typealias Body = Never
    @MainActor static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _ViewOutputs {
        let evaluator = inputs.evaluator
        return _ViewOutputs(nodes: modifier.makeNodes(content: { evaluator.nodes(of: content, in: $0) }, in: inputs.scope, evaluator: evaluator))
    }

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        guard let container = evaluator.containerSize ?? scope.proposal else { return content(scope) }
        var frame = FrameArchive(alignment: alignment.archive)
        if axes.contains(.horizontal) { frame.width = max(Double(length(CGFloat(container.width), .horizontal)), 0) }
        if axes.contains(.vertical) { frame.height = max(Double(length(CGFloat(container.height), .vertical)), 0) }
        return _NodeModifier.nodes(appending: .frame(frame), content: content, in: scope)
    }
}

/// A background or overlay view, evaluated once per node it decorates.
nonisolated struct _DecorationModifier<Decoration: View>: ViewModifier, PrimitiveModifier {
    let kind: ModifierArchive.Kind
    let alignment: Alignment
    let decoration: Decoration
    typealias Body = Never
    @MainActor static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _ViewOutputs {
        let evaluator = inputs.evaluator
        return _ViewOutputs(nodes: modifier.makeNodes(content: { evaluator.nodes(of: content, in: $0) }, in: inputs.scope, evaluator: evaluator))
    }

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        var nodes = content(scope)
        for index in nodes.indices {
            // A decoration is offered the size of the view it decorates, as far as it is known.
            let decorationScope = EvaluationScope(environment: scope.environment, path: nodes[index].id, proposal: scope.proposal)
                .appending(kind == .background ? "bg" : kind == .mask ? "mk" : "ov")
            if let view = evaluator.singleNode(of: decoration, in: decorationScope, alignment: alignment.archive) {
                let alignment = alignment.archive
                let modifier: ModifierArchive =
                    switch kind {
                    case .background: .background(.view(view, alignment: alignment))
                    case .overlay: .overlay(.view(view, alignment: alignment))
                    default: .mask(view, alignment: alignment)
                    }
                nodes[index].modifiers.append(modifier)
            }
        }
        return nodes
    }
}

/// `.id(_:)`: the content's identity includes `id`.
nonisolated struct _IdentityModifier<ID: Hashable>: ViewModifier, PrimitiveModifier {
    let id: ID
    typealias Body = Never
    @MainActor static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _ViewOutputs {
        let evaluator = inputs.evaluator
        return _ViewOutputs(nodes: modifier.makeNodes(content: { evaluator.nodes(of: content, in: $0) }, in: inputs.scope, evaluator: evaluator))
    }

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        content(scope.appendingIdentity(id))
    }
}

extension View {
    nonisolated func archiving(_ make: @escaping (EvaluationScope) -> ModifierArchive?) -> ModifiedContent<Self, _NodeModifier> {
        modifier(_NodeModifier(make: make))
    }

    /// The archive `make` gives for `text` as the widget shows it at the entry's date.
    nonisolated func archiving(_ make: @escaping @Sendable (String) -> ModifierArchive, text: Text) -> some View {
        archiveModifier(text) { context, _, text in
            make(text.plainText(referenceDate: context.evaluator.referenceDate, environment: context.environment))
        }
    }

    /// Changes the inherited styles of the content.
    nonisolated func styling(_ change: @escaping (inout InheritedStyle) -> Void) -> some View {
        transformEnvironmentValues { change(&$0.style) }
    }
}

// MARK: - Layout

extension View {
    /// Insets the view; a nil length is the system's default padding (16 points).
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = Double(length ?? 16)
        let insets = ArchiveInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return archiving { _ in .padding(insets) }
    }

    public nonisolated func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        let archive = insets.archive
        return archiving { _ in .padding(archive) }
    }

    /// The view framed to its container's length on `axes`. In a widget the container is the
    /// content area: the widget's size less its content margins.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// The view framed to `span` of `count` equal parts of its container's length on `axes`,
    /// `spacing` apart.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = max(count, 1), span = min(max(span, 1), count)
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// The view framed to the length `length` computes from its container's on each of `axes`.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }

    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let frame = FrameArchive(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.archive)
        return archiving { _ in .frame(frame) }
    }

    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let frame = FrameArchive(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment.archive)
        return archiving { _ in .frame(frame) }
    }

    public nonisolated func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        archiving { _ in .fixedSize(horizontal: horizontal, vertical: vertical) }
    }

    public nonisolated func layoutPriority(_ value: Double) -> some View {
        archiving { _ in .layoutPriority(value) }
    }

    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        archiving { _ in .offset(x: Double(x), y: Double(y)) }
    }

    public nonisolated func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Puts the view's centre at (`x`, `y`) in the space it is offered, and takes all of it.
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        archiving { _ in .position(x: Double(x), y: Double(y)) }
    }

    public nonisolated func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let mode: ModifierArchive.ContentMode = contentMode == .fit ? .fit : .fill
        return archiving { _ in .aspectRatio(aspectRatio.map(Double.init), contentMode: mode) }
    }

    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public nonisolated func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    public nonisolated func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }

    public nonisolated func hidden() -> some View {
        archiving { _ in .hidden }
    }
}

// MARK: - Drawing

extension View {
    public nonisolated func opacity(_ opacity: Double) -> some View {
        archiving { _ in .opacity(opacity) }
    }

    public nonisolated func clipShape<S: Shape>(_ shape: S, style: FillStyle = FillStyle()) -> some View {
        archiving { _ in .clipShape(archiveGeometry(of: shape)) }
    }

    /// Deprecated by Apple in favour of `clipShape(.rect(cornerRadius:))`; archived as that.
    public nonisolated func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        clipShape(RoundedRectangle(cornerRadius: radius, style: .circular))
    }

    public nonisolated func clipped(antialiased: Bool = false) -> some View {
        clipShape(Rectangle())
    }

    public nonisolated func border<S: ShapeStyle>(_ content: S, width: CGFloat = 1) -> some View {
        archiving { scope in .border(scope.paint(content), width: Double(width)) }
    }

    public nonisolated func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some View {
        archiving { scope in .shadow(scope.paint(color), radius: Double(radius), x: Double(x), y: Double(y)) }
    }

    public nonisolated func rotationEffect(_ angle: Angle, anchor: UnitPoint = .center) -> some View {
        archiving { _ in .rotation(degrees: angle.degrees) }
    }

    public nonisolated func scaleEffect(_ scale: CGFloat, anchor: UnitPoint = .center) -> some View {
        scaleEffect(x: scale, y: scale, anchor: anchor)
    }

    public nonisolated func scaleEffect(x: CGFloat = 1, y: CGFloat = 1, anchor: UnitPoint = .center) -> some View {
        archiving { _ in .scale(x: Double(x), y: Double(y)) }
    }

    public nonisolated func blur(radius: CGFloat, opaque: Bool = false) -> some View {
        archiving { _ in .blur(radius: Double(radius)) }
    }

    public nonisolated func grayscale(_ amount: Double) -> some View {
        archiving { _ in .grayscale(amount) }
    }

    /// 0: grey, 1: unchanged, above 1: more saturated.
    public nonisolated func saturation(_ amount: Double) -> some View {
        archiving { _ in .colorEffect(.saturation(amount)) }
    }

    /// 0: unchanged, 1: white, negative: darker.
    public nonisolated func brightness(_ amount: Double) -> some View {
        archiving { _ in .colorEffect(.brightness(amount)) }
    }

    /// 0: grey, 1: unchanged, above 1: more contrast; negative: inverted.
    public nonisolated func contrast(_ amount: Double) -> some View {
        archiving { _ in .colorEffect(.contrast(amount)) }
    }

    /// Every colour's hue turned by `angle`.
    public nonisolated func hueRotation(_ angle: Angle) -> some View {
        archiving { _ in .colorEffect(.hueRotation(degrees: angle.degrees)) }
    }

    /// Every colour inverted.
    public nonisolated func colorInvert() -> some View {
        archiving { _ in .colorEffect(.colorInvert(amount: 1)) }
    }

    public nonisolated func zIndex(_ value: Double) -> some View {
        archiving { _ in .zIndex(value) }
    }

    /// Accepted; a widget has no safe area.
    public nonisolated func ignoresSafeArea(_ regions: SafeAreaRegions = .all, edges: Edge.Set = .all) -> some View { self }

    /// Accepted; rendering groups do not change the archive.
    public nonisolated func compositingGroup() -> some View { self }

    /// Accepted; rendering groups do not change the archive.
    public nonisolated func drawingGroup(opaque: Bool = false) -> some View { self }

    /// Deprecated by Apple; sets the colour scheme of the content.
    public nonisolated func colorScheme(_ colorScheme: ColorScheme) -> some View {
        environment(\.colorScheme, colorScheme)
    }

    public nonisolated func luminanceToAlpha() -> some View {
        archiving { _ in .luminanceToAlpha }
    }

    /// How this view's colours combine with the views drawn behind it.
    public nonisolated func blendMode(_ blendMode: BlendMode) -> some View {
        archiving { _ in blendMode.archive.map(ModifierArchive.blendMode) }
    }

    // Backgrounds

    public nonisolated func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        archiving { scope in .background(.style(scope.paint(style), shape: nil)) }
    }

    /// The system background style.
    public nonisolated func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Shows the view only where `mask` is opaque.
    public nonisolated func mask<Mask: View>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View {
        modifier(_DecorationModifier(kind: .mask, alignment: alignment, decoration: mask()))
    }

    /// Deprecated by Apple in favour of `mask(alignment:_:)`.
    @_disfavoredOverload
    public nonisolated func mask<Mask: View>(_ mask: Mask) -> some View {
        modifier(_DecorationModifier(kind: .mask, alignment: .center, decoration: mask))
    }

    public nonisolated func background<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(kind: .background, alignment: alignment, decoration: content()))
    }

    public nonisolated func background<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        archiving { scope in .background(.style(scope.paint(style), shape: archiveGeometry(of: shape))) }
    }

    public nonisolated func background<S: Shape>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Deprecated by Apple; a view behind this one.
    @_disfavoredOverload
    public nonisolated func background<Background: View>(_ background: Background, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(kind: .background, alignment: alignment, decoration: background))
    }

    public nonisolated func backgroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        self
    }

    // Overlays

    public nonisolated func overlay<V: View>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View {
        modifier(_DecorationModifier(kind: .overlay, alignment: alignment, decoration: content()))
    }

    public nonisolated func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        archiving { scope in .overlay(.style(scope.paint(style), shape: nil)) }
    }

    public nonisolated func overlay<S: ShapeStyle, T: Shape>(_ style: S, in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        archiving { scope in .overlay(.style(scope.paint(style), shape: archiveGeometry(of: shape))) }
    }

    /// Deprecated by Apple; a view in front of this one.
    @_disfavoredOverload
    public nonisolated func overlay<Overlay: View>(_ overlay: Overlay, alignment: Alignment = .center) -> some View {
        modifier(_DecorationModifier(kind: .overlay, alignment: alignment, decoration: overlay))
    }
}

// MARK: - Foreground, tint, fonts, text layout (inherited by the content)

extension EnvironmentValues {
    /// Sets the foreground levels; styles that depend on the foreground (`.secondary`) resolve
    /// against the foreground outside this modifier.
    mutating func setForeground(_ styles: [AnyShapeStyle]?) {
        let outer = foregroundStyles
        foregroundStyles = styles?.map { AnyShapeStyle(_OuterForegroundStyle(base: $0, outer: outer)) }
    }
}

/// A style resolved with the foreground styles of an outer scope.
struct _OuterForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    let base: AnyShapeStyle
    let outer: [AnyShapeStyle]?
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        var inner = environment
        inner.foregroundStyles = outer
        return inner.resolvePaint(base, level: level)
    }
}

extension View {
    public nonisolated func foregroundStyle<S: ShapeStyle>(_ style: S) -> some View {
        transformEnvironmentValues { $0.setForeground([AnyShapeStyle(style)]) }
    }

    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle>(_ primary: S1, _ secondary: S2) -> some View {
        transformEnvironmentValues { $0.setForeground([AnyShapeStyle(primary), AnyShapeStyle(secondary)]) }
    }

    public nonisolated func foregroundStyle<S1: ShapeStyle, S2: ShapeStyle, S3: ShapeStyle>(_ primary: S1, _ secondary: S2, _ tertiary: S3) -> some View {
        transformEnvironmentValues { $0.setForeground([AnyShapeStyle(primary), AnyShapeStyle(secondary), AnyShapeStyle(tertiary)]) }
    }

    /// Deprecated by Apple in favour of `foregroundStyle(_:)`; nil restores the default.
    public nonisolated func foregroundColor(_ color: Color?) -> some View {
        transformEnvironmentValues { $0.setForeground(color.map { [AnyShapeStyle($0)] }) }
    }

    public nonisolated func tint<S: ShapeStyle>(_ tint: S?) -> some View {
        styling { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    public nonisolated func tint(_ tint: Color?) -> some View {
        styling { $0.tint = tint.map(AnyShapeStyle.init) }
    }

    /// Deprecated by Apple: `tint(_:)`.
    public nonisolated func accentColor(_ accentColor: Color?) -> some View {
        tint(accentColor)
    }

    public nonisolated func font(_ font: Font?) -> some View {
        environment(\.font, font)
    }

    public nonisolated func fontWeight(_ weight: Font.Weight?) -> some View {
        styling { $0.fontWeight = weight }
    }

    public nonisolated func fontDesign(_ design: Font.Design?) -> some View {
        styling { $0.fontDesign = design }
    }

    /// The width of the text's font below (`condensed`, `expanded`, …), where the font has it.
    public nonisolated func fontWidth(_ width: Font.Width?) -> some View {
        styling { $0.fontWidth = width }
    }

    public nonisolated func bold(_ isActive: Bool = true) -> some View {
        styling { $0.bold = isActive }
    }

    public nonisolated func italic(_ isActive: Bool = true) -> some View {
        styling { $0.italic = isActive }
    }

    public nonisolated func monospacedDigit() -> some View {
        styling { $0.monospacedDigit = true }
    }

    public nonisolated func monospaced(_ isActive: Bool = true) -> some View {
        styling { $0.monospaced = isActive }
    }

    public nonisolated func underline(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        styling { $0.underline = isActive }
    }

    public nonisolated func strikethrough(_ isActive: Bool = true, pattern: Text.LineStyle.Pattern = .solid, color: Color? = nil) -> some View {
        styling { $0.strikethrough = isActive }
    }

    public nonisolated func multilineTextAlignment(_ alignment: TextAlignment) -> some View {
        environment(\.multilineTextAlignment, alignment)
    }

    /// Points between the lines of texts.
    public nonisolated func lineSpacing(_ lineSpacing: CGFloat) -> some View {
        environment(\.lineSpacing, lineSpacing)
    }

    public nonisolated func lineLimit(_ number: Int?) -> some View {
        transformEnvironmentValues {
            $0.lineLimit = number
            $0.style.lineLimitReservesSpace = false
        }
    }

    public nonisolated func lineLimit(_ limit: Int, reservesSpace: Bool) -> some View {
        transformEnvironmentValues {
            $0.lineLimit = limit
            $0.style.lineLimitReservesSpace = reservesSpace
        }
    }

    public nonisolated func lineLimit(_ limit: ClosedRange<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    public nonisolated func lineLimit(_ limit: PartialRangeFrom<Int>) -> some View {
        lineLimit(nil)
    }

    public nonisolated func lineLimit(_ limit: PartialRangeThrough<Int>) -> some View {
        lineLimit(limit.upperBound)
    }

    public nonisolated func minimumScaleFactor(_ factor: CGFloat) -> some View {
        environment(\.minimumScaleFactor, factor)
    }

    public nonisolated func truncationMode(_ mode: Text.TruncationMode) -> some View {
        environment(\.truncationMode, mode)
    }

    /// Accepted; the case transform is not applied in the archive.
    public nonisolated func textCase(_ textCase: Text.Case?) -> some View { self }

    /// Accepted; tightening is left to the renderer.
    public nonisolated func allowsTightening(_ flag: Bool) -> some View { self }

    public nonisolated func disabled(_ disabled: Bool) -> some View {
        transformEnvironmentValues { if disabled { $0.isEnabled = false } }
    }
}

extension Text {
    /// Line styles for underline and strikethrough.
    public struct LineStyle: Hashable, Sendable {
        public struct Pattern: Hashable, Sendable {
            let name: String
            public static let solid = Pattern(name: "solid")
            public static let dot = Pattern(name: "dot")
            public static let dash = Pattern(name: "dash")
            public static let dashDot = Pattern(name: "dashDot")
            public static let dashDotDot = Pattern(name: "dashDotDot")
        }
    }
}

// MARK: - Redaction and identity

extension View {
    /// Marks the content as sensitive: it is redacted when the environment's redaction reasons
    /// contain `.privacy` (a locked device).
    public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironmentValues { $0.isPrivacySensitive = sensitive }
    }

    /// Adds `reason` to the redaction reasons of the content.
    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        transformEnvironmentValues { $0.builtIn.redactionReasons.formUnion(reason) }
    }

    /// Removes every redaction reason for the content.
    public nonisolated func unredacted() -> some View {
        transformEnvironmentValues { $0.builtIn.redactionReasons = [] }
    }

    /// Marks the content as showing state that an interaction may invalidate: it is dimmed when
    /// the reasons contain `.invalidated`.
    public nonisolated func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        transformEnvironmentValues { $0.isInvalidatable = invalidatable }
    }

    /// Gives the view an explicit identity: its node id ends in `#` and `id`.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: id))
    }
}

// MARK: - Accepted and ignored: animation, transitions, accessibility

/// An animation. Accepted for source compatibility: a widget archive is a static picture of
/// one entry, so animations do not apply.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let bouncy = Animation(name: "bouncy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How changing content animates. Accepted for source compatibility and ignored: a widget
/// archive is a static picture of one entry.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How a view enters and leaves. Accepted and ignored, like `ContentTransition`.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
}

extension View {
    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func transition(_ transition: AnyTransition) -> some View { self }

    /// What assistive technologies say for the view instead of its content (the page's
    /// `aria-label`).
    public nonisolated func accessibilityLabel(_ label: Text) -> some View {
        archiving(ModifierArchive.accessibilityLabel, text: label)
    }
    public nonisolated func accessibilityLabel(_ labelKey: LocalizedStringKey) -> some View { accessibilityLabel(Text(labelKey)) }
    @_disfavoredOverload
    public nonisolated func accessibilityLabel<S: StringProtocol>(_ label: S) -> some View { accessibilityLabel(Text(verbatim: String(label))) }
    /// The view's current value, said after its label (part of the page's `aria-label`).
    public nonisolated func accessibilityValue(_ valueDescription: Text) -> some View {
        archiving(ModifierArchive.accessibilityValue, text: valueDescription)
    }
    @_disfavoredOverload
    public nonisolated func accessibilityValue<S: StringProtocol>(_ value: S) -> some View { accessibilityValue(Text(verbatim: String(value))) }
    public nonisolated func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View { accessibilityValue(Text(valueKey)) }
    /// What happens when the view is used, said after a pause (the page's `aria-description`).
    public nonisolated func accessibilityHint(_ hint: Text) -> some View {
        archiving(ModifierArchive.accessibilityHint, text: hint)
    }
    @_disfavoredOverload
    public nonisolated func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View { accessibilityHint(Text(verbatim: String(hint))) }
    public nonisolated func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View { accessibilityHint(Text(hintKey)) }
    /// Hides the view from assistive technologies (the page's `aria-hidden`).
    public nonisolated func accessibilityHidden(_ hidden: Bool) -> some View {
        archiving { _ in hidden ? .accessibilityHidden : nil }
    }
    /// Makes the view one element for assistive technologies: `.ignore` and `.combine` say its
    /// label (or its content's text) as one; `.contain` groups its children.
    public nonisolated func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        archiving { _ in .accessibilityElement(children: children.archive) }
    }
    /// Accepted; the page has no identifiers for UI tests of widgets.
    public nonisolated func accessibilityIdentifier(_ identifier: String) -> some View { self }
    /// Adds traits: `.isHeader` makes the view a heading of the page; others are accepted.
    public nonisolated func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        archiving { _ in traits.contains(.isHeader) ? .accessibilityHeading : nil }
    }
    /// Accepted.
    public nonisolated func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View { self }
    /// Accepted; the page reads views in their order.
    public nonisolated func accessibilitySortPriority(_ sortPriority: Double) -> some View { self }

    /// Accepted; the container shape is the widget's (`ContainerRelativeShape`) in the archive.
    public nonisolated func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }

    /// Accepted; a button's, toggle's or link's whole frame is its tap target in the page, as
    /// `contentShape(Rectangle())` makes it on Apple platforms.
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Accepted, as `contentShape(_:eoFill:)`: previews, hover and focus effects do not exist here.
    public nonisolated func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

extension View where Self: Equatable {
    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func animation(_ animation: Animation?) -> some View { self }
}

/// Safe-area regions, for `ignoresSafeArea(_:edges:)` (which widgets accept and ignore).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// How a view made one accessibility element treats its children (`accessibilityElement`).
public struct AccessibilityChildBehavior: Hashable, Sendable {
    let archive: ModifierArchive.AccessibilityChildren
    /// The children are not read; the element says its own label.
    public static let ignore = AccessibilityChildBehavior(archive: .ignore)
    /// The children's labels are read together, as one element.
    public static let combine = AccessibilityChildBehavior(archive: .combine)
    /// The children stay elements, inside this one.
    public static let contain = AccessibilityChildBehavior(archive: .contain)
}

/// What kind of element a view is to assistive technologies.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let isButton = AccessibilityTraits(rawValue: 1 << 0)
    public static let isHeader = AccessibilityTraits(rawValue: 1 << 1)
    public static let isSelected = AccessibilityTraits(rawValue: 1 << 2)
    public static let isLink = AccessibilityTraits(rawValue: 1 << 3)
    public static let isSearchField = AccessibilityTraits(rawValue: 1 << 4)
    public static let isImage = AccessibilityTraits(rawValue: 1 << 5)
    public static let playsSound = AccessibilityTraits(rawValue: 1 << 6)
    public static let isKeyboardKey = AccessibilityTraits(rawValue: 1 << 7)
    public static let isStaticText = AccessibilityTraits(rawValue: 1 << 8)
    public static let isSummaryElement = AccessibilityTraits(rawValue: 1 << 9)
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = AccessibilityTraits(rawValue: 1 << 11)
    public static let allowsDirectInteraction = AccessibilityTraits(rawValue: 1 << 12)
    public static let causesPageTurn = AccessibilityTraits(rawValue: 1 << 13)
    public static let isModal = AccessibilityTraits(rawValue: 1 << 14)
    public static let isToggle = AccessibilityTraits(rawValue: 1 << 15)
}

/// Modes for compositing a view with what is drawn behind it (`blendMode(_:)`).
public enum BlendMode: Hashable, Sendable {
    case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
    case difference, exclusion, hue, saturation, color, luminosity
    case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter

    /// The archive's blend mode; nil for `normal`, which archives nothing.
    var archive: ModifierArchive.BlendMode? {
        self == .normal ? nil : ModifierArchive.BlendMode(rawValue: "\(self)")
    }
}

/// The kinds of content shape (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}
