import Foundation
import WidgetryWire

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

    /// Accepted, as `ignoresSafeArea(_:edges:)` (which Apple deprecated it for): a widget has no
    /// safe area.
    @available(*, deprecated, renamed: "ignoresSafeArea(_:edges:)")
    public nonisolated func edgesIgnoringSafeArea(_ edges: Edge.Set) -> some View { self }

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
