// Widgets and a control updated by push (iOS 26's `WidgetPushHandler`, `ControlPushHandler`):
// a headline widget with a push handler beside one without, and a doorbell control whose value
// changes at every reload. The handlers keep what they heard (`PushHandlerLog`), which the
// headline shows, as an extension sends its token to its server.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// What the push handlers of this process heard, newest last.
public enum PushHandlerLog {
    public struct Heard: Sendable, Hashable {
        /// `WidgetPushHandler` or `ControlPushHandler`.
        public var handler: String
        /// Hexadecimal: the widgets' token, or each control's kind and token.
        public var tokens: [String]
        /// The widgets' or controls' kinds it was called with.
        public var kinds: [String]
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var heard: [Heard] = []

    public static var all: [Heard] { lock.withLock { heard } }
    static func record(_ entry: Heard) { lock.withLock { heard.append(entry) } }
    public static func clear() { lock.withLock { heard.removeAll() } }
}

extension Data {
    var hexadecimal: String { map { String(format: "%02x", $0) }.joined() }
}

struct HeadlinesPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        PushHandlerLog.record(.init(handler: "widgets", tokens: [pushInfo.token.hexadecimal], kinds: widgets.map(\.kind)))
    }
}

struct DoorbellPushHandler: ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo]) {
        PushHandlerLog.record(
            .init(handler: "controls", tokens: controls.compactMap { $0.pushInfo?.token.hexadecimal }, kinds: controls.map(\.kind)))
    }
}

/// How many timelines each kind gave (every reload counts one).
public enum PushReloads {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var counts: [String: Int] = [:]
    static func next(_ kind: String) -> Int { lock.withLock { counts[kind, default: 0] += 1; return counts[kind]! } }
}

struct HeadlineEntry: TimelineEntry {
    let date: Date
    let edition: Int
    let token: String?
}

struct HeadlineProvider: TimelineProvider {
    let kind: String
    func placeholder(in context: Context) -> HeadlineEntry { HeadlineEntry(date: Date(), edition: 0, token: nil) }
    func getSnapshot(in context: Context, completion: @escaping (HeadlineEntry) -> Void) { completion(placeholder(in: context)) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<HeadlineEntry>) -> Void) {
        Task {
            let token = await WidgetCenter.shared.currentPushInfo?.token.hexadecimal
            completion(Timeline(entries: [HeadlineEntry(date: Date(), edition: PushReloads.next(kind), token: token)], policy: .never))
        }
    }
}

/// Reloads by push; shows its edition (one per reload) and the push token it was told.
public struct HeadlinesWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Headlines", provider: HeadlineProvider(kind: "Headlines")) { entry in
            VStack {
                Text("Edition \(entry.edition)")
                Text("Token \(entry.token.map { String($0.prefix(8)) } ?? "none")")
            }
        }
        .configurationDisplayName("Headlines")
        .pushHandler(HeadlinesPushHandler.self)
    }
}

/// The same headlines without a push handler: pushes never reload it.
public struct QuietHeadlinesWidget: Widget {
    public init() {}
    public var body: some WidgetConfiguration {
        StaticConfiguration(kind: "QuietHeadlines", provider: HeadlineProvider(kind: "QuietHeadlines")) { Text("Edition \($0.edition)") }
            .configurationDisplayName("Quiet headlines")
    }
}

/// How many times the doorbell's value was asked for: a push to it asks again.
public enum Doorbell {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var asked = 0
    static func ask() -> Int { lock.withLock { asked += 1; return asked } }
}

struct DoorbellProvider: ControlValueProvider {
    var previewValue: Int { 0 }
    func currentValue() async throws -> Int { Doorbell.ask() }
}

struct RingIntent: AppIntent {
    static var title: LocalizedStringResource = "Ring"
    func perform() async throws -> some IntentResult { .result() }
}

/// A button whose label counts the times its value was asked for.
public struct DoorbellControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Doorbell", provider: DoorbellProvider()) { asked in
            ControlWidgetButton(action: RingIntent()) {
                Label("Rung \(asked)", systemImage: "bell")
            }
        }
        .displayName("Doorbell")
        .pushHandler(DoorbellPushHandler.self)
    }
}

/// The push-enabled widget, one without a handler, and the push-enabled control.
public struct PushTestBundle: WidgetBundle {
    public init() {}
    public var body: some Widget {
        HeadlinesWidget()
        QuietHeadlinesWidget()
        DoorbellControl()
    }
}
