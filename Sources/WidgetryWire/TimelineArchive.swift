/// One timeline entry as the extension rendered it: one archive per environment variant.
public struct EntryArchive: Codable, Hashable, Sendable {
    /// When the entry becomes current (seconds since 1970).
    public var date: Double
    public var relevance: EntryRelevance?
    /// The entry rendered in each colour scheme, light first; then, for views that read their
    /// redaction reasons, each scheme again as on a locked device (`privacy` in the
    /// environment's reasons).
    public var variants: [WidgetArchive]

    public init(date: Double, relevance: EntryRelevance? = nil, variants: [WidgetArchive]) {
        self.date = date
        self.relevance = relevance
        self.variants = variants
    }

    /// The variant for `colorScheme` (`light`/`dark`), else the first. `locked`: the variant
    /// evaluated as on a locked device when there is one (the renderer redacts the others'
    /// privacy-sensitive views itself); otherwise one evaluated unlocked.
    public func variant(colorScheme: String, locked: Bool = false) -> WidgetArchive? {
        if locked, let variant = variants.first(where: { $0.environment.colorScheme == colorScheme && $0.isLocked }) {
            return variant
        }
        return variants.first { $0.environment.colorScheme == colorScheme && !$0.isLocked }
            ?? variants.first { $0.environment.colorScheme == colorScheme } ?? variants.first
    }

    /// The variants to show side by side (a canvas): those evaluated unlocked, or all of them
    /// when every one is locked.
    public var unlockedVariants: [WidgetArchive] {
        let unlocked = variants.filter { !$0.isLocked }
        return unlocked.isEmpty ? variants : unlocked
    }
}

extension WidgetArchive {
    /// Evaluated as on a locked device: `privacy` is among the environment's redaction reasons.
    public var isLocked: Bool { environment.redactionReasons.contains(.privacy) }
}

/// `TimelineEntryRelevance`.
public struct EntryRelevance: Codable, Hashable, Sendable {
    public var score: Double
    /// Seconds the score holds, 0 for until the next entry.
    public var duration: Double
    public init(score: Double, duration: Double) {
        self.score = score
        self.duration = duration
    }
}

/// A provider's timeline, rendered: entries in date order and the reload policy.
public struct TimelineArchive: Codable, Hashable, Sendable {
    public var entries: [EntryArchive]
    public var policy: ReloadPolicy
    /// The extension's wall clock when the provider answered (seconds since 1970).
    public var answeredAt: Double?
    /// The host's virtual now that the extension's wall clock was moved to for this request
    /// (``RenderParameters/now``); nil when it kept the real time (an extension in the host's
    /// process), whose entries a host on a virtual clock moves by `answeredAt`'s difference
    /// from its now.
    public var virtualNow: Double?
    public init(entries: [EntryArchive], policy: ReloadPolicy, answeredAt: Double? = nil, virtualNow: Double? = nil) {
        self.entries = entries
        self.policy = policy
        self.answeredAt = answeredAt
        self.virtualNow = virtualNow
    }
}

/// A preview of an extension (a `#Preview`, or one view of a `PreviewProvider`) with its entries rendered.
public struct WidgetPreviewArchive: Codable, Hashable, Sendable {
    public var name: String?
    /// The widget a `#Preview` shows (a Live Activity's: its attributes type); nil for a
    /// `PreviewProvider`'s preview, which shows a view.
    public var kind: String?
    /// A widget family, `view` for a `PreviewProvider`'s view without a widget context, or a
    /// Live Activity preview's presentation (`LiveActivityPresentation`'s `activityLockScreen`,
    /// `activityMinimal`, `activityExpanded`, or `activityCompact`, whose entries hold the
    /// compact leading view, then the trailing one). A Live Activity preview has one entry per
    /// content state; its island views are dark.
    public var family: String
    /// Where the `#Preview` is written (`Module/File.swift`) and its line; for a
    /// `PreviewProvider`'s preview, the provider (`Module/Type`) and no line.
    public var fileID: String
    public var line: Int?
    public var entries: [EntryArchive]
    public init(name: String?, kind: String?, family: String, fileID: String, line: Int?, entries: [EntryArchive]) {
        self.name = name
        self.kind = kind
        self.family = family
        self.fileID = fileID
        self.line = line
        self.entries = entries
    }
}
