import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

// The extension as iOS lays out an `.appex`: its executable, and its own resources and Info.plist
// in the main bundle, so `Bundle.main.url(forResource:withExtension:)`, `path(forResource:ofType:)`
// and `NSLocalizedString` find what Xcode copies into the extension. SwiftPM puts a target's
// resources in a `<Package>_<Target>.resources` bundle next to the executable instead, and
// Foundation on Linux makes the executable's folder — shared by every executable of the build —
// the main bundle. So an extension whose target has resources runs itself again, before any
// widget code, from a folder of its own (Foundation takes the main bundle from the executable's
// path):
//
//   <build folder>/.<name>.bundles/<process id>/
//       <name>                       a hard link to the executable
//       <every *.resources, *.so>    links to the executable's neighbours (Bundle.module, libraries)
//       Resources/Info.plist         the processed Info.plist (InfoPlistGenerator), over SwiftPM's
//       Resources/<entry>            a link to each entry of the target's own resource bundle
//
// One folder per process, so that a process never loses its resources to another one starting;
// folders of processes that have ended are removed. Where the folder cannot be made (the
// executable's folder is read-only, or on another file system) the extension runs as it is.

enum ExtensionBundle {
    /// The environment variable that marks the process as running from its bundle folder.
    static let marker = "WIDGETRY_EXTENSION_BUNDLE"

    /// Runs the extension again from its bundle folder, when its target has resources and it does
    /// not already; returns when it does not (or cannot).
    static func enterIfNeeded(info: [String: Any]) {
        guard ProcessInfo.processInfo.environment[marker] == nil,
            let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")
        else { return }
        let executableURL = URL(fileURLWithPath: executable)
        let name = executableURL.lastPathComponent
        let folder = executableURL.deletingLastPathComponent()
        let neighbours = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        let own = neighbours.filter { $0.hasSuffix("_\(name).resources") }
        guard own.count == 1 else { return }
        let bundles = folder.appendingPathComponent(".\(name).bundles", isDirectory: true)
        removeEndedProcesses(in: bundles)
        let bundle = bundles.appendingPathComponent(String(getpid()), isDirectory: true)
        do {
            try? FileManager.default.removeItem(at: bundle)
            try FileManager.default.createDirectory(at: bundle, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
            let linked = bundle.appendingPathComponent(name)
            guard Glibc.link(executable, linked.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
            for neighbour in neighbours where neighbour.hasSuffix(".resources") || neighbour.hasSuffix(".so") {
                try FileManager.default.createSymbolicLink(
                    at: bundle.appendingPathComponent(neighbour), withDestinationURL: folder.appendingPathComponent(neighbour))
            }
            let resources = bundle.appendingPathComponent("Resources", isDirectory: true)
            try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: false)
            let ownBundle = folder.appendingPathComponent(own[0], isDirectory: true)
            var plist: [String: Any] = [:]
            for entry in (try? FileManager.default.contentsOfDirectory(atPath: ownBundle.path)) ?? [] {
                if entry == "Info.plist" {
                    let data = try? Data(contentsOf: ownBundle.appendingPathComponent(entry))
                    plist = data.flatMap { try? PropertyListSerialization.propertyList(from: $0, format: nil) as? [String: Any] } ?? [:]
                    continue
                }
                try linkResource(entry, from: ownBundle, into: resources)
            }
            // Foundation reads a main bundle's resources from `Resources/` when it holds an Info.plist.
            plist.merge(info) { _, embedded in embedded }
            plist["CFBundleExecutable"] = name
            try PropertyListSerialization.data(fromPropertyList: plist, format: .xml, options: 0)
                .write(to: resources.appendingPathComponent("Info.plist"))
        } catch {
            try? FileManager.default.removeItem(at: bundle)
            return
        }
        setenv(marker, bundle.path, 1)
        let arguments = CommandLine.arguments.map { strdup($0) } + [nil]
        execv(bundle.appendingPathComponent(name).path, arguments)
        // Only on failure: run as we are.
        unsetenv(marker)
        try? FileManager.default.removeItem(at: bundle)
    }

    /// Links `entry` of the resource bundle into `Resources/`. A language folder is linked file by
    /// file without its `InfoPlist.strings`: where a localized information dictionary exists,
    /// Foundation on Linux answers `object(forInfoDictionaryKey:)` from it alone, so every key the
    /// strings do not translate (an app group, `NSExtension`) would read as missing — a display
    /// name stays untranslated instead.
    private static func linkResource(_ entry: String, from bundle: URL, into resources: URL) throws {
        let source = bundle.appendingPathComponent(entry)
        let files = entry.hasSuffix(".lproj") ? (try? FileManager.default.contentsOfDirectory(atPath: source.path)) ?? [] : []
        guard files.contains(where: { $0.hasPrefix("InfoPlist.") }) else {
            try FileManager.default.createSymbolicLink(at: resources.appendingPathComponent(entry), withDestinationURL: source)
            return
        }
        let folder = resources.appendingPathComponent(entry, isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
        for file in files where !file.hasPrefix("InfoPlist.") {
            try FileManager.default.createSymbolicLink(at: folder.appendingPathComponent(file), withDestinationURL: source.appendingPathComponent(file))
        }
    }

    /// Removes the folders of processes that are no longer running.
    private static func removeEndedProcesses(in bundles: URL) {
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: bundles.path)) ?? [] {
            guard let pid = Int32(entry), pid != getpid() else { continue }
            if kill(pid, 0) != 0 && errno == ESRCH {
                try? FileManager.default.removeItem(at: bundles.appendingPathComponent(entry))
            }
        }
    }
}
