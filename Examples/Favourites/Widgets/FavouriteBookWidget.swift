// The favourite-book widget of the WidgetConfigurationIntent reference: two strings with
// defaults, and a cover drawn from them.
import AppIntents
import SwiftUI
import WidgetKit

struct FavoriteBook: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Favorite Book"
    static var description = IntentDescription("Shows a picture of your favorite book!")

    @Parameter(title: "Title", default: "The Swift Programming Language")
    var title: String

    @Parameter(title: "Author", default: "Apple Inc.")
    var author: String
}

struct BookEntry: TimelineEntry {
    let date: Date
    let title: String
    let author: String
}

struct BookProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> BookEntry {
        BookEntry(date: Date(), title: "A Good Book", author: "Someone")
    }

    func snapshot(for configuration: FavoriteBook, in context: Context) async -> BookEntry {
        BookEntry(date: Date(), title: configuration.title, author: configuration.author)
    }

    func timeline(for configuration: FavoriteBook, in context: Context) async -> Timeline<BookEntry> {
        // The book only changes when the person edits the widget, which reloads it.
        Timeline(entries: [BookEntry(date: Date(), title: configuration.title, author: configuration.author)], policy: .never)
    }
}

struct BookCover: View {
    var entry: BookEntry

    /// A colour per title, so each book gets its own cover.
    private var coverColor: Color {
        let colors: [Color] = [.indigo, .teal, .brown, .purple, .red, .blue]
        let sum = entry.title.unicodeScalars.reduce(0) { $0 + Int($1.value) }
        return colors[sum % colors.count]
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Image(systemName: "book.closed.fill")
                .font(.title2)
            Text(entry.title)
                .font(.system(.headline, design: .serif))
                .lineLimit(3)
            Spacer(minLength: 0)
            Text(entry.author)
                .font(.caption.italic())
                .lineLimit(1)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .containerBackground(coverColor.gradient, for: .widget)
    }
}

struct FavouriteBookWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "FavoriteBook", intent: FavoriteBook.self, provider: BookProvider()) { entry in
            BookCover(entry: entry)
        }
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

#Preview(as: .systemSmall) {
    FavouriteBookWidget()
} timeline: {
    BookEntry(date: .now, title: "The Swift Programming Language", author: "Apple Inc.")
}
