// The processor's use, sampled from the kernel's counters (/proc/stat) each time the widget's
// timeline is made, and a day of samples kept on disk: a JSON file in `WIDGETRY_EXAMPLE_DATA`
// when set, otherwise in "WidgetryExamples" in the user's data directory.
import Foundation

/// The share of time the processors spent in each state over one interval.
public struct ProcessorUse: Codable, Equatable, Sendable {
    public var user: Double
    public var system: Double
    public var idle: Double

    public init(user: Double, system: Double, idle: Double) {
        self.user = user
        self.system = system
        self.idle = idle
    }

    /// The busy share, 0…100.
    public var busy: Double { user + system }
}

/// One sample of the history.
public struct ProcessorSample: Codable, Equatable, Identifiable, Sendable {
    public var date: Date
    public var busy: Double
    public var id: Date { date }

    public init(date: Date, busy: Double) {
        self.date = date
        self.busy = busy
    }
}

public struct ProcessorSampler: Sendable {
    struct State: Codable {
        /// The kernel's cumulative counters at the last sample: user, system, idle ticks.
        var counters: [Double]?
        var latest: ProcessorUse?
        var history: [ProcessorSample] = []
    }

    public static let shared = ProcessorSampler()
    /// How much history the chart shows.
    public static let window: TimeInterval = 24 * 3600

    private static let lock = NSLock()
    private let fixedDirectory: URL?

    public init(directory: URL? = nil) {
        fixedDirectory = directory
    }

    var fileURL: URL {
        if let fixedDirectory { return fixedDirectory.appendingPathComponent("processor.json") }
        let directory: URL
        if let path = ProcessInfo.processInfo.environment["WIDGETRY_EXAMPLE_DATA"], !path.isEmpty {
            directory = URL(fileURLWithPath: path, isDirectory: true)
        } else {
            let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
                ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
            directory = support.appendingPathComponent("WidgetryExamples", isDirectory: true)
        }
        return directory.appendingPathComponent("processor.json")
    }

    /// Samples the counters now: the use since the last sample (since boot the first time),
    /// added to the history, which is returned with it.
    public func sample(at date: Date = Date()) -> (use: ProcessorUse, history: [ProcessorSample]) {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        var state = load()
        let counters = Self.readCounters()
        var use = state.latest ?? ProcessorUse(user: 0, system: 0, idle: 100)
        if let counters {
            let previous = state.counters ?? [0, 0, 0]
            let delta = zip(counters, previous).map { max($0 - $1, 0) }
            let total = delta.reduce(0, +)
            if total > 0 {
                use = ProcessorUse(user: delta[0] / total * 100, system: delta[1] / total * 100, idle: delta[2] / total * 100)
            }
            state.counters = counters
        }
        state.latest = use
        state.history.append(ProcessorSample(date: date, busy: use.busy))
        state.history = state.history.filter { date.timeIntervalSince($0.date) <= Self.window }.suffix(288)
        save(state)
        return (use, state.history)
    }

    /// user (with nice), system (with interrupts), idle (with I/O wait) ticks of all processors.
    static func readCounters() -> [Double]? {
        guard let text = try? String(contentsOfFile: "/proc/stat", encoding: .utf8),
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("cpu ") })
        else { return nil }
        let fields = line.split(separator: " ").dropFirst().compactMap { Double($0) }
        guard fields.count >= 7 else { return nil }
        return [fields[0] + fields[1], fields[2] + fields[5] + fields[6], fields[3] + fields[4]]
    }

    private func load() -> State {
        guard let data = try? Data(contentsOf: fileURL) else { return State() }
        return (try? JSONDecoder().decode(State.self, from: data)) ?? State()
    }

    private func save(_ state: State) {
        try? FileManager.default.createDirectory(at: fileURL.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? JSONEncoder().encode(state).write(to: fileURL, options: .atomic)
    }
}
