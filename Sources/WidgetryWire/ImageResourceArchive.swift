/// An image resource of an extension (`Image("Hero")`), as the extension sends it to the host
/// so that the web page can show it: the file's bytes and what they are.
public struct ImageResourceArchive: Codable, Hashable, Sendable {
    /// The name the views use (`Hero`, or `Folder/Hero` in a namespaced asset-catalog folder).
    public var name: String
    /// The MIME type: `image/png`, `image/jpeg`, `image/gif`, `image/webp` or `image/svg+xml`.
    public var contentType: String
    /// The file's bytes (written as base64 in JSON).
    public var data: [UInt8]
    /// The image's size in points (pixels divided by the asset's scale), when the file says it.
    public var size: ArchiveSize?

    public init(name: String, contentType: String, data: [UInt8], size: ArchiveSize? = nil) {
        self.name = name
        self.contentType = contentType
        self.data = data
        self.size = size
    }

    /// The bytes as standard base64 (what a `data:` URL holds).
    public var base64Data: String { Base64.encode(data) }

    /// The largest image an extension sends; larger files are refused with an error naming it.
    public static let maximumSize = 8 << 20

    enum CodingKeys: String, CodingKey {
        case name, contentType, data, size
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        name = try container.decode(String.self, forKey: .name)
        contentType = try container.decode(String.self, forKey: .contentType)
        let encoded = try container.decode(String.self, forKey: .data)
        guard let bytes = Base64.decode(encoded) else {
            throw DecodingError.dataCorruptedError(forKey: .data, in: container, debugDescription: "the image data is not valid base64")
        }
        data = bytes
        size = try container.decodeIfPresent(ArchiveSize.self, forKey: .size)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(name, forKey: .name)
        try container.encode(contentType, forKey: .contentType)
        try container.encode(Base64.encode(data), forKey: .data)
        try container.encodeIfPresent(size, forKey: .size)
    }
}

/// Standard base64 (RFC 4648, with padding), for binary payloads in JSON messages.
enum Base64 {
    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Which 6-bit value each ASCII byte stands for; 255: not in the alphabet.
    private static let values: [UInt8] = {
        var table = [UInt8](repeating: 255, count: 256)
        for (value, byte) in alphabet.enumerated() { table[Int(byte)] = UInt8(value) }
        return table
    }()

    static func encode(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        out.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            let b0 = UInt32(bytes[index])
            let b1 = count > 1 ? UInt32(bytes[index + 1]) : 0
            let b2 = count > 2 ? UInt32(bytes[index + 2]) : 0
            let group = b0 << 16 | b1 << 8 | b2
            out.append(alphabet[Int(group >> 18 & 63)])
            out.append(alphabet[Int(group >> 12 & 63)])
            out.append(count > 1 ? alphabet[Int(group >> 6 & 63)] : UInt8(ascii: "="))
            out.append(count > 2 ? alphabet[Int(group & 63)] : UInt8(ascii: "="))
            index += 3
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The bytes of `string`, or nil when it is not padded base64.
    static func decode(_ string: String) -> [UInt8]? {
        let input = Array(string.utf8)
        guard input.count % 4 == 0 else { return nil }
        var out: [UInt8] = []
        out.reserveCapacity(input.count / 4 * 3)
        var index = 0
        while index < input.count {
            let isLast = index + 4 == input.count
            let padding = isLast ? (input[index + 3] == UInt8(ascii: "=") ? (input[index + 2] == UInt8(ascii: "=") ? 2 : 1) : 0) : 0
            var group: UInt32 = 0
            for offset in 0..<4 {
                let value: UInt8
                if offset >= 4 - padding {
                    value = 0
                } else {
                    value = values[Int(input[index + offset])]
                    guard value != 255 else { return nil }
                }
                group = group << 6 | UInt32(value)
            }
            out.append(UInt8(group >> 16 & 0xFF))
            if padding < 2 { out.append(UInt8(group >> 8 & 0xFF)) }
            if padding < 1 { out.append(UInt8(group & 0xFF)) }
            index += 4
        }
        return out
    }
}
