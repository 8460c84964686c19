import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryRender

/// Writes a page of the fixture widgets (light, dark, placeholder, privacy-redacted) with the
/// stylesheet and script beside it, to look at in a browser or take screenshots of:
/// `WIDGETRY_RENDER_GALLERY=/tmp/gallery swift test --filter GalleryTests`, then open
/// /tmp/gallery/index.html. Without the variable the test only checks that every widget renders.
@MainActor
@Test func gallery() throws {
    let now = referenceDate.timeIntervalSince1970 + 5
    var sections: [(String, String)] = []
    func add<V: View>(_ title: String, _ view: V, _ family: WidgetFamily, _ scheme: ColorScheme = .light, _ reasons: RedactionReasons = []) throws {
        let rendered = try WidgetHTMLRenderer.render(
            widgetArchive(view, family: family, scheme: scheme, reasons: reasons), options: HTMLRenderOptions(now: now))
        sections.append((title, rendered))
    }
    try add("weather small", WeatherView(), .systemSmall)
    try add("weather placeholder", WeatherView(), .systemSmall, .light, .placeholder)
    try add("activity medium", ActivityRingsView(), .systemMedium, .dark)
    try add("tasks large", TasksView(), .systemLarge)
    try add("tasks large dark", TasksView(), .systemLarge, .dark)
    try add("countdown small", CountdownView(), .systemSmall)
    try add("gauges medium", GaugesView(), .systemMedium)
    try add("shapes small", ShapesView(), .systemSmall)
    try add("controls medium", ControlsView(), .systemMedium)
    try add("controls medium dark", ControlsView(), .systemMedium, .dark)
    try add("balance privacy", PrivateBalanceView(), .systemSmall, .light, .privacy)
    try add("balance", PrivateBalanceView(), .systemSmall)
    try add("symbols medium", SymbolsView(), .systemMedium)
    try add("accessory rectangular", AccessoryRectangularView(), .accessoryRectangular, .dark)
    try add("accessory circular", AccessoryCircularView(), .accessoryCircular, .dark)
    try add("fitting small", FittingView(), .systemSmall)
    #expect(sections.allSatisfy { $0.1.hasPrefix("<div class=\"wr ") })

    guard let directory = ProcessInfo.processInfo.environment["WIDGETRY_RENDER_GALLERY"] else { return }
    let url = URL(fileURLWithPath: directory)
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    let body = sections.map { title, widget in
        "<figure style=\"margin:0\">" + widget + "<figcaption style=\"font:12px system-ui;margin-top:6px;color:#888\">"
            + WidgetHTMLRenderer.escape(title) + "</figcaption></figure>"
    }.joined(separator: "\n")
    // The page's clock is frozen at `now` (a script loaded before the renderer's).
    var page = WidgetHTMLRenderer.document(title: "Widgetry gallery", bodyHTML: body)
    page = page.replacingOccurrences(of: "<link rel=", with: "<script src=\"clock.js\"></script><link rel=")
    try "window.Widgetry = { now: function () { return \(Int(now * 1000)); } };\n".write(
        to: url.appendingPathComponent("clock.js"), atomically: true, encoding: .utf8)
    try page.write(to: url.appendingPathComponent("index.html"), atomically: true, encoding: .utf8)
    try WidgetHTMLRenderer.writeFiles(into: url)
    var text = ""
    for (title, view) in [("weather", AnyView(WeatherView())), ("tasks", AnyView(TasksView())), ("gauges", AnyView(GaugesView()))] {
        text += title + "\n" + (try plainText(view, family: title == "tasks" ? .systemLarge : title == "gauges" ? .systemMedium : .systemSmall, now: now)) + "\n\n"
    }
    try text.write(to: url.appendingPathComponent("preview.txt"), atomically: true, encoding: .utf8)
}
