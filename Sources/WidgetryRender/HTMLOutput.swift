import WidgetryWire

/// The HTML being written: a growing UTF-8 byte buffer (appending bytes costs a fraction of
/// appending to a `String`), with escaping and the number and colour formats the renderer uses.
/// Every string that comes from an archive goes through `text(_:)` (element content and
/// attribute values alike: `&`, `<`, `>`, `"` and `'` are escaped, so the same function is safe
/// in both places as long as attribute values are double-quoted, which they always are here).
struct HTMLOutput {
    var bytes: [UInt8]

    init(capacity: Int = 0) {
        bytes = []
        bytes.reserveCapacity(capacity)
    }

    init(_ string: String) {
        bytes = Array(string.utf8)
    }

    static func += (lhs: inout HTMLOutput, rhs: String) {
        lhs.bytes.append(contentsOf: rhs.utf8)
    }

    static func += (lhs: inout HTMLOutput, rhs: HTMLOutput) {
        lhs.bytes.append(contentsOf: rhs.bytes)
    }

    /// The output as a string.
    var string: String { String(decoding: bytes, as: UTF8.self) }

    var isEmpty: Bool { bytes.isEmpty }

    /// Trusted markup: the renderer's own literals.
    @inline(__always)
    mutating func lit(_ markup: StaticString) {
        markup.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Trusted markup built by the renderer (class lists, CSS it wrote).
    @inline(__always)
    mutating func raw(_ markup: String) {
        bytes.append(contentsOf: markup.utf8)
    }

    /// Another buffer's bytes.
    @inline(__always)
    mutating func raw(_ other: HTMLOutput) {
        bytes.append(contentsOf: other.bytes)
    }

    /// Untrusted text, escaped for element content and double-quoted attribute values.
    mutating func text(_ value: String) {
        var clean = true
        for byte in value.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte == 0 {
            clean = false
            break
        }
        if clean {
            bytes.append(contentsOf: value.utf8)
            return
        }
        for byte in value.utf8 {
            switch byte {
            case 0x26: lit("&amp;")
            case 0x3C: lit("&lt;")
            case 0x3E: lit("&gt;")
            case 0x22: lit("&quot;")
            case 0x27: lit("&#39;")
            case 0: lit("\u{FFFD}")
            default: bytes.append(byte)
            }
        }
    }

    static func escaped(_ value: String) -> String {
        var output = HTMLOutput(capacity: value.utf8.count + 16)
        output.text(value)
        return output.string
    }

    /// A length or factor: integers without a fraction, others with at most two decimals.
    mutating func number(_ value: Double) {
        guard value.isFinite else {
            bytes.append(0x30)
            return
        }
        let scaled = (value * 100).rounded()
        guard abs(scaled) < 1e15 else {
            raw(String(Int(value)))
            return
        }
        var hundredths = Int(scaled)
        if hundredths < 0 {
            bytes.append(0x2D)
            hundredths = -hundredths
        }
        integer(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            bytes.append(0x2E)
            bytes.append(UInt8(0x30 + fraction / 10))
            if fraction % 10 != 0 { bytes.append(UInt8(0x30 + fraction % 10)) }
        }
    }

    /// A non-negative integer's digits.
    mutating func integer(_ value: Int) {
        if value < 10 {
            bytes.append(UInt8(0x30 + value))
            return
        }
        var digits: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) =
            (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
        var count = 0
        var rest = value
        withUnsafeMutableBytes(of: &digits) { buffer in
            while rest > 0 && count < 20 {
                buffer[19 - count] = UInt8(0x30 + rest % 10)
                rest /= 10
                count += 1
            }
            bytes.append(contentsOf: buffer[(20 - count)...])
        }
    }

    /// `value` followed by `px`.
    mutating func px(_ value: Double) {
        number(value)
        lit("px")
    }

    /// `value` to four decimals, for factors that two decimals would make visibly wrong.
    static func fourDecimals(_ value: Double) -> String {
        let rounded = (value * 10_000).rounded() / 10_000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    /// `number(value)` as a string.
    static func format(_ value: Double) -> String {
        var output = HTMLOutput(capacity: 16)
        output.number(value)
        return output.string
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    mutating func color(_ color: RGBAColor) {
        bytes.append(0x23)
        byte(color.red)
        byte(color.green)
        byte(color.blue)
        if color.opacity < 1 { byte(color.opacity) }
    }

    private mutating func byte(_ value: Double) {
        let n = Int((min(max(value, 0), 1) * 255).rounded())
        bytes.append(Self.hexDigit(n >> 4))
        bytes.append(Self.hexDigit(n & 15))
    }

    @inline(__always)
    private static func hexDigit(_ n: Int) -> UInt8 {
        UInt8(n < 10 ? 0x30 + n : 0x57 + n)
    }

    static func hex(_ color: RGBAColor) -> String {
        var output = HTMLOutput(capacity: 9)
        output.color(color)
        return output.string
    }
}

/// URLs an `href` (or the web layer's navigation) may use: an absolute URL whose scheme is
/// `http`, `https` or a custom app scheme (`myapp://…`), never a scheme that runs code or
/// reads local data (`javascript:`, `vbscript:`, `data:`, `file:`, `blob:`, `about:`, …).
/// URLs with whitespace or control characters are refused outright, as browsers strip them
/// before reading the scheme.
enum URLSafety {
    static let refusedSchemes: Set<String> = [
        "javascript", "vbscript", "data", "file", "blob", "about", "filesystem", "view-source", "chrome", "chrome-extension",
        "resource", "jar", "livescript", "mocha", "ms-its", "mhtml", "res", "wyciwyg",
    ]

    static func isSafe(_ url: String) -> Bool {
        var scheme = ""
        var sawColon = false
        for (index, byte) in url.utf8.enumerated() {
            if byte <= 0x20 || byte == 0x7F { return false }
            if sawColon { continue }
            if byte == 0x3A {  // ":"
                if index == 0 { return false }
                sawColon = true
                continue
            }
            let isLetter = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
            let isOther = (byte >= 0x30 && byte <= 0x39) || byte == 0x2B || byte == 0x2D || byte == 0x2E
            if index == 0 ? !isLetter : !(isLetter || isOther) { return false }
            scheme.unicodeScalars.append(Unicode.Scalar(byte >= 0x41 && byte <= 0x5A ? byte + 0x20 : byte))
        }
        // Non-ASCII bytes are above 0x7F: they cannot be part of a scheme, and the loop above
        // already refused them there.
        return sawColon && !refusedSchemes.contains(scheme)
    }
}

extension HTMLOutput {
    /// Renames every ` style="` attribute to ` data-wr-css="`. Exact: the renderer writes style
    /// attributes only from its own literals, and every archive string is escaped (a `"` in one
    /// becomes `&quot;`), so the byte sequence cannot come from widget text.
    mutating func moveStylesToDataAttributes() {
        let pattern = Array(" style=\"".utf8)
        let replacement = Array(" data-wr-css=\"".utf8)
        var result: [UInt8] = []
        result.reserveCapacity(bytes.count + bytes.count / 16)
        var index = 0
        let count = bytes.count
        while index < count {
            if bytes[index] == 0x20, index + pattern.count <= count, bytes[index..<index + pattern.count].elementsEqual(pattern) {
                result.append(contentsOf: replacement)
                index += pattern.count
            } else {
                result.append(bytes[index])
                index += 1
            }
        }
        bytes = result
    }
}
