import Foundation
import WidgetryWire

// `TimelineView`: content redrawn at the dates of a schedule. A widget is drawn once per
// timeline entry (WidgetKit's timeline decides when, not the view's schedule), so the content
// is evaluated once, with the schedule's date at or before the entry's date, as iOS draws a
// timeline view in a widget.

/// A source of dates at which a `TimelineView` updates its content.
public protocol TimelineSchedule {
    typealias Mode = TimelineScheduleMode
    associatedtype Entries: Sequence where Entries.Element == Date

    /// The dates from `startDate` on (the first may be before it: the latest one at or before).
    func entries(from startDate: Date, mode: Self.Mode) -> Self.Entries
}

/// How often a schedule may update: `lowFrequency` on the Always-On display.
public enum TimelineScheduleMode: Hashable, Sendable {
    case normal, lowFrequency
}

/// A date at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The minutes from the one `startDate` falls in.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        public mutating func next() -> Date? {
            defer { upcoming += 60 }
            return upcoming
        }
    }

    public init() {}

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(upcoming: Date(timeIntervalSinceReferenceDate: (startDate.timeIntervalSinceReferenceDate / 60).rounded(.down) * 60))
    }
}

/// Dates at a fixed interval from a start date.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The dates from the latest one at or before the start on.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming += interval }
            return upcoming
        }
    }

    let startDate: Date
    let interval: TimeInterval

    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > self.startDate else { return Entries(upcoming: self.startDate, interval: max(interval, 1)) }
        let steps = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(upcoming: self.startDate + steps * interval, interval: interval)
    }
}

/// The dates given.
public struct ExplicitTimelineSchedule<Entries: Sequence>: TimelineSchedule where Entries.Element == Date {
    let dates: Entries

    public init(_ dates: Entries) {
        self.dates = dates
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries { dates }
}

/// As often as the display refreshes (at least `minimumInterval` apart), unless paused.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var upcoming: Date?
        let interval: TimeInterval
        public mutating func next() -> Date? {
            defer { upcoming = upcoming.map { $0 + interval } }
            return upcoming
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        // Paused: the start date only.
        Entries(upcoming: startDate, interval: paused ? .infinity : max(minimumInterval ?? 1.0 / 60, 1.0 / 120))
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A date at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { EveryMinuteTimelineSchedule() }
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// Dates `interval` seconds apart from `startDate`.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: startDate, by: interval)
    }
}

extension TimelineSchedule {
    /// The dates given.
    public static func explicit<S: Sequence>(_ dates: S) -> ExplicitTimelineSchedule<S> where Self == ExplicitTimelineSchedule<S>, S.Element == Date {
        ExplicitTimelineSchedule(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// As often as the display refreshes.
    public static var animation: AnimationTimelineSchedule { AnimationTimelineSchedule() }

    /// As often as the display refreshes, at least `minimumInterval` apart, unless paused.
    public static func animation(minimumInterval: Double? = nil, paused: Bool = false) -> AnimationTimelineSchedule {
        AnimationTimelineSchedule(minimumInterval: minimumInterval, paused: paused)
    }
}

/// What a timeline view's content gets: the date it is drawn for.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

/// A view whose content is made for the dates of a schedule: `TimelineView(.everyMinute) {
/// context in Text(context.date, style: .time) }`. In a widget it is drawn once per timeline
/// entry, with the schedule's latest date at or before the entry's date (the entry's date when
/// the schedule has none before it).
public nonisolated struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// The date the content is drawn for, and how often it changes.
    public struct Context {
        /// How often the content is updated; slower cadences compare greater.
        public enum Cadence: Comparable, Sendable {
            case live, seconds, minutes
        }

        /// The schedule's date the content is drawn for.
        public let date: Date
        /// How often the schedule updates the content.
        public let cadence: Cadence
    }

    let schedule: Schedule
    let content: (TimelineViewDefaultContext) -> Content
}

extension TimelineView: View where Content: View {
    public init(_ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    public typealias Body = Never
    public var body: Never { fatalError("TimelineView has no body") }
}

extension TimelineView: PrimitiveView where Content: View {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let mode: TimelineScheduleMode = scope.environment.isLuminanceReduced ? .lowFrequency : .normal
        let context = TimelineViewDefaultContext(date: Self.date(of: schedule, at: evaluator.referenceDate, mode: mode), cadence: cadence)
        return evaluator.nodes(of: content(context), in: scope)
    }

    /// The schedule's latest date at or before `now` (`now` when it has none).
    static func date(of schedule: Schedule, at now: Date, mode: TimelineScheduleMode) -> Date {
        var latest: Date?
        // Schedules start at or just before the date asked for; a bound keeps a schedule of
        // one's own that starts far back from looping for long.
        for (index, date) in schedule.entries(from: now, mode: mode).enumerated() {
            if date > now || index >= 100_000 { break }
            latest = date
        }
        return latest ?? now
    }

    /// How often the schedule updates.
    var cadence: TimelineViewDefaultContext.Cadence {
        switch schedule {
        case is EveryMinuteTimelineSchedule: .minutes
        case is AnimationTimelineSchedule: .live
        case let periodic as PeriodicTimelineSchedule: periodic.interval < 1 ? .live : periodic.interval < 60 ? .seconds : .minutes
        default: .minutes
        }
    }
}
