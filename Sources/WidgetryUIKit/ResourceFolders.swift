import Foundation

/// How the resource indexes walk an extension's bundles: SwiftPM copies a resource that is a
/// symbolic link as the link, so a catalog may be a link to a folder elsewhere.
enum ResourceFolders {
    /// The entries of `directory`, in name order (empty when it cannot be read). Listed by path:
    /// Linux Foundation's URL listing finds nothing in a folder reached through a link.
    static func entries(of directory: URL) -> [URL] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        return names.sorted().map { directory.appendingPathComponent($0) }
    }

    /// Whether `url` is a folder, following symbolic links.
    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }

    /// Walks `directory` as Xcode reads asset catalogs: a set folder (`Name.<setExtension>`) that
    /// `make` reads is named `Name`, and `Folder/Name` inside a folder whose `Contents.json`
    /// provides a namespace (the bare name too, while no other set has it); an `.xcassets` folder
    /// starts without a namespace; folders of the `skipped` extensions are not entered. `file` is
    /// told every entry that is not a folder.
    static func walkCatalogs<Item>(
        _ directory: URL, setExtension: String, skipped: Set<String> = [], namespace: String? = nil, depth: Int = 0,
        make: (URL) -> Item?, into sets: inout [String: Item], file: (URL) -> Void = { _ in }
    ) {
        guard depth < 8 else { return }
        for entry in entries(of: directory) {
            guard isFolder(entry) else {
                file(entry)
                continue
            }
            let base = entry.deletingPathExtension().lastPathComponent
            let kind = entry.pathExtension
            if kind == setExtension {
                guard let item = make(entry) else { continue }
                sets[namespace.map { $0 + "/" + base } ?? base] = item
                if namespace != nil, sets[base] == nil { sets[base] = item }
            } else if kind == "xcassets" {
                walkCatalogs(entry, setExtension: setExtension, skipped: skipped, depth: depth + 1, make: make, into: &sets, file: file)
            } else if !skipped.contains(kind) {
                let child = providesNamespace(entry) ? (namespace.map { $0 + "/" + entry.lastPathComponent } ?? entry.lastPathComponent) : namespace
                walkCatalogs(
                    entry, setExtension: setExtension, skipped: skipped, namespace: child, depth: depth + 1, make: make, into: &sets, file: file)
            }
        }
    }

    /// Whether a catalog folder's `Contents.json` says `"provides-namespace": true`.
    private static func providesNamespace(_ directory: URL) -> Bool {
        struct Contents: Decodable {
            struct Properties: Decodable {
                var providesNamespace: Bool?
                enum CodingKeys: String, CodingKey { case providesNamespace = "provides-namespace" }
            }
            var properties: Properties?
        }
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("Contents.json")) else { return false }
        return (try? JSONDecoder().decode(Contents.self, from: data))?.properties?.providesNamespace ?? false
    }
}
