// A widget drawn in colours from UIKit: a dynamic provider colour, an asset-catalog colour for
// its background, semantic colours and UIKit fonts.
import SwiftUI
import UIKit
import WidgetKit

struct ThemedEntry: TimelineEntry {
    let date: Date
    let count: Int
}

struct ThemedProvider: TimelineProvider {
    func placeholder(in context: Context) -> ThemedEntry { ThemedEntry(date: Date(), count: 0) }

    func getSnapshot(in context: Context, completion: @escaping (ThemedEntry) -> ()) {
        completion(ThemedEntry(date: Date(), count: 42))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<ThemedEntry>) -> ()) {
        completion(Timeline(entries: [ThemedEntry(date: Date(), count: 42)], policy: .never))
    }
}

struct ThemedWidgetView: View {
    var entry: ThemedEntry

    var body: some View {
        VStack(alignment: .leading) {
            Text("Streak")
                .font(Font(WidgetAppearance.headlineFont))
                .foregroundColor(Color(UIColor.secondaryLabel))
            Text("\(entry.count)")
                .font(Font(WidgetAppearance.numberFont))
                .foregroundColor(Color(uiColor: WidgetAppearance.accent))
            Text("days")
                .padding(4)
                .background(Color(uiColor: WidgetAppearance.cardBackground))
        }
    }
}

struct ThemedWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Themed", provider: ThemedProvider()) { entry in
            ThemedWidgetView(entry: entry)
                .containerBackground(Color("WidgetBackground"), for: .widget)
        }
        .configurationDisplayName("Streak")
        .supportedFamilies([.systemSmall])
    }
}

struct UIKitWidgetBundle: WidgetBundle {
    var body: some Widget {
        PhotoWidget()
        ThemedWidget()
    }
}
