import Foundation

/// The colour sets and image sets of asset catalogs, by their names in the catalog (`Name`, or
/// `Folder/Name` inside a folder that provides a namespace), in the catalogs' order.
struct AssetList {
    var colors: [String] = []
    var images: [String] = []

    mutating func scan(_ directory: URL, namespace: [String]) {
        // Listed by path: Linux Foundation's URL listing finds nothing in a linked catalog folder.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        for entry in names.sorted().map({ directory.appendingPathComponent($0) }) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
            let base = entry.deletingPathExtension().lastPathComponent
            let name = (namespace + [base]).joined(separator: "/")
            switch entry.pathExtension {
            case "colorset": if !colors.contains(name) { colors.append(name) }
            case "imageset": if !images.contains(name) { images.append(name) }
            case "appiconset", "symbolset", "dataset", "launchimage", "xcassets": continue
            default: scan(entry, namespace: Self.providesNamespace(entry) ? namespace + [entry.lastPathComponent] : namespace)
            }
        }
    }

    /// Whether a folder's `Contents.json` says `"provides-namespace": true`.
    static func providesNamespace(_ folder: URL) -> Bool {
        guard let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let json = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let properties = json["properties"] as? [String: Any]
        else { return false }
        return properties["provides-namespace"] as? Bool == true
    }
}
