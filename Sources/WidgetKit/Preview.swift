import WidgetryPreviewSection
import WidgetryWire

// `#Preview` for widgets, as Apple's sample files end with it. Each use registers a preview the
// extension runtime lists and renders: the author's canvas on Linux (`widgetry preview`, the
// previews page of the home screen).

/// A preview of `widget` in `family` showing the entries `timeline` builds.
@freestanding(declaration)
public macro Preview<W: Widget>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// A preview of a static widget showing the timeline its provider returns.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: TimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, widget: @escaping () -> W, timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// A preview of a configurable widget with `intent`'s values, showing its provider's timeline.
@freestanding(declaration)
public macro Preview<W: Widget, Provider: AppIntentTimelineProvider>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping () -> W,
    timelineProvider: @escaping () -> Provider
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// A preview of a configurable widget with `intent`'s values showing the given entries.
@freestanding(declaration)
public macro Preview<W: Widget, Intent: WidgetConfigurationIntent>(
    _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping () -> W,
    @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry]
) = #externalMacro(module: "WidgetryMacros", type: "PreviewMacro")

/// Collects the entries of a preview timeline.
@resultBuilder
public struct PreviewTimelineBuilder {
    public static func buildExpression(_ entry: some TimelineEntry) -> [any TimelineEntry] { [entry] }
    public static func buildExpression(_ entries: [any TimelineEntry]) -> [any TimelineEntry] { entries }
    public static func buildPartialBlock(first: [any TimelineEntry]) -> [any TimelineEntry] { first }
    public static func buildPartialBlock(accumulated: [any TimelineEntry], next: [any TimelineEntry]) -> [any TimelineEntry] {
        accumulated + next
    }
    public static func buildBlock() -> [any TimelineEntry] { [] }
    public static func buildArray(_ components: [[any TimelineEntry]]) -> [any TimelineEntry] { components.flatMap { $0 } }
    public static func buildOptional(_ component: [any TimelineEntry]?) -> [any TimelineEntry] { component ?? [] }
    public static func buildEither(first component: [any TimelineEntry]) -> [any TimelineEntry] { component }
    public static func buildEither(second component: [any TimelineEntry]) -> [any TimelineEntry] { component }
}

/// What a `#Preview` expands to; not for direct use.
public struct _WidgetPreview: @unchecked Sendable {
    let name: String?
    let family: WidgetFamily
    let fileID: String
    let line: Int
    let makeWidget: @MainActor () -> any Widget
    /// The entries of the preview, rendered by the widget's own view.
    let render: @MainActor (any WidgetRunner, RenderRequest) async throws -> [EntryArchive]
    /// A Live Activity's preview (`ActivityPreview.swift`): rendered as the activity, not as a widget.
    package var liveActivity: LiveActivityPreview?

    public init<W: Widget>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry],
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(name, family, fileID, line, widget) { runner, request in
            try runner.render(entries: await timeline(), request)
        }
    }

    public init<W: Widget, Provider: TimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(name, family, fileID, line, widget) { runner, request in
            let provider = timelineProvider()
            let context = request.context
            let timeline = await once { provider.getTimeline(in: context, completion: $0) }
            return try runner.render(entries: timeline.entries, request)
        }
    }

    public init<W: Widget, Provider: AppIntentTimelineProvider>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Provider.Intent, widget: @escaping @MainActor () -> W,
        timelineProvider: @escaping @MainActor () -> Provider, fileID: String = #fileID, line: Int = #line
    ) {
        self.init(name, family, fileID, line, widget) { runner, request in
            let timeline = await timelineProvider().timeline(for: intent, in: request.context)
            return try runner.render(entries: timeline.entries, request)
        }
    }

    public init<W: Widget, Intent: WidgetConfigurationIntent>(
        _ name: String? = nil, as family: WidgetFamily, using intent: Intent, widget: @escaping @MainActor () -> W,
        @PreviewTimelineBuilder timeline: @escaping @MainActor () async -> [any TimelineEntry],
        fileID: String = #fileID, line: Int = #line
    ) {
        self.init(name, family, fileID, line, widget) { runner, request in
            try runner.render(entries: await timeline(), request)
        }
    }

    init<W: Widget>(
        _ name: String?, _ family: WidgetFamily, _ fileID: String, _ line: Int, _ widget: @escaping @MainActor () -> W,
        render: @escaping @MainActor (any WidgetRunner, RenderRequest) async throws -> [EntryArchive]
    ) {
        self.name = name
        self.family = family
        self.fileID = fileID
        self.line = line
        self.makeWidget = widget
        self.render = render
    }

    /// The preview boxed for the `widgetry_previews` section.
    public var retainedRegistration: UnsafeMutableRawPointer? {
        Unmanaged.passRetained(PreviewBox(self)).toOpaque()
    }
}

final class PreviewBox: @unchecked Sendable {
    let preview: _WidgetPreview
    init(_ preview: _WidgetPreview) { self.preview = preview }
}

/// Why a preview could not be rendered.
package enum PreviewError: Error, CustomStringConvertible {
    case entryTypeMismatch(expected: String, found: String)
    case notAWidget(String)
    case notALiveActivity(String)

    package var description: String {
        switch self {
        case .entryTypeMismatch(let expected, let found):
            "the preview's timeline has a \(found) entry but the widget's view takes \(expected)"
        case .notAWidget(let type):
            "\(type) does not describe a widget (its body has no StaticConfiguration or AppIntentConfiguration)"
        case .notALiveActivity(let type):
            "\(type) does not describe a Live Activity (its body has no ActivityConfiguration), yet a Live Activity #Preview shows it"
        }
    }
}

extension _WidgetPreview {
    /// Every widget `#Preview` compiled into this executable, in link order (Live Activity
    /// previews are listed apart: `liveActivityPreviews`).
    package static var registered: [_WidgetPreview] { all.filter { $0.liveActivity == nil } }

    /// Every `#Preview` of the `widgetry_previews` section.
    static var all: [_WidgetPreview] {
        registeredPreviews(from: widgetry_previews_begin(), to: widgetry_previews_end(), as: PreviewBox.self).map(\.preview)
    }

    /// Every preview of the executable with its entries rendered: each widget `#Preview`, each
    /// Live Activity `#Preview`, then each preview of its `PreviewProvider`s (`ProviderPreview`),
    /// then each view `#Preview`.
    @MainActor
    package static func archives() async throws -> [WidgetPreviewArchive] {
        var archives: [WidgetPreviewArchive] = []
        for preview in registered { archives.append(try await preview.archive()) }
        for preview in liveActivityPreviews {
            if let activity = preview.liveActivity { archives.append(try preview.activityArchive(activity)) }
        }
        for preview in ProviderPreview.all { archives.append(preview.archive()) }
        for preview in ProviderPreview.viewPreviews { archives.append(preview.archive()) }
        return archives
    }

    /// The preview with its entries rendered in light and dark.
    @MainActor
    package func archive() async throws -> WidgetPreviewArchive {
        let widget = makeWidget()
        guard let resolved = widget.resolvedWidget else { throw PreviewError.notAWidget(String(describing: type(of: widget))) }
        let entries = try await render(resolved.runner, RenderRequest(family: family, isPreview: true))
        return WidgetPreviewArchive(name: name, kind: resolved.kind, family: family.rawValue, fileID: fileID, line: line, entries: entries)
    }
}
