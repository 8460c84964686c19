import Charts
import Foundation
import SwiftUI

/// The Charts rows of docs/compatibility.md, each with a use that compiles only while the API
/// exists in that shape.
struct Sale: Identifiable {
    let day: Date
    let kind: String
    let amount: Double
    var id: String { kind + "\(day)" }
}

enum CupSize: String, Plottable {
    case small, large
}

struct SaleMarks: ChartContent {
    let sale: Sale
    var body: some ChartContent {
        BarMark(x: .value("Day", sale.day, unit: .day), y: .value("Amount", sale.amount))
    }
}

let sales = [Sale(day: Date(timeIntervalSince1970: 0), kind: "A", amount: 3)]

let chartsModuleChecks: [String: Any] = [
    "Chart": Chart(sales) { SaleMarks(sale: $0) },
    "ChartContent": SaleMarks.self as any ChartContent.Type,
    "ChartContentBuilder": Chart { if sales.isEmpty { RuleMark(y: .value("y", 1)) } else { PointMark(x: .value("x", 1), y: .value("y", 2)) } },
    "ChartContent.ForEach": Chart { ForEach(sales) { LineMark(x: .value("Day", $0.day), y: .value("Amount", $0.amount), series: .value("Kind", $0.kind)) } },
    "Plot": Chart(sales) { sale in Plot { LineMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount)); AreaMark(x: .value("Day", sale.day), y: .value("Amount", sale.amount)) }.foregroundStyle(.green) },
    "AnyChartContent": AnyChartContent(BarMark(x: .value("x", "a"), y: .value("y", 1))),
    "BarMark": BarMark(xStart: .value("s", 1), xEnd: .value("e", 2), y: .value("k", "a"), height: .ratio(0.5)),
    "LineMark": LineMark(x: .value("x", 1), y: .value("y", 2)),
    "AreaMark": AreaMark(x: .value("x", 1), yStart: .value("a", 1), yEnd: .value("b", 2)),
    "PointMark": PointMark(x: .value("x", 1.5)),
    "RuleMark": RuleMark(xStart: 0, xEnd: 10, y: .value("y", 3)),
    "RectangleMark": [
        RectangleMark(x: .value("x", "a"), y: .value("y", "b"), width: 10, height: .inset(2)),
        RectangleMark(xStart: nil, xEnd: nil, yStart: .value("Low", 2.5), yEnd: .value("High", 3.5)),
        RectangleMark(xStart: .value("s", 1), xEnd: .value("e", 2), yStart: 4),
        RectangleMark(x: .value("x", 1), yEnd: 8, width: .fixed(3)),
        RectangleMark(xStart: 2, y: .value("y", "a"), height: .ratio(0.5)),
        RectangleMark(yEnd: 10),
    ] as [Any],
    "SectorMark": SectorMark(angle: .value("v", 3), innerRadius: .ratio(0.6), outerRadius: .inset(4), angularInset: 1),
    "PlottableValue": PlottableValue.value(Text("t"), CupSize.small),
    "Plottable": CupSize.large.primitivePlottable,
    "MarkDimension": [MarkDimension.automatic, .fixed(2), .ratio(0.5), .inset(1), 3],
    "MarkStackingMethod": [MarkStackingMethod.standard, .normalized, .center, .unstacked],
    "InterpolationMethod": [InterpolationMethod.linear, .monotone, .catmullRom, .catmullRom(alpha: 0.5), .cardinal(tension: 0.2), .stepStart, .stepCenter, .stepEnd],
    "BasicChartSymbolShape": [BasicChartSymbolShape.circle, .square, .triangle, .diamond, .pentagon, .plus, .cross, .asterisk],
    "ChartContent.foregroundStyle(_:)": BarMark(x: .value("x", 1)).foregroundStyle(.linearGradient(colors: [.red, .blue], startPoint: .top, endPoint: .bottom)),
    "ChartContent.foregroundStyle(by:)": BarMark(x: .value("x", 1)).foregroundStyle(by: .value("k", "a")),
    "ChartContent.symbol(by:)": PointMark(x: .value("x", 1)).symbol(by: .value("k", "a")),
    "ChartContent.symbol(_:)": PointMark(x: .value("x", 1)).symbol(.diamond).symbol(.circle).symbol(Circle()),
    "ChartContent.symbolSize(_:)": PointMark(x: .value("x", 1)).symbolSize(20).symbolSize(CGSize(width: 4, height: 4)),
    "ChartContent.lineStyle(_:)": LineMark(x: .value("x", 1), y: .value("y", 1)).lineStyle(StrokeStyle(lineWidth: 3, dash: [2])),
    "ChartContent.lineStyle(by:)": LineMark(x: .value("x", 1), y: .value("y", 1)).lineStyle(by: .value("k", "a")),
    "ChartContent.interpolationMethod(_:)": LineMark(x: .value("x", 1), y: .value("y", 1)).interpolationMethod(.monotone),
    "ChartContent.cornerRadius(_:style:)": BarMark(x: .value("x", 1)).cornerRadius(4, style: .continuous),
    "ChartContent.clipShape(_:style:)": BarMark(x: .value("x", "a"), y: .value("y", 1)).clipShape(.capsule).clipShape(RoundedRectangle(cornerRadius: 2), style: FillStyle()),
    "ChartContent.opacity(_:)": BarMark(x: .value("x", 1)).opacity(0.5),
    "ChartContent.position(by:axis:span:)": BarMark(x: .value("x", "a"), y: .value("y", 1)).position(by: .value("k", "b")),
    "ChartContent.annotation(position:alignment:spacing:content:)": BarMark(x: .value("x", 1)).annotation(position: .top, alignment: .center, spacing: 2) { Text("a") },
    "ChartContent.accessibilityLabel(_:)": BarMark(x: .value("x", 1)).accessibilityLabel("a"),
    "ChartContent.accessibilityValue(_:)": BarMark(x: .value("x", 1)).accessibilityValue(Text("b")),
    "ChartContent.offset(x:y:)": BarMark(x: .value("x", 1)).offset(x: 1, y: 2),
    "ChartContent.blur(radius:)": BarMark(x: .value("x", 1)).blur(radius: 2),
    "ChartContent.widgetAccentable(_:)": RuleMark(y: .value("y", 1)).widgetAccentable(),
    "chartXAxis(_:)": Chart(sales) { SaleMarks(sale: $0) }.chartXAxis(.hidden),
    "chartYAxis(_:)": Chart(sales) { SaleMarks(sale: $0) }.chartYAxis(.visible),
    "chartXAxis(content:)": Chart(sales) { SaleMarks(sale: $0) }.chartXAxis { AxisMarks(values: .stride(by: .day)) },
    "chartYAxis(content:)": Chart(sales) { SaleMarks(sale: $0) }.chartYAxis { AxisMarks(position: .leading, values: .automatic(desiredCount: 3)) },
    "chartXAxisLabel(_:)": Text("a").chartXAxisLabel("Day"),
    "chartYAxisLabel(_:)": Text("a").chartYAxisLabel("Amount"),
    "AxisMarks": AxisMarks(values: [0, 5, 10]) { value in
        if value.index > 0 {
            AxisGridLine(centered: true, stroke: StrokeStyle(lineWidth: 1))
            AxisTick(length: 4)
        }
        AxisValueLabel {
            if let number = value.as(Double.self) { Text("\(number)") }
        }
    },
    "AxisMarks(format:preset:position:values:stroke:)": [AxisMarks(format: Date.FormatStyle().weekday(.narrow), preset: .aligned, position: .bottom, values: .automatic(desiredCount: 7), stroke: .init(lineWidth: 0)), AxisMarks(format: .number.precision(.fractionLength(0)), values: [0.0, 10])] as [Any],
    "AxisValue": { (value: AxisValue) in (value.index, value.count, value.as(Date.self)) } as Any,
    "AxisGridLine": AxisGridLine(),
    "AxisTick": AxisTick(centered: false, length: .automatic),
    "AxisValueLabel": AxisValueLabel(format: .dateTime.hour(), centered: true),
    "AxisMark.foregroundStyle(_:)": AxisGridLine().foregroundStyle(.red),
    "AxisMark.font(_:)": AxisValueLabel().font(.caption),
    "chartXScale(domain:range:type:)": Text("a").chartXScale(domain: 0...10, range: .plotDimension(startPadding: 4, endPadding: 4), type: .linear),
    "chartYScale(domain:range:type:)": Text("a").chartYScale(domain: .automatic(includesZero: false)).chartYScale(domain: ["a", "b"]).chartYScale(type: .log),
    "chartLegend(_:)": Text("a").chartLegend(.hidden),
    "chartLegend(position:alignment:spacing:)": Text("a").chartLegend(position: .top, alignment: .center, spacing: 4),
    "chartLegend(position:alignment:spacing:content:)": Text("a").chartLegend(position: .bottom) { Text("legend") },
    "chartForegroundStyleScale(_:)": Text("a").chartForegroundStyleScale(["A": Color.red, "B": .blue]).chartForegroundStyleScale(domain: ["A"], range: [Color.red]),
    "chartForegroundStyleScale(mapping:)": Text("a").chartForegroundStyleScale { (kind: String) in kind == "A" ? Color.red : .blue }.chartForegroundStyleScale(domain: ["A", "B"]) { (kind: String) in kind == "A" ? Color.red : .blue },
    "chartSymbolScale(_:)": Text("a").chartSymbolScale(["A": BasicChartSymbolShape.square]),
    "chartPlotStyle(content:)": Text("a").chartPlotStyle { plot in plot.background(.gray.opacity(0.1)) },
    "chartBackground(alignment:content:)": Text("a").chartBackground { proxy in Text("\(proxy.plotSize.width)") },
    "chartOverlay(alignment:content:)": Text("a").chartOverlay { proxy in
        GeometryReader { geometry in
            if let frame = proxy.plotFrame, let x = proxy.position(forX: 5) {
                Rectangle().frame(width: 1).position(x: geometry[frame].minX + x, y: 0)
            }
        }
    },
    "ChartProxy": { (proxy: ChartProxy) in (proxy.position(forY: 3), proxy.value(atX: 10, as: Double.self), proxy.positionRange(forX: "a")) } as Any,
    "chartXVisibleDomain(length:)": Text("a").chartXVisibleDomain(length: 3600),
    "chartScrollableAxes(_:)": Text("a").chartScrollableAxes(.horizontal),
    "chartXSelection(value:)": Text("a").chartXSelection(value: .constant(Date?.none)),
]
