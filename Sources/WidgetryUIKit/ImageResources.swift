import Foundation
import Synchronization
import WidgetryCoreGraphics
import WidgetryWire

/// The image resources of the running extension, for `Image("Hero")` and `UIImage(named:)`: its views' archives get
/// the image's size in points, and the host asks for the bytes to serve them to the page.
///
/// Where they are found: SwiftPM resource bundles next to the executable (`*.resources` on
/// Linux, `*.bundle` elsewhere), which hold the targets' `resources:` as declared — loose image
/// files (`Hero.png`, found as `Hero` or `Hero.png`) and asset catalogs (`Assets.xcassets` with
/// `Hero.imageset/Contents.json`, found as `Hero`, or `Folder/Hero` in a folder that
/// provides a namespace). An image set's universal entry is used, preferring `2x`, then `3x`,
/// then `1x`, and its dark-appearance entry in the dark colour scheme. The index is built once,
/// on first use.
package enum ImageResources {
    /// One file of an image resource.
    package struct ImageFile: Sendable, Hashable {
        package var url: URL
        package var contentType: String
        /// Pixels per point: 2 for an `@2x`/`2x` asset, otherwise 1.
        package var scale: Double
        /// The size in points, read from the file's header (PNG, JPEG, GIF) when the index is
        /// built; nil for other formats or an unreadable file.
        package var size: ArchiveSize?

        init(url: URL, contentType: String, scale: Double) {
            self.url = url
            self.contentType = contentType
            self.scale = scale
            if let handle = try? FileHandle(forReadingFrom: url) {
                defer { try? handle.close() }
                if let header = try? handle.read(upToCount: 64 << 10), let pixels = ImageHeader.pixelSize(Array(header)) {
                    size = ArchiveSize(width: pixels.width / scale, height: pixels.height / scale)
                }
            }
        }
    }

    /// One image resource of the extension: its file, and an image set's dark-appearance file.
    package struct Resource: Sendable, Hashable {
        package var light: ImageFile
        package var dark: ImageFile?

        /// The file shown in the dark colour scheme (`dark`, else the light one) or the light.
        package func file(dark isDark: Bool) -> ImageFile {
            isDark ? dark ?? light : light
        }
    }

    /// Why an image cannot be sent.
    package enum Failure: Error, CustomStringConvertible {
        case unreadable(String, String)
        case tooLarge(String, Int)

        package var description: String {
            switch self {
            case .unreadable(let name, let reason): "the image resource “\(name)” cannot be read: \(reason)"
            case .tooLarge(let name, let size):
                "the image resource “\(name)” is \(size) bytes, more than the \(ImageResourceArchive.maximumSize) an extension may send"
            }
        }
    }

    /// The resource a view calls `name`, if the extension has one.
    package static func resource(named name: String) -> Resource? {
        index[name]
    }

    /// The bytes, type and size of the resource's file for the appearance (`dark`: its dark
    /// file when it has one), or of an image made from bytes (`register(_:)`), for the host; nil
    /// when there is no image of that name.
    package static func archive(named name: String, appearance: String? = nil) throws(Failure) -> ImageResourceArchive? {
        if let made = madeImages.withLock({ $0.first { $0.name == name } }) { return made }
        guard let resource = resource(named: name) else { return nil }
        return try archive(resource.file(dark: appearance == "dark"), name: name)
    }

    /// `file`'s bytes, type and size, sent as `name`; refused above
    /// `ImageResourceArchive.maximumSize`.
    package static func archive(_ file: ImageFile, name: String) throws(Failure) -> ImageResourceArchive {
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: file.url.path)
            let size = (attributes[.size] as? NSNumber)?.intValue ?? 0
            guard size <= ImageResourceArchive.maximumSize else { throw Failure.tooLarge(name, size) }
            data = try Data(contentsOf: file.url)
        } catch let failure as Failure {
            throw failure
        } catch {
            throw .unreadable(name, error.localizedDescription)
        }
        guard data.count <= ImageResourceArchive.maximumSize else { throw .tooLarge(name, data.count) }
        return ImageResourceArchive(name: name, contentType: file.contentType, data: Array(data), size: file.size)
    }

    /// Keeps an image made from bytes (`UIImage(data:)`) under its archive's name, so that the
    /// host can ask for it as for a resource while this process runs: an image inside a `Text`
    /// is drawn from that route, where an image view carries its bytes in its archive. The
    /// last `madeImagesKept` are kept.
    package static func register(_ image: ImageResourceArchive) {
        madeImages.withLock { images in
            images.removeAll { $0.name == image.name }
            images.append(image)
            if images.count > madeImagesKept { images.removeFirst(images.count - madeImagesKept) }
        }
    }

    static let madeImagesKept = 32
    private static let madeImages = Mutex<[ImageResourceArchive]>([])

    /// Every resource by the names views may use, built once from the resource bundles next to
    /// the executable.
    static let index: [String: Resource] = makeIndex(roots: defaultRoots())

    static let contentTypes = [
        "png": "image/png", "jpg": "image/jpeg", "jpeg": "image/jpeg", "gif": "image/gif", "webp": "image/webp",
        "svg": "image/svg+xml",
    ]

    /// The resource bundles next to the executable.
    package static func defaultRoots() -> [URL] {
        let directory = Bundle.main.executableURL?.deletingLastPathComponent() ?? Bundle.main.bundleURL
        let entries = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        return entries.filter { ["resources", "bundle"].contains($0.pathExtension) }.sorted { $0.path < $1.path }
    }

    /// The index of the images under `roots`: the first root to have a name wins, and within a
    /// root an asset catalog's image wins over a loose file.
    package static func makeIndex(roots: [URL]) -> [String: Resource] {
        var index: [String: Resource] = [:]
        for root in roots {
            var loose: [String: Resource] = [:]
            var catalog: [String: Resource] = [:]
            ResourceFolders.walkCatalogs(root, setExtension: "imageset", make: imageSet, into: &catalog) { addLoose($0, to: &loose) }
            for (name, resource) in catalog where index[name] == nil { index[name] = resource }
            for (name, resource) in loose where index[name] == nil { index[name] = resource }
        }
        return index
    }

    /// A loose image file (`Name.png`, `Name@2x.png`): found by its bare name (its sharpest
    /// scale, by `rank`) and by its whole file name.
    private static func addLoose(_ file: URL, to loose: inout [String: Resource]) {
        guard let type = contentTypes[file.pathExtension.lowercased()] else { return }
        let base = file.deletingPathExtension().lastPathComponent
        let scale = base.hasSuffix("@3x") ? 3.0 : base.hasSuffix("@2x") ? 2.0 : 1.0
        let name = scale == 1 ? base : String(base.dropLast(3))
        let resource = Resource(light: ImageFile(url: file, contentType: type, scale: scale))
        if loose[name].map({ rank(scale) < rank($0.light.scale) }) ?? true { loose[name] = resource }
        loose[file.lastPathComponent] = resource
    }

    /// The order scales are preferred in (lower first): 2x, 3x, 1x — sharp on the page without
    /// the largest file.
    private static func rank(_ scale: Double) -> Int {
        scale == 2 ? 0 : scale == 3 ? 1 : 2
    }

    /// What an image set's `Contents.json` lists.
    private struct Contents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
            var idiom: String?
            var appearances: [Appearance]?
        }
        struct Appearance: Decodable {
            var appearance: String?
            var value: String?
        }
        var images: [Entry]?
    }

    private static func contents(of directory: URL) -> Contents? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("Contents.json")) else { return nil }
        return try? JSONDecoder().decode(Contents.self, from: data)
    }

    /// The image set's best light, universal file (without a readable `Contents.json`, its
    /// first image file) and its best dark-appearance file.
    private static func imageSet(_ directory: URL) -> Resource? {
        let entries = (contents(of: directory)?.images ?? []).filter { entry in
            entry.idiom == nil || entry.idiom == "universal" || entry.idiom == "iphone"
        }
        func best(_ appearance: String?) -> ImageFile? {
            let candidates = entries.compactMap { entry -> (URL, Double)? in
                guard let filename = entry.filename, !filename.contains("/") else { return nil }
                let luminosity = entry.appearances?.first { $0.appearance == "luminosity" }?.value
                guard luminosity == appearance, entry.appearances?.contains(where: { $0.appearance != "luminosity" }) != true else { return nil }
                return (directory.appendingPathComponent(filename), entry.scale.flatMap { Double($0.dropLast()) } ?? 1)
            }
            for (file, scale) in candidates.sorted(by: { rank($0.1) < rank($1.1) }) {
                if let type = contentTypes[file.pathExtension.lowercased()], FileManager.default.fileExists(atPath: file.path) {
                    return ImageFile(url: file, contentType: type, scale: scale)
                }
            }
            return nil
        }
        if let light = best(nil) ?? best("light") {
            return Resource(light: light, dark: best("dark"))
        }
        for file in ResourceFolders.entries(of: directory) {
            if let type = contentTypes[file.pathExtension.lowercased()] {
                return Resource(light: ImageFile(url: file, contentType: type, scale: 1))
            }
        }
        return nil
    }
}
