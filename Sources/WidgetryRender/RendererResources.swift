import Foundation

/// The files a page needs for rendered widgets, kept as real files in `Resources/`
/// (`widgetry-render.css`, `widgetry-render.js`, the font in `fonts/`) and read once from this
/// module's bundle.
enum RendererResources {
    /// The CSS of rendered widgets: see the comment at the top of `widgetry-render.css`.
    static let stylesheet = text("widgetry-render.css")
    /// The page script: see the comment at the top of `widgetry-render.js`.
    static let script = text("widgetry-render.js")

    /// The font files and their licence (`Resources/fonts/`), by file name.
    static let fonts: [String: [UInt8]] = {
        guard let folder = Bundle.module.url(forResource: "fonts", withExtension: nil, subdirectory: "Resources"),
            let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path), !names.isEmpty
        else { fatalError("WidgetryRender's resource folder fonts is missing from \(Bundle.module.bundlePath)") }
        return Dictionary(
            uniqueKeysWithValues: names.compactMap { name in
                (try? Data(contentsOf: folder.appendingPathComponent(name))).map { (name, Array($0)) }
            })
    }()

    /// A build without its resource bundle cannot render a page: say which file is missing where.
    private static func text(_ name: String) -> String {
        guard let url = Bundle.module.url(forResource: name, withExtension: nil, subdirectory: "Resources"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else { fatalError("WidgetryRender's resource \(name) is missing from \(Bundle.module.bundlePath)") }
        return text
    }
}
