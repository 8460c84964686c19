import Foundation
import SwiftUI
import WidgetryWire

/// Content whose marks are changed by a modifier (`foregroundStyle`, `symbol`, …): each mark
/// the content produces, in a `ForEach` or a block alike.
public struct _ModifiedChartContent<Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: Content
    let modify: (inout PlotMark) -> Void

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        let start = marks.marks.count
        marks.collect(content.content)
        for index in start..<marks.marks.count {
            content.modify(&marks.marks[index])
        }
    }
}

extension ChartContent {
    func modifyingMarks(_ modify: @escaping (inout PlotMark) -> Void) -> _ModifiedChartContent<Self> {
        _ModifiedChartContent(content: self, modify: modify)
    }

    // MARK: Style

    /// Draws the marks in `style` (a colour, a gradient over each mark's bounds).
    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some ChartContent {
        modifyingMarks { $0.style = AnyShapeStyle(style) }
    }

    /// Draws the marks in the colour the chart's style scale gives `value` (the default
    /// palette, or `chartForegroundStyleScale`); makes a series of lines and areas and a legend.
    public func foregroundStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.styleBy = PlotValue(value) }
    }

    public func opacity(_ opacity: Double) -> some ChartContent {
        modifyingMarks { $0.opacity *= min(max(opacity, 0), 1) }
    }

    public func cornerRadius(_ radius: CGFloat, style: RoundedCornerStyle = .circular) -> some ChartContent {
        modifyingMarks { $0.cornerRadius = Double(radius) }
    }

    /// Clips each mark to `shape`, which fills the mark's frame (Apple's
    /// `clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent`).
    /// A `RoundedRectangle` rounds the corners of bars, rectangles and sectors by its radius; a
    /// `Capsule`, `Circle` or `Ellipse` rounds bars and rectangles fully (capsule ends). Other
    /// shapes are accepted and not drawn.
    public func clipShape(_ shape: some Shape, style: FillStyle = FillStyle()) -> some ChartContent {
        let geometry = (shape as? any ArchivableShape)?.shapeArchive
        return modifyingMarks { mark in
            switch geometry?.type {
            case .roundedRectangle?:
                mark.cornerRadius = geometry?.cornerRadius
                mark.roundsFully = false
            case .capsule?, .circle?, .ellipse?:
                mark.roundsFully = true
            default:
                break
            }
        }
    }

    /// The line of lines and rules.
    public func lineStyle(_ style: StrokeStyle) -> some ChartContent {
        modifyingMarks { $0.lineStyle = style }
    }

    /// A line style per value (solid, dashed, dotted, … in turn); makes a series.
    public func lineStyle<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.lineStyleBy = PlotValue(value) }
    }

    public func interpolationMethod(_ method: InterpolationMethod) -> some ChartContent {
        modifyingMarks { $0.interpolation = method }
    }

    // MARK: Symbols

    /// Points (and a line's points) drawn as `symbol`.
    public func symbol<S: ChartSymbolShape>(_ symbol: S) -> some ChartContent {
        let archive = (symbol as? BasicChartSymbolShape)?.archive ?? .circle
        return modifyingMarks { $0.symbol = archive }
    }

    /// Points drawn as the view `symbol` (drawn as a circle of its paint).
    public func symbol<V: View>(@ViewBuilder symbol: () -> V) -> some ChartContent {
        modifyingMarks { $0.symbol = .circle }
    }

    /// A symbol per value (circle, square, triangle, diamond, pentagon in turn).
    public func symbol<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { $0.symbolBy = PlotValue(value) }
    }

    /// The symbol's area in square points.
    public func symbolSize(_ area: CGFloat) -> some ChartContent {
        modifyingMarks { $0.symbolSize = Double(area) }
    }

    /// The symbol's size.
    public func symbolSize(_ size: CGSize) -> some ChartContent {
        modifyingMarks { $0.symbolSize = Double(size.width * size.height) }
    }

    public func symbolSize<D: Plottable>(by value: PlottableValue<D>) -> some ChartContent {
        modifyingMarks { _ in }
    }

    // MARK: Position

    /// Places marks that share a position side by side, one per value (grouped bars).
    public func position<P: Plottable>(by value: PlottableValue<P>, axis: Axis? = nil, span: MarkDimension = .automatic) -> some ChartContent {
        modifyingMarks { $0.positionBy = PlotValue(value) }
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent {
        modifyingMarks { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    public func offset(_ offset: CGSize) -> some ChartContent {
        self.offset(x: offset.width, y: offset.height)
    }

    public func zIndex(_ value: Double) -> some ChartContent {
        modifyingMarks { $0.zIndex = value }
    }

    // MARK: Annotations

    /// A view beside each mark.
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> C
    ) -> some ChartContent {
        let annotation = PlotAnnotation(position: position, alignment: alignment, spacing: spacing.map(Double.init), content: AnyView(content()))
        return modifyingMarks { $0.annotations.append(annotation) }
    }

    /// A view beside each mark, kept inside the chart (`overflowResolution` is accepted).
    public func annotation<C: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment = .center, spacing: CGFloat? = nil,
        overflowResolution: AnnotationOverflowResolution, @ViewBuilder content: () -> C
    ) -> some ChartContent {
        annotation(position: position, alignment: alignment, spacing: spacing, content: content)
    }

    // MARK: Accessibility

    public func accessibilityLabel(_ label: Text) -> some ChartContent {
        let string = label.plainText()
        return modifyingMarks { $0.accessibilityLabel = string }
    }

    public func accessibilityLabel<S: StringProtocol>(_ label: S) -> some ChartContent {
        let string = String(label)
        return modifyingMarks { $0.accessibilityLabel = string }
    }

    public func accessibilityLabel(_ key: LocalizedStringKey) -> some ChartContent {
        let string = key.resolvedText
        return modifyingMarks { $0.accessibilityLabel = string }
    }

    public func accessibilityValue(_ value: Text) -> some ChartContent {
        let string = value.plainText()
        return modifyingMarks { $0.accessibilityValue = string }
    }

    public func accessibilityValue<S: StringProtocol>(_ value: S) -> some ChartContent {
        let string = String(value)
        return modifyingMarks { $0.accessibilityValue = string }
    }

    public func accessibilityValue(_ key: LocalizedStringKey) -> some ChartContent {
        let string = key.resolvedText
        return modifyingMarks { $0.accessibilityValue = string }
    }

    public func accessibilityHidden(_ hidden: Bool) -> some ChartContent {
        modifyingMarks { $0.accessibilityHidden = hidden }
    }

    public func accessibilityIdentifier(_ identifier: String) -> some ChartContent { self }

    // MARK: Effects accepted as drawn without them

    public func blur(radius: CGFloat) -> some ChartContent { self }
    public func shadow(color: Color = Color(.sRGBLinear, white: 0, opacity: 0.33), radius: CGFloat, x: CGFloat = 0, y: CGFloat = 0) -> some ChartContent { self }
    public func alignsMarkStylesWithPlotArea(_ aligns: Bool = true) -> some ChartContent { self }

    /// In the accent group of the accented rendering mode (as the view modifier of that name).
    public func widgetAccentable(_ accentable: Bool = true) -> some ChartContent {
        modifyingMarks { $0.accentable = accentable }
    }
}
