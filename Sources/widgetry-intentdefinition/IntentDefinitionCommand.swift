import ArgumentParser
import Foundation
import IntentDefinitionCodegen

/// The tool behind the `IntentDefinitionGenerator` plugin: `.intentdefinition` files in, the
/// Swift Xcode would generate for them out.
@main
struct IntentDefinitionCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetry-intentdefinition",
        abstract: "Generates the Swift of SiriKit intent definitions, as Xcode does.")

    @Option(help: "The Swift file to write.")
    var output: String

    @Option(help: "An .intentdefinition file (repeatable).")
    var definition: [String] = []

    @Option(help: "A Swift source of the target, searched for its INExtension subclass (repeatable).")
    var source: [String] = []

    func run() throws {
        var warnings: [String] = []
        let definitions = try definition.map { path in (path: path, data: try Data(contentsOf: URL(fileURLWithPath: path))) }
        let sources = source.compactMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        do {
            let code = try IntentDefinitionGenerator.generate(definitions: definitions, sources: sources, warnings: &warnings)
            for warning in warnings { FileHandle.standardError.write(Data((warning + "\n").utf8)) }
            try Data(code.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data(("\(error)" + "\n").utf8))
            throw ExitCode.failure
        }
    }
}
