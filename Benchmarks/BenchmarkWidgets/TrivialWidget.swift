// The widget the host benchmark asks for a timeline: one entry, one text, `.never`.
import SwiftUI
import WidgetKit

public struct TrivialEntry: TimelineEntry {
    public let date: Date
}

struct TrivialProvider: TimelineProvider {
    func placeholder(in context: Context) -> TrivialEntry { TrivialEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (TrivialEntry) -> Void) {
        completion(TrivialEntry(date: Date()))
    }
    func getTimeline(in context: Context, completion: @escaping (Timeline<TrivialEntry>) -> Void) {
        completion(Timeline(entries: [TrivialEntry(date: Date())], policy: .never))
    }
}

public struct TrivialWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Trivial", provider: TrivialProvider()) { _ in
            Text("Hello")
        }
    }
}
