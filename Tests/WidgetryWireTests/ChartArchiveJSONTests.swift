import Foundation
import Testing
import WidgetryWire

/// Pins a chart node's JSON (ChartArchive.swift): every kind of mark, both axes, a legend and
/// the chart's child views, written and read back byte for byte.
@Suite struct ChartArchiveJSONTests {
    static func chart() -> ViewNode {
        var bar = ChartMarkArchive(kind: .rect)
        (bar.x, bar.y, bar.width, bar.height, bar.cornerRadius, bar.inset) = (0.1, 0.25, 0.2, 0.75, 4, 2)
        bar.paint = .color(RGBAColor(red: 0, green: 0.5, blue: 1), name: "blue")
        var line = ChartMarkArchive(kind: .path)
        (line.path, line.stroke) = ("M0,1000C100,900 200,800 300,700", CanvasStroke(lineWidth: 2, lineCap: .round, lineJoin: .round, miterLimit: 10))
        var point = ChartMarkArchive(kind: .symbol)
        (point.x, point.y, point.symbol, point.size) = (0.5, 0.5, .diamond, 6)
        var rule = ChartMarkArchive(kind: .rule)
        (rule.x, rule.y, rule.width, rule.height, rule.accentable) = (0, 0.2, 1, 0, true)
        rule.annotation = ChartAnnotationArchive(child: 2, position: .top, alignment: .leading, spacing: 4, x: 0, y: 0.2, width: 1, height: 0)
        var sector = ChartMarkArchive(kind: .sector)
        (sector.startAngle, sector.endAngle, sector.innerRadius, sector.outerRadius, sector.angularInset) = (0, 126, 0.6, 1, 1.5)
        var chart = ChartArchive(marks: [bar, line, point, rule, sector], summary: "Bar chart")
        var tick = ChartAxisMarkArchive(position: 0.5)
        tick.grid = ChartAxisLineArchive(paint: .color(RGBAColor(red: 0.2, green: 0.2, blue: 0.3, opacity: 0.2)), stroke: CanvasStroke(lineWidth: 0.5, lineCap: .butt, lineJoin: .miter, miterLimit: 10))
        (tick.label, tick.labelAnchor) = (0, .start)
        chart.xAxis = ChartAxisArchive(position: .bottom, marks: [tick])
        chart.yAxis = ChartAxisArchive(position: .trailing, marks: [], title: 1)
        chart.legend = ChartLegendArchive(entries: [.init(label: "Walk", paint: .color(RGBAColor(red: 0, green: 0.5, blue: 1)), symbol: .circle)])
        chart.omittedValues = 2
        return ViewNode(id: "r.c", content: .chart(chart))
    }

    static let pinned = #"""
    {"chart":{"legend":{"alignment":"leading","entries":[{"label":"Walk","paint":{"color":{"blue":1,"gre
    en":0.5,"opacity":1,"red":0},"kind":"color"},"symbol":"circle"}],"position":"bottom"},"marks":[{"cor
    nerRadius":4,"height":0.75,"inset":2,"kind":"rect","paint":{"color":{"blue":1,"green":0.5,"opacity":
    1,"red":0},"kind":"color","name":"blue"},"width":0.2,"x":0.1,"y":0.25},{"kind":"path","path":"M0,100
    0C100,900 200,800 300,700","stroke":{"lineCap":"round","lineJoin":"round","lineWidth":2,"miterLimit"
    :10}},{"kind":"symbol","size":6,"symbol":"diamond","x":0.5,"y":0.5},{"accentable":true,"annotation":
    {"alignment":"leading","child":2,"height":0,"position":"top","spacing":4,"width":1,"x":0,"y":0.2},"h
    eight":0,"kind":"rule","width":1,"x":0,"y":0.2},{"angularInset":1.5,"endAngle":126,"innerRadius":0.6
    ,"kind":"sector","outerRadius":1,"startAngle":0}],"omittedValues":2,"summary":"Bar chart","xAxis":{"
    marks":[{"grid":{"paint":{"color":{"blue":0.3,"green":0.2,"opacity":0.2,"red":0.2},"kind":"color"},"
    stroke":{"lineCap":"butt","lineJoin":"miter","lineWidth":0.5,"miterLimit":10}},"label":0,"labelAncho
    r":"start","position":0.5}],"position":"bottom"},"yAxis":{"marks":[],"position":"trailing","title":1
    }},"id":"r.c","kind":"chart"}
    """#

    @Test func aChartKeepsItsShape() throws {
        let written = String(decoding: try ViewArchiveJSONTests.encoder().encode(Self.chart()), as: UTF8.self)
        #expect(written == Self.pinned.replacingOccurrences(of: "\n", with: ""))
        #expect(try JSONDecoder().decode(ViewNode.self, from: Data(written.utf8)) == Self.chart())
    }
}
