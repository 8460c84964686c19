import Foundation
import PackagePlugin

/// Generates the intent classes, custom types, enums and handling protocols of a target's
/// `.intentdefinition` files, with Xcode's names, so a SiriKit-configured widget and its
/// definition file compile unchanged. Add it to a widget target's `plugins:`.
@main
struct IntentDefinitionGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let definitions = target.sourceFiles(withSuffix: "intentdefinition").map(\.url)
        guard !definitions.isEmpty else { return [] }
        let sources = target.sourceFiles(withSuffix: "swift").map(\.url)
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+IntentDefinitions.swift")
        var arguments = ["--output", output.path]
        for definition in definitions { arguments += ["--definition", definition.path] }
        for source in sources { arguments += ["--source", source.path] }
        return [
            .buildCommand(
                displayName: "Generating intents of \(target.name) from " + definitions.map(\.lastPathComponent).joined(separator: ", "),
                executable: try context.tool(named: "widgetry-intentdefinition").url,
                arguments: arguments, inputFiles: definitions + sources, outputFiles: [output])
        ]
    }
}
