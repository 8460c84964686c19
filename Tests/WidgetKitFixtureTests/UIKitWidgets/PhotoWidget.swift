// A widget showing a photo its app saved in the app group, read with UIImage and resized for
// the widget (widgets cannot use AsyncImage).
import SwiftUI
import UIKit
import WidgetKit

struct PhotoEntry: TimelineEntry {
    let date: Date
    let photo: UIImage?
}

struct PhotoProvider: TimelineProvider {
    func placeholder(in context: Context) -> PhotoEntry {
        PhotoEntry(date: Date(), photo: nil)
    }

    func getSnapshot(in context: Context, completion: @escaping (PhotoEntry) -> ()) {
        completion(PhotoEntry(date: Date(), photo: loadPhoto()))
    }

    func getTimeline(in context: Context, completion: @escaping (Timeline<PhotoEntry>) -> ()) {
        let entry = PhotoEntry(date: Date(), photo: loadPhoto())
        completion(Timeline(entries: [entry], policy: .after(Date().addingTimeInterval(3600))))
    }

    private func loadPhoto() -> UIImage? {
        guard let url = WidgetAppearance.photoURL, let data = try? Data(contentsOf: url), let image = UIImage(data: data) else {
            return nil
        }
        return image.size.width > 300 ? image.resized(toWidth: 150) : image
    }
}

struct PhotoWidgetView: View {
    var entry: PhotoEntry

    var body: some View {
        if let photo = entry.photo {
            Image(uiImage: photo)
        } else {
            Image(systemName: "photo")
                .foregroundStyle(.secondary)
        }
    }
}

struct PhotoWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Photo", provider: PhotoProvider()) { entry in
            PhotoWidgetView(entry: entry)
                .containerBackground(Color(uiColor: .secondarySystemBackground), for: .widget)
        }
        .configurationDisplayName("Photo")
        .supportedFamilies([.systemSmall])
    }
}
