// A note that stays private on a locked screen: its text is `privacySensitive`, the rest of
// the widget is not; the placeholder shows the widget's shape with no content.
import AppIntents
import SwiftUI
import WidgetKit

struct NoteIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Private Note"
    static var description = IntentDescription("A note only you can read.")

    @Parameter(title: "Title", default: "Door Code")
    var title: String

    @Parameter(title: "Note", default: "4711 then #", inputOptions: String.IntentInputOptions(multiline: true))
    var text: String

    @Parameter(title: "Tint", default: .purple)
    var tint: NoteTint
}

enum NoteTint: String, AppEnum {
    case purple, teal, orange

    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Tint"
    static var caseDisplayRepresentations: [NoteTint: DisplayRepresentation] = [
        .purple: "Purple",
        .teal: "Teal",
        .orange: "Orange",
    ]

    var color: Color {
        switch self {
        case .purple: .purple
        case .teal: .teal
        case .orange: .orange
        }
    }
}

struct NoteEntry: TimelineEntry {
    let date: Date
    let title: String
    let text: String
    let tint: NoteTint
}

struct NoteProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> NoteEntry {
        // Rendered redacted: only the shapes of these strings show.
        NoteEntry(date: Date(), title: "Note", text: "Something to remember", tint: .purple)
    }

    func snapshot(for configuration: NoteIntent, in context: Context) async -> NoteEntry {
        if context.isPreview {
            return NoteEntry(date: Date(), title: "Wi-Fi", text: "correct horse battery staple", tint: .teal)
        }
        return NoteEntry(date: Date(), title: configuration.title, text: configuration.text, tint: configuration.tint)
    }

    func timeline(for configuration: NoteIntent, in context: Context) async -> Timeline<NoteEntry> {
        let entry = NoteEntry(date: Date(), title: configuration.title, text: configuration.text, tint: configuration.tint)
        return Timeline(entries: [entry], policy: .never)
    }
}

struct NoteView: View {
    @Environment(\.redactionReasons) var redactionReasons
    @Environment(\.widgetFamily) var family
    var entry: NoteEntry

    var body: some View {
        if family == .accessoryRectangular {
            VStack(alignment: .leading) {
                Label(entry.title, systemImage: "lock.fill")
                    .font(.headline)
                    .widgetAccentable()
                Text(entry.text)
                    .privacySensitive()
            }
        } else {
            VStack(alignment: .leading, spacing: 8) {
                HStack {
                    Image(systemName: redactionReasons.isEmpty ? "lock.open.fill" : "lock.fill")
                        .foregroundStyle(entry.tint.color)
                        .unredacted()
                    Text(entry.title)
                        .font(.headline)
                        .lineLimit(1)
                }
                Text(entry.text)
                    .font(.body)
                    .lineLimit(4)
                    .privacySensitive()
                Spacer(minLength: 0)
                if redactionReasons.contains(.privacy) {
                    Text("Unlock to read")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                } else {
                    Label("Hidden when locked", systemImage: "eye.slash")
                        .font(.caption2)
                        .foregroundStyle(.secondary)
                }
            }
            .frame(maxWidth: .infinity, alignment: .leading)
            .containerBackground(entry.tint.color.opacity(0.15), for: .widget)
        }
    }
}

public struct PrivateNoteWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "PrivateNote", intent: NoteIntent.self, provider: NoteProvider()) { entry in
            NoteView(entry: entry)
        }
        .configurationDisplayName("Private Note")
        .description("A note hidden on a locked screen.")
        .supportedFamilies([.systemSmall, .systemMedium, .accessoryRectangular])
    }
}

#Preview(as: .systemSmall) {
    PrivateNoteWidget()
} timeline: {
    NoteEntry(date: .now, title: "Door Code", text: "4711 then #", tint: .purple)
}
