import Foundation
import PackagePlugin

/// Processes the target's `Info.plist` as Xcode does — build settings from the target's
/// `.xcconfig` files expanded, `CFBundleIdentifier`, `CFBundleShortVersionString` and the other
/// keys Xcode generates added — and embeds it in the extension, so `Bundle.main.infoDictionary`
/// and `object(forInfoDictionaryKey:)` answer as on iOS. Add it to a widget target's `plugins:`.
@main
struct InfoPlistGenerator: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        // The Info.plist nearest the target's root; `.xcconfig` files in path order.
        let plist = files.filter { $0.lastPathComponent == "Info.plist" }.min { $0.pathComponents.count < $1.pathComponents.count }
        let configurations = files.filter { $0.pathExtension == "xcconfig" }.sorted { $0.path < $1.path }
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(target.name)+InfoPlist.swift")
        var arguments = ["--output", output.path, "--product-name", target.name]
        if let plist { arguments += ["--plist", plist.path] }
        for configuration in configurations { arguments += ["--xcconfig", configuration.path] }
        return [
            .buildCommand(
                displayName: "Processing the Info.plist of \(target.name)",
                executable: try context.tool(named: "widgetry-infoplist").url,
                arguments: arguments, inputFiles: (plist.map { [$0] } ?? []) + configurations, outputFiles: [output])
        ]
    }
}
