// File types in shared model code: what an attachment is, by its name or its MIME type, with
// UTType's conformance, and where the app keeps one in the group's container.
import Foundation
import UniformTypeIdentifiers

extension UTType {
    static let accountBackup = UTType(exportedAs: "org.widgetry.fixtures.account-backup", conformingTo: .json)
}

struct Attachment: Codable, Hashable {
    var name: String
    var type: UTType

    init(name: String) {
        self.name = name
        self.type = UTType(filenameExtension: (name as NSString).pathExtension) ?? .data
    }

    init?(name: String, mimeType: String) {
        guard let type = UTType(mimeType: mimeType) else { return nil }
        self.name = name
        self.type = type
    }

    var symbolName: String {
        if type.conforms(to: .image) { return "photo" }
        if type.conforms(to: .movie) { return "film" }
        if type.conforms(to: .audio) { return "waveform" }
        if type.conforms(to: .pdf) { return "doc.richtext" }
        if type.conforms(to: .text) { return "doc.text" }
        if type.conforms(to: .archive) { return "doc.zipper" }
        return "doc"
    }

    func url(in directory: URL) -> URL {
        directory.appendingPathComponent((name as NSString).deletingPathExtension, conformingTo: type)
    }
}
