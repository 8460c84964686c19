import Foundation
import SwiftUI
import Testing
import WidgetryWire
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
    /// The page script's date formats, run by Node.js (`scripts/setup` installs it) over one
    /// table, against WidgetryWire's `DynamicDates`.
    @Test func theScriptFormatsLikeTheRenderer() throws {
        let samples: [Double] = [0, 1, 59, 60, 61, 3599, 3600, 3725, 86399, 86400, 90061, 604800, 2_592_000 * 3 + 5, 31_536_000 * 2 + 86400, 12.7]
        // start, end, pause (-1: none), now
        let timers: [[Double]] = [[0, 100, -1, 30], [0, 100, 30, 90], [0, 100, -1, 500], [0, 100, -1, -50], [0, 7200, -1, 1], [50, 50, -1, 50], [100, 0, -1, 10]]
        let program = """
            var window = {}; var document = { readyState: "loading", addEventListener: function () {} };
            \(WidgetHTMLRenderer.script)
            var f = window.Widgetry.dates;
            [\(samples.map { String($0) }.joined(separator: ","))].forEach(function (s) {
              console.log([f.relative(s), f.relative(-s), f.offset(s), f.offset(-s), f.clock(s, true), f.clock(s, false)].join("|"));
            });
            [\(timers.map { "[\($0.map { String($0) }.joined(separator: ","))]" }.joined(separator: ","))].forEach(function (t) {
              var pause = t[2] < 0 ? null : t[2];
              [true, false].forEach(function (down) {
                console.log([f.timerText(t[0], t[1], pause, down, true, t[3]), f.timerText(t[0], t[1], pause, down, false, t[3]),
                  f.progressFraction(t[0], t[1], down, t[3])].join("|"));
              });
            });
            """
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-script-\(UUID().uuidString).js")
        try program.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        let node = ["/usr/bin/node", "/usr/bin/nodejs"].first { FileManager.default.isExecutableFile(atPath: $0) }
        let executable = try #require(node, "Node.js is not installed: run scripts/setup")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = [file.path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var expected = samples.map { s in
            [DynamicDates.relative(s), DynamicDates.relative(-s), DynamicDates.offset(s), DynamicDates.offset(-s),
             DynamicDates.clock(s, showsHours: true), DynamicDates.clock(s, showsHours: false)].joined(separator: "|")
        }
        for t in timers {
            let pause = t[2] < 0 ? nil : t[2]
            for down in [true, false] {
                let fraction: Double = DynamicDates.progressFraction(start: t[0], end: t[1], countsDown: down, now: t[3])
                let withHours: String = DynamicDates.timerText(start: t[0], end: t[1], pauseTime: pause, countsDown: down, showsHours: true, now: t[3])
                let withoutHours: String = DynamicDates.timerText(start: t[0], end: t[1], pauseTime: pause, countsDown: down, showsHours: false, now: t[3])
                // JavaScript prints a whole number without ".0".
                let fractionText = fraction == fraction.rounded() ? String(Int(fraction)) : String(fraction)
                expected.append([withHours, withoutHours, fractionText].joined(separator: "|"))
            }
        }
        #expect(output.split(separator: "\n").map(String.init) == expected)
    }
}
