import WidgetryWire

/// SwiftUI alignment names → CSS.
enum Alignment {
    /// `place-items` (block axis, then inline axis) of an `Alignment` (`topLeading`, …).
    static func placeItems(_ alignment: ArchiveAlignment) -> String {
        switch alignment {
        case .center: "center"
        case .leading: "center start"
        case .trailing: "center end"
        case .top: "start center"
        case .bottom: "end center"
        case .topLeading: "start"
        case .topTrailing: "start end"
        case .bottomLeading: "end start"
        case .bottomTrailing: "end"
        case .firstTextBaseline, .lastTextBaseline: "baseline center"
        case .leadingFirstTextBaseline, .leadingLastTextBaseline: "baseline start"
        case .trailingFirstTextBaseline, .trailingLastTextBaseline: "baseline end"
        }
    }

    /// `align-items` of a `VStack` (horizontal alignment).
    static func vstack(_ alignment: ArchiveAlignment) -> String? {
        switch alignment {
        case .leading: "flex-start"
        case .trailing: "flex-end"
        default: nil
        }
    }

    /// `align-items` of an `HStack` (vertical alignment).
    static func hstack(_ alignment: ArchiveAlignment) -> String? {
        switch alignment {
        case .top: "flex-start"
        case .bottom: "flex-end"
        case .firstTextBaseline: "baseline"
        case .lastTextBaseline: "last baseline"
        default: nil
        }
    }
}
