// The character widget for the Lock Screen and watch faces: the same intent and provider as
// the character-detail widget, drawn for the accessory families.
import AppIntents
import SwiftUI
import WidgetKit

struct CharacterAccessoryView: View {
    @Environment(\.widgetFamily) var family
    var entry: CharacterDetailEntry

    var body: some View {
        content
            .widgetURL(entry.character.url)
    }

    @ViewBuilder
    private var content: some View {
        switch family {
        case .accessoryCircular:
            Gauge(value: entry.healthLevel) {
                Text("HP")
            } currentValueLabel: {
                Text(entry.character.avatar)
                    .font(.title2)
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .widgetLabel(entry.character.name)
        case .accessoryRectangular:
            VStack(alignment: .leading, spacing: 2) {
                Text("\(entry.character.avatar) \(entry.character.name)")
                    .font(.headline)
                    .lineLimit(1)
                    .widgetAccentable()
                ProgressView(value: entry.healthLevel)
                Group {
                    if entry.healthLevel < 1 {
                        Text("Full in \(entry.character.fullHealthDate, style: .relative)")
                    } else {
                        Text("Full health")
                    }
                }
                .font(.caption)
                .lineLimit(1)
            }
        case .accessoryInline:
            Label("\(entry.character.name) \(entry.healthLevel.formatted(.percent.precision(.fractionLength(0))))", systemImage: "heart.fill")
        default:
            Text(entry.character.avatar)
        }
    }
}

public struct CharacterAccessoryWidget: Widget {
    public let kind: String = "CharacterAccessory"

    public init() {}

    public var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectCharacterIntent.self, provider: CharacterDetailProvider()) { entry in
            CharacterAccessoryView(entry: entry)
        }
        .configurationDisplayName("Ranger Health")
        .description("A character's health on the Lock Screen.")
        .supportedFamilies([.accessoryCircular, .accessoryRectangular, .accessoryInline])
    }
}

#Preview(as: .accessoryCircular) {
    CharacterAccessoryWidget()
} timeline: {
    CharacterDetailEntry(date: .now, character: .preview)
}

#Preview(as: .accessoryRectangular) {
    CharacterAccessoryWidget()
} timeline: {
    CharacterDetailEntry(date: .now, character: .preview)
}

#Preview(as: .accessoryInline) {
    CharacterAccessoryWidget()
} timeline: {
    CharacterDetailEntry(date: .now, character: .preview)
}
