import AppIntents
import Foundation
import SwiftUI
import WidgetKit
import WidgetryHost
import WidgetryRender
import WidgetryWire

/// Unit-tests widgets the way the host runs them, on a virtual clock: place a widget with a
/// configuration, advance time, and look at the entry it shows, the reloads the scheduler made
/// (with the real budget rules) and the rendered text.
///
/// ```swift
/// let home = try await WidgetTestHost(EmojiRangersWidgets())
/// let widget = try await home.place("CharacterDetail", family: .systemSmall,
///                                   intent: SelectCharacterIntent(character: .spouty))
/// #expect(try await widget.texts().contains("Spouty"))
/// await home.advance(by: 4 * 3600)
/// #expect(try await widget.reloads().count == 2)   // the first load and one at the timeline's end
/// ```
///
/// Given a bundle, the widgets run in this process through the same protocol the host speaks to
/// an extension process (no fork), with an in-memory store. There only the scheduler's clock is
/// virtual: a provider that dates its entries from `Date()` has them moved to the virtual time of
/// the answer. Given the extension's executable (`init(executableNamed:now:budget:)`), the
/// widgets run in a process of their own whose wall clock follows the virtual one, as in
/// `widgetry timeline`: `Date()` in a provider reads the virtual time, so a provider that
/// computes from the clock (the next midnight, health that recovers by the hour) behaves as
/// over real hours. Dates drawn by views (`Text(date, style: .timer)`) are not moved.
public final class WidgetTestHost: Sendable {
    /// The host under test, for what this API does not cover.
    public let host: WidgetHost
    private let clock: VirtualClock
    static let extensionID = "widgets"

    /// A home screen running the widgets of `bundle`, its clock at `now`.
    public convenience init<Bundle: WidgetBundle>(_ bundle: Bundle, now: Date = Date(), budget: Int = 70) async throws {
        let boxed = Unchecked(value: bundle)
        let widgets = try await MainActor.run { try WidgetExtension(bundle: boxed.value) }
        try await self.init(extension: widgets, now: now, budget: budget)
    }

    /// A home screen running `widgets`, its clock at `now`.
    public convenience init(_ widgets: any Widget..., now: Date = Date(), budget: Int = 70) async throws {
        let boxed = Unchecked(value: widgets)
        let resolved = try await MainActor.run { try WidgetExtension(boxed.value) }
        try await self.init(extension: resolved, now: now, budget: budget)
    }

    private convenience init(extension widgets: WidgetExtension, now: Date, budget: Int) async throws {
        let runtime = await MainActor.run { ExtensionRuntime(widgets) }
        try await self.init(
            launcher: .inProcess({ hostPeer in
                await MainActor.run { ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) } }
            }),
            path: "in-process", now: now, budget: budget)
    }

    /// A home screen running the widget extension executable `name` as a process of its own,
    /// its clock at `now`; the extension's `Date()` reads the virtual time. The executable is
    /// looked for next to the running tests (where `swift build` and `swift test` put a
    /// package's products), else `name` is taken as a path.
    public convenience init(executableNamed name: String, now: Date = Date(), budget: Int = 70) async throws {
        let executable = Self.builtProduct(name)
        guard FileManager.default.isExecutableFile(atPath: executable.path) else { throw WidgetTestHostError.noExecutable(name) }
        try await self.init(launcher: .executable(executable), path: executable.path, now: now, budget: budget)
    }

    private init(launcher: ExtensionLauncher, path: String, now: Date, budget: Int) async throws {
        let clock = VirtualClock(now: now)
        var options = WidgetHost.Options()
        options.scheduler.budget = budget
        // One widget: keep as many decisions as the scheduler does by default (`decisions()`).
        options.scheduler.ledgerLimit = SchedulerConfiguration().ledgerLimit
        self.clock = clock
        host = try WidgetHost.inMemory(clock: clock, options: options)
        do {
            try await host.addExtension(id: Self.extensionID, name: "widgets under test", path: path, launcher: launcher)
        } catch {
            await host.shutdown()
            throw error
        }
    }

    /// The product `name` in the build folder of the running tests (or an enclosing folder),
    /// else `name` as a path.
    static func builtProduct(_ name: String) -> URL {
        var directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            directory.deleteLastPathComponent()
        }
        return URL(fileURLWithPath: name)
    }

    /// The virtual now.
    public var now: Date { clock.now }

    /// Places a widget, configured with `configuration` (parameter key → value; defaults fill
    /// the rest) or its intent's defaults, and loads it (the first load happens at once).
    public func place(_ kind: String, family: WidgetFamily = .systemSmall, configuration: Configuration? = nil) async throws -> TestWidget {
        let placed = try await host.place(extensionID: Self.extensionID, kind: kind, family: family.rawValue, configuration: configuration)
        await advance(by: 1)
        return TestWidget(id: placed.id, home: self)
    }

    /// Places a widget configured with `intent`'s parameter values.
    public func place<Intent: WidgetConfigurationIntent>(_ kind: String, family: WidgetFamily = .systemSmall, intent: Intent) async throws
        -> TestWidget
    {
        try await place(kind, family: family, configuration: intent.configurationValues)
    }

    /// Runs the schedule `seconds` on: entries shown at their dates, reloads as the rules allow.
    public func advance(by seconds: TimeInterval) async {
        await host.run(until: clock.now.addingTimeInterval(seconds))
    }

    /// Runs the schedule up to `date`.
    public func advance(to date: Date) async {
        await host.run(until: date)
    }

    /// What the widgets' app does with `WidgetCenter.shared.reloadTimelines(ofKind:)`: counted
    /// unless the app is in the foreground. The reloads happen on the next `advance`.
    public func reloadTimelines(ofKind kind: String, appInForeground: Bool = false) async {
        _ = await host.widgetCenter(extensionID: Self.extensionID, .reloadTimelines(kind: kind), appInForeground: appInForeground)
    }

    /// Ends the in-process extension.
    public func shutdown() async {
        await host.shutdown()
    }

    /// Widget values cross to the main actor once, to be resolved there (they are only read).
    private struct Unchecked<Value>: @unchecked Sendable {
        let value: Value
    }
}

/// A widget placed on a ``WidgetTestHost``.
public struct TestWidget: Sendable {
    /// The host's id of the placed widget.
    public let id: String
    let home: WidgetTestHost

    /// The entry shown now (the placeholder while it needs configuration or never loaded).
    public func entry() async throws -> EntryArchive {
        try await home.host.display(instanceID: id).entry
    }

    /// Whether a required parameter has no value.
    public func needsConfiguration() async throws -> Bool {
        try await home.host.instance(id).needsConfiguration
    }

    /// Whether the widget shows its timeline's entry (not the placeholder).
    public func isShowingTimeline() async throws -> Bool {
        try await home.host.display(instanceID: id).state == .current
    }

    /// The date of the entry shown now.
    public func entryDate() async throws -> Date {
        Date(timeIntervalSince1970: try await entry().date)
    }

    /// The strings of every `Text` the entry shows, in view order (`locked`: as evaluated for a
    /// locked device, where views that read `redactionReasons` may differ; redacted texts are
    /// listed too).
    public func texts(colorScheme: ColorScheme = .light, locked: Bool = false) async throws -> [String] {
        let archive = try await variant(colorScheme, locked: locked)
        return archive.allNodes.compactMap { $0.text?.runs.map(\.string).joined() }
    }

    /// The entry as the terminal preview draws it (`widgetry preview`), at the virtual now.
    public func renderedText(colorScheme: ColorScheme = .light) async throws -> String {
        try WidgetTextRenderer.render(try await variant(colorScheme), now: home.now.timeIntervalSince1970)
    }

    /// The entry as the home screen's HTML (`locked`: as its Locked switch shows it, with
    /// privacy-sensitive content redacted).
    public func renderedHTML(colorScheme: ColorScheme = .light, locked: Bool = false) async throws -> String {
        var options = HTMLRenderOptions()
        options.now = home.now.timeIntervalSince1970
        options.redactsPrivacySensitiveContent = locked
        return try WidgetHTMLRenderer.render(try await variant(colorScheme, locked: locked), options: options)
    }

    /// The `widgetURL` of the entry shown now.
    public func widgetURL() async throws -> URL? {
        try await variant(.light).widgetURL.flatMap(URL.init(string:))
    }

    /// The reloads that completed, oldest first (the first load included).
    public func reloads() throws -> [Decision] {
        try decisions().filter {
            if case .done = $0.outcome { true } else { false }
        }
    }

    /// Every scheduling decision about the widget, oldest first.
    public func decisions() throws -> [Decision] {
        try home.host.decisions(instanceID: id)
    }

    /// Timeline, next reload and why, budget left.
    public func status() throws -> InstanceStatus {
        try home.host.status(instanceID: id)
    }

    /// The provider errors recorded, newest first.
    public func errors() async throws -> [InstanceError] {
        try await home.host.inspect(instanceID: id).errors
    }

    /// Edits the configuration as a person would (validated; an uncounted reload follows at once).
    public func configure(_ values: Configuration) async throws {
        try await home.host.configure(instanceID: id, values: values)
        await home.advance(by: 1)
    }

    /// Edits the configuration to `intent`'s values.
    public func configure<Intent: WidgetConfigurationIntent>(_ intent: Intent) async throws {
        try await configure(intent.configurationValues)
    }

    /// Taps the button, toggle or link whose label contains `label`, as on the home screen: an
    /// intent runs and the widget reloads (uncounted); a link's URL is returned.
    @discardableResult
    public func tap(_ label: String) async throws -> URL? {
        let archive = try await variant(.light)
        let target = archive.allNodes.first { node in
            node.action != nil && node.allDescendants.contains { $0.text?.runs.map(\.string).joined().contains(label) == true }
        }
        guard let target else { throw TestWidgetError.noControl(label: label, texts: try await texts()) }
        switch try await home.host.perform(instanceID: id, action: target.id) {
        case .performed:
            await home.advance(by: 1)
            return nil
        case .openURL(let url):
            return URL(string: url)
        }
    }

    /// Tells the host whether the widget can be seen (hidden widgets are not reloaded).
    public func setVisible(_ visible: Bool) async throws {
        try await home.host.setVisible(instanceID: id, visible)
    }

    private func variant(_ colorScheme: ColorScheme, locked: Bool = false) async throws -> WidgetArchive {
        let entry = try await entry()
        guard let archive = entry.variant(colorScheme: colorScheme == .dark ? "dark" : "light", locked: locked) else {
            throw TestWidgetError.emptyEntry
        }
        return archive
    }
}

/// Why a ``WidgetTestHost`` could not start.
public enum WidgetTestHostError: Error, CustomStringConvertible {
    /// No executable of this name next to the tests, nor at this path.
    case noExecutable(String)

    public var description: String {
        switch self {
        case .noExecutable(let name):
            "No widget extension executable “\(name)” next to the tests or at that path: build it first (swift build --product \(name))."
        }
    }
}

/// What a ``TestWidget`` query could not find.
public enum TestWidgetError: Error, CustomStringConvertible {
    case noControl(label: String, texts: [String])
    case emptyEntry

    public var description: String {
        switch self {
        case .noControl(let label, let texts):
            "no button, toggle or link labelled “\(label)” in the entry shown; it shows \(texts)"
        case .emptyEntry: "the entry has no rendered variant"
        }
    }
}

extension ViewNode {
    /// The node and everything inside it.
    fileprivate var allDescendants: [ViewNode] {
        [self] + children.flatMap(\.allDescendants)
    }
}
