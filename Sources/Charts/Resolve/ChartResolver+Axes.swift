import Foundation
import SwiftUI
import WidgetryWire

// The axes: their marks (the defaults of each kind of scale, or `AxisMarks`' parts) at the
// axis's values, with value labels as child views.

extension ChartResolver {
    mutating func buildAxes() {
        let hasAxes = marks.contains { $0.kind != .sector }
        archive.xAxis = hasAxes ? axis(horizontal: true) : nil
        archive.yAxis = hasAxes ? axis(horizontal: false) : nil
    }

    private mutating func axis(horizontal: Bool) -> ChartAxisArchive? {
        let config = horizontal ? configuration.xAxis : configuration.yAxis
        guard config.visibility != .hidden else { return nil }
        let scale = horizontal ? xScale : yScale
        // With no values on this axis (a bar chart's other dimension), only an explicit
        // `AxisMarks` draws it.
        let plotted = marks.contains { !(horizontal ? $0.xValues : $0.yValues).isEmpty } || stacked.values.contains { _ in true } && marks.contains { ($0.kind == .bar || $0.kind == .area) && $0.isHorizontal == horizontal }
        guard plotted || config.content != nil else { return nil }
        let specs = config.content ?? [AxisMarksSpec(values: .automatic, position: .automatic, preset: .automatic)]
        var position: ChartAxisArchive.Position = horizontal ? .bottom : .trailing
        var axisMarks: [ChartAxisMarkArchive] = []
        for (specIndex, spec) in specs.enumerated() {
            if let side = spec.position.side { position = side }
            let values = axisValues(spec.values, scale: scale)
            for (index, value) in values.enumerated() {
                guard let unit = scale.unit(of: value) else { continue }
                let axisValue = AxisValue(primitive: value, index: index, count: values.count)
                let parts = spec.content?(axisValue) ?? defaultParts(scale: scale, horizontal: horizontal, stroke: spec.stroke).map { part in
                    var part = part
                    if part.kind == .label { part.format = spec.labelFormat }
                    return part
                }
                var mark = ChartAxisMarkArchive(position: unit)
                for part in parts {
                    switch part.kind {
                    case .grid:
                        mark.grid = line(part, stroke: spec.stroke)
                    case .tick:
                        mark.tick = line(part, stroke: spec.stroke)
                        mark.tick?.length = part.tickLength ?? 4
                    case .label:
                        let name = (horizontal ? "x" : "y") + "\(specIndex).\(index)"
                        mark.label = label(part, value: value, scale: scale, name: name)
                        let centered = part.centered ?? !(scale.isDate && horizontal)
                        mark.labelAnchor = centered ? .center : .start
                        if scale.isBand || (part.centered == nil && !scale.isDate) { mark.labelAnchor = .center }
                    }
                }
                // A centred label of a band sits in the band's middle, the default.
                axisMarks.append(mark)
            }
        }
        var axis = ChartAxisArchive(position: position, marks: axisMarks)
        if let title = config.label {
            axis.title = child(title.font(.caption2).foregroundStyle(.secondary), name: horizontal ? "xt" : "yt")
        }
        return axis
    }

    /// The values an axis's marks are at.
    private func axisValues(_ values: AxisMarkValues, scale: PlotScale) -> [PlotPrimitive] {
        switch values.storage {
        case .values(let list):
            return list
        case .automatic(let desired):
            guard let desired, case .continuous(let lower, let upper, _, let isDate) = scale.kind else {
                if case .band(let categories) = scale.kind { return categories }
                return scale.ticks
            }
            if isDate {
                let (component, step) = NiceTicks.dateStride(from: Date(timeIntervalSince1970: lower), to: Date(timeIntervalSince1970: upper), count: desired)
                return NiceTicks.dates(from: Date(timeIntervalSince1970: lower), to: Date(timeIntervalSince1970: upper), component: component, count: step, calendar: calendar).map { .date($0) }
            }
            return NiceTicks.values(from: lower, to: upper, step: NiceTicks.step(lower, upper, count: desired)).map { .number($0) }
        case .numberStride(let step):
            guard case .continuous(let lower, let upper, _, _) = scale.kind else { return [] }
            return NiceTicks.values(from: lower, to: upper, step: abs(step)).map { .number($0) }
        case .dateStride(let component, let count, let explicit):
            guard case .continuous(let lower, let upper, _, _) = scale.kind else { return [] }
            var calendar = explicit ?? self.calendar
            calendar.timeZone = scope.environment.timeZone
            return NiceTicks.dates(from: Date(timeIntervalSince1970: lower), to: Date(timeIntervalSince1970: upper), component: component, count: count, calendar: calendar).map { .date($0) }
        }
    }

    /// Swift Charts' default marks: grid lines and labels; ticks too on a horizontal axis of
    /// numbers or dates; labels only for categories.
    private func defaultParts(scale: PlotScale, horizontal: Bool, stroke: StrokeStyle?) -> [AxisPart] {
        if scale.isBand { return [AxisPart(kind: .label)] }
        if horizontal { return [AxisPart(kind: .grid), AxisPart(kind: .tick), AxisPart(kind: .label)] }
        return [AxisPart(kind: .grid), AxisPart(kind: .label)]
    }

    private func line(_ part: AxisPart, stroke: StrokeStyle?) -> ChartAxisLineArchive {
        let environment = scope.environment
        let paint = part.style.map { environment.resolvePaint($0) } ?? environment.foregroundPaint(level: 3)
        return ChartAxisLineArchive(paint: paint, stroke: (part.stroke ?? stroke ?? StrokeStyle(lineWidth: 0.5)).canvasStroke)
    }

    /// A value label as a child view: the author's, or the value formatted for its axis.
    private mutating func label(_ part: AxisPart, value: PlotPrimitive, scale: PlotScale, name: String) -> Int? {
        let font = part.font ?? .caption2
        let style = part.style ?? AnyShapeStyle(HierarchicalShapeStyle.secondary)
        if let content = part.content {
            return child(content.font(font).foregroundStyle(style), name: name)
        }
        let text = part.format?(value) ?? defaultLabel(value, scale: scale)
        return child(Text(verbatim: text).font(font).foregroundStyle(style), name: name)
    }

    /// A value as its axis writes it: numbers with their step's decimals, dates by the axis's
    /// stride, categories by name.
    func defaultLabel(_ value: PlotPrimitive, scale: PlotScale) -> String {
        let environment = scope.environment
        switch value {
        case .number(let number):
            let step = scale.ticks.count > 1 ? (scale.ticks[1].number ?? 1) - (scale.ticks[0].number ?? 0) : nil
            return ChartFormat.number(number, step: step, locale: environment.locale)
        case .date(let date):
            guard case .continuous(let lower, let upper, _, _) = scale.kind else { return ChartFormat.date(date, locale: environment.locale, timeZone: environment.timeZone) }
            let stride = scale.dateStride?.component ?? NiceTicks.dateStride(from: Date(timeIntervalSince1970: lower), to: Date(timeIntervalSince1970: upper), count: 5).0
            return ChartFormat.date(date, stride: stride, span: upper - lower, locale: environment.locale, timeZone: environment.timeZone)
        case .string(let string):
            return string
        }
    }
}
