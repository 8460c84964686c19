import Foundation
import SwiftUI
import WidgetryWire

// Placing the marks: rectangles for bars and rectangle marks, paths for lines and areas,
// symbols for points, lines for rules, sectors for pies — in unit coordinates of the plot.

extension ChartResolver {
    /// The corner radius, in points, of a mark clipped to a capsule: more than half of any
    /// mark's thickness, so its ends are round.
    static let fullRounding = 10_000.0

    mutating func placeMarks() {
        let environment = scope.environment
        gaps = (smallestGap(on: xScale, horizontal: true), smallestGap(on: yScale, horizontal: false))
        for mark in marks {
            guard let value = mark.positionBy?.primitive else { continue }
            if !(positionValues[mark.kind] ?? []).contains(value) { positionValues[mark.kind, default: []].append(value) }
        }
        var placed: [(z: Double, order: Int, mark: ChartMarkArchive)] = []
        var order = 0
        func add(_ mark: ChartMarkArchive, z: Double) {
            placed.append((z, order, mark))
            order += 1
        }
        // Lines and areas are drawn per series, where their series' first point is.
        var seriesDone = Set<String>()
        let total = marks.filter { $0.kind == .sector }.reduce(0.0) { $0 + max($1.angle?.primitive.number ?? 0, 0) }
        var angle = 0.0
        let discrete = marks.indices.filter { [.bar, .point, .rectangle].contains(marks[$0].kind) }
        let sampleStride = max(1, Int((Double(discrete.count) / Double(Self.maximumMarks)).rounded(.up)))
        var discreteSeen = 0
        for (index, mark) in marks.enumerated() {
            let paint = styles.paint(of: mark, environment: environment)
            switch mark.kind {
            case .bar, .rectangle, .point:
                discreteSeen += 1
                if sampleStride > 1 && (discreteSeen - 1) % sampleStride != 0 { continue }
                if let archive = mark.kind == .point ? symbol(mark, paint: paint) : rectangle(index, mark, paint: paint) {
                    add(annotated(archive, mark: mark), z: mark.zIndex)
                }
            case .rule:
                if let archive = rule(mark, paint: paint) { add(annotated(archive, mark: mark), z: mark.zIndex) }
            case .line, .area:
                let key = "\(mark.kind)|\(mark.seriesKey)"
                guard !seriesDone.contains(key) else { continue }
                seriesDone.insert(key)
                let members = marks.indices.filter { marks[$0].kind == mark.kind && "\(marks[$0].kind)|\(marks[$0].seriesKey)" == key }
                for archive in series(members, paint: paint) { add(archive, z: mark.zIndex) }
            case .sector:
                let value = max(mark.angle?.primitive.number ?? 0, 0)
                guard total > 0 else { continue }
                let sweep = value / total * 360
                add(annotated(sector(mark, from: angle, sweep: sweep, paint: paint), mark: mark), z: mark.zIndex)
                angle += sweep
            }
        }
        archive.marks = placed.sorted { ($0.z, $0.order) < ($1.z, $1.order) }.map(\.mark)
    }

    /// The common parts of every mark: paint, opacity, accent.
    private func base(_ kind: ChartMarkArchive.Kind, _ mark: PlotMark, paint: PaintArchive) -> ChartMarkArchive {
        var archive = ChartMarkArchive(kind: kind)
        archive.paint = paint
        if mark.opacity < 1 { archive.opacity = mark.opacity }
        archive.accentable = mark.accentable
        return archive
    }

    /// The unit extent of a value along a scale: a band (less the dimension's share), a unit
    /// interval, or a point.
    private func extent(of value: PlotValue?, on scale: PlotScale, dimension: MarkDimension, subPosition: (Int, Int)?) -> (ClosedRange<Double>, fixed: Double?, inset: Double?)? {
        guard let value else { return nil }
        var range: ClosedRange<Double>
        if scale.isBand, let band = scale.band(of: value.primitive) {
            range = band
        } else if case .date(let date) = value.primitive, let unit = value.unit,
            let end = (value.calendar ?? calendar).date(byAdding: unit, value: 1, to: date),
            let a = scale.unit(of: value.primitive), let b = scale.unit(of: .date(end)) {
            range = min(a, b)...max(a, b)
        } else if let point = scale.unit(of: value.primitive) {
            let gap = scale.flipped ? gaps.y : gaps.x
            range = (point - gap / 2)...(point + gap / 2)
        } else {
            return nil
        }
        if let (position, count) = subPosition, count > 1 {
            let width = (range.upperBound - range.lowerBound) / Double(count)
            let start = range.lowerBound + Double(position) * width
            range = start...(start + width)
        }
        let width = range.upperBound - range.lowerBound, middle = (range.lowerBound + range.upperBound) / 2
        switch dimension.storage {
        case .automatic:
            let share = scale.isBand || value.unit != nil ? 0.75 : 0.8
            return ((middle - width * share / 2)...(middle + width * share / 2), nil, nil)
        case .ratio(let ratio):
            let ratio = min(max(ratio, 0), 1)
            return ((middle - width * ratio / 2)...(middle + width * ratio / 2), nil, nil)
        case .inset(let points):
            // The page takes the points off each side, at whatever size the plot is drawn.
            return (range, nil, max(points, 0))
        case .fixed(let points):
            return (middle...middle, max(points, 0), nil)
        }
    }

    /// The smallest gap between two values of bars and rectangles along a continuous scale, in
    /// unit coordinates (the automatic width of a bar at a number or date without a unit).
    func smallestGap(on scale: PlotScale, horizontal: Bool) -> Double {
        let positions = Set(marks.compactMap { mark -> Double? in
            guard mark.kind == .bar || mark.kind == .rectangle, let value = horizontal ? mark.x : mark.y else { return nil }
            return scale.unit(of: value.primitive)
        }).sorted()
        let gaps = zip(positions, positions.dropFirst()).map { $1 - $0 }.filter { $0 > 1e-9 }
        return gaps.min() ?? 0.1
    }

    /// The sub-positions of `position(by:)`: this mark's place among its band's values.
    private func subPosition(_ mark: PlotMark) -> (Int, Int)? {
        guard let value = mark.positionBy, let values = positionValues[mark.kind] else { return nil }
        return values.firstIndex(of: value.primitive).map { ($0, values.count) }
    }

    /// A bar or rectangle mark.
    private func rectangle(_ index: Int, _ mark: PlotMark, paint: PaintArchive) -> ChartMarkArchive? {
        var archive = base(.rect, mark, paint: paint)
        // A radius past half the mark's thickness draws capsule ends, as CSS's `border-radius`
        // scales radii that overflow the box.
        archive.cornerRadius = mark.roundsFully ? Self.fullRounding : mark.cornerRadius
        let horizontal = mark.kind == .bar && mark.isHorizontal
        let sub = subPosition(mark)
        // Across: the band axis; along: the value axis (both bands for rectangle marks).
        func span(_ value: PlotValue?, start: PlotValue?, end: PlotValue?, scale: PlotScale, dimension: MarkDimension, isValueAxis: Bool) -> (ClosedRange<Double>, fixed: Double?, inset: Double?)? {
            if let start, let end, let a = scale.unit(of: start.primitive), let b = scale.unit(of: end.primitive) {
                return (min(a, b)...max(a, b), nil, nil)
            }
            if isValueAxis, mark.kind == .bar {
                if let extent = stacked[index], let a = scale.unit(of: .number(extent.base)), let b = scale.unit(of: .number(extent.top)) {
                    return (min(a, b)...max(a, b), nil, nil)
                }
                if value == nil { return (0...1, nil, nil) }
                if let value, let point = scale.unit(of: value.primitive), !scale.isBand, value.unit == nil {
                    let zero = scale.baseline
                    return (min(zero, point)...max(zero, point), nil, nil)
                }
            }
            if value == nil { return mark.kind == .bar ? (0...1, nil, nil) : nil }
            return extent(of: value, on: scale, dimension: dimension, subPosition: isValueAxis ? nil : sub)
        }
        let xIsValue = mark.kind == .bar && horizontal
        let yIsValue = mark.kind == .bar && !horizontal
        // An extent in points from the plot's leading or top edge, in the plot's units.
        func fixed(_ extent: (start: Double?, end: Double?)?, length: CGFloat) -> (ClosedRange<Double>, fixed: Double?, inset: Double?)? {
            guard let extent, length > 0 else { return nil }
            let a = (extent.start ?? 0) / Double(length), b = extent.end.map { $0 / Double(length) } ?? 1
            return (min(a, b)...max(a, b), nil, nil)
        }
        guard let xSpan = fixed(mark.fixedX, length: plotSize.width)
                ?? span(mark.x, start: mark.xStart, end: mark.xEnd, scale: xScale, dimension: mark.width, isValueAxis: xIsValue),
            let ySpan = fixed(mark.fixedY, length: plotSize.height)
                ?? span(mark.y, start: mark.yStart, end: mark.yEnd, scale: yScale, dimension: mark.height, isValueAxis: yIsValue)
        else { return nil }
        archive.x = xSpan.0.lowerBound
        archive.width = xSpan.0.upperBound - xSpan.0.lowerBound
        archive.y = ySpan.0.lowerBound
        archive.height = ySpan.0.upperBound - ySpan.0.lowerBound
        archive.fixedWidth = xSpan.fixed
        archive.fixedHeight = ySpan.fixed
        archive.inset = xSpan.inset
        archive.verticalInset = ySpan.inset
        if mark.kind == .rectangle, mark.x != nil, !xScale.isBand, mark.xStart == nil, mark.width.storage == .automatic, mark.x?.unit == nil {
            archive.fixedWidth = 20
        }
        if mark.kind == .rectangle, mark.y != nil, !yScale.isBand, mark.yStart == nil, mark.height.storage == .automatic, mark.y?.unit == nil {
            archive.fixedHeight = 20
        }
        return archive
    }

    /// The unit point of a mark's x and y (the middle of the plot for a missing one).
    func point(_ mark: PlotMark) -> (Double, Double)? {
        func along(_ value: PlotValue?, _ scale: PlotScale) -> Double? {
            guard let value else { return 0.5 }
            if case .date(let date) = value.primitive, let unit = value.unit,
                let end = (value.calendar ?? calendar).date(byAdding: unit, value: 1, to: date),
                let a = scale.unit(of: value.primitive), let b = scale.unit(of: .date(end)) {
                return (a + b) / 2
            }
            return scale.unit(of: value.primitive)
        }
        guard let x = along(mark.x, xScale), let y = along(mark.y, yScale) else { return nil }
        return (x, y)
    }

    /// A point mark's symbol.
    private func symbol(_ mark: PlotMark, paint: PaintArchive) -> ChartMarkArchive? {
        guard let (x, y) = point(mark) else { return nil }
        var archive = base(.symbol, mark, paint: paint)
        archive.x = x
        archive.y = y
        archive.symbol = styles.symbol(of: mark) ?? .circle
        archive.size = Self.symbolWidth(area: mark.symbolSize)
        return archive
    }

    /// A symbol's width in points for its area in square points (Swift Charts' default area).
    static func symbolWidth(area: Double?) -> Double {
        (area ?? 36).squareRoot()
    }

    private func rule(_ mark: PlotMark, paint: PaintArchive) -> ChartMarkArchive? {
        var archive = base(.rule, mark, paint: paint)
        archive.stroke = (mark.lineStyle ?? StrokeStyle(lineWidth: 1)).canvasStroke
        let fixedX = mark.fixedStart.map { $0 / Double(plotSize.width) }, fixedEnd = mark.fixedEnd
        if let x = mark.x, mark.y == nil, let position = point(PlotMark(.rule, x: x))?.0 {
            // Vertical, at x.
            var from = mark.fixedStart.map { $0 / Double(plotSize.height) } ?? 0
            var to = fixedEnd.map { $0 / Double(plotSize.height) } ?? 1
            if let start = mark.yStart, let end = mark.yEnd, let a = yScale.unit(of: start.primitive), let b = yScale.unit(of: end.primitive) {
                from = a
                to = b
            }
            archive.x = position
            archive.y = from
            archive.width = 0
            archive.height = to - from
        } else if let y = mark.y, let position = point(PlotMark(.rule, y: y))?.1 {
            var from = fixedX ?? 0
            var to = fixedEnd.map { $0 / Double(plotSize.width) } ?? 1
            if let start = mark.xStart, let end = mark.xEnd, let a = xScale.unit(of: start.primitive), let b = xScale.unit(of: end.primitive) {
                from = a
                to = b
            }
            archive.x = from
            archive.y = position
            archive.width = to - from
            archive.height = 0
        } else {
            return nil
        }
        return archive
    }

    private func sector(_ mark: PlotMark, from start: Double, sweep: Double, paint: PaintArchive) -> ChartMarkArchive {
        var archive = base(.sector, mark, paint: paint)
        let radius = Double(min(plotSize.width, plotSize.height)) / 2
        func fraction(_ dimension: MarkDimension, automatic: Double) -> Double {
            switch dimension.storage {
            case .automatic: automatic
            case .ratio(let ratio): min(max(ratio, 0), 1)
            case .fixed(let points): min(max(points / max(radius, 1), 0), 1)
            case .inset(let points): min(max(1 - points / max(radius, 1), 0), 1)
            }
        }
        archive.startAngle = start
        archive.endAngle = start + sweep
        archive.outerRadius = fraction(mark.outerRadius, automatic: 1)
        archive.innerRadius = fraction(mark.innerRadius, automatic: 0)
        archive.angularInset = mark.angularInset
        archive.cornerRadius = mark.cornerRadius
        return archive
    }
}

