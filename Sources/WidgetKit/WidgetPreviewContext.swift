/// The context of a widget preview in a `PreviewProvider`: the view is previewed as a widget
/// of `family`, at its size and with the environment a widget of that family gets.
///
///     MyWidgetEntryView(entry: .sample)
///         .previewContext(WidgetPreviewContext(family: .systemSmall))
public struct WidgetPreviewContext: PreviewContext, Sendable {
    let family: WidgetFamily

    public init(family: WidgetFamily) {
        self.family = family
    }
}
