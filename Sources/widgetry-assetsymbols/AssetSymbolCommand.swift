import Foundation

/// The tool behind the `AssetSymbolGenerator` plugin: asset catalogs in, the Swift Xcode 15
/// generates for their colour sets and image sets out.
///
///     widgetry-assetsymbols --output <file.swift> --catalog <Assets.xcassets>…
@main
struct AssetSymbolCommand {
    static func main() {
        var output: String?
        var catalogs: [String] = []
        var arguments = CommandLine.arguments.dropFirst().makeIterator()
        while let argument = arguments.next() {
            switch argument {
            case "--output": output = arguments.next()
            case "--catalog": arguments.next().map { catalogs.append($0) }
            default: fail("unknown argument \(argument)")
            }
        }
        guard let output else { fail("usage: widgetry-assetsymbols --output <file.swift> --catalog <Assets.xcassets>…") }
        var assets = AssetList()
        for catalog in catalogs { assets.scan(URL(fileURLWithPath: catalog), namespace: []) }
        let code = AssetSymbolEmitter(assets: assets, sourceNames: catalogs.map { URL(fileURLWithPath: $0).lastPathComponent }).emit()
        do {
            try Data(code.utf8).write(to: URL(fileURLWithPath: output), options: .atomic)
        } catch {
            fail("cannot write \(output): \(error)")
        }
    }

    static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data(("widgetry-assetsymbols: error: " + message + "\n").utf8))
        exit(1)
    }
}
