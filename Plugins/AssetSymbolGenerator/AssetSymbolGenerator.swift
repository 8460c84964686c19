import Foundation
import PackagePlugin

/// Generates, from a target's asset catalogs, the symbols Xcode 15 generates for them
/// ("Generate Swift Asset Symbol Extensions"): a `ColorResource` or `ImageResource` static member
/// per colour set and image set, and `Color`, `ShapeStyle`, `UIColor` and `UIImage` members, so
/// `Color.widgetBackground`, `.foregroundStyle(.accentTint)` and `Image(.badge)` compile
/// unchanged. Add it to a widget target's `plugins:` beside its catalog resources.
@main
struct AssetSymbolGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        // The catalogs are folders; the target's files inside them are their contents.
        var catalogs: [URL] = []
        var inputs: [URL] = []
        for file in target.sourceFiles {
            let components = file.url.pathComponents
            guard let index = components.firstIndex(where: { $0.hasSuffix(".xcassets") }) else { continue }
            let catalog = URL(fileURLWithPath: components[...index].joined(separator: "/").replacingOccurrences(of: "//", with: "/"))
            if !catalogs.contains(catalog) { catalogs.append(catalog) }
            inputs.append(file.url)
        }
        guard !catalogs.isEmpty else { return [] }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+GeneratedAssetSymbols.swift")
        var arguments = ["--output", output.path]
        for catalog in catalogs { arguments += ["--catalog", catalog.path] }
        return [
            .buildCommand(
                displayName: "Generating asset symbols of \(target.name) from " + catalogs.map(\.lastPathComponent).joined(separator: ", "),
                executable: try context.tool(named: "widgetry-assetsymbols").url,
                arguments: arguments, inputFiles: inputs, outputFiles: [output])
        ]
    }
}
