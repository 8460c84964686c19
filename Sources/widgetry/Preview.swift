import ArgumentParser
import Foundation
import WidgetryRender
import WidgetryWire

/// `widgetry preview`: a widget's placeholder, snapshot or timeline as text (or HTML), or every
/// `#Preview` of the extension.
struct Preview: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Render a widget's placeholder, snapshot or timeline entries, or the extension's #Previews.",
        discussion: "Without --kind, renders every #Preview the extension declares.")

    enum What: String, ExpressibleByArgument, CaseIterable {
        case placeholder, snapshot, timeline
    }

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case text, html, json
    }

    @OptionGroup var extensionOptions: ExtensionOptions

    @Option(help: "The widget kind; omit to render the extension's #Previews.")
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

    func run() async throws {
        let configuration = try parseConfiguration(config)
        let render = RenderParameters(
            family: family, colorSchemes: [dark ? "dark" : "light"], redactionReasons: locked ? [.privacy] : [])
        let request: ExtensionRequest =
            switch (kind, what) {
            case (nil, _): .previews
            case (let kind?, .placeholder): .placeholder(kind: kind, render: render)
            case (let kind?, .snapshot): .snapshot(kind: kind, configuration: configuration, render: render)
            case (let kind?, .timeline): .timeline(kind: kind, configuration: configuration, render: render)
            }
        let response = try await extensionOptions.withExtension { try await $0.request("extension", request) }
        switch response {
        case .entry(let entry):
            try show([(nil, entry)])
        case .timeline(let timeline):
            try show(timeline.entries.map { (nil, $0) })
            print("policy: \(timeline.policy)")
        case .previews(let previews):
            for preview in previews {
                print("# \(preview.name ?? preview.kind) — \(preview.family) — \(preview.fileID):\(preview.line)")
                try show(preview.entries.map { (nil, $0) })
            }
        default:
            throw UnexpectedAnswer(response: response)
        }
    }

    private func show(_ entries: [(String?, EntryArchive)]) throws {
        for (_, entry) in entries {
            guard let archive = entry.variant(colorScheme: dark ? "dark" : "light") else { continue }
            print("— entry at \(Date(timeIntervalSince1970: entry.date).formatted(date: .abbreviated, time: .standard))")
            switch format {
            case .text: print(try WidgetTextRenderer.render(archive))
            case .html: print(try WidgetHTMLRenderer.render(archive))
            case .json: try printJSON(archive)
            }
        }
    }
}
