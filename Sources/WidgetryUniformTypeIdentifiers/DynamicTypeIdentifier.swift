import Foundation

/// A dynamic type: what the system makes for a tag it has no declared type for (a filename
/// extension nobody declared). Its identifier, `dyn.a…`, encodes the supertype and the tag, so
/// the same tag always yields the same type and the type can be rebuilt from its identifier.
///
/// The payload is `?0=<supertype>:<class>=<tag>` (class 1 is filename extensions, 2 MIME types)
/// written in the 32-character alphabet Apple's dynamic identifiers use, five bits a character.
struct DynamicTypeIdentifier {
    let conformsTo: [String]
    let tagClass: UTTagClass
    let tag: String

    private static let alphabet = Array("abcdefghkmnpqrstuvwxyz0123456789")
    private static let prefix = "dyn.a"

    init(tag: String, tagClass: UTTagClass, conformingTo supertype: String) {
        self.conformsTo = [supertype]
        self.tagClass = tagClass
        self.tag = tag
    }

    /// Decodes a `dyn.a…` identifier; nil for anything else.
    init?(_ identifier: String) {
        guard identifier.hasPrefix(Self.prefix) else { return nil }
        var bits = 0
        var value = 0
        var bytes: [UInt8] = []
        for character in identifier.dropFirst(Self.prefix.count) {
            guard let index = Self.alphabet.firstIndex(of: character) else { return nil }
            value = (value << 5) | index
            bits += 5
            if bits >= 8 {
                bits -= 8
                bytes.append(UInt8((value >> bits) & 0xFF))
                value &= (1 << bits) - 1
            }
        }
        guard let payload = String(bytes: bytes, encoding: .utf8), payload.hasPrefix("?0=") else { return nil }
        let fields = payload.dropFirst(3).split(separator: ":", maxSplits: 1)
        guard fields.count == 2, let equals = fields[1].firstIndex(of: "=") else { return nil }
        let tagClass: UTTagClass
        switch fields[1][..<equals] {
        case "1": tagClass = .filenameExtension
        case "2": tagClass = .mimeType
        default: return nil
        }
        self.conformsTo = [String(fields[0])]
        self.tagClass = tagClass
        self.tag = String(fields[1][fields[1].index(after: equals)...])
    }

    var identifier: String {
        let classNumber = tagClass == .mimeType ? "2" : "1"
        let payload = Array("?0=\(conformsTo.first ?? "public.data"):\(classNumber)=\(tag)".utf8)
        var text = Self.prefix
        var bits = 0
        var value = 0
        for byte in payload {
            value = (value << 8) | Int(byte)
            bits += 8
            while bits >= 5 {
                bits -= 5
                text.append(Self.alphabet[(value >> bits) & 31])
            }
            value &= (1 << bits) - 1
        }
        if bits > 0 { text.append(Self.alphabet[(value << (5 - bits)) & 31]) }
        return text
    }
}
