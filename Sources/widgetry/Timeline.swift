import ArgumentParser
import Foundation
import Logging
import WidgetryHost
import WidgetryRender
import WidgetryWire

/// `widgetry timeline`: places one widget of an extension on a virtual clock and simulates
/// hours of its schedule in moments, printing every reload decision and every entry shown.
struct Timeline: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Simulate hours of a widget's timeline on a virtual clock: reloads, budget, entries shown.",
        discussion: """
            The extension runs for real; only the clock is virtual, and the extension's own wall \
            clock follows it: the provider's Date() reads the virtual time of each request.
            """)

    @OptionGroup var extensionOptions: ExtensionOptions

    @Option(help: "The widget kind.")
    var kind: String

    @Option(help: "The widget family (systemSmall, systemMedium, accessoryCircular, …).")
    var family = "systemSmall"

    @Option(help: "The configuration as a JSON object of parameter values (defaults fill the rest).")
    var config: String?

    // Unconditional: `--hours -5` is a value to refuse with a reason, not a missing value.
    @Option(parsing: .unconditional, help: "Hours to simulate (at most 744, 31 days).")
    var hours: Double = 24

    @Option(help: "When the virtual clock starts, ISO 8601 (2030-01-01T09:00:00Z); default: now.")
    var start: String?

    @Option(help: "Counted reloads allowed per rolling 24 h.")
    var budget = 70

    @Flag(help: "Do not print the entries' content, only when they are shown.")
    var quiet = false

    @Flag(help: "Print one line per simulated day (reloads, counted, entries shown, budget left) instead of every decision and entry.")
    var summary = false

    func validate() throws {
        guard hours > 0, hours <= 24 * 31 else { throw ValidationError("--hours must be between 0 and 744 (31 days)") }
        guard budget > 0 else { throw ValidationError("--budget must be positive") }
        _ = try startDate()
    }

    /// `--start`, or now.
    private func startDate() throws -> Date {
        guard let start else { return Date() }
        let fractional = ISO8601DateFormatter()
        fractional.formatOptions.insert(.withFractionalSeconds)
        guard let date = ISO8601DateFormatter().date(from: start) ?? fractional.date(from: start) else {
            throw ValidationError("--start must be an ISO 8601 date and time with its zone, such as 2030-01-01T09:00:00Z, not “\(start.prefix(40))”")
        }
        return date
    }

    func run() async throws {
        let start = try startDate()
        let clock = VirtualClock(now: start)
        var options = WidgetHost.Options()
        options.scheduler.budget = budget
        options.supervisor.requestTimeout = .milliseconds(Int(extensionOptions.timeout * 1000))
        var logger = Logger(label: "widgetry")
        logger.logLevel = .warning
        let host = try WidgetHost.inMemory(clock: clock, options: options, logger: logger)
        do {
            try await simulate(host, clock: clock, start: start)
            await host.shutdown()
        } catch {
            await host.shutdown()
            throw error
        }
    }

    private func simulate(_ host: WidgetHost, clock: VirtualClock, start: Date) async throws {
        // The extension goes by its executable's name in messages ("extension clock has no widget
        // of kind “Clok” (its kinds: Clock, Countdown)").
        let extensionID = extensionOptions.url.lastPathComponent
        try await host.addExtension(id: extensionID, executable: extensionOptions.url)
        let description = try host.widget(extensionID: extensionID, kind: kind)
        let configuration = try config.map { try parseConfiguration($0, for: description) }
        let placed = try await host.place(extensionID: extensionID, kind: kind, family: family, configuration: configuration)
        let rules = host.schedulingRules
        print("""
            \(kind) (\(family)) for \(hours.formatted()) h of virtual time from \(start.formatted(date: .abbreviated, time: .standard)); \
            budget \(rules.budget) per \((rules.budgetWindow / 3_600).formatted()) h, \((rules.minimumInterval / 60).formatted()) min apart
            configuration: \(placed.configuration.isEmpty ? "none" : placed.configuration.description)
            """)
        guard !placed.needsConfiguration else {
            print("needs configuration: \(placed.missingParameters.joined(separator: ", ")) (pass them with --config)")
            throw ExitCode(2)
        }
        let end = start.addingTimeInterval(hours * 3_600)
        var printedSequence: Int64 = -1
        var shown: (fetchedAt: Date?, index: Int?) = (nil, nil)
        var reloads = 0
        var counted = 0
        var entriesShown = 0
        var day = DayTally(number: 1)
        let days = Int((hours / 24).rounded(.up))
        while true {
            // One step at most a day long, so that each day is reported as it ends.
            let dayEnd = start.addingTimeInterval(Double(day.number) * 86_400)
            let next = min(host.nextEventDate ?? end, end, dayEnd)
            await host.run(until: next)
            for record in try await host.ledger(instanceID: placed.id) where (record.sequence ?? 0) > printedSequence {
                printedSequence = record.sequence ?? printedSequence
                if !summary {
                    print("\(offset(record.time, from: start))  \(record.reason.padding(toLength: 24, withPad: " ", startingAt: 0))"
                        + "\(record.counted ? "counted  " : "free     ")budget \(String(record.budgetLeft).padding(toLength: 4, withPad: " ", startingAt: 0))"
                        + record.outcome)
                }
                if record.outcome.hasPrefix("done") {
                    reloads += 1
                    day.reloads += 1
                    if record.counted {
                        counted += 1
                        day.counted += 1
                    }
                }
            }
            let status = try host.status(instanceID: placed.id)
            if let index = status.currentEntryIndex, let timeline = status.timeline,
                status.fetchedAt != shown.fetchedAt || index != shown.index
            {
                shown = (status.fetchedAt, index)
                entriesShown += 1
                day.entriesShown += 1
                let entry = timeline.entries[index]
                if !summary {
                    print("\(offset(clock.now, from: start))  shows entry \(index + 1) of \(timeline.entries.count), dated \(offset(Date(timeIntervalSince1970: entry.date), from: start))")
                }
                if !quiet, !summary, let archive = entry.variant(colorScheme: "light") {
                    let text = try WidgetTextRenderer.render(archive, now: clock.now.timeIntervalSince1970)
                    print(text.split(separator: "\n", omittingEmptySubsequences: false).map { "            │ " + $0 }.joined(separator: "\n"))
                }
            }
            if next >= dayEnd || next >= end {
                let budgetLeft = try host.status(instanceID: placed.id).budgetLeft
                if summary {
                    print("day \(day.number): \(day.reloads) reload(s), \(day.counted) counted, \(day.entriesShown) entries shown, budget left \(budgetLeft)")
                }
                // A long simulation says how far it has come, on standard error (standard output
                // stays the report).
                if days > 2 {
                    FileHandle.standardError.write(Data("simulated day \(day.number) of \(days)\n".utf8))
                }
                day = DayTally(number: day.number + 1)
            }
            if next >= end { break }
        }
        let status = try host.status(instanceID: placed.id)
        print("""
            after \(hours.formatted()) h: \(reloads) reload(s), \(counted) counted, \(entriesShown) entries shown, \
            budget left \(status.budgetLeft); next reload: \(status.nextReload.map { describe($0, start: start) } ?? "none planned")
            """)
        let errors = try await host.errors(instanceID: placed.id)
        for error in errors.reversed() { print("error at \(offset(error.time, from: start)): \(error.message)") }
    }

    private func describe(_ planned: PlannedReload, start: Date) -> String {
        planned.reason.ledgerName + (planned.date.map { " at " + offset($0, from: start) } ?? " when the widget is visible")
    }
}

/// What one simulated day did (`--summary`).
private struct DayTally {
    var number: Int
    var reloads = 0
    var counted = 0
    var entriesShown = 0
}

/// `+h:mm:ss` from `start`.
private func offset(_ date: Date, from start: Date) -> String {
    let seconds = Int(date.timeIntervalSince(start).rounded())
    let sign = seconds < 0 ? "-" : "+"
    let magnitude = abs(seconds)
    return sign + String(magnitude / 3_600) + ":" + String(format: "%02d:%02d", magnitude / 60 % 60, magnitude % 60)
}

/// `--config`: a JSON object of parameter values. When it is not one, the message names the
/// widget's own parameters (`widget`, when known).
func parseConfiguration(_ json: String, for widget: WidgetDescription? = nil) throws -> Configuration {
    do {
        return try JSONDecoder().decode(Configuration.self, from: Data(json.utf8))
    } catch {
        var message = "--config must be a JSON object of parameter values"
        if let widget {
            let keys = widget.intent?.parameters.map(\.key) ?? []
            message += keys.isEmpty
                ? "; widget \(widget.kind) has no parameters: leave --config out"
                : "; widget \(widget.kind) takes \(keys.joined(separator: ", ")), e.g. '{\"\(keys[0])\": …}'"
        } else {
            message += ", e.g. '{\"name\": \"value\"}'"
        }
        throw ValidationError(message + ".")
    }
}
