import Foundation
import WidgetryWire

// Foreground, tint, fonts and text layout: inherited by the content through the environment.

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
