import Foundation

/// A TrueType/OpenType font file's header and names: enough to recognise a font and read its
/// PostScript and family names from its `name` table (collections: the first font).
struct FontFile {
    let postScriptName: String?
    let familyName: String?

    init?(_ bytes: [UInt8]) {
        func u16(_ at: Int) -> Int? { at + 2 <= bytes.count ? Int(bytes[at]) << 8 | Int(bytes[at + 1]) : nil }
        func u32(_ at: Int) -> Int? {
            guard let high = u16(at), let low = u16(at + 2) else { return nil }
            return high << 16 | low
        }
        guard let tag = u32(0) else { return nil }
        var base = 0
        switch tag {
        case 0x0001_0000, 0x4F54_544F /* OTTO */, 0x7472_7565 /* true */: break
        case 0x7474_6366 /* ttcf */: guard let first = u32(12) else { return nil }; base = first
        default: return nil
        }
        guard let tableCount = u16(base + 4) else { return nil }
        var nameTable: Int?
        for index in 0..<tableCount {
            let record = base + 12 + index * 16
            guard let recordTag = u32(record), let offset = u32(record + 8) else { return nil }
            if recordTag == 0x6E61_6D65 /* name */ { nameTable = offset }
        }
        var names: [Int: String] = [:]
        if let table = nameTable, let count = u16(table + 2), let stringStart = u16(table + 4) {
            for index in 0..<count {
                let record = table + 6 + index * 12
                guard let platform = u16(record), let nameID = u16(record + 6), let length = u16(record + 8),
                      let offset = u16(record + 10) else { break }
                let start = table + stringStart + offset
                guard names[nameID] == nil, start + length <= bytes.count else { continue }
                let raw = Array(bytes[start..<(start + length)])
                let text: String? = switch platform {
                case 0, 3: String(bytes: raw, encoding: .utf16BigEndian)
                case 1: String(bytes: raw, encoding: .macOSRoman)
                default: nil
                }
                if let text, !text.isEmpty { names[nameID] = text }
            }
        }
        postScriptName = names[6]
        familyName = names[16] ?? names[1]
    }
}
