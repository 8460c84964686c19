import Foundation
import SwiftUI
import WidgetryWire

/// The value an axis mark is drawn at, given to `AxisMarks`' content.
public struct AxisValue {
    let primitive: PlotPrimitive
    /// The mark's place among the axis's marks, and how many there are.
    public let index: Int
    public let count: Int

    init(primitive: PlotPrimitive, index: Int, count: Int) {
        self.primitive = primitive
        self.index = index
        self.count = count
    }

    /// The value as `type` (`value.as(Double.self)`, `value.as(Date.self)`), nil when it is not one.
    public func `as`<P: Plottable>(_ type: P.Type) -> P? {
        primitive.converted(to: type)
    }
}

/// Which values an axis has marks at.
public struct AxisMarkValues {
    enum Storage {
        case automatic(desiredCount: Int?)
        case numberStride(Double)
        case dateStride(Calendar.Component, count: Int, calendar: Calendar?)
        case values([PlotPrimitive])
    }

    let storage: Storage

    public static var automatic: AxisMarkValues { AxisMarkValues(storage: .automatic(desiredCount: nil)) }

    public static func automatic(
        minimumStride: Double? = nil, desiredCount: Int? = nil, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .automatic(desiredCount: desiredCount))
    }

    public static func stride(by step: Double, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil) -> AxisMarkValues {
        AxisMarkValues(storage: .numberStride(step))
    }

    public static func stride(
        by component: Calendar.Component, count: Int = 1, roundLowerBound: Bool? = nil, roundUpperBound: Bool? = nil,
        calendar: Calendar? = nil
    ) -> AxisMarkValues {
        AxisMarkValues(storage: .dateStride(component, count: max(count, 1), calendar: calendar))
    }

    init(storage: Storage) { self.storage = storage }

    init<S: Sequence>(values: S) where S.Element: Plottable {
        storage = .values(values.map { PlotPrimitive($0) })
    }
}
