import Foundation

/// How the resource indexes walk an extension's bundles: SwiftPM copies a resource that is a
/// symbolic link as the link, so a catalog may be a link to a folder elsewhere.
enum ResourceFolders {
    /// The entries of `directory`, in name order (empty when it cannot be read).
    static func entries(of directory: URL) -> [URL] {
        let entries = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return entries.sorted { $0.lastPathComponent < $1.lastPathComponent }
    }

    /// Whether `url` is a folder, following symbolic links.
    static func isFolder(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
