/// What the type system knows of one type: its identifier, the types it conforms to directly,
/// its tags and its description. The system's declarations are in `SystemTypeDeclarations.swift`;
/// `UTType(exportedAs:)` and `UTType(importedAs:)` add the app's own.
struct TypeDeclaration: Sendable {
    let identifier: String
    let conformsTo: [String]
    let filenameExtensions: [String]
    let mimeTypes: [String]
    let description: String?

    init(_ identifier: String, _ conformsTo: [String], extensions: [String] = [], mime: [String] = [], _ description: String? = nil) {
        self.identifier = identifier
        self.conformsTo = conformsTo
        self.filenameExtensions = extensions
        self.mimeTypes = mime
        self.description = description
    }

    func tags(_ tagClass: UTTagClass) -> [String] {
        switch tagClass {
        case .filenameExtension: filenameExtensions
        case .mimeType: mimeTypes
        default: []
        }
    }
}
