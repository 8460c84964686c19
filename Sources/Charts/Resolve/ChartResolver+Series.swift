import Foundation
import SwiftUI
import WidgetryWire

// Lines and areas: one path per series through its points in the order given (as Swift
// Charts joins them), thinned when very long, with the series' symbols.

extension ChartResolver {
    /// The marks of one line or area series: the path, then its symbols.
    func series(_ indices: [Int], paint: PaintArchive) -> [ChartMarkArchive] {
        guard let firstIndex = indices.first else { return [] }
        let first = marks[firstIndex]
        let method = (first.interpolation ?? .linear).storage
        var archive = ChartMarkArchive(kind: .path)
        archive.paint = paint
        if first.opacity < 1 { archive.opacity = first.opacity }
        archive.accentable = first.accentable
        var path = CurvePath()
        var points: [(Double, Double)] = []
        var symbols: [ChartMarkArchive] = []
        if first.kind == .line {
            points = indices.compactMap { point(marks[$0]) }
            points = Self.thinned(points)
            path.line(through: points, method: method)
            archive.stroke = (first.lineStyle ?? StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round)).canvasStroke
            if let lineStyle = first.lineStyleBy {
                var values: [PlotPrimitive] = []
                for mark in marks { if let value = mark.lineStyleBy?.primitive, !values.contains(value) { values.append(value) } }
                let dashes: [[Double]?] = [nil, [6, 4], [2, 3], [8, 3, 2, 3]]
                archive.stroke?.dash = dashes[(values.firstIndex(of: lineStyle.primitive) ?? 0) % dashes.count]
            }
            if styles.symbol(of: first) != nil {
                for index in indices {
                    guard let (x, y) = point(marks[index]) else { continue }
                    var symbol = ChartMarkArchive(kind: .symbol)
                    symbol.paint = paint
                    symbol.x = x
                    symbol.y = y
                    symbol.symbol = styles.symbol(of: marks[index])
                    symbol.size = Self.symbolWidth(area: marks[index].symbolSize ?? 49)
                    symbol.accentable = first.accentable
                    symbols.append(symbol)
                }
            }
        } else {
            archive.fill = true
            var tops: [(Double, Double)] = [], bases: [(Double, Double)] = []
            for index in indices {
                let mark = marks[index]
                if mark.isHorizontal {
                    // A band along x between xStart and xEnd at y.
                    guard let y = point(mark)?.1 else { continue }
                    let start = mark.xStart.flatMap { xScale.unit(of: $0.primitive) } ?? xScale.baseline
                    let end = (mark.xEnd ?? mark.x).flatMap { xScale.unit(of: $0.primitive) } ?? start
                    tops.append((end, y))
                    bases.append((start, y))
                    continue
                }
                guard let x = point(mark)?.0 else { continue }
                if let start = mark.yStart, let end = mark.yEnd, let a = yScale.unit(of: start.primitive), let b = yScale.unit(of: end.primitive) {
                    tops.append((x, b))
                    bases.append((x, a))
                } else if let extent = stacked[index], let top = yScale.unit(of: .number(extent.top)), let base = yScale.unit(of: .number(extent.base)) {
                    tops.append((x, top))
                    bases.append((x, base))
                } else if let y = point(mark)?.1 {
                    tops.append((x, y))
                    bases.append((x, yScale.baseline))
                }
            }
            tops = Self.thinned(tops)
            bases = Self.thinned(bases)
            path.line(through: tops, method: method)
            path.line(through: bases.reversed(), method: method, continuing: true)
            path.close()
        }
        archive.path = path.data
        return [archive] + symbols
    }

    /// At most `maximumPointsPerSeries` points: in runs of consecutive points, the first, the
    /// lowest, the highest and the last are kept (the line's shape, its peaks and troughs).
    static func thinned(_ points: [(Double, Double)]) -> [(Double, Double)] {
        guard points.count > maximumPointsPerSeries else { return points }
        let run = Int((Double(points.count) / Double(maximumPointsPerSeries / 4)).rounded(.up))
        var kept: [(Double, Double)] = []
        var start = 0
        while start < points.count {
            let slice = Array(points[start..<min(start + run, points.count)])
            var picks = [0, slice.count - 1]
            if let low = slice.indices.min(by: { slice[$0].1 < slice[$1].1 }) { picks.append(low) }
            if let high = slice.indices.max(by: { slice[$0].1 < slice[$1].1 }) { picks.append(high) }
            for index in Set(picks).sorted() { kept.append(slice[index]) }
            start += run
        }
        return kept
    }
}
