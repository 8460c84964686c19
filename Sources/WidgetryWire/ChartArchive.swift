/// What a `Chart` (Swift Charts) draws: its marks placed by its scales, its axes and its legend.
///
/// Evaluation does the work Swift Charts does before drawing — it resolves every plottable
/// value through the chart's scales (nice domains, bands for categories, stacking) — so the
/// archive holds geometry, not data. Geometry is in the plot area's unit square (`x` from its
/// leading edge, `y` from its top edge, both 0…1), so the page draws the chart at whatever size
/// layout gives it: the plot area is what is left of the chart once its axis labels and legend
/// have their room. Lengths that do not scale with the plot (line widths, symbol sizes, fixed
/// bar widths, insets, corner radii) are in points.
///
/// Texts a chart shows (axis value labels, the axis titles, annotations, a custom legend, the
/// `chartBackground`/`chartOverlay` views) are the chart node's children, evaluated as any
/// other view, so they are styled, redacted and kept ticking alike; the archive refers to them
/// by index.
public struct ChartArchive: Codable, Hashable, Sendable {
    /// The marks, in drawing order (later marks over earlier ones).
    public var marks: [ChartMarkArchive]
    /// The axes shown; nil when hidden (`chartXAxis(.hidden)`) or when the chart has none (a
    /// chart of sectors only).
    public var xAxis: ChartAxisArchive?
    public var yAxis: ChartAxisArchive?
    /// The legend, when shown (marks styled `by:` a value, unless `chartLegend(.hidden)`).
    public var legend: ChartLegendArchive?
    /// Child views laid over the plot area: under the marks (`chartBackground`) and over them
    /// (`chartOverlay`), each filling the plot area from its top leading corner.
    public var background: Int?
    public var overlay: Int?
    /// The plot area's own style (`chartPlotStyle`): a child view the plot area is drawn in
    /// front of, filling it (a background or border applied to the plot content).
    public var plotStyle: Int?
    /// The chart in words, for assistive technologies: what it plots, along which axes and
    /// ranges, and its marks' accessibility labels and values (Swift Charts' audio-graph
    /// summary).
    public var summary: String
    /// Values left out because they cannot be drawn (NaN or infinite numbers), for the
    /// inspector.
    public var omittedValues: Int?

    public init(marks: [ChartMarkArchive] = [], summary: String = "") {
        self.marks = marks
        self.summary = summary
    }
}

/// One drawn element of a chart. Which fields apply depends on `kind`.
public struct ChartMarkArchive: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A rectangle (`BarMark`, `RectangleMark`): `x`, `y`, `width`, `height` in unit
        /// coordinates; `fixedWidth`/`fixedHeight` in points replace the unit size, centred on
        /// the rectangle's centre; `inset` (`verticalInset`) points are taken off each side
        /// along the band.
        case rect
        /// A path (`LineMark`, `AreaMark`): `path` is SVG path data in a 1000 × 1000 box
        /// standing for the plot area (stretched to it: strokes keep their width), filled when
        /// `fill` is true, else stroked with `stroke`.
        case path
        /// A point symbol (`PointMark`, a line's symbols): centred at `x`, `y`, `size` points
        /// wide, of the shape `symbol`; stroked instead of filled when `stroke` is set.
        case symbol
        /// A line (`RuleMark`): from (`x`, `y`) to (`x` + `width`, `y` + `height`), stroked with
        /// `stroke`.
        case rule
        /// A sector of a pie or donut (`SectorMark`): from `startAngle` to `endAngle` (degrees
        /// clockwise from twelve o'clock), between `innerRadius` and `outerRadius` (fractions of
        /// the largest circle the plot area holds, centred in it), each edge moved in by
        /// `angularInset` points, its corners rounded by `cornerRadius`.
        case sector
    }

    public var kind: Kind
    public var x: Double?
    public var y: Double?
    public var width: Double?
    public var height: Double?
    public var fixedWidth: Double?
    public var fixedHeight: Double?
    /// Points taken off each side of a rectangle across its band (`MarkDimension.inset`):
    /// off its leading and trailing sides (`width: .inset(_:)`, a vertical bar's band).
    public var inset: Double?
    /// Points taken off its top and bottom sides (`height: .inset(_:)`, a horizontal bar's
    /// band).
    public var verticalInset: Double?
    public var path: String?
    public var fill: Bool?
    public var symbol: ChartSymbolArchive?
    public var size: Double?
    public var startAngle: Double?
    public var endAngle: Double?
    public var innerRadius: Double?
    public var outerRadius: Double?
    public var angularInset: Double?
    /// The mark's paint (resolved; a gradient's points are unit points of the mark's bounds).
    public var paint: PaintArchive?
    /// The line of a path, rule or stroked symbol (`lineStyle`).
    public var stroke: CanvasStroke?
    /// Rounded corners of rectangles and sectors, in points (`cornerRadius(_:style:)`).
    public var cornerRadius: Double?
    public var opacity: Double?
    /// Drawn in the accent colour in the accented rendering mode (`widgetAccentable()` on the
    /// chart or the mark's enclosing view).
    public var accentable: Bool?
    /// A view shown beside the mark (`annotation(position:alignment:spacing:content:)`).
    public var annotation: ChartAnnotationArchive?

    public init(kind: Kind) { self.kind = kind }
}

/// The shape of a point symbol (`BasicChartSymbolShape`).
public enum ChartSymbolArchive: String, Codable, Hashable, Sendable, CaseIterable {
    case circle, square, triangle, diamond, pentagon, plus, cross, asterisk
}

/// A view placed beside a mark: the chart's child `child`, outside the rectangle `x`, `y`,
/// `width`, `height` (unit coordinates; a point's rectangle is empty) on the side `position`
/// (`overlay`: over it, aligned by `alignment`), `spacing` points away.
public struct ChartAnnotationArchive: Codable, Hashable, Sendable {
    public enum Position: String, Codable, Hashable, Sendable, CaseIterable {
        case overlay, top, bottom, leading, trailing, topLeading, topTrailing, bottomLeading, bottomTrailing
    }

    public var child: Int
    public var position: Position
    public var alignment: ArchiveAlignment
    public var spacing: Double
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(child: Int, position: Position, alignment: ArchiveAlignment, spacing: Double, x: Double, y: Double, width: Double, height: Double) {
        self.child = child
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }
}

/// One axis: where it sits and its marks (grid lines, ticks, value labels) at positions along
/// it (unit coordinates: from the leading edge for x, from the top for y).
public struct ChartAxisArchive: Codable, Hashable, Sendable {
    public enum Position: String, Codable, Hashable, Sendable, CaseIterable {
        case leading, trailing, top, bottom
    }

    public var position: Position
    public var marks: [ChartAxisMarkArchive]
    /// The axis title (`chartXAxisLabel`/`chartYAxisLabel`): a child view.
    public var title: Int?

    public init(position: Position, marks: [ChartAxisMarkArchive] = [], title: Int? = nil) {
        self.position = position
        self.marks = marks
        self.title = title
    }
}

/// A grid line, tick and value label at one value of an axis.
public struct ChartAxisMarkArchive: Codable, Hashable, Sendable {
    /// How a value label sits at its position: centred on it, or starting at it (a date
    /// axis's labels begin at their tick, as Swift Charts draws them).
    public enum LabelAnchor: String, Codable, Hashable, Sendable {
        case center, start
    }

    public var position: Double
    /// A line across the plot area (`AxisGridLine`).
    public var grid: ChartAxisLineArchive?
    /// A short line outside the plot area toward the labels (`AxisTick`), `length` points.
    public var tick: ChartAxisLineArchive?
    /// The value label: a child view.
    public var label: Int?
    public var labelAnchor: LabelAnchor?

    public init(position: Double) { self.position = position }
}

/// The paint and line of a grid line or tick.
public struct ChartAxisLineArchive: Codable, Hashable, Sendable {
    public var paint: PaintArchive
    public var stroke: CanvasStroke
    /// A tick's length in points.
    public var length: Double?

    public init(paint: PaintArchive, stroke: CanvasStroke, length: Double? = nil) {
        self.paint = paint
        self.stroke = stroke
        self.length = length
    }
}

/// The legend: an entry per styled value (its symbol or swatch in the value's paint, then its
/// label), or a custom view.
public struct ChartLegendArchive: Codable, Hashable, Sendable {
    public enum Position: String, Codable, Hashable, Sendable, CaseIterable {
        case top, bottom, leading, trailing, overlay
    }

    public struct Entry: Codable, Hashable, Sendable {
        public var label: String
        public var paint: PaintArchive
        /// The entry's symbol, for values styled with `symbol(by:)`; a round swatch otherwise.
        public var symbol: ChartSymbolArchive?

        public init(label: String, paint: PaintArchive, symbol: ChartSymbolArchive? = nil) {
            self.label = label
            self.paint = paint
            self.symbol = symbol
        }
    }

    public var position: Position
    public var alignment: ArchiveAlignment
    /// Points between the legend and the plot area.
    public var spacing: Double?
    public var entries: [Entry]
    /// A custom legend (`chartLegend(position:alignment:spacing:content:)`): a child view shown
    /// instead of the entries.
    public var content: Int?

    public init(position: Position = .bottom, alignment: ArchiveAlignment = .leading, spacing: Double? = nil, entries: [Entry] = [], content: Int? = nil) {
        self.position = position
        self.alignment = alignment
        self.spacing = spacing
        self.entries = entries
        self.content = content
    }
}
