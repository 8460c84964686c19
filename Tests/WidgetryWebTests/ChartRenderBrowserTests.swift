import Foundation
import SwiftUI
import TestProcesses
import Testing
import WebDriver
import WidgetKit
import WidgetryRender
import WidgetryWire

/// Swift Charts charts as the browser draws them (pages as SystemDefaultsBrowserTests makes
/// them, from chart archives built by hand as the Charts module evaluates them): bars as tall
/// as their unit heights of the plot area, the y axis's labels on the trailing side, and the
/// gap a sector's angular inset leaves, measured in the page and read from a screenshot.
@Suite(.enabled(if: BrowserTools.isAvailable, Comment(rawValue: BrowserTools.unavailableReason ?? "")))
struct ChartRenderBrowserTests {
    static let heights = [0.6, 1, 0.3, 0.8]

    /// A systemSmall widget showing `chart`, its texts `labels` as caption-sized secondary
    /// texts (the chart's children), in the dark scheme when `dark`.
    @MainActor static func widget(_ chart: ChartArchive, labels: [String], dark: Bool = false) -> WidgetArchive {
        var archive = SystemDefaultsBrowserTests.archive(of: .init(view: AnyView(Color.clear), dark: dark))
        var node = ViewNode(id: "r", content: .chart(chart))
        node.children = labels.enumerated().map { index, label in
            var text = SystemDefaultsBrowserTests.archive(of: .init(view: AnyView(Text(label).font(.caption2).foregroundStyle(.secondary)), dark: dark)).root
            text.id = "r.\(index)"
            return text
        }
        archive.root = node
        return archive
    }

    /// Four bars in quarter bands, a trailing y axis (0, 50, 100 with grid lines) and the
    /// days below.
    @MainActor static func barChart() -> WidgetArchive {
        let blue = PaintArchive(kind: .color, color: RGBAColor(red: 0, green: 122 / 255, blue: 1))
        var chart = ChartArchive(summary: "Steps per day")
        chart.marks = heights.enumerated().map { index, height in
            var mark = ChartMarkArchive(kind: .rect)
            mark.x = Double(index) * 0.25 + 0.04
            mark.width = 0.17
            mark.y = 1 - height
            mark.height = height
            mark.paint = blue
            return mark
        }
        let line = ChartAxisLineArchive(
            paint: PaintArchive(kind: .color, color: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)),
            stroke: CanvasStroke(lineWidth: 0.5, lineCap: .butt, lineJoin: .miter, miterLimit: 4))
        // Value labels: the children 0…2 on the y axis, 3…6 on the x axis.
        func marks(_ positions: [Double], firstLabel: Int, grid: ChartAxisLineArchive?) -> [ChartAxisMarkArchive] {
            positions.enumerated().map { index, position in
                var mark = ChartAxisMarkArchive(position: position)
                (mark.grid, mark.label) = (grid, firstLabel + index)
                return mark
            }
        }
        chart.yAxis = ChartAxisArchive(position: .trailing, marks: marks([0, 0.5, 1], firstLabel: 0, grid: line))
        chart.xAxis = ChartAxisArchive(position: .bottom, marks: marks([0.125, 0.375, 0.625, 0.875], firstLabel: 3, grid: nil))
        return widget(chart, labels: ["100", "50", "0", "Mon", "Tue", "Wed", "Thu"])
    }

    /// A pie: a red quarter and a blue rest, each edge inset 2 points.
    @MainActor static func pieChart() -> WidgetArchive {
        func sector(_ start: Double, _ end: Double, _ color: RGBAColor) -> ChartMarkArchive {
            var mark = ChartMarkArchive(kind: .sector)
            mark.startAngle = start
            mark.endAngle = end
            mark.outerRadius = 1
            mark.angularInset = 2
            mark.paint = PaintArchive(kind: .color, color: color)
            return mark
        }
        let chart = ChartArchive(marks: [sector(0, 90, RGBAColor(red: 1, green: 0, blue: 0)), sector(90, 360, RGBAColor(red: 0, green: 0, blue: 1))])
        return widget(chart, labels: [])
    }

    /// A line over a gradient area with its points, a legend below and a y axis title; in
    /// the dark scheme when `dark` (for the screenshot: how an iPhone draws these).
    @MainActor static func lineChart(dark: Bool) -> WidgetArchive {
        let green = PaintArchive(kind: .color, color: dark ? RGBAColor(red: 48 / 255, green: 209 / 255, blue: 88 / 255) : RGBAColor(red: 52 / 255, green: 199 / 255, blue: 89 / 255))
        var fade = green
        fade.kind = .linearGradient
        fade.stops = [
            GradientStopArchive(color: RGBAColor(red: green.color!.red, green: green.color!.green, blue: green.color!.blue, opacity: 0.4), location: 0),
            GradientStopArchive(color: RGBAColor(red: green.color!.red, green: green.color!.green, blue: green.color!.blue, opacity: 0), location: 1),
        ]
        let values = [0.7, 0.4, 0.55, 0.2, 0.35, 0.1]
        let points = values.enumerated().map { (Double($0.offset) * 200, $0.element * 1000) }
        let line = points.enumerated().map { ($0.offset == 0 ? "M" : "L") + "\(Int($0.element.0)) \(Int($0.element.1))" }.joined()
        var chart = ChartArchive()
        var area = ChartMarkArchive(kind: .path)
        (area.path, area.fill, area.paint) = (line + "L1000 1000L0 1000Z", true, fade)
        var stroke = ChartMarkArchive(kind: .path)
        (stroke.path, stroke.paint) = (line, green)
        chart.marks = [area, stroke]
        for (x, y) in points {
            var point = ChartMarkArchive(kind: .symbol)
            (point.x, point.y, point.size, point.paint) = (x / 1000, y / 1000, 6, green)
            chart.marks.append(point)
        }
        let grid = ChartAxisLineArchive(
            paint: PaintArchive(kind: .color, color: dark ? RGBAColor(red: 235 / 255, green: 235 / 255, blue: 245 / 255, opacity: 0.18) : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)),
            stroke: CanvasStroke(lineWidth: 0.5, lineCap: .butt, lineJoin: .miter, miterLimit: 4))
        var y = ChartAxisArchive(position: .trailing, title: 2)
        for (index, position) in [0.0, 1].enumerated() {
            var mark = ChartAxisMarkArchive(position: position)
            (mark.grid, mark.label) = (grid, index)
            y.marks.append(mark)
        }
        chart.yAxis = y
        chart.legend = ChartLegendArchive(entries: [.init(label: "Resting", paint: green)])
        return widget(chart, labels: ["80", "40", "bpm"], dark: dark)
    }

    /// A donut of three sectors with insets and rounded corners, and its legend.
    @MainActor static func donutChart() -> WidgetArchive {
        let colors = [RGBAColor(red: 0, green: 122 / 255, blue: 1), RGBAColor(red: 1, green: 149 / 255, blue: 0), RGBAColor(red: 175 / 255, green: 82 / 255, blue: 222 / 255)]
        let angles = [(0.0, 160.0), (160, 280), (280, 360)]
        var chart = ChartArchive()
        for (color, (start, end)) in zip(colors, angles) {
            var mark = ChartMarkArchive(kind: .sector)
            (mark.startAngle, mark.endAngle, mark.innerRadius, mark.outerRadius) = (start, end, 0.6, 1)
            (mark.angularInset, mark.cornerRadius, mark.paint) = (1.5, 4, PaintArchive(kind: .color, color: color))
            chart.marks.append(mark)
        }
        chart.legend = ChartLegendArchive(entries: zip(["Work", "Sleep", "Play"], colors).map { .init(label: $0, paint: PaintArchive(kind: .color, color: $1)) })
        return widget(chart, labels: [])
    }

    @Test func barsAxesAndSectorInsetsInChromium() async throws {
        let url = try await MainActor.run {
            try SystemDefaultsBrowserTests.page(archives: [
                (Self.barChart(), "#eef0f4"), (Self.pieChart(), "#eef0f4"), (Self.lineChart(dark: false), "#eef0f4"), (Self.lineChart(dark: true), "#000"),
                (Self.donutChart(), "#eef0f4"),
            ])
        }
        try await Browser.withSession { browser in
            try await SystemDefaultsBrowserTests.open(url, in: browser)
            try await browser.saveScreenshot(named: "chart-bars-and-pie")
            let geometry = try await browser.execute(
                """
                const box = (e) => { const r = e.getBoundingClientRect(); return [r.left, r.top, r.width, r.height]; };
                const chart = document.querySelector('#w0 .wr-chart');
                return {
                  plot: box(chart.querySelector('.wr-chart-plot')),
                  chart: box(chart),
                  bars: [...chart.querySelectorAll('.wr-chart-rect')].map(box),
                  y: box(chart.querySelector('.wr-chart-y')),
                  labels: [...chart.querySelectorAll('.wr-chart-label > *')].map(box),
                  pie: box(document.querySelector('#w1 .wr-chart-plot')),
                };
                """)
            func boxes(_ key: String) -> [[Double]] { geometry[key]?.array?.map { $0.array?.compactMap(\.number) ?? [] } ?? [] }
            let plot = geometry["plot"]?.array?.compactMap(\.number) ?? []
            let chart = geometry["chart"]?.array?.compactMap(\.number) ?? []
            let y = geometry["y"]?.array?.compactMap(\.number) ?? []
            let bars = boxes("bars"), labels = boxes("labels")
            try #require(plot.count == 4 && chart.count == 4 && y.count == 4 && bars.count == 4 && labels.count == 7, "\(geometry)")
            // Each bar is its unit height of the plot area, standing on its bottom.
            for (bar, height) in zip(bars, Self.heights) {
                #expect(abs(bar[3] - height * plot[3]) <= 1, "bar \(bar) in plot \(plot)")
                #expect(abs(bar[1] + bar[3] - (plot[1] + plot[3])) <= 1)
            }
            #expect(plot[3] > 80, "the plot takes most of the widget: \(plot)")
            // The y labels' column is on the trailing side of the plot.
            #expect(y[0] >= plot[0] + plot[2] - 0.5, "y axis \(y), plot \(plot)")
            // Labels (the x axis's first): the days under their bars, "50" centred on the
            // middle grid line; none outside the chart.
            #expect(abs(labels[5][1] + labels[5][3] / 2 - (plot[1] + plot[3] / 2)) <= 1, "\(labels)")
            for (index, label) in labels[..<4].enumerated() {
                let bar = bars[index]
                #expect(abs(label[0] + label[2] / 2 - (bar[0] + bar[2] / 2)) <= 1, "label \(label) under bar \(bar)")
                #expect(label[1] >= plot[1] + plot[3])
            }
            for label in labels {
                #expect(label[0] >= chart[0] - 0.5 && label[0] + label[2] <= chart[0] + chart[2] + 0.5, "\(label) in \(chart)")
            }
            // The pie: the boundary between the quarter and the rest (three o'clock) is a gap
            // of the widget's background; red above it, blue below.
            let pie = geometry["pie"]?.array?.compactMap(\.number) ?? []
            try #require(pie.count == 4)
            let radius = min(pie[2], pie[3]) / 2
            let center = (x: pie[2] / 2, y: pie[3] / 2)
            let colors = try await SystemDefaultsBrowserTests.paintedColors(
                browser,
                at: [
                    ("#w1 .wr-chart-plot", center.x + radius * 0.6, center.y - 6),
                    ("#w1 .wr-chart-plot", center.x + radius * 0.6, center.y),
                    ("#w1 .wr-chart-plot", center.x + radius * 0.6, center.y + 6),
                    ("#w1 .wr-chart-plot", center.x, center.y - radius * 0.6),
                ])
            #expect(
                colors.count == 4 && SystemDefaultsBrowserTests.close(colors[0], "255,0,0") && SystemDefaultsBrowserTests.close(colors[1], "255,255,255")
                    && SystemDefaultsBrowserTests.close(colors[2], "0,0,255") && SystemDefaultsBrowserTests.close(colors[3], "255,255,255"),
                "\(colors)")
        }
    }
    /// The Processor chart's hour axis at 12:20 (a day's samples, labels every six hours; the
    /// chart beside the donut of a medium widget, as the example has it):
    /// each label starts at its tick, as Swift Charts draws a date's; the last, a few minutes
    /// before the end, is pushed back against the end of the plot, over “6 AM”.
    @MainActor static func hourAxisChart() -> WidgetArchive {
        let grid = ChartAxisLineArchive(
            paint: PaintArchive(kind: .color, color: RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.18)),
            stroke: CanvasStroke(lineWidth: 0.5, lineCap: .butt, lineJoin: .miter, miterLimit: 4))
        var chart = ChartArchive(summary: "Processor use over the last day")
        var line = ChartMarkArchive(kind: .path)
        (line.path, line.paint) = ("M0 600L250 400L500 700L750 300L1000 500", PaintArchive(kind: .color, color: RGBAColor(red: 0, green: 122 / 255, blue: 1)))
        chart.marks = [line]
        var x = ChartAxisArchive(position: .bottom, marks: [])
        for (index, position) in [0.2, 0.46, 0.72, 0.985].enumerated() {
            var mark = ChartAxisMarkArchive(position: position)
            (mark.grid, mark.label, mark.labelAnchor) = (grid, index, .start)
            x.marks.append(mark)
        }
        var y = ChartAxisArchive(position: .trailing, marks: [])
        for (index, position) in [0.0, 0.5, 1].enumerated() {
            var mark = ChartAxisMarkArchive(position: position)
            (mark.grid, mark.label) = (grid, 4 + index)
            y.marks.append(mark)
        }
        (chart.xAxis, chart.yAxis) = (x, y)
        // Laid out as the Processor widget lays it out: beside its 100-point donut.
        let chartWidget = widget(chart, labels: ["6 PM", "12 AM", "6 AM", "12 PM", "100%", "50%", "0%"])
        var archive = SystemDefaultsBrowserTests.archive(
            of: .init(view: AnyView(HStack(spacing: 14) { Color.clear.frame(width: 100); Color.clear }), family: .systemMedium))
        var place = archive.root.children[1]
        place.content = chartWidget.root.content
        place.children = chartWidget.root.children.enumerated().map { index, label in
            var label = label
            label.id = place.id + ".\(index)"
            return label
        }
        archive.root.children[1] = place
        return archive
    }

    /// No two labels of an axis drawn over each other: in axis order, one that would overlap
    /// the last shown is hidden (Swift Charts' automatic collision resolution), the earlier
    /// ones stay.
    @Test func axisLabelsThatWouldOverlapAreNotDrawnOverEachOther() async throws {
        let url = try await MainActor.run { () throws -> URL in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-axis-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try WidgetHTMLRenderer.writeFiles(into: folder)
            let body = "<div id=\"w0\" style=\"padding:12px;background:#eef0f4\">" + (try WidgetHTMLRenderer.render(Self.hourAxisChart())) + "</div>"
            let page = folder.appendingPathComponent("page.html")
            try WidgetHTMLRenderer.document(title: "axis", bodyHTML: body).write(to: page, atomically: true, encoding: .utf8)
            return page
        }
        try await Browser.withSession { browser in
            try await SystemDefaultsBrowserTests.open(url, in: browser)
            try await browser.saveScreenshot(named: "chart-hour-axis")
            let shown = try await browser.execute(
                """
                return [...document.querySelectorAll('.wr-chart-x .wr-chart-label')]
                  .filter(box => getComputedStyle(box).visibility !== 'hidden')
                  .map(box => { const r = box.firstElementChild.getBoundingClientRect(); return [r.left, r.right, box.textContent]; });
                """
            ).array ?? []
            let boxes = shown.compactMap { $0.array }.map { ($0[0].number ?? 0, $0[1].number ?? 0, $0[2].string ?? "") }
            #expect(boxes.map(\.2) == ["6 PM", "12 AM", "6 AM"], "\(boxes)")
            for (left, right) in zip(boxes, boxes.dropFirst()) {
                #expect(right.0 >= left.1, "“\(left.2)” and “\(right.2)” overlap: \(boxes)")
            }
        }
    }

    /// The system monitor's Processor chart (the example, served as `widgetry serve
    /// --extension` serves it): its hour labels every six hours do not run into each other
    /// ("6 AM12 PM"), as Swift Charts never draws two labels over each other.
    @Test func theProcessorChartsHourLabelsDoNotCollide() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("processor-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let serve = try ServeProcess(
            arguments: ["--database", folder.appendingPathComponent("widgetry.sqlite").path, "--extension", builtProduct("system-monitor").path],
            environment: ["WIDGETRY_EXAMPLE_DATA": folder.appendingPathComponent("examples").path])
        defer { serve.stop() }
        let placed = try await send(
            "POST", serve.url("/api/instances"), headers: ["X-Widgetry-Request": "1", "Content-Type": "application/json"],
            body: Data(#"{"extensionID":"system-monitor","kind":"Processor","family":"systemMedium"}"#.utf8))
        try #require(placed.status == 201, "\(placed.text)")
        try await Browser.withSession { browser in
            try await browser.navigate(to: serve.base)
            try await browser.waitUntil("the chart is drawn", timeout: .seconds(30)) {
                try await browser.execute("return document.querySelectorAll('.tile .wr-chart-x .wr-chart-label').length").number ?? 0 > 0
            }
            try await browser.saveScreenshot(named: "processor-chart-axis")
            let labels = try await browser.execute(
                """
                return [...document.querySelectorAll('.tile .wr-chart-x .wr-chart-label > *')]
                  .filter(e => getComputedStyle(e.parentElement).visibility !== 'hidden')
                  .map(e => { const r = e.getBoundingClientRect(); return [r.left, r.right, e.textContent]; })
                  .sort((a, b) => a[0] - b[0]);
                """
            ).array ?? []
            let boxes = labels.compactMap { $0.array }.map { ($0[0].number ?? 0, $0[1].number ?? 0, $0[2].string ?? "") }
            #expect(!boxes.isEmpty, "\(labels)")
            for (left, right) in zip(boxes, boxes.dropFirst()) {
                // The page keeps a point of space between shown labels (fitAxisLabels).
                #expect(right.0 >= left.1 + 1, "“\(left.2)” and “\(right.2)” overlap or touch: \(boxes)")
            }
        }
    }
}
