import Foundation
import SwiftUI
import WidgetryWire

/// The chart's style and symbol scales: the paint of each value marks are styled `by:` (the
/// default palette in turn, or `chartForegroundStyleScale`), the symbol of each value
/// `symbol(by:)` names, and the default paint of marks styled neither way.
struct StyleScale {
    /// Swift Charts' palette for values, in the order it gives them out.
    static let palette: [Color] = [.blue, .green, .orange, .purple, .red, .cyan, .yellow]

    var paints: [(value: PlotPrimitive, paint: PaintArchive)] = []
    var symbols: [(value: PlotPrimitive, symbol: ChartSymbolArchive)] = []
    var defaultPaint = PaintArchive.color(RGBAColor(red: 0, green: 122 / 255, blue: 1), name: "accentColor")
    /// The label of the styling value (the legend's title in the summary).
    var label: String?

    init() {}

    init(marks: [PlotMark], configuration: ChartConfiguration, environment: EnvironmentValues) {
        defaultPaint = environment.resolvePaint(Color.accentColor)
        let range = configuration.styleRange.map { $0.map { environment.resolvePaint($0) } } ?? Self.palette.map { environment.resolvePaint($0) }
        var mapped: [(PlotPrimitive, PaintArchive)] = (configuration.styleMapping ?? []).map { ($0.0, environment.resolvePaint($0.1)) }
        for mark in marks {
            guard let value = mark.styleBy else { continue }
            label = label ?? value.label
            if paints.contains(where: { $0.value == value.primitive }) { continue }
            if let index = mapped.firstIndex(where: { $0.0 == value.primitive }) {
                paints.append((value.primitive, mapped.remove(at: index).1))
            } else if let style = configuration.styleFunction?(value.primitive) {
                paints.append((value.primitive, environment.resolvePaint(style)))
            } else if configuration.styleMapping != nil, !mapped.isEmpty || !range.isEmpty {
                paints.append((value.primitive, range[paints.count % max(range.count, 1)]))
            } else {
                paints.append((value.primitive, range.isEmpty ? defaultPaint : range[paints.count % range.count]))
            }
        }
        // A mapping lists its values in its own order (the legend's).
        if let mapping = configuration.styleMapping {
            let order = mapping.map(\.0)
            paints.sort { (order.firstIndex(of: $0.value) ?? .max) < (order.firstIndex(of: $1.value) ?? .max) }
        }
        let symbolMapping = configuration.symbolMapping ?? []
        for mark in marks {
            guard let value = mark.symbolBy, !symbols.contains(where: { $0.value == value.primitive }) else { continue }
            let symbol = symbolMapping.first { $0.0 == value.primitive }?.1 ?? BasicChartSymbolShape.cycle[symbols.count % BasicChartSymbolShape.cycle.count]
            symbols.append((value.primitive, symbol))
        }
    }

    /// The paint of `mark`: its own style, its value's, or the default.
    func paint(of mark: PlotMark, environment: EnvironmentValues) -> PaintArchive {
        if let style = mark.style { return environment.resolvePaint(style) }
        if let value = mark.styleBy, let entry = paints.first(where: { $0.value == value.primitive }) { return entry.paint }
        return defaultPaint
    }

    func symbol(of mark: PlotMark) -> ChartSymbolArchive? {
        if let symbol = mark.symbol { return symbol }
        if let value = mark.symbolBy { return symbols.first { $0.value == value.primitive }?.symbol }
        return nil
    }
}
