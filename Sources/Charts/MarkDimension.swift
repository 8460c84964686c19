import Foundation
import SwiftUI
import WidgetryWire

/// A mark's width or height: automatic (the band's share), a fixed number of points, a ratio
/// of its band, or its band less an inset.
public struct MarkDimension: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Hashable, Sendable {
    enum Storage: Hashable {
        case automatic
        case fixed(Double)
        case ratio(Double)
        case inset(Double)
    }

    let storage: Storage

    public static let automatic = MarkDimension(storage: .automatic)
    public static func fixed(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .fixed(Double(value))) }
    public static func ratio(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .ratio(Double(value))) }
    public static func inset(_ value: CGFloat) -> MarkDimension { MarkDimension(storage: .inset(Double(value))) }

    init(storage: Storage) { self.storage = storage }
    public init(floatLiteral value: Double) { storage = .fixed(value) }
    public init(integerLiteral value: Int) { storage = .fixed(Double(value)) }
}

/// How marks at the same position combine: stacked (the default), stacked to fill the whole
/// axis (`normalized`), stacked around the middle (`center`), or overlapping (`unstacked`).
public struct MarkStackingMethod: Hashable, Sendable {
    enum Storage: Hashable {
        case standard, normalized, center, unstacked
    }

    let storage: Storage

    public static let standard = MarkStackingMethod(storage: .standard)
    public static let normalized = MarkStackingMethod(storage: .normalized)
    public static let center = MarkStackingMethod(storage: .center)
    public static let unstacked = MarkStackingMethod(storage: .unstacked)
}

/// How a line or area passes through its points.
public struct InterpolationMethod: Hashable, Sendable {
    enum Storage: Hashable {
        case linear, monotone, catmullRom(alpha: Double), cardinal(tension: Double), stepStart, stepCenter, stepEnd
    }

    let storage: Storage

    public static let linear = InterpolationMethod(storage: .linear)
    /// A smooth curve that never overshoots its points between them.
    public static let monotone = InterpolationMethod(storage: .monotone)
    public static let catmullRom = InterpolationMethod(storage: .catmullRom(alpha: 0.5))
    public static let cardinal = InterpolationMethod(storage: .cardinal(tension: 0))
    public static let stepStart = InterpolationMethod(storage: .stepStart)
    public static let stepCenter = InterpolationMethod(storage: .stepCenter)
    public static let stepEnd = InterpolationMethod(storage: .stepEnd)

    public static func catmullRom(alpha: Double) -> InterpolationMethod { InterpolationMethod(storage: .catmullRom(alpha: alpha)) }
    public static func cardinal(tension: Double) -> InterpolationMethod { InterpolationMethod(storage: .cardinal(tension: tension)) }
}

/// Where an annotation sits around its mark.
public struct AnnotationPosition: Hashable, Sendable {
    /// nil: automatic (above the mark; a legend below the chart).
    let archive: ChartAnnotationArchive.Position?

    public static let automatic = AnnotationPosition(archive: nil)
    public static let overlay = AnnotationPosition(archive: .overlay)
    public static let top = AnnotationPosition(archive: .top)
    public static let bottom = AnnotationPosition(archive: .bottom)
    public static let leading = AnnotationPosition(archive: .leading)
    public static let trailing = AnnotationPosition(archive: .trailing)
    public static let topLeading = AnnotationPosition(archive: .topLeading)
    public static let topTrailing = AnnotationPosition(archive: .topTrailing)
    public static let bottomLeading = AnnotationPosition(archive: .bottomLeading)
    public static let bottomTrailing = AnnotationPosition(archive: .bottomTrailing)
}

/// What an annotation does when it would leave the chart (accepted; annotations are kept
/// inside the chart's box by the page).
public struct AnnotationOverflowResolution: Hashable, Sendable {
    public struct Strategy: Hashable, Sendable {
        let name: String
        public static let automatic = Strategy(name: "automatic")
        public static let fit = Strategy(name: "fit")
        public static let disabled = Strategy(name: "disabled")
        public static func fit(to boundary: AnnotationOverflowResolution.Boundary) -> Strategy { Strategy(name: "fit") }
        public static let padScale = Strategy(name: "padScale")
    }

    public struct Boundary: Hashable, Sendable {
        let name: String
        public static let automatic = Boundary(name: "automatic")
        public static let plot = Boundary(name: "plot")
        public static let chart = Boundary(name: "chart")
    }

    public static let automatic = AnnotationOverflowResolution(x: .automatic, y: .automatic)
    public init(x: Strategy = .automatic, y: Strategy = .automatic) {}
}
