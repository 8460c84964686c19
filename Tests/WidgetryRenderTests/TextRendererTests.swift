import Foundation
import SwiftUI
import Testing
import WidgetKit
@testable import WidgetryRender

@MainActor
@Suite struct TextRendererTests {
    @Test func stacksTextsAndSpacersInABox() throws {
        let out = try plainText(
            VStack(alignment: .leading) {
                HStack {
                    Text("Cupertino")
                    Spacer()
                    Image(systemName: "sun.max.fill")
                }
                Text("72°")
                Spacer()
                Text("A long condition text that wraps").lineLimit(1)
            })
        #expect(out == """
            ╭─ systemSmall ────────╮
            │ Cupertino          ☀ │
            │ 72°                  │
            │                      │
            │ A long condition te… │
            ╰──────────────────────╯
            """)
    }

    @Test func gaugesProgressAndControls() throws {
        let out = try plainText(
            VStack(alignment: .leading) {
                Gauge(value: 0.5) { Text("Battery") }
                ProgressView(value: 0.3)
                Toggle("Lights", isOn: true, intent: ToggleLightIntent())
                Button("Refresh", intent: ToggleLightIntent())
                Link("More", destination: URL(string: "https://example.com")!)
                Divider()
                Image(systemName: "no.such.symbol")
            }, family: .systemMedium)
        #expect(out == """
            ╭─ systemMedium ───────────────────────────────────╮
            │ Battery [█████░░░░░]                             │
            │ [███░░░░░░░]                                     │
            │ [x] Lights                                       │
            │ [ Refresh ]                                      │
            │ More ↗                                           │
            │ ──────────────────────────────────────────────── │
            │ [no.such.symbol]                                 │
            ╰──────────────────────────────────────────────────╯
            """)
    }

    @Test func redactionAndDatesAtNow() throws {
        let out = try plainText(
            VStack {
                Text("Secret").privacySensitive()
                Text(referenceDate.addingTimeInterval(125), style: .timer)
                Text(timerInterval: referenceDate...referenceDate.addingTimeInterval(60))
            }, reasons: .privacy, now: referenceDate.timeIntervalSince1970 + 5)
        #expect(out.contains("│ ▒▒▒▒▒▒ "))
        #expect(!out.contains("Secret"))
        #expect(out.contains("│ 2:00 "))
        #expect(out.contains("│ 0:55 "))
    }

    @Test func rowsTruncateTheirTextsBeforeStackingThem() throws {
        let out = try plainText(
            HStack {
                Image(systemName: "star.fill")
                Text("A title much too long for one line").lineLimit(1)
                Spacer()
                Text("12")
            })
        #expect(out.contains("│ ★ A title much t… 12 │"))
    }

    @Test func dynamicDateFormats() {
        #expect(DynamicDates.relative(3725) == "1 hour, 2 minutes")
        #expect(DynamicDates.relative(-59) == "59 seconds")
        #expect(DynamicDates.relative(0) == "0 seconds")
        #expect(DynamicDates.offset(-90) == "-1 minute")
        #expect(DynamicDates.offset(7 * 86400 + 1) == "+1 week")
        #expect(DynamicDates.clock(3725, showsHours: true) == "1:02:05")
        #expect(DynamicDates.clock(3725, showsHours: false) == "62:05")
        #expect(DynamicDates.timerText(start: 0, end: 100, pauseTime: 30, countsDown: true, showsHours: true, now: 90) == "1:10")
        #expect(DynamicDates.timerText(start: 0, end: 100, pauseTime: nil, countsDown: false, showsHours: true, now: 500) == "1:40")
        #expect(DynamicDates.progressFraction(start: 0, end: 100, countsDown: false, now: 25) == 0.25)
        #expect(DynamicDates.progressFraction(start: 0, end: 100, countsDown: true, now: 25) == 0.75)
    }

    /// The page script formats dates exactly as the renderer's initial text does (run with
    /// Node.js when it is installed).
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/node")))
    func theScriptFormatsLikeTheRenderer() throws {
        let samples: [Double] = [0, 1, 59, 60, 61, 3599, 3600, 3725, 86399, 86400, 90061, 604800, 2_592_000 * 3 + 5, 31_536_000 * 2 + 86400, 12.7]
        let exposed = WidgetHTMLRenderer.script.replacingOccurrences(
            of: "W.refresh = refresh;", with: "W.refresh = refresh; W._formats = {relative: relative, offset: offset, clock: clock};")
        let program = """
            var window = {}; var document = { readyState: "loading", addEventListener: function () {} };
            \(exposed)
            var f = window.Widgetry._formats;
            [\(samples.map { String($0) }.joined(separator: ","))].forEach(function (s) {
              console.log([f.relative(s), f.relative(-s), f.offset(s), f.offset(-s), f.clock(s, true), f.clock(s, false)].join("|"));
            });
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-script-\(UUID().uuidString).js")
        try program.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/node")
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        let expected = samples.map { s in
            [DynamicDates.relative(s), DynamicDates.relative(-s), DynamicDates.offset(s), DynamicDates.offset(-s),
             DynamicDates.clock(s, showsHours: true), DynamicDates.clock(s, showsHours: false)].joined(separator: "|")
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }
}
