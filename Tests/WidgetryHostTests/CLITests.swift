import Foundation
import Testing
import TestWidgets
import WidgetKit
import WidgetryWire

/// Runs the `widgetry` executable built next to the test extension; returns status and output.
func runWidgetry(_ arguments: [String]) throws -> (status: Int32, output: String, error: String) {
    let process = Process()
    process.executableURL = testExtension.deletingLastPathComponent().appendingPathComponent("widgetry")
    process.arguments = arguments
    let output = Pipe()
    let error = Pipe()
    process.standardOutput = output
    process.standardError = error
    try process.run()
    let outputData = output.fileHandleForReading.readDataToEndOfFile()
    let errorData = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outputData, as: UTF8.self), String(decoding: errorData, as: UTF8.self))
}

@Suite("The widgetry command line", .serialized)
struct CLITests {
    @Test func schemaPrintsTheExtensionsWidgetsAsJSON() async throws {
        let result = try runWidgetry(["schema", "--extension", testExtension.path])
        #expect(result.status == 0)
        let printed = try JSONDecoder().decode([WidgetDescription].self, from: Data(result.output.utf8))
        let inProcess = try await MainActor.run { try WidgetExtension(bundle: TestWidgets()).descriptions }
        #expect(printed == inProcess)
    }

    @Test func previewPrintsASnapshotAsText() throws {
        let result = try runWidgetry(["preview", "--extension", testExtension.path, "--kind", "Counter", "--family", "systemMedium"])
        #expect(result.status == 0)
        #expect(result.output.contains("Count "))
        #expect(result.output.contains("[ Add two ]"))
        #expect(result.output.contains("systemMedium"))
    }

    @Test func timelineSimulatesHoursOnTheVirtualClock() throws {
        let result = try runWidgetry([
            "timeline", "--extension", testExtension.path, "--kind", "Character", "--config", #"{"character": "egg"}"#, "--hours", "11.5",
        ])
        #expect(result.status == 0, "\(result.error)")
        let lines = result.output.split(separator: "\n")
        // A five-entry hourly `.atEnd` timeline: reloaded at its last entry, every 4 hours.
        // (11.5 h, not 12: the third reload falls within a second of +12:00 either side,
        // depending on the fraction of a second the run started at.)
        #expect(lines.filter { $0.contains("policy") && $0.contains("done") }.count == 2)
        #expect(lines.contains { $0.hasPrefix("+4:00:0") && $0.contains("policy") && $0.contains("counted") && $0.contains("done") })
        #expect(lines.filter { $0.contains("shows entry") }.count == 14)
        #expect(result.output.contains("Egghead"))
        #expect(result.output.contains("3 reload(s), 2 counted"))
        #expect(result.output.contains("budget left 68"))

        let incomplete = try runWidgetry(["timeline", "--extension", testExtension.path, "--kind", "Character", "--config", #"{"level": 99}"#])
        #expect(incomplete.status != 0)
        #expect(incomplete.error.contains("Level"))
    }

    /// `--start` sets the virtual clock, and the extension's `Date()` reads it: the provider
    /// names the virtual day and plans its reload for the virtual midnight, exactly.
    @Test func timelineStartsWhenToldAndTheExtensionReadsTheVirtualClock() throws {
        let result = try runWidgetry([
            "timeline", "--extension", testExtension.path, "--kind", "Day", "--start", "2030-01-01T22:00:00Z", "--hours", "3",
        ])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("│ Day 2030-01-01"))
        #expect(result.output.contains("+0:00:00  policy                  counted  budget 70  scheduled at 2030-01-02T00:00:00.000Z"), "\(result.output)")
        #expect(result.output.contains("+2:00:00  policy                  counted  budget 69  done"))
        #expect(result.output.contains("│ Day 2030-01-02"))
        #expect(result.output.contains("scheduled at 2030-01-03T00:00:00.000Z"))

        // Before the real time too, with fractions of a second.
        let past = try runWidgetry([
            "timeline", "--extension", testExtension.path, "--kind", "Day", "--start", "2001-03-04T23:00:00.250Z", "--hours", "0.5", "--quiet",
        ])
        #expect(past.status == 0, "\(past.error)")
        #expect(past.output.contains("scheduled at 2001-03-05T00:00:00.000Z"), "\(past.output)")

        let badStart = try runWidgetry(["timeline", "--extension", testExtension.path, "--kind", "Day", "--start", "tomorrow"])
        #expect(badStart.status == 64)
        #expect(badStart.error.contains("--start must be an ISO 8601 date"))
    }

    /// Mistakes get messages that say what to do: the extension's kinds for a misspelt one, the
    /// range for a negative duration, the widget's own parameters for a malformed --config.
    @Test func timelineMistakesAreExplainedInTermsOfTheWidget() throws {
        let misspelt = try runWidgetry(["timeline", "--extension", testExtension.path, "--kind", "Charactr"])
        #expect(misspelt.status != 0)
        let extensionName = testExtension.lastPathComponent
        #expect(misspelt.error.contains("extension \(extensionName) has no widget of kind “Charactr” (its kinds: "), "\(misspelt.error)")
        #expect(misspelt.error.contains("Character"))
        #expect(!misspelt.error.contains("extension extension"))

        let negative = try runWidgetry(["timeline", "--extension", testExtension.path, "--kind", "Day", "--hours", "-5"])
        #expect(negative.status == 64)
        #expect(negative.error.contains("--hours must be between 0 and 744"), "\(negative.error)")
        #expect(!negative.error.contains("Missing value"))

        let malformed = try runWidgetry(["timeline", "--extension", testExtension.path, "--kind", "Character", "--config", "{character: egg"])
        #expect(malformed.status == 64)
        #expect(malformed.error.contains("widget Character takes character"), "\(malformed.error)")
        #expect(!malformed.error.contains("Spouty"))
    }

    /// `--summary` prints a line per simulated day instead of every decision; a run of more than
    /// two days reports its progress on standard error.
    @Test func timelineSummaryPrintsADayPerLineAndLongRunsReportProgress() throws {
        let result = try runWidgetry([
            "timeline", "--extension", testExtension.path, "--kind", "Character", "--config", #"{"character": "egg"}"#, "--hours", "72", "--summary",
        ])
        #expect(result.status == 0, "\(result.error)")
        let days = result.output.split(separator: "\n").filter { $0.hasPrefix("day ") }
        #expect(days.count == 3, "\(result.output)")
        #expect(days.first?.contains("reload(s)") == true && days.first?.contains("budget left") == true)
        #expect(!result.output.contains("shows entry"))
        #expect(!result.output.contains("│"))
        #expect(result.output.contains("after 72 h:"))
        #expect(result.error.contains("simulated day 3 of 3"), "\(result.error)")
    }

    @Test func previewWritesAnHTMLCanvasOfEveryEntryLightAndDark() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID().uuidString)")
        let result = try runWidgetry([
            "preview", "--extension", testExtension.path, "--kind", "Character", "--what", "timeline", "--output", folder.path,
        ])
        #expect(result.status == 0, "\(result.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.components(separatedBy: "class=\"wr wr-light\"").count - 1 == 5)
        #expect(page.components(separatedBy: "class=\"wr wr-dark\"").count - 1 == 5)
        #expect(page.contains("<link rel=\"stylesheet\" href=\"widgetry-render.css\">"))
        #expect(!page.contains("<script>"))  // the script is a file: the page works under a strict CSP
        #expect(FileManager.default.fileExists(atPath: folder.appendingPathComponent("widgetry-render.js").path))
    }

    /// The canvas page carries the extension's named images next to it, where its `src`s point.
    @Test func previewCopiesTheNamedImagesBesideTheCanvas() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID().uuidString)")
        let result = try runWidgetry(["preview", "--extension", testExtension.path, "--kind", "Photo", "--output", folder.path])
        #expect(result.status == 0, "\(result.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains(#"src="images/0.png" alt="Badge""#))
        #expect(page.contains(#"src="images/1.svg" alt="Stripes""#))
        let badge = try Data(contentsOf: folder.appendingPathComponent("images/0.png"))
        #expect(Array(badge.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try String(contentsOf: folder.appendingPathComponent("images/1.svg"), encoding: .utf8).hasPrefix("<svg"))
        // The dark column uses the image set's dark variant; Stripes has none and shares its file.
        #expect(page.contains(#"src="images/2.png" alt="Badge""#))
        let darkBadge = try Data(contentsOf: folder.appendingPathComponent("images/2.png"))
        #expect(darkBadge != badge && Array(darkBadge.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("images").path).sorted() == ["0.png", "1.svg", "2.png"])
    }

    /// Without `--kind`: every `#Preview`, then each view of the extension's `PreviewProvider`
    /// (Xcode's older previews), a widget preview rendered in its context's family.
    @Test func previewWithoutAKindListsTheMacroPreviewsThenThePreviewProviders() throws {
        let result = try runWidgetry(["preview", "--extension", testExtension.path])
        #expect(result.status == 0, "\(result.error)")
        let headings = result.output.split(separator: "\n").filter { $0.hasPrefix("# ") }.map(String.init)
        #expect(headings.count == 4)
        #expect(headings.first?.hasPrefix("# Counting — systemSmall — TestWidgets/TestWidgets.swift:") == true)
        #expect(
            Array(headings.dropFirst()) == [
                "# CounterWidget_Previews #1 — systemSmall — TestWidgets/CounterWidget_Previews",
                "# Medium — systemMedium — TestWidgets/CounterWidget_Previews",
                "# CounterWidget_Previews #3 — view — TestWidgets/CounterWidget_Previews",
            ])
        // The text boxes' words, their lines and borders left out (a small widget wraps).
        func words(_ output: String) -> String {
            output.replacingOccurrences(of: "│", with: " ").split(whereSeparator: \.isWhitespace).joined(separator: " ")
        }
        #expect(words(result.output).contains("Count 7 Shown systemSmall, light"))
        #expect(words(result.output).contains("Count 8 Shown systemMedium, dark"))
        #expect(result.output.contains("Just the label"))

        let dark = try runWidgetry(["preview", "--extension", testExtension.path, "--dark"])
        #expect(words(dark.output).contains("Count 7 Shown systemSmall, dark"))
    }

    @Test func previewWritesACanvasOfThePreviewProvidersViews() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID().uuidString)")
        let result = try runWidgetry(["preview", "--extension", testExtension.path, "--output", folder.path])
        #expect(result.status == 0, "\(result.error)")
        let page = try String(contentsOf: folder.appendingPathComponent("index.html"), encoding: .utf8)
        #expect(page.contains("<h2>Medium — systemMedium — TestWidgets/CounterWidget_Previews</h2>"))
        #expect(page.contains("<h2>CounterWidget_Previews #3 — view — TestWidgets/CounterWidget_Previews</h2>"))
        // Two entries of the `#Preview` and one per provider view, each light and dark.
        #expect(page.components(separatedBy: "class=\"wr wr-light\"").count - 1 == 5)
        #expect(page.components(separatedBy: "class=\"wr wr-dark\"").count - 1 == 5)
        #expect(page.contains("width:200px;height:80px"))
    }

    @Test func failuresAreClearAndNonZero() throws {
        let crash = try runWidgetry(["preview", "--extension", testExtension.path, "--kind", "Crasher", "--what", "timeline"])
        #expect(crash.status != 0)
        #expect(crash.error.contains("ended while answering"))
        let unknown = try runWidgetry(["preview", "--extension", testExtension.path, "--kind", "Nope"])
        #expect(unknown.status != 0)
        #expect(unknown.error.contains("no widget of kind “Nope”"))
        let badPath = try runWidgetry(["schema", "--extension", "/nonexistent"])
        #expect(badPath.status == 64)
        #expect(badPath.error.contains("is not an executable file"))
        let badConfig = try runWidgetry(["preview", "--extension", testExtension.path, "--kind", "Counter", "--config", "[1"])
        #expect(badConfig.status == 64)
        // A family the widget does not support is refused, as the host refuses to place it,
        // rather than drawn in a size its views were not written for.
        let large = try runWidgetry(["preview", "--extension", testExtension.path, "--kind", "Character", "--family", "systemLarge"])
        #expect(large.status == 64)
        #expect(large.output.isEmpty, "\(large.output)")
        #expect(large.error.contains("widget Character does not support the family “systemLarge” (it supports systemSmall, systemMedium)"), "\(large.error)")
    }
}
