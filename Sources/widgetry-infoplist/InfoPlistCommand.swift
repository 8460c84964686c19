import ArgumentParser
import Foundation
import InfoPlistCodegen

/// The tool behind the `InfoPlistGenerator` plugin: a target's Info.plist and `.xcconfig` files in,
/// the Swift that embeds the processed Info.plist in the extension out.
@main
struct InfoPlistCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetry-infoplist",
        abstract: "Processes a widget extension's Info.plist as Xcode does and embeds it in the executable.")

    @Option(help: "The Swift file to write.")
    var output: String

    @Option(help: "The target's Info.plist (none: only the keys Xcode generates).")
    var plist: String?

    @Option(help: "A configuration file of build settings (repeatable; later ones win).")
    var xcconfig: [String] = []

    @Option(help: "The product's name (PRODUCT_NAME): the target's name.")
    var productName: String

    func run() throws {
        var settings = BuildSettings(productName: productName)
        for path in xcconfig {
            let url = URL(fileURLWithPath: path)
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            settings.read(xcconfig: text) { name in
                try? String(contentsOf: url.deletingLastPathComponent().appendingPathComponent(name), encoding: .utf8)
            }
        }
        do {
            let data = try plist.map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
            let info = try InfoPlistProcessor.process(plist: data, settings: settings)
            try Data(InfoPlistProcessor.swiftSource(embedding: info).utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            FileHandle.standardError.write(Data("\(plist ?? "Info.plist"): error: \(error)\n".utf8))
            throw ExitCode.failure
        }
    }
}
