import Foundation

/// The files a page needs for rendered widgets, kept as real files in `Resources/`
/// (`widgetry-render.css`, `widgetry-render.js`) and read once from this module's bundle.
enum RendererResources {
    /// The CSS of rendered widgets: see the comment at the top of `widgetry-render.css`.
    static let stylesheet = text("widgetry-render.css")
    /// The page script: see the comment at the top of `widgetry-render.js`.
    static let script = text("widgetry-render.js")

    /// A build without its resource bundle cannot render a page: say which file is missing where.
    private static func text(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("WidgetryRender's resource \(name) is missing from \(Bundle.module.bundlePath)") }
        return text
    }
}
