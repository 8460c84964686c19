import Foundation

/// A class of tags that name a type outside the type system: filename extensions and MIME types,
/// as Apple's `UTTagClass`.
public struct UTTagClass: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The tag class's string, as Apple writes it (`public.filename-extension`, `public.mime-type`).
    public let rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public var description: String { rawValue }

    /// Filename extensions, without the leading dot (`png`).
    public static let filenameExtension = UTTagClass(rawValue: "public.filename-extension")
    /// MIME types, lowercase (`image/png`).
    public static let mimeType = UTTagClass(rawValue: "public.mime-type")
}
