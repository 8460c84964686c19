// The clock and countdown widgets: dates that keep moving between reloads (`.timer`,
// `.relative`, `.time`, `Text(timerInterval:)`, `ProgressView(timerInterval:)`), and timelines
// that reload rarely.
import ClockWidgets
import Foundation
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryWire

/// The dynamic dates an entry draws: each `Text` run's date style, or `timerInterval`.
func dateStyles(_ entry: EntryArchive) -> [String] {
    guard let archive = entry.variant(colorScheme: "light") else { return [] }
    return archive.allNodes.flatMap { node in
        node.text?.runs.compactMap { run in run.kind == .timerInterval ? "timerInterval" : run.dateStyle } ?? []
    }
}

@Suite("Clock and countdown")
struct ClockTests {
    @Test func theClockTicksFromMidnightAndReloadsAtMidnight() async throws {
        let home = try await WidgetTestHost(ClockBundle())
        defer { Task { await home.shutdown() } }
        let clock = try await home.place("Clock", family: .systemMedium)
        #expect(dateStyles(try await clock.entry()).contains("timer"))
        #expect(dateStyles(try await clock.entry()).contains("relative"))
        #expect(dateStyles(try await clock.entry()).contains("time"))
        let entries = try #require(try clock.status().timeline?.entries)
        #expect(entries.count == 2)

        // No reload until tomorrow's entry (midnight) is shown: `.atEnd` reloads right then.
        // (Only up to there: the provider reads the real clock, not the test's virtual one, so
        // the timeline it answers at virtual midnight is dated by the real time of day.)
        let midnight = Date(timeIntervalSince1970: entries[1].date)
        await home.advance(to: midnight.addingTimeInterval(-60))
        #expect(try clock.reloads().map(\.reason) == [.firstLoad])
        await home.advance(to: midnight.addingTimeInterval(60))
        let reloads = try clock.reloads()
        #expect(reloads.map(\.reason) == [.firstLoad, .policy])
        // At midnight (its due time is rounded up to the scheduler's 1 s coalescing grid).
        let reloadedAt = try #require(reloads.last?.time)
        #expect(reloadedAt >= midnight && reloadedAt < midnight.addingTimeInterval(2))
    }

    @Test func aCountdownCountsLiveAndCelebratesWithoutReloading() async throws {
        let home = try await WidgetTestHost(ClockBundle())
        defer { Task { await home.shutdown() } }
        let target = Date().addingTimeInterval(2 * 3600)
        let countdown = try await home.place("Countdown", family: .systemMedium, configuration: CountdownIntentValues.launch(at: target))
        let texts = try await countdown.texts()
        #expect(texts.contains("Launch"))
        let styles = dateStyles(try await countdown.entry())
        #expect(styles.contains("relative"))
        #expect(styles.contains("offset"))
        let archive = try #require(try await countdown.entry().variant(colorScheme: "light"))
        #expect(archive.allNodes.contains { $0.progress?.timerStart != nil })
        #expect(try countdown.status().timeline?.policy == .never)

        await home.advance(by: 2 * 3600 + 60)
        #expect(try await countdown.texts().contains("🎉 It's here!"))
        #expect(try countdown.reloads().count == 1)
    }

    @Test func withoutADateItCountsDownToNewYear() async throws {
        let home = try await WidgetTestHost(ClockBundle())
        defer { Task { await home.shutdown() } }
        let countdown = try await home.place("Countdown")
        #expect(try await countdown.texts().contains("New Year"))
        let timeline = try #require(try countdown.status().timeline)
        guard case .after(let reload) = timeline.policy else {
            Issue.record("expected an .after policy, got \(timeline.policy)")
            return
        }
        let newYear = Calendar.current.nextDate(after: Date(), matching: DateComponents(month: 1, day: 1, hour: 0), matchingPolicy: .nextTime)!
        #expect(abs(Date(timeIntervalSince1970: reload).timeIntervalSince(newYear.addingTimeInterval(86_400))) < 120)
    }

    @Test func focusAndRestTakeTurns() async throws {
        let home = try await WidgetTestHost(ClockBundle())
        defer { Task { await home.shutdown() } }
        let timer = try await home.place("FocusTimer")
        let archive = try #require(try await timer.entry().variant(colorScheme: "light"))
        #expect(archive.allNodes.contains { $0.progress?.timerStart != nil })
        #expect(dateStyles(try await timer.entry()).contains("timerInterval"))

        // The phase now and the next seven, each an entry from its start.
        let entries = try #require(try timer.status().timeline?.entries)
        #expect(entries.count == 8)
        let now = try await timer.texts().contains("Focus") ? "Focus" : "Rest"
        let next = now == "Focus" ? "Rest" : "Focus"
        await home.advance(to: Date(timeIntervalSince1970: entries[1].date + 1))
        #expect(try await timer.texts().contains(next))
        await home.advance(to: Date(timeIntervalSince1970: entries[2].date + 1))
        #expect(try await timer.texts().contains(now))
        #expect(try timer.reloads().count == 1)
    }
}

/// Countdown configurations, as a person would enter them.
enum CountdownIntentValues {
    static func launch(at date: Date) -> Configuration {
        ["event": "Launch", "date": .string(ISO8601DateFormatter().string(from: date))]
    }
}
