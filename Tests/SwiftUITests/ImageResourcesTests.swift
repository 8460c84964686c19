import Foundation
import SwiftUI
import Testing
import WidgetryWire

/// Named images: where the extension finds them, which file of an image set it uses, and the
/// size in points its views are drawn at.
@Suite struct ImageResourcesTests {
    static func png(width: Int, height: Int) -> [UInt8] {
        func be(_ value: Int) -> [UInt8] { [UInt8(value >> 24 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + be(13) + Array("IHDR".utf8) + be(width) + be(height) + [8, 6, 0, 0, 0]
    }

    static let gif: [UInt8] = Array("GIF89a".utf8) + [40, 1, 30, 0] + [0, 0, 0]
    /// SOI, an APP0 segment, then a baseline start-of-frame of 640×480.
    static let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x01, 0xE0, 0x02, 0x80, 0x03]

    /// Writes `files` (path → bytes) under a new temporary folder and returns it.
    static func folder(_ files: [String: [UInt8]]) throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-images-\(UUID().uuidString)")
        for (path, bytes) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(bytes).write(to: url)
        }
        return root
    }

    @Test func headersGiveThePixelSize() {
        #expect(ImageHeader.pixelSize(Self.png(width: 300, height: 70)).map { [$0.width, $0.height] } == [300, 70])
        #expect(ImageHeader.pixelSize(Self.gif).map { [$0.width, $0.height] } == [296, 30])
        #expect(ImageHeader.pixelSize(Self.jpeg).map { [$0.width, $0.height] } == [640, 480])
        #expect(ImageHeader.pixelSize(Array("<svg/>".utf8)) == nil)
        #expect(ImageHeader.pixelSize([0xFF, 0xD8, 0x00, 0x00, 0, 0, 0, 0, 0, 0, 0, 0]) == nil)
    }

    @Test func assetCatalogsAndLooseFilesAreIndexedByName() throws {
        let set = #"{"images":[{"filename":"hero.png","idiom":"universal","scale":"1x"},{"filename":"hero-dark@2x.png","idiom":"universal","scale":"2x","appearances":[{"appearance":"luminosity","value":"dark"}]},{"filename":"hero@2x.png","idiom":"universal","scale":"2x"},{"idiom":"universal","scale":"3x"}]}"#
        let first = try Self.folder([
            "Assets.xcassets/Contents.json": Array(#"{"info":{"version":1}}"#.utf8),
            "Assets.xcassets/Hero.imageset/Contents.json": Array(set.utf8),
            "Assets.xcassets/Hero.imageset/hero.png": Self.png(width: 10, height: 10),
            "Assets.xcassets/Hero.imageset/hero@2x.png": Self.png(width: 40, height: 20),
            "Assets.xcassets/Hero.imageset/hero-dark@2x.png": Self.png(width: 2, height: 2),
            "Assets.xcassets/Icons/Contents.json": Array(#"{"properties":{"provides-namespace":true}}"#.utf8),
            "Assets.xcassets/Icons/Star.imageset/star.gif": Self.gif,
            "Assets.xcassets/Plain/Moon.imageset/moon.jpg": Self.jpeg,
            "Images/Loose.png": Self.png(width: 8, height: 8),
            "Images/Loose@2x.png": Self.png(width: 24, height: 16),
            "Images/Logo.svg": Array("<svg/>".utf8),
            "Images/notes.txt": Array("not an image".utf8),
        ])
        let second = try Self.folder(["Hero.png": Self.png(width: 1, height: 1), "Extra.webp": [0, 1, 2]])
        let index = ImageResources.makeIndex(roots: [first, second])

        // The light, universal 2x file of the set; its 40×20 pixels are 20×10 points. Its dark
        // file (2×2 pixels at 2x) is shown in the dark colour scheme.
        let hero = try #require(index["Hero"])
        #expect(hero.light.url.lastPathComponent == "hero@2x.png")
        #expect(hero.light.contentType == "image/png")
        #expect(hero.light.size == ArchiveSize(width: 20, height: 10))
        #expect(hero.dark?.url.lastPathComponent == "hero-dark@2x.png")
        #expect(hero.file(dark: true).size == ArchiveSize(width: 1, height: 1))
        #expect(hero.file(dark: false) == hero.light)
        // A namespaced folder: by its full name, and by its own when that is free.
        #expect(index["Icons/Star"]?.light.url.lastPathComponent == "star.gif")
        #expect(index["Star"]?.light.size == ArchiveSize(width: 296, height: 30))
        // Without a dark file, the dark scheme shows the light one.
        #expect(index["Star"].map { $0.file(dark: true) == $0.light } == true)
        // A folder without a namespace adds nothing to the name.
        #expect(index["Moon"]?.light.contentType == "image/jpeg")
        #expect(index["Plain/Moon"] == nil)
        // Loose files: the 2x variant, by the bare name or the file's whole name.
        #expect(index["Loose"]?.light.url.lastPathComponent == "Loose@2x.png")
        #expect(index["Loose"]?.light.size == ArchiveSize(width: 12, height: 8))
        #expect(index["Loose.png"]?.light.size == ArchiveSize(width: 8, height: 8))
        #expect(index["Logo"]?.light.contentType == "image/svg+xml")
        #expect(index["Logo"]?.light.size == nil)
        #expect(index["notes"] == nil)
        // A later root only adds the names the earlier ones lack.
        #expect(index["Extra"]?.light.contentType == "image/webp")
        #expect(index.values.allSatisfy { $0.light.url.path.hasPrefix(first.path) || $0.light.url.path.hasPrefix(second.path) })
    }

    /// SwiftPM copies a resource that is a symbolic link as the link: a catalog linked from
    /// elsewhere is searched as if it were in the bundle, for images and colours alike.
    @Test func aLinkedCatalogIsSearched() throws {
        let catalog = try Self.folder([
            "Hero.imageset/Contents.json": Array(#"{"images":[{"filename":"hero.png","idiom":"universal","scale":"1x"}]}"#.utf8),
            "Hero.imageset/hero.png": Self.png(width: 76, height: 76),
            "Tint.colorset/Contents.json": Array(#"{"colors":[{"idiom":"universal","color":{"color-space":"srgb","components":{"red":"1.000","green":"0.000","blue":"0.000","alpha":"1.000"}}}]}"#.utf8),
        ])
        let bundle = try Self.folder(["Info.plist": Array("<plist/>".utf8)])
        try FileManager.default.createSymbolicLink(at: bundle.appendingPathComponent("Assets.xcassets"), withDestinationURL: catalog)
        #expect(ImageResources.makeIndex(roots: [bundle])["Hero"]?.light.size == ArchiveSize(width: 76, height: 76))
        #expect(ColorResources.makeIndex(roots: [bundle])["Tint"] != nil)
        try FileManager.default.removeItem(at: bundle)
        try FileManager.default.removeItem(at: catalog)
    }

    /// An image too large to send is refused with an error naming it, before it is read.
    @Test func anOversizedImageIsRefusedByName() throws {
        let folder = try Self.folder(["Huge.png": Self.png(width: 1, height: 1) + [UInt8](repeating: 0, count: ImageResourceArchive.maximumSize)])
        let huge = try #require(ImageResources.makeIndex(roots: [folder])["Huge"])
        #expect {
            try ImageResources.archive(huge.light, name: "Huge")
        } throws: { error in
            "\(error)".contains("“Huge” is \(ImageResourceArchive.maximumSize + Self.png(width: 1, height: 1).count) bytes, more than")
        }
        try FileManager.default.removeItem(at: folder)
    }

    /// The test target's own resources (`TestWidgets` is not linked here, but SwiftPM puts every
    /// target's resource bundle next to the test executable), as the extension finds them.
    @MainActor @Test func aNamedImageIsArchivedWithItsSizeInPoints() throws {
        guard ImageResources.resource(named: "Badge") != nil else {
            Issue.record("the TestWidgets resource bundle is not next to the test executable")
            return
        }
        let node = root(Image("Badge"))
        #expect(node.image?.name == "Badge")
        #expect(node.image?.size == ArchiveSize(width: 16, height: 12))
        #expect(node.image?.missing == nil)
        #expect(root(Image("Nowhere")).image?.size == nil)
        #expect(root(Image("Nowhere")).image?.missing == true)

        // The dark scheme shows the image set's dark file (40×24 pixels at 2x).
        let dark = root(Image("Badge"), testEnvironment(.dark)).image
        #expect(dark?.appearance == "dark")
        #expect(dark?.size == ArchiveSize(width: 20, height: 12))
        #expect(node.image?.appearance == nil)

        let archive = try #require(try ImageResources.archive(named: "Badge"))
        #expect(archive.contentType == "image/png")
        #expect(archive.data.count == 97)
        #expect(try ImageResources.archive(named: "Badge", appearance: "dark")?.size == ArchiveSize(width: 20, height: 12))
        #expect(try ImageResources.archive(named: "Nowhere") == nil)
    }
}
