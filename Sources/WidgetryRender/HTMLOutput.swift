import WidgetryWire

/// The HTML being written: one growing string, with escaping and the number and colour
/// formats the renderer uses. Every string that comes from an archive goes through `text(_:)`
/// (element content and attribute values alike: `&`, `<`, `>`, `"` and `'` are escaped, so
/// the same function is safe in both places as long as attribute values are double-quoted,
/// which they always are here).
struct HTMLOutput {
    var string: String

    init(capacity: Int) {
        string = ""
        string.reserveCapacity(capacity)
    }

    /// Trusted markup (the renderer's own literals).
    @inline(__always)
    mutating func raw(_ markup: String) {
        string.append(markup)
    }

    /// Untrusted text, escaped for element content and double-quoted attribute values.
    mutating func text(_ value: String) {
        var clean = true
        for byte in value.utf8 where byte == 0x26 || byte == 0x3C || byte == 0x3E || byte == 0x22 || byte == 0x27 || byte == 0 {
            clean = false
            break
        }
        if clean {
            string.append(value)
            return
        }
        string.append(HTMLOutput.escaped(value))
    }

    static func escaped(_ value: String) -> String {
        var result = ""
        result.reserveCapacity(value.utf8.count + 16)
        for scalar in value.unicodeScalars {
            switch scalar {
            case "&": result.append("&amp;")
            case "<": result.append("&lt;")
            case ">": result.append("&gt;")
            case "\"": result.append("&quot;")
            case "'": result.append("&#39;")
            case "\u{0}": result.append("\u{FFFD}")
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A length or factor: integers without a fraction, others with at most two decimals.
    mutating func number(_ value: Double) {
        string.append(HTMLOutput.format(value))
    }

    /// `value` followed by `px`.
    mutating func px(_ value: Double) {
        string.append(HTMLOutput.format(value))
        string.append("px")
    }

    static func format(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let scaled = (value * 100).rounded()
        guard abs(scaled) < 1e15 else { return String(Int(value)) }
        var hundredths = Int(scaled)
        var result = ""
        if hundredths < 0 {
            result = "-"
            hundredths = -hundredths
        }
        result += String(hundredths / 100)
        let fraction = hundredths % 100
        if fraction != 0 {
            result += fraction % 10 == 0 ? "." + String(fraction / 10) : (fraction < 10 ? ".0" : ".") + String(fraction)
        }
        return result
    }

    /// `#rrggbb`, or `#rrggbbaa` when not opaque.
    mutating func color(_ color: RGBAColor) {
        string.append(HTMLOutput.hex(color))
    }

    private static let digits: [Character] = Array("0123456789abcdef")

    static func hex(_ color: RGBAColor) -> String {
        var result = "#"
        func byte(_ value: Double) {
            let n = Int((min(max(value, 0), 1) * 255).rounded())
            result.append(digits[n >> 4])
            result.append(digits[n & 15])
        }
        byte(color.red)
        byte(color.green)
        byte(color.blue)
        if color.opacity < 1 { byte(color.opacity) }
        return result
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
