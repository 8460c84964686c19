/// What an image file's first bytes say: its format and its size in pixels (PNG, JPEG, GIF,
/// WebP), read without decoding it.
package enum ImageHeader {
    /// The MIME type of PNG, JPEG, GIF or WebP bytes (by their signature); nil for others.
    package static func contentType(_ bytes: [UInt8]) -> String? {
        if bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return "image/png" }
        if bytes.starts(with: [0xFF, 0xD8, 0xFF]) { return "image/jpeg" }
        if bytes.starts(with: Array("GIF87a".utf8)) || bytes.starts(with: Array("GIF89a".utf8)) { return "image/gif" }
        if bytes.count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WEBP".utf8) { return "image/webp" }
        return nil
    }

    /// The size in pixels that a PNG, GIF, JPEG or WebP file's header gives.
    package static func pixelSize(_ bytes: [UInt8]) -> (width: Double, height: Double)? {
        func big(_ offset: Int, _ count: Int) -> Int {
            (offset..<offset + count).reduce(0) { $0 << 8 | Int(bytes[$1]) }
        }
        func little(_ offset: Int, _ count: Int) -> Int {
            (offset..<offset + count).reversed().reduce(0) { $0 << 8 | Int(bytes[$1]) }
        }
        // PNG: the signature, then the IHDR chunk's width and height.
        if bytes.count >= 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) {
            return (Double(big(16, 4)), Double(big(20, 4)))
        }
        // GIF: "GIF87a"/"GIF89a", then little-endian width and height.
        if bytes.count >= 10, bytes.starts(with: Array("GIF8".utf8)) {
            return (Double(little(6, 2)), Double(little(8, 2)))
        }
        // WebP: a RIFF container whose first chunk is lossy (VP8), lossless (VP8L) or extended (VP8X).
        if bytes.count >= 30, contentType(bytes) == "image/webp" {
            switch String(decoding: bytes[12..<16], as: UTF8.self) {
            case "VP8 ": return (Double(little(26, 2) & 0x3FFF), Double(little(28, 2) & 0x3FFF))
            case "VP8L":
                let bits = little(21, 4)
                return (Double(bits & 0x3FFF + 1), Double(bits >> 14 & 0x3FFF + 1))
            case "VP8X": return (Double(little(24, 3) + 1), Double(little(27, 3) + 1))
            default: return nil
            }
        }
        // JPEG: walk the segments to a start-of-frame marker.
        if bytes.count >= 4, bytes[0] == 0xFF, bytes[1] == 0xD8 {
            var offset = 2
            while offset + 9 < bytes.count {
                guard bytes[offset] == 0xFF else { return nil }
                let marker = bytes[offset + 1]
                if marker == 0xFF { offset += 1; continue }
                let length = big(offset + 2, 2)
                if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                    return (Double(big(offset + 7, 2)), Double(big(offset + 5, 2)))
                }
                offset += 2 + length
            }
        }
        return nil
    }
}
