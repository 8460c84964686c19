import SwiftUI
import WidgetryWire

/// How an `Image` is drawn when the widget is rendered in the `accented` mode (a tinted home
/// screen, a watch face), where the system draws views as templates in two colours.
public struct WidgetAccentedRenderingMode: Hashable, Sendable {
    let archive: ImageArchive.AccentedRenderingMode

    /// In the accent group, as `widgetAccentable()` would put it: its shape in the accent colour.
    public static let accented = WidgetAccentedRenderingMode(archive: .accented)
    /// Its luminance as the opacity of the default group's colour.
    public static let desaturated = WidgetAccentedRenderingMode(archive: .desaturated)
    /// Its luminance as the opacity of the accent colour.
    public static let accentedDesaturated = WidgetAccentedRenderingMode(archive: .accentedDesaturated)
    /// As drawn, in full colour (photos, artwork).
    public static let fullColor = WidgetAccentedRenderingMode(archive: .fullColor)
}

extension Image {
    /// How the image is drawn in the `accented` rendering mode; nil: as a template, its shape in
    /// the colour of its group.
    public func widgetAccentedRenderingMode(_ renderingMode: WidgetAccentedRenderingMode?) -> some View {
        var image = self
        image.accentedRenderingMode = renderingMode?.archive
        return image
    }
}
