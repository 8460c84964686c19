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
}
