// The counters, kept by the extension on disk so they survive its restarts: a JSON file in
// `WIDGETRY_EXAMPLE_DATA` when set, otherwise in "WidgetryExamples" in the user's
// application-support (data) directory.
import Foundation

public struct CounterState: Codable, Equatable {
    public var count = 0
    /// Whether the buttons count in tens.
    public var countsInTens = false
}

public struct CounterStore: Sendable {
    public static let shared = CounterStore()

    private static let lock = NSLock()
    private let fixedDirectory: URL?

    public init(directory: URL? = nil) {
        self.fixedDirectory = directory
    }

    public var directory: URL {
        if let fixedDirectory { return fixedDirectory }
        if let path = ProcessInfo.processInfo.environment["WIDGETRY_EXAMPLE_DATA"], !path.isEmpty {
            return URL(fileURLWithPath: path, isDirectory: true)
        }
        let support = FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".local/share")
        return support.appendingPathComponent("WidgetryExamples", isDirectory: true)
    }

    public var fileURL: URL { directory.appendingPathComponent("counters.json") }

    /// Every counter by name.
    public func all() -> [String: CounterState] {
        guard let data = try? Data(contentsOf: fileURL) else { return [:] }
        return (try? JSONDecoder().decode([String: CounterState].self, from: data)) ?? [:]
    }

    public func state(of name: String) -> CounterState {
        all()[name] ?? CounterState()
    }

    /// Changes one counter and saves every counter at once.
    @discardableResult
    public func update(_ name: String, _ change: (inout CounterState) -> Void) throws -> CounterState {
        Self.lock.lock()
        defer { Self.lock.unlock() }
        var counters = all()
        var state = counters[name] ?? CounterState()
        change(&state)
        counters[name] = state
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(counters).write(to: fileURL, options: .atomic)
        return state
    }
}
