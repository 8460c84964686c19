// UTType as shared model code uses it: by filename extension and MIME type, conformance through
// the hierarchy, the app's own types, dynamic types, coding, and URLs named by type.
import Foundation
import Testing
import UniformTypeIdentifiers

@testable import FoundationFixtures

@Suite("UniformTypeIdentifiers: UTType")
struct UniformTypeIdentifiersTests {
    @Test func typesByFilenameExtensionAndMIMEType() {
        #expect(UTType(filenameExtension: "png") == .png)
        #expect(UTType(filenameExtension: "JPG") == .jpeg)
        #expect(UTType(filenameExtension: "json") == .json)
        #expect(UTType(filenameExtension: "csv") == .commaSeparatedText)
        #expect(UTType(filenameExtension: "txt") == .plainText)
        #expect(UTType(mimeType: "application/pdf") == .pdf)
        #expect(UTType(mimeType: "image/webp") == .webP)
        #expect(UTType(mimeType: "text/html") == .html)
        #expect(UTType(mimeType: "audio/mpeg") == .mp3)
        #expect(UTType.png.preferredFilenameExtension == "png")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.json.tags[.mimeType] == ["application/json"])
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.heic.localizedDescription == "HEIF image")
        #expect(UTType("public.png") == .png)
        #expect(UTType("") == nil)
    }

    @Test func conformanceFollowsTheHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(UTType.png.conforms(to: .content))
        #expect(!UTType.png.conforms(to: .text))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.svg.conforms(to: .xml) && UTType.svg.conforms(to: .image))
        #expect(UTType.mpeg4Movie.conforms(to: .movie) && UTType.mpeg4Movie.conforms(to: .audiovisualContent))
        #expect(UTType.folder.conforms(to: .directory) && !UTType.folder.conforms(to: .data))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(UTType.zip.conforms(to: .archive))
        #expect(UTType.image.isSupertype(of: .gif) && UTType.gif.isSubtype(of: .image) && !UTType.gif.isSubtype(of: .gif))
        #expect(UTType.jpeg.supertypes == [.image, .data, .content, .item])
        // A type that conforms only when asked for with a matching supertype.
        #expect(UTType(filenameExtension: "png", conformingTo: .text)?.isDynamic == true)
    }

    @Test func unknownTagsMakeDynamicTypes() throws {
        let type = try #require(UTType(filenameExtension: "widgetrydata"))
        #expect(type.isDynamic && !type.isDeclared && !type.isPublic)
        #expect(type.identifier.hasPrefix("dyn.a"))
        #expect(type.conforms(to: .data))
        #expect(type.preferredFilenameExtension == "widgetrydata")
        #expect(UTType(type.identifier) == type)
        #expect(UTType(type.identifier)?.preferredFilenameExtension == "widgetrydata")
        let mime = try #require(UTType(mimeType: "application/x-widgetry"))
        #expect(mime.isDynamic && mime.preferredMIMEType == "application/x-widgetry")
    }

    @Test func theAppsOwnTypesConformToTheirParents() {
        #expect(UTType.accountBackup.identifier == "org.widgetry.fixtures.account-backup")
        #expect(UTType.accountBackup.isDeclared && !UTType.accountBackup.isPublic)
        #expect(UTType.accountBackup.conforms(to: .json) && UTType.accountBackup.conforms(to: .text))
        #expect(UTType("org.widgetry.fixtures.account-backup")?.conforms(to: .data) == true)
    }

    @Test func typesCodeAsTheirIdentifiers() throws {
        let attachment = Attachment(name: "Receipt.pdf")
        let data = try JSONEncoder().encode(attachment)
        #expect(String(data: data, encoding: .utf8)?.contains(#""type":"com.adobe.pdf""#) == true)
        #expect(try JSONDecoder().decode(Attachment.self, from: data) == attachment)
        #expect(attachment.symbolName == "doc.richtext")
        #expect(Attachment(name: "clip.mov").symbolName == "film")
        #expect(Attachment(name: "photo", mimeType: "image/heic")?.symbolName == "photo")
        #expect(Set([UTType.png, UTType("public.PNG")!]).count == 1)
    }

    @Test func urlsAreNamedByType() {
        let directory = URL(fileURLWithPath: "/tmp/attachments", isDirectory: true)
        #expect(directory.appendingPathComponent("cover", conformingTo: .png).lastPathComponent == "cover.png")
        #expect(directory.appending(component: "notes", conformingTo: .plainText).lastPathComponent == "notes.txt")
        #expect(Attachment(name: "Receipt.pdf").url(in: directory).lastPathComponent == "Receipt.pdf")
        #expect(directory.appendingPathComponent("photo.jpg").appendingPathExtension(for: .jpeg).lastPathComponent == "photo.jpg")
    }
}
