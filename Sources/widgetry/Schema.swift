import ArgumentParser
import WidgetryWire

/// `widgetry schema --extension PATH`: the extension's widgets and intent schemas as JSON.
struct Schema: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print an extension's widgets and their configuration intent schemas as JSON.")

    @OptionGroup var extensionOptions: ExtensionOptions

    func run() async throws {
        let response = try await extensionOptions.withExtension { try await $0.request("extension", .describe) }
        guard case .descriptions(let descriptions) = response else { throw UnexpectedAnswer(response: response) }
        try printJSON(descriptions)
    }
}
