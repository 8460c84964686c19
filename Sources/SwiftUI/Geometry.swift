import Foundation
import WidgetryWire

/// An edge of a rectangle.
public enum Edge: Int8, CaseIterable, Hashable, Sendable {
    case top, leading, bottom, trailing

    /// A set of edges.
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public init(_ edge: Edge) { self.init(rawValue: 1 << edge.rawValue) }
        public static let top = Set(.top)
        public static let leading = Set(.leading)
        public static let bottom = Set(.bottom)
        public static let trailing = Set(.trailing)
        public static let all: Set = [.top, .leading, .bottom, .trailing]
        public static let horizontal: Set = [.leading, .trailing]
        public static let vertical: Set = [.top, .bottom]
    }
}

/// Insets per edge.
public struct EdgeInsets: Equatable, Hashable, Sendable {
    public var top: CGFloat
    public var leading: CGFloat
    public var bottom: CGFloat
    public var trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
}

/// A horizontal or vertical dimension.
public enum Axis: Int8, CaseIterable, Hashable, Sendable {
    case horizontal, vertical
    public struct Set: OptionSet, Hashable, Sendable {
        public let rawValue: Int8
        public init(rawValue: Int8) { self.rawValue = rawValue }
        public static let horizontal = Set(rawValue: 1)
        public static let vertical = Set(rawValue: 2)
    }
}

/// Fit or fill, for `aspectRatio`.
public enum ContentMode: Hashable, CaseIterable, Sendable {
    case fit, fill
}

/// The size of a view, for custom alignment guides.
public struct ViewDimensions: Sendable {
    public var width: CGFloat
    public var height: CGFloat
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide.name {
        case "leading": 0
        case "trailing": width
        default: width / 2
        }
    }
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide.name {
        case "top": 0
        case "bottom": height
        default: height / 2
        }
    }
}

/// A custom alignment guide.
public protocol AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat
}

/// How views line up along a horizontal axis (in a `VStack`).
public struct HorizontalAlignment: Equatable, Hashable, Sendable {
    /// `leading`, `center`, `trailing`, or a custom guide's type name (rendered as `center`).
    package let name: String
    init(name: String) { self.name = name }
    public init(_ id: any AlignmentID.Type) { self.name = String(describing: id) }
    public static let leading = HorizontalAlignment(name: "leading")
    public static let center = HorizontalAlignment(name: "center")
    public static let trailing = HorizontalAlignment(name: "trailing")
    public static let listRowSeparatorLeading = HorizontalAlignment(name: "leading")
    public static let listRowSeparatorTrailing = HorizontalAlignment(name: "trailing")

    /// The archive's alignment: `leading`, `center` or `trailing` (custom guides are `center`).
    package var archive: ArchiveAlignment {
        switch name {
        case "leading": .leading
        case "trailing": .trailing
        default: .center
        }
    }
}

/// How views line up along a vertical axis (in an `HStack`).
public struct VerticalAlignment: Equatable, Hashable, Sendable {
    /// `top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`, or a custom guide's name.
    package let name: String
    init(name: String) { self.name = name }
    public init(_ id: any AlignmentID.Type) { self.name = String(describing: id) }
    public static let top = VerticalAlignment(name: "top")
    public static let center = VerticalAlignment(name: "center")
    public static let bottom = VerticalAlignment(name: "bottom")
    public static let firstTextBaseline = VerticalAlignment(name: "firstTextBaseline")
    public static let lastTextBaseline = VerticalAlignment(name: "lastTextBaseline")

    /// The archive's alignment: `top`, `center`, `bottom` or a baseline (custom guides are
    /// `center`).
    package var archive: ArchiveAlignment {
        switch name {
        case "top": .top
        case "bottom": .bottom
        case "firstTextBaseline": .firstTextBaseline
        case "lastTextBaseline": .lastTextBaseline
        default: .center
        }
    }
}

/// An alignment in both axes.
public struct Alignment: Equatable, Hashable, Sendable {
    public var horizontal: HorizontalAlignment
    public var vertical: VerticalAlignment
    public init(horizontal: HorizontalAlignment, vertical: VerticalAlignment) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    public static let center = Alignment(horizontal: .center, vertical: .center)
    public static let leading = Alignment(horizontal: .leading, vertical: .center)
    public static let trailing = Alignment(horizontal: .trailing, vertical: .center)
    public static let top = Alignment(horizontal: .center, vertical: .top)
    public static let bottom = Alignment(horizontal: .center, vertical: .bottom)
    public static let topLeading = Alignment(horizontal: .leading, vertical: .top)
    public static let topTrailing = Alignment(horizontal: .trailing, vertical: .top)
    public static let bottomLeading = Alignment(horizontal: .leading, vertical: .bottom)
    public static let bottomTrailing = Alignment(horizontal: .trailing, vertical: .bottom)
    public static var centerFirstTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .firstTextBaseline) }
    public static var centerLastTextBaseline: Alignment { Alignment(horizontal: .center, vertical: .lastTextBaseline) }
    public static var leadingFirstTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .firstTextBaseline) }
    public static var leadingLastTextBaseline: Alignment { Alignment(horizontal: .leading, vertical: .lastTextBaseline) }
    public static var trailingFirstTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .firstTextBaseline) }
    public static var trailingLastTextBaseline: Alignment { Alignment(horizontal: .trailing, vertical: .lastTextBaseline) }

    /// The archive's alignment: `center`, `leading`, `top`, `topLeading`, …; text baselines
    /// count as their vertical edge (`leadingFirstTextBaseline`); custom guides as `center`.
    package var archive: ArchiveAlignment {
        let h = horizontal.archive, v = vertical.archive
        if v == .center { return h }
        if h == .center { return v }
        if v == .top || v == .bottom { return ArchiveAlignment(rawValue: v.rawValue + h.rawValue.prefix(1).uppercased() + h.rawValue.dropFirst()) ?? .center }
        return ArchiveAlignment(rawValue: h.rawValue + v.rawValue.prefix(1).uppercased() + v.rawValue.dropFirst()) ?? .center
    }
}

/// A point in a view's unit square: (0, 0) top leading, (1, 1) bottom trailing.
public struct UnitPoint: Hashable, Sendable {
    public var x: CGFloat
    public var y: CGFloat
    public init() { self.init(x: 0, y: 0) }
    public init(x: CGFloat, y: CGFloat) {
        self.x = x
        self.y = y
    }
    public static let zero = UnitPoint(x: 0, y: 0)
    public static let center = UnitPoint(x: 0.5, y: 0.5)
    public static let leading = UnitPoint(x: 0, y: 0.5)
    public static let trailing = UnitPoint(x: 1, y: 0.5)
    public static let top = UnitPoint(x: 0.5, y: 0)
    public static let bottom = UnitPoint(x: 0.5, y: 1)
    public static let topLeading = UnitPoint(x: 0, y: 0)
    public static let topTrailing = UnitPoint(x: 1, y: 0)
    public static let bottomLeading = UnitPoint(x: 0, y: 1)
    public static let bottomTrailing = UnitPoint(x: 1, y: 1)

    var archive: ArchivePoint { ArchivePoint(x: Double(x), y: Double(y)) }
}

/// An angle.
public struct Angle: Hashable, Comparable, Sendable {
    public var radians: Double
    public var degrees: Double {
        get { radians * 180 / .pi }
        set { radians = newValue * .pi / 180 }
    }
    public init() { radians = 0 }
    public init(radians: Double) { self.radians = radians }
    public init(degrees: Double) { self.radians = degrees * .pi / 180 }
    public static func radians(_ radians: Double) -> Angle { Angle(radians: radians) }
    public static func degrees(_ degrees: Double) -> Angle { Angle(degrees: degrees) }
    public static let zero = Angle()
    public static func < (lhs: Angle, rhs: Angle) -> Bool { lhs.radians < rhs.radians }
}

/// Angles add and scale, as SwiftUI's `Angle` (`AdditiveArithmetic`) does.
extension Angle: AdditiveArithmetic {
    public static func + (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians + rhs.radians) }
    public static func - (lhs: Angle, rhs: Angle) -> Angle { Angle(radians: lhs.radians - rhs.radians) }
    public static prefix func - (angle: Angle) -> Angle { Angle(radians: -angle.radians) }
    public static func * (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians * rhs) }
    public static func * (lhs: Double, rhs: Angle) -> Angle { Angle(radians: lhs * rhs.radians) }
    public static func / (lhs: Angle, rhs: Double) -> Angle { Angle(radians: lhs.radians / rhs) }
}

/// How lines of text line up.
public enum TextAlignment: Hashable, CaseIterable, Sendable {
    case leading, center, trailing

    var archive: TextArchive.Alignment {
        switch self {
        case .leading: .leading
        case .center: .center
        case .trailing: .trailing
        }
    }
}
