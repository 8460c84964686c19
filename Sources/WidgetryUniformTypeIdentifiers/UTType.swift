import Foundation

/// A uniform type identifier, as Apple's `UTType`: a type of data (`public.png`, `public.json`)
/// in a hierarchy of conformance (PNG is an image, an image is data and content), found by
/// identifier, filename extension or MIME type.
///
/// The system's common types are declared (`SystemTypeDeclarations.swift`); an app's own come
/// from `UTType(exportedAs:conformingTo:)` and `UTType(importedAs:conformingTo:)`, and a tag no
/// type declares yields a dynamic type (`dyn.a…`), as on Apple's systems. Two types are equal
/// when their identifiers are; a type encodes as its identifier.
public struct UTType: Hashable, Sendable, Codable, CustomStringConvertible, CustomDebugStringConvertible {
    /// The type's identifier (`public.png`).
    public let identifier: String

    private init(checked identifier: String) { self.identifier = identifier }

    /// The type with this identifier; nil when the string cannot be a type identifier (empty, or
    /// with characters other than letters, digits, `-` and `.`). An identifier no one declares
    /// still makes a type, whose `isDeclared` is false.
    public init?(_ identifier: String) {
        guard Self.isValidIdentifier(identifier) else { return nil }
        self.init(checked: TypeRegistry.shared.declaration(identifier)?.identifier ?? identifier)
    }

    /// A type the app declares and owns (its Info.plist's exported types on Apple's systems),
    /// conforming to `parentType`; declared for this process on first use.
    public init(exportedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    /// A type the app uses and another declares (its Info.plist's imported types); where the
    /// system declares it already, the system's declaration holds.
    public init(importedAs identifier: String, conformingTo parentType: UTType? = nil) {
        self.init(declaring: identifier, conformingTo: parentType)
    }

    private init(declaring identifier: String, conformingTo parentType: UTType?) {
        TypeRegistry.shared.declare(TypeDeclaration(identifier, [(parentType ?? .data).identifier]))
        self.init(checked: TypeRegistry.shared.declaration(identifier)?.identifier ?? identifier)
    }

    /// The preferred type with `tag` in `tagClass` that conforms to `supertype` (or any type
    /// when nil); a dynamic type conforming to `supertype` when none is declared. Nil for an
    /// empty tag or an unknown tag class.
    public init?(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) {
        guard let found = Self.types(tag: tag, tagClass: tagClass, conformingTo: supertype).first else { return nil }
        self = found
    }

    /// The type of files named `….filenameExtension` (without the dot), conforming to
    /// `supertype`: `UTType(filenameExtension: "png")` is `.png`.
    public init?(filenameExtension: String, conformingTo supertype: UTType = .data) {
        self.init(tag: filenameExtension, tagClass: .filenameExtension, conformingTo: supertype)
    }

    /// The type of data sent as `mimeType`, conforming to `supertype`:
    /// `UTType(mimeType: "application/json")` is `.json`.
    public init?(mimeType: String, conformingTo supertype: UTType = .data) {
        self.init(tag: mimeType, tagClass: .mimeType, conformingTo: supertype)
    }

    /// Every type with `tag` in `tagClass` that conforms to `supertype`, the preferred first; a
    /// single dynamic type when no declared one has the tag.
    public static func types(tag: String, tagClass: UTTagClass, conformingTo supertype: UTType?) -> [UTType] {
        var tag = tag
        if tagClass == .filenameExtension, tag.hasPrefix(".") { tag.removeFirst() }
        if tagClass == .mimeType { tag = tag.replacingOccurrences(of: " ", with: "") }
        guard !tag.isEmpty, tagClass == .filenameExtension || tagClass == .mimeType else { return [] }
        let declared = TypeRegistry.shared.declarations(tag: tag, tagClass: tagClass)
            .map { UTType(checked: $0.identifier) }
            .filter { supertype == nil || $0.conforms(to: supertype!) }
        if !declared.isEmpty { return declared }
        let dynamic = DynamicTypeIdentifier(tag: tag.lowercased(), tagClass: tagClass, conformingTo: (supertype ?? .data).identifier)
        return [UTType(checked: dynamic.identifier)]
    }

    // MARK: What the type is

    /// Its tags by class: `[.filenameExtension: ["png"], .mimeType: ["image/png"]]`.
    public var tags: [UTTagClass: [String]] {
        if let declared = declaration {
            var tags: [UTTagClass: [String]] = [:]
            if !declared.filenameExtensions.isEmpty { tags[.filenameExtension] = declared.filenameExtensions }
            if !declared.mimeTypes.isEmpty { tags[.mimeType] = declared.mimeTypes }
            return tags
        }
        if let dynamic = DynamicTypeIdentifier(identifier) { return [dynamic.tagClass: [dynamic.tag]] }
        return [:]
    }

    /// The filename extension files of this type are given (`png`), if it has any.
    public var preferredFilenameExtension: String? { tags[.filenameExtension]?.first }

    /// The MIME type data of this type is sent as (`image/png`), if it has any.
    public var preferredMIMEType: String? { tags[.mimeType]?.first }

    /// A description for people ("PNG image"), in English.
    public var localizedDescription: String? {
        if let description = declaration?.description { return description }
        if let dynamic = DynamicTypeIdentifier(identifier), dynamic.tagClass == .filenameExtension {
            return "\(dynamic.tag.uppercased()) file"
        }
        return nil
    }

    /// The version of the type's declaration; the system's declarations have none.
    public var version: Int? { nil }

    /// A page describing the type; the system's declarations have none.
    public var referenceURL: URL? { nil }

    /// Whether the type was made for a tag no type declares.
    public var isDynamic: Bool { DynamicTypeIdentifier(identifier) != nil }

    /// Whether the system or the app declares the type.
    public var isDeclared: Bool { declaration != nil }

    /// Whether the type is a public one (`public.*`), declared by the system.
    public var isPublic: Bool { isDeclared && identifier.lowercased().hasPrefix("public.") }

    // MARK: Conformance

    /// Whether data of this type is also of `type`: itself, or any type it conforms to directly
    /// or through its supertypes (`.png` conforms to `.image`, `.data` and `.item`).
    public func conforms(to type: UTType) -> Bool {
        self == type || TypeRegistry.shared.ancestors(of: identifier).contains { $0.lowercased() == type.identifier.lowercased() }
    }

    /// Every type this one conforms to, directly or not, itself excluded.
    public var supertypes: Set<UTType> {
        Set(TypeRegistry.shared.ancestors(of: identifier).map { UTType(checked: TypeRegistry.shared.declaration($0)?.identifier ?? $0) })
    }

    /// Whether `type` conforms to this type and is another one.
    public func isSupertype(of type: UTType) -> Bool { type != self && type.conforms(to: self) }

    /// Whether this type conforms to `type` and is another one.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    // MARK: Equality, coding, description

    public static func == (lhs: UTType, rhs: UTType) -> Bool { lhs.identifier.lowercased() == rhs.identifier.lowercased() }

    public func hash(into hasher: inout Hasher) { hasher.combine(identifier.lowercased()) }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let identifier = try container.decode(String.self)
        guard let type = UTType(identifier) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "\"\(identifier)\" is not a type identifier")
        }
        self = type
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(identifier)
    }

    public var description: String { identifier }

    public var debugDescription: String {
        var text = "\(identifier)"
        if let localizedDescription { text += " (\(localizedDescription))" }
        return text
    }

    private var declaration: TypeDeclaration? { TypeRegistry.shared.declaration(identifier) }

    private static func isValidIdentifier(_ identifier: String) -> Bool {
        !identifier.isEmpty && identifier.unicodeScalars.allSatisfy { scalar in
            scalar == "-" || scalar == "." || scalar == "_" || (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar)))
                || (!scalar.isASCII && scalar.properties.isAlphabetic)
        }
    }
}

extension UTType {
    init(known identifier: String) { self.init(checked: identifier) }
}
