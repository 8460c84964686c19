// The counter's canvas as Xcode's widget template wrote it before iOS 17: a `PreviewProvider`
// whose previews put the entry view in widget families (one named, in dark), and a plain view
// at a fixed layout. Listed after the `#Preview`s by `widgetry preview` and the previews page.
import SwiftUI
import WidgetKit

/// The counter's entry view as a family-aware widget view: it says where it is shown.
struct CounterEntryView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    var entry: CountEntry

    var body: some View {
        VStack {
            Text("Count \(entry.count)")
            Text("Shown \(family.description), \(colorScheme == .dark ? "dark" : "light")")
        }
    }
}

struct CounterWidget_Previews: PreviewProvider {
    static var previews: some View {
        CounterEntryView(entry: CountEntry(date: Date(), count: 7))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        Group {
            CounterEntryView(entry: CountEntry(date: Date(), count: 8))
                .previewContext(WidgetPreviewContext(family: .systemMedium))
                .previewDisplayName("Medium")
                .environment(\.colorScheme, .dark)
        }
        Text("Just the label")
            .previewLayout(.fixed(width: 200, height: 80))
    }
}
