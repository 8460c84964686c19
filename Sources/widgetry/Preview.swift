import ArgumentParser
import Foundation
import WidgetryHost
import WidgetryRender
import WidgetryWire

/// `widgetry preview`: a widget's placeholder, snapshot or timeline as text (or HTML), or every
/// preview of the extension (its `#Preview`s, then its `PreviewProvider`s' views).
struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a widget's placeholder, snapshot or timeline entries, or the extension's previews.",
        discussion: "Without --kind, renders every #Preview the extension declares, then every view of its PreviewProviders.")

    enum What: String, ExpressibleByArgument, CaseIterable {
        case placeholder, snapshot, timeline
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, html, json
    }

    @OptionGroup var extensionOptions: ExtensionOptions

    @Option(help: "The widget kind; omit to render the extension's previews.")
    var kind: String?

    @Option(help: "The widget family (systemSmall, systemMedium, accessoryCircular, …).")
    var family = "systemSmall"

    @Option(help: "What to render: \(What.allCases.map(\.rawValue).joined(separator: ", ")).")
    var what: What = .snapshot

    @Option(help: "The configuration as a JSON object of parameter values (defaults fill the rest).")
    var config: String = "{}"

    @Option(help: "Output: \(Format.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: Format = .text

    @Flag(help: "Render in dark appearance.")
    var dark = false

    @Flag(help: "Render as on a locked screen (privacy-sensitive content redacted).")
    var locked = false

    @Option(
        help: "Write an HTML page (index.html with its style sheet and script) of what is rendered, every entry light and dark, to this folder.",
        completion: .directory)
    var output: String?

    func run() async throws {
        let configuration = try parseConfiguration(config)
        let render = RenderParameters(
            family: family, colorSchemes: output != nil ? ["light", "dark"] : [dark ? "dark" : "light"],
            redactionReasons: locked ? [.privacy] : [])
        let request: ExtensionRequest =
            switch (kind, what) {
            case (nil, _): .previews
            case (let kind?, .placeholder): .placeholder(kind: kind, render: render)
            case (let kind?, .snapshot): .snapshot(kind: kind, configuration: configuration, render: render)
            case (let kind?, .timeline): .timeline(kind: kind, configuration: configuration, render: render)
            }
        let writesPage = output != nil
        let (response, images) = try await extensionOptions.withExtension { supervisor in
            if let kind { try await Self.checkFamily(family, of: kind, supervisor: supervisor) }
            let response = try await supervisor.request("extension", request)
            guard writesPage else { return (response, [(String, ImageResourceArchive)]()) }
            // The page's named images, asked for while the extension runs, by their reference
            // (`HTMLRenderOptions.imageURLs`).
            var images: [(String, ImageResourceArchive)] = []
            for reference in Self.imageReferences(in: Self.entries(of: response)) {
                let request = ExtensionRequest.image(name: reference.name, appearance: reference.dark ? "dark" : nil)
                if case .image(let image?) = try await supervisor.request("extension", request) {
                    images.append((reference.dark ? image.name + "?appearance=dark" : image.name, image))
                }
            }
            return (response, images)
        }
        if let output {
            try writePage(response, images: images, to: URL(fileURLWithPath: output))
            return
        }
        switch response {
        case .entry(let entry):
            try show([(nil, entry)])
        case .timeline(let timeline):
            try show(timeline.entries.map { (nil, $0) })
            print("policy: \(timeline.policy)")
        case .previews(let previews):
            for preview in previews {
                print("# " + Self.title(of: preview))
                try show(preview.entries.map { (nil, $0) }, everyVariant: Self.isIsland(preview.family))
            }
        default:
            throw UnexpectedAnswer(response: response)
        }
    }

    /// Refuses a family the widget does not support, as the host refuses to place it (a
    /// widget is never drawn in a family it was not written for), naming those it supports.
    private static func checkFamily(_ family: String, of kind: String, supervisor: ExtensionSupervisor) async throws {
        guard case .descriptions(let descriptions) = try await supervisor.request("extension", .describe) else { return }
        guard let widget = descriptions.first(where: { $0.kind == kind }), !widget.supportedFamilies.contains(family) else { return }
        throw ValidationError(HostError.unsupportedFamily(kind: kind, family: family, supported: widget.supportedFamilies).description)
    }

    /// Each entry in the scheme asked for; `everyVariant`: each of its variants (a Live
    /// Activity's island views, the compact leading then trailing one).
    private func show(_ entries: [(String?, EntryArchive)], everyVariant: Bool = false) throws {
        for (_, entry) in entries {
            let archives = everyVariant ? entry.variants : entry.variant(colorScheme: dark ? "dark" : "light").map { [$0] } ?? []
            guard !archives.isEmpty else { continue }
            print("— entry at \(Date(timeIntervalSince1970: entry.date).formatted(date: .abbreviated, time: .standard))")
            for archive in archives {
                switch format {
                case .text: print(try WidgetTextRenderer.render(archive))
                case .html: print(try WidgetHTMLRenderer.render(archive))
                case .json: try printJSON(archive)
                }
            }
        }
    }

    /// A Live Activity preview of the Dynamic Island: its entries hold the island's views, dark.
    static func isIsland(_ family: String) -> Bool {
        family.hasPrefix("activity") && family != "activityLockScreen"
    }

    /// A preview's heading: its name (else its widget's kind), its family, and where it is
    /// written (`Module/File.swift:line`, or a `PreviewProvider`'s `Module/Type`).
    static func title(of preview: WidgetPreviewArchive) -> String {
        "\(preview.name ?? preview.kind ?? "Preview") — \(preview.family) — \(preview.fileID)" + (preview.line.map { ":\($0)" } ?? "")
    }

    /// The file extension of each image type an extension sends.
    static let fileExtensions = ["image/png": "png", "image/jpeg": "jpg", "image/gif": "gif", "image/webp": "webp", "image/svg+xml": "svg"]

    /// Every entry an answer holds.
    static func entries(of response: ExtensionResponse) -> [EntryArchive] {
        switch response {
        case .entry(let entry): [entry]
        case .timeline(let timeline): timeline.entries
        case .previews(let previews): previews.flatMap(\.entries)
        default: []
        }
    }

    /// The images the entries show that the extension has (views and text runs), by name and
    /// appearance.
    static func imageReferences(in entries: [EntryArchive]) -> [(name: String, dark: Bool)] {
        var references: [(name: String, dark: Bool)] = []
        for archive in entries.flatMap(\.variants) {
            for node in archive.allNodes {
                if let image = node.image, let name = image.name, image.missing != true { references.append((name, image.appearance == "dark")) }
                for run in node.text?.runs ?? [] {
                    if let name = run.imageName { references.append((name, false)) }
                }
            }
        }
        var seen = Set<String>()
        return references.filter { seen.insert(($0.dark ? "dark:" : ":") + $0.name).inserted }
    }

    /// The preview canvas as a page: a section per preview (or the one widget), a row per
    /// entry, light and dark side by side, named images in `images/`, the font in `fonts/`.
    /// Each entry shows as at its own date (a timeline's entries are not all "now").
    private func writePage(_ response: ExtensionResponse, images: [(reference: String, image: ImageResourceArchive)], to folder: URL) throws {
        let sections: [(title: String, family: String, entries: [EntryArchive])]
        switch response {
        case .entry(let entry): sections = [("\(kind ?? "") — \(family) — \(what.rawValue)", family, [entry])]
        case .timeline(let timeline): sections = [("\(kind ?? "") — \(family) — timeline, policy \(timeline.policy)", family, timeline.entries)]
        case .previews(let previews):
            sections = previews.map { (Self.title(of: $0), $0.family, $0.entries) }
        default: throw UnexpectedAnswer(response: response)
        }
        // Named images as files in `images/`, named after the image with its type's extension
        // (a browser reading files learns an SVG's type from it).
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        var options = HTMLRenderOptions()
        let imageFolder = folder.appendingPathComponent("images")
        for (index, (reference, image)) in images.enumerated() {
            let fileName = "\(index)." + (Self.fileExtensions[image.contentType] ?? "img")
            try FileManager.default.createDirectory(at: imageFolder, withIntermediateDirectories: true)
            try Data(image.data).write(to: imageFolder.appendingPathComponent(fileName))
            options.imageURLs[reference] = "images/" + fileName
        }
        var body = "<main class=\"wr-canvas\"><h1>" + WidgetHTMLRenderer.escape(extensionOptions.url.lastPathComponent) + "</h1>\n"
        if sections.isEmpty { body += "<p>This extension declares no #Preview and no PreviewProvider.</p>\n" }
        for section in sections {
            body += "<section data-family=\"" + WidgetHTMLRenderer.escape(section.family) + "\"><h2>" + WidgetHTMLRenderer.escape(section.title) + "</h2>\n"
            for entry in section.entries {
                let date = Date(timeIntervalSince1970: entry.date).formatted(date: .abbreviated, time: .standard)
                // Each entry as it looks at its own date: rendered at it, and held there on the page.
                options.now = entry.date
                body += "<div class=\"wr-canvas-entry\" data-wr-now=\"\(entry.date)\"><p>" + WidgetHTMLRenderer.escape("Entry at \(date)") + "</p>"
                if Self.isIsland(section.family) {
                    // The island's views on a dark screen; the compact ones either side of the camera.
                    let camera = section.family == "activityCompact" ? "<div class=\"wr-canvas-camera\"></div>" : ""
                    let views = try entry.variants.map { try WidgetHTMLRenderer.render($0, options: options) }
                    body += "<div class=\"wr-canvas-variant wr-page-dark\"><div class=\"wr-canvas-island\">" + views.joined(separator: camera) + "</div></div>"
                }
                for archive in Self.isIsland(section.family) ? [] : entry.unlockedVariants {
                    body += "<div class=\"wr-canvas-variant wr-page-" + (archive.environment.colorScheme == "dark" ? "dark" : "light") + "\">"
                    body += try WidgetHTMLRenderer.render(archive, options: options) + "</div>"
                }
                body += "</div>\n"
            }
            body += "</section>\n"
        }
        body += "</main>"
        let page = WidgetHTMLRenderer.document(title: "Previews — \(extensionOptions.url.lastPathComponent)", bodyHTML: body)
        try Data(page.utf8).write(to: folder.appendingPathComponent("index.html"))
        try WidgetHTMLRenderer.writeFiles(into: folder, extraStyles: Self.canvasStyles)

        print("wrote \(folder.appendingPathComponent("index.html").path) (\(sections.count) section(s))")
    }

    /// The canvas around the widgets: entries in rows, each variant on its own background.
    static let canvasStyles = """

        .wr-canvas { font-family: system-ui, sans-serif; padding: 24px; }
        .wr-canvas h2 { font-size: 15px; margin: 24px 0 8px; }
        .wr-canvas-entry { display: flex; flex-wrap: wrap; align-items: flex-start; gap: 16px; margin-bottom: 16px; }
        .wr-canvas-entry > p { flex-basis: 100%; margin: 0; color: #666; font-size: 13px; }
        .wr-canvas-variant { padding: 16px; border-radius: 12px; background: #eef0f4; }
        .wr-canvas-variant.wr-page-dark { background: #48484a; }
        section[data-family="activityLockScreen"] .wr-canvas-variant { background: linear-gradient(135deg, #2c3e66, #6a4c93); }
        .wr-canvas-island { display: flex; align-items: center; }
        section[data-family="activityCompact"] .wr-canvas-island { overflow: hidden; border-radius: 999px; background: #000; }
        .wr-canvas-camera { width: 126px; height: 37px; }
        """
}
