// Closed sets of names the archive shares between payloads. See ViewArchive.swift for the
// conventions: each is written as its case name.

/// An `Alignment`, `HorizontalAlignment` or `VerticalAlignment`, by name. A stack uses the
/// names of its axis (`leading`/`center`/`trailing` in a `VStack`, `top`/`center`/`bottom`/
/// baselines in an `HStack`); custom alignment guides are archived as `center`.
public enum ArchiveAlignment: String, Codable, Hashable, Sendable, CaseIterable {
    case center, leading, trailing, top, bottom
    case topLeading, topTrailing, bottomLeading, bottomTrailing
    case firstTextBaseline, lastTextBaseline
    case leadingFirstTextBaseline, leadingLastTextBaseline, trailingFirstTextBaseline, trailingLastTextBaseline

    /// The horizontal part: `leading`, `center` or `trailing`.
    public var horizontal: ArchiveAlignment {
        switch self {
        case .leading, .topLeading, .bottomLeading, .leadingFirstTextBaseline, .leadingLastTextBaseline: .leading
        case .trailing, .topTrailing, .bottomTrailing, .trailingFirstTextBaseline, .trailingLastTextBaseline: .trailing
        default: .center
        }
    }

    /// The vertical part: `top`, `center`, `bottom`, `firstTextBaseline` or `lastTextBaseline`.
    public var vertical: ArchiveAlignment {
        switch self {
        case .top, .topLeading, .topTrailing: .top
        case .bottom, .bottomLeading, .bottomTrailing: .bottom
        case .firstTextBaseline, .leadingFirstTextBaseline, .trailingFirstTextBaseline: .firstTextBaseline
        case .lastTextBaseline, .leadingLastTextBaseline, .trailingLastTextBaseline: .lastTextBaseline
        default: .center
        }
    }
}

extension ArchiveAlignment {
    /// Reads a name; a name with a custom guide's part (as archives written before custom
    /// guides were archived as `center` hold: `topMyGuide`) reads as its known parts.
    public init(from decoder: any Decoder) throws {
        let name = try decoder.singleValueContainer().decode(String.self)
        if let known = ArchiveAlignment(rawValue: name) {
            self = known
            return
        }
        let vertical = name.hasPrefix("top") ? "top" : name.hasPrefix("bottom") ? "bottom"
            : name.contains("FirstTextBaseline") ? "firstTextBaseline" : name.contains("Baseline") ? "lastTextBaseline" : "center"
        let horizontal = name.contains("eading") ? "leading" : name.contains("railing") ? "trailing" : "center"
        let combined = vertical == "center" ? horizontal : horizontal == "center" ? vertical
            : vertical == "top" || vertical == "bottom" ? vertical + horizontal.prefix(1).uppercased() + horizontal.dropFirst()
            : horizontal + vertical.prefix(1).uppercased() + vertical.dropFirst()
        self = ArchiveAlignment(rawValue: combined) ?? .center
    }
}

/// A layout axis (`Axis`).
public enum ArchiveAxis: String, Codable, Hashable, Sendable, CaseIterable {
    case horizontal, vertical
}

/// Where two segments of a line meet (`CGLineJoin`).
public enum LineJoin: String, Codable, Hashable, Sendable, CaseIterable {
    case miter, round, bevel
}

/// A line's end (`CGLineCap`).
public enum LineCap: String, Codable, Hashable, Sendable, CaseIterable {
    case butt, round, square
}
