import Foundation
import SwiftUI
import WidgetryWire

/// The shape of a point symbol.
public protocol ChartSymbolShape: Shape {
    /// How much of the symbol's size the shape fills (for symbols of equal visual weight).
    var perceptualUnitRect: CGRect { get }
}

/// The symbols Swift Charts draws points with, and cycles through for `symbol(by:)`.
public struct BasicChartSymbolShape: ChartSymbolShape {
    let archive: ChartSymbolArchive


    /// The order `symbol(by:)` assigns symbols in.
    static let cycle: [ChartSymbolArchive] = [.circle, .square, .triangle, .diamond, .pentagon]

    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }

    public func path(in rect: CGRect) -> Path {
        switch archive {
        case .square: Path(rect)
        default: Path(ellipseIn: rect)
        }
    }
}

/// Apple's Charts takes SwiftUI's `Circle` as a symbol shape (`symbol(Circle())`), drawn as the
/// circle symbol.
extension Circle: ChartSymbolShape {
    public var perceptualUnitRect: CGRect { CGRect(x: 0, y: 0, width: 1, height: 1) }
}

extension ChartSymbolShape where Self == BasicChartSymbolShape {
    public static var circle: BasicChartSymbolShape { BasicChartSymbolShape(archive: .circle) }
    public static var square: BasicChartSymbolShape { BasicChartSymbolShape(archive: .square) }
    public static var triangle: BasicChartSymbolShape { BasicChartSymbolShape(archive: .triangle) }
    public static var diamond: BasicChartSymbolShape { BasicChartSymbolShape(archive: .diamond) }
    public static var pentagon: BasicChartSymbolShape { BasicChartSymbolShape(archive: .pentagon) }
    public static var plus: BasicChartSymbolShape { BasicChartSymbolShape(archive: .plus) }
    public static var cross: BasicChartSymbolShape { BasicChartSymbolShape(archive: .cross) }
    public static var asterisk: BasicChartSymbolShape { BasicChartSymbolShape(archive: .asterisk) }
}
