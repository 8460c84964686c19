import WidgetryWire

/// One moment of a widget's content: its date and the data its view shows.
public protocol TimelineEntry {
    var date: Date { get }
    var relevance: TimelineEntryRelevance? { get }
}

extension TimelineEntry {
    public var relevance: TimelineEntryRelevance? { nil }
}

/// How relevant an entry is, for stacks that rotate to the most relevant widget.
public struct TimelineEntryRelevance: Hashable, Sendable {
    public var score: Float
    public var duration: TimeInterval
    public init(score: Float, duration: TimeInterval = 0.0) {
        self.score = score
        self.duration = duration
    }
}

/// Entries to show at their dates, and when to ask for the next timeline.
public struct Timeline<EntryType: TimelineEntry> {
    public let entries: [EntryType]
    public let policy: TimelineReloadPolicy
    public init(entries: [EntryType], policy: TimelineReloadPolicy) {
        self.entries = entries
        self.policy = policy
    }
}

/// When WidgetKit requests a new timeline.
public struct TimelineReloadPolicy: Hashable, Sendable {
    let wire: ReloadPolicy

    /// After the last entry's date has passed.
    public static let atEnd = TimelineReloadPolicy(wire: .atEnd)
    /// Only when the app calls `WidgetCenter` to reload.
    public static let never = TimelineReloadPolicy(wire: .never)
    /// After `date` (subject to the reload budget).
    public static func after(_ date: Date) -> TimelineReloadPolicy {
        TimelineReloadPolicy(wire: .after(date.timeIntervalSince1970))
    }

    package var reloadPolicy: ReloadPolicy { wire }
}
