import Foundation

/// Makes an image of a view (`ImageRenderer(content: view).uiImage`). In a widget extension on
/// Linux views are not drawn into pixels: the page draws the evaluated archive, in the browser.
/// So there is nothing to rasterise here, and the renderer answers as Apple's does when it
/// cannot render: `uiImage` and `cgImage` are nil, and `render(rasterizationScale:renderer:)`
/// does not call its closure. Code that shares a file with an app compiles and falls back as it
/// must for that case; a widget shows the view itself instead.
@MainActor
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The view to render.
    public var content: Content
    /// The image's accessibility label.
    public var label: Text?
    /// The size offered to the view.
    public var proposedSize: ProposedViewSize = .unspecified
    /// Pixels per point of the image.
    public var scale: CGFloat = 1
    /// Whether the image has no transparency.
    public var isOpaque = false
    /// The colour space the image is drawn in.
    public var colorMode: ColorRenderingMode = .nonLinear

    public init(content view: Content) {
        content = view
    }

    /// The view as an image: nil, as no rasteriser runs in the extension.
    public var cgImage: CGImage? { nil }

    /// The view as an image: nil, as no rasteriser runs in the extension.
    public var uiImage: UIImage? { nil }

    /// Draws the view into a Core Graphics context the closure makes: the closure is not called,
    /// as no rasteriser runs in the extension.
    public func render(rasterizationScale: CGFloat = 1, renderer: (CGSize, (CGContext) -> Void) -> Void) {}
}
