import Foundation
import SwiftUI
import WidgetryWire

/// A mark as collected from chart content, before the scales place it: its values and the
/// modifiers applied to it. The chart resolves these into `ChartMarkArchive`s.
struct PlotMark {
    enum Kind {
        case bar, line, area, point, rule, rectangle, sector
    }

    var kind: Kind
    var x: PlotValue?
    var y: PlotValue?
    var xStart: PlotValue?
    var xEnd: PlotValue?
    var yStart: PlotValue?
    var yEnd: PlotValue?
    /// A rule's or bar's extent across the plot in points (`RuleMark(x:yStart:yEnd:)` with
    /// plot coordinates).
    var fixedStart: Double?
    var fixedEnd: Double?
    /// A rectangle's extent on an axis in points from the plot's leading (or top) edge, for
    /// `RectangleMark(xStart:xEnd:…)` with plot coordinates; a nil end is the plot's edge.
    var fixedX: (start: Double?, end: Double?)?
    var fixedY: (start: Double?, end: Double?)?
    var series: PlotValue?
    var angle: PlotValue?
    var innerRadius = MarkDimension.automatic
    var outerRadius = MarkDimension.automatic
    var angularInset: Double?
    var width = MarkDimension.automatic
    var height = MarkDimension.automatic
    var stacking = MarkStackingMethod.standard

    var style: AnyShapeStyle?
    var styleBy: PlotValue?
    var symbol: ChartSymbolArchive?
    var symbolBy: PlotValue?
    var symbolSize: Double?
    var lineStyle: StrokeStyle?
    var lineStyleBy: PlotValue?
    var interpolation: InterpolationMethod?
    var cornerRadius: Double?
    /// `clipShape(.capsule)`: bars and rectangles rounded fully, whatever their size.
    var roundsFully = false
    var opacity = 1.0
    var positionBy: PlotValue?
    var offset = CGSize.zero
    var annotations: [PlotAnnotation] = []
    var accessibilityLabel: String?
    var accessibilityValue: String?
    var accessibilityHidden = false
    var accentable: Bool?
    var zIndex = 0.0

    init(kind: Kind) { self.kind = kind }

    /// A mark of `kind` at these values (the marks' initialisers, each one line).
    init(
        _ kind: Kind, x: PlotValue? = nil, y: PlotValue? = nil, xStart: PlotValue? = nil, xEnd: PlotValue? = nil,
        yStart: PlotValue? = nil, yEnd: PlotValue? = nil, series: PlotValue? = nil,
        width: MarkDimension = .automatic, height: MarkDimension = .automatic, stacking: MarkStackingMethod = .standard
    ) {
        self.kind = kind
        (self.x, self.y, self.xStart, self.xEnd, self.yStart, self.yEnd, self.series) = (x, y, xStart, xEnd, yStart, yEnd, series)
        (self.width, self.height, self.stacking) = (width, height, stacking)
    }

    /// The value along the horizontal axis: a point's, or its range's start.
    var xValues: [PlotValue] { [x, xStart, xEnd].compactMap { $0 } }
    var yValues: [PlotValue] { [y, yStart, yEnd].compactMap { $0 } }
}

/// A view shown beside a mark (`annotation(position:alignment:spacing:content:)`).
struct PlotAnnotation {
    var position: AnnotationPosition
    var alignment: Alignment
    var spacing: Double?
    var content: AnyView
}

extension _ChartMarks {
    /// Appends a mark of `kind` made by `build`.
    func append(_ kind: PlotMark.Kind, _ build: (inout PlotMark) -> Void) {
        var mark = PlotMark(kind: kind)
        build(&mark)
        marks.append(mark)
    }
}
