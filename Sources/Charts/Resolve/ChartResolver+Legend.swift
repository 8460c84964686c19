import Foundation
import SwiftUI
import WidgetryWire

// The legend, the views over and under the plot area, annotations, and the summary in words.

extension ChartResolver {
    /// A legend when marks are styled or given symbols by a value, unless hidden.
    mutating func buildLegend() {
        let config = configuration.legend
        guard config.visibility != .hidden else { return }
        var legend = ChartLegendArchive(
            position: config.position ?? .bottom, alignment: config.alignment?.archive ?? .leading, spacing: config.spacing)
        if let content = config.content {
            legend.content = child(content, name: "lg")
            archive.legend = legend
            return
        }
        let symbolsByStyle = marks.contains { $0.symbolBy != nil && $0.styleBy != nil }
        for entry in styles.paints {
            let symbol = symbolsByStyle ? marks.first { $0.styleBy?.primitive == entry.value }.flatMap { styles.symbol(of: $0) } : nil
            legend.entries.append(ChartLegendArchive.Entry(label: legendLabel(entry.value), paint: entry.paint, symbol: symbol))
        }
        if styles.paints.isEmpty {
            for entry in styles.symbols {
                legend.entries.append(ChartLegendArchive.Entry(label: legendLabel(entry.value), paint: styles.defaultPaint, symbol: entry.symbol))
            }
        }
        guard !legend.entries.isEmpty || config.visibility == .visible else { return }
        archive.legend = legend
    }

    private func legendLabel(_ value: PlotPrimitive) -> String {
        if case .string(let string) = value { return string }
        return defaultLabel(value, scale: PlotScale(kind: .band([]), flipped: false))
    }

    /// `chartBackground`, `chartOverlay` and `chartPlotStyle` views, given a proxy of this
    /// chart's scales.
    mutating func buildPlotViews() {
        let proxy = ChartProxy(x: xScale, y: yScale, plotSize: plotSize)
        if let background = configuration.background { archive.background = child(background(proxy), name: "bg") }
        if let overlay = configuration.overlay { archive.overlay = child(overlay(proxy), name: "ov") }
        if let plotStyle = configuration.plotStyle { archive.plotStyle = child(plotStyle(ChartPlotContent()), name: "ps") }
    }

    /// `archive` with the mark's first annotation (as a child view), placed around its bounds.
    mutating func annotated(_ archive: ChartMarkArchive, mark: PlotMark) -> ChartMarkArchive {
        guard let annotation = mark.annotations.first else { return archive }
        let index = children.count
        guard let child = child(annotation.content, name: "a\(index)") else { return archive }
        var archive = archive
        var x = archive.x ?? 0.5, y = archive.y ?? 0.5, width = archive.width ?? 0, height = archive.height ?? 0
        if archive.kind == .sector, let start = archive.startAngle, let end = archive.endAngle {
            // The middle of the sector's ring, in the plot's unit square (centred).
            let angle = (start + end) / 2 * .pi / 180
            let radius = ((archive.innerRadius ?? 0) + (archive.outerRadius ?? 1)) / 2
            let scale = Double(min(plotSize.width, plotSize.height)) / 2
            x = 0.5 + sin(angle) * radius * scale / Double(plotSize.width)
            y = 0.5 - cos(angle) * radius * scale / Double(plotSize.height)
            width = 0
            height = 0
        }
        let position = annotation.position.archive ?? (archive.kind == .sector ? .overlay : .top)
        archive.annotation = ChartAnnotationArchive(
            child: child, position: position, alignment: annotation.alignment.archive, spacing: annotation.spacing ?? 4,
            x: x, y: y, width: width, height: height)
        return archive
    }

    /// The chart in words: its kind, its axes' labels and ranges, its marks' accessibility
    /// labels and values (or, for a short chart, each mark's values).
    func summary() -> String {
        let kinds: [(PlotMark.Kind, String)] = [(.bar, "Bar"), (.line, "Line"), (.area, "Area"), (.point, "Point"), (.rule, "Rule"), (.rectangle, "Rectangle"), (.sector, "Pie")]
        let names = kinds.filter { kind in marks.contains { $0.kind == kind.0 } }.map(\.1)
        var parts = [(names.isEmpty ? "Empty" : names.joined(separator: ", ")) + " chart"]
        if marks.contains(where: { $0.kind != .sector }) {
            for (horizontal, scale) in [(true, xScale), (false, yScale)] {
                let label = marks.lazy.compactMap { (horizontal ? $0.xValues : $0.yValues).first?.label }.first
                guard let label else { continue }
                parts.append("\(horizontal ? "X" : "Y") axis, \(label): \(range(of: scale))")
            }
        }
        if let label = styles.label, !styles.paints.isEmpty {
            parts.append("\(label): " + styles.paints.map { legendLabel($0.value) }.joined(separator: ", "))
        }
        let described = marks.filter { !$0.accessibilityHidden }
        let labelled = described.filter { $0.accessibilityLabel != nil || $0.accessibilityValue != nil }
        if !labelled.isEmpty {
            parts += labelled.prefix(24).map { [$0.accessibilityLabel, $0.accessibilityValue].compactMap { $0 }.joined(separator: ", ") }
        } else if described.count <= 12 {
            parts += described.map(describe)
        } else {
            parts.append("\(described.count) values")
        }
        if let omitted = archive.omittedValues { parts.append("\(omitted) values not drawn") }
        return parts.joined(separator: ". ")
    }

    private func range(of scale: PlotScale) -> String {
        switch scale.kind {
        case .band(let categories):
            guard let first = categories.first, let last = categories.last else { return "none" }
            return categories.count == 1 ? first.text : "\(first.text) to \(last.text)"
        case .continuous(let lower, let upper, _, let isDate):
            let describe = { (value: Double) in
                isDate ? ChartFormat.date(Date(timeIntervalSince1970: value), locale: scope.environment.locale, timeZone: scope.environment.timeZone)
                    : ChartFormat.number(value, locale: scope.environment.locale)
            }
            return "\(describe(lower)) to \(describe(upper))"
        }
    }

    private func describe(_ mark: PlotMark) -> String {
        [mark.x, mark.xStart, mark.xEnd, mark.y, mark.yStart, mark.yEnd, mark.angle, mark.styleBy].compactMap { $0 }
            .map { "\($0.label) \(text(of: $0))" }.joined(separator: ", ")
    }

    private func text(of value: PlotValue) -> String {
        switch value.primitive {
        case .number(let number): ChartFormat.number(number, locale: scope.environment.locale)
        case .date(let date): ChartFormat.date(date, locale: scope.environment.locale, timeZone: scope.environment.timeZone)
        case .string(let string): string
        }
    }
}
