import Foundation
import SwiftUI
import WidgetryWire

/// A type whose values a chart can plot: numbers, dates and strings, and types that stand for
/// one of them (`primitivePlottable`), such as enums with string raw values.
public protocol Plottable: Equatable {
    associatedtype PrimitivePlottable: Plottable
    /// The number, date or string this value is plotted as.
    var primitivePlottable: PrimitivePlottable { get }
    /// The value a primitive plottable stands for (nil when it stands for none).
    init?(primitivePlottable: PrimitivePlottable)
}

/// The numbers, dates and strings: plotted as themselves.
public protocol _PrimitivePlottable: Plottable where PrimitivePlottable == Self {}

extension _PrimitivePlottable {
    public var primitivePlottable: Self { self }
    public init?(primitivePlottable: Self) { self = primitivePlottable }
}

extension Plottable where Self: RawRepresentable, RawValue: Plottable, PrimitivePlottable == RawValue.PrimitivePlottable {
    public var primitivePlottable: PrimitivePlottable { rawValue.primitivePlottable }
    public init?(primitivePlottable: PrimitivePlottable) {
        guard let raw = RawValue(primitivePlottable: primitivePlottable) else { return nil }
        self.init(rawValue: raw)
    }
}

extension Int: _PrimitivePlottable {}
extension Int8: _PrimitivePlottable {}
extension Int16: _PrimitivePlottable {}
extension Int32: _PrimitivePlottable {}
extension Int64: _PrimitivePlottable {}
extension UInt: _PrimitivePlottable {}
extension UInt8: _PrimitivePlottable {}
extension UInt16: _PrimitivePlottable {}
extension UInt32: _PrimitivePlottable {}
extension UInt64: _PrimitivePlottable {}
extension Double: _PrimitivePlottable {}
extension Float: _PrimitivePlottable {}
extension CGFloat: _PrimitivePlottable {}
extension Decimal: _PrimitivePlottable {}
extension String: _PrimitivePlottable {}
extension Date: _PrimitivePlottable {}

/// A plotted value as the scales see it.
enum PlotPrimitive: Hashable {
    case number(Double)
    case date(Date)
    case string(String)

    init<P: Plottable>(_ value: P) {
        let primitive: Any = value.primitivePlottable
        switch primitive {
        case let value as Double: self = .number(value)
        case let value as Float: self = .number(Double(value))
        case let value as CGFloat: self = .number(Double(value))
        case let value as Decimal: self = .number(NSDecimalNumber(decimal: value).doubleValue)
        case let value as any BinaryInteger: self = .number(Double(value))
        case let value as Date: self = .date(value)
        case let value as String: self = .string(value)
        case let value as any Plottable where !(value is P): self = Self.nested(value)
        default: self = .string(String(describing: primitive))
        }
    }

    private static func nested<P: Plottable>(_ value: P) -> PlotPrimitive { PlotPrimitive(value) }

    /// The value as a number on a continuous scale (a date's seconds since 1970).
    var number: Double? {
        switch self {
        case .number(let value): value
        case .date(let date): date.timeIntervalSince1970
        case .string: nil
        }
    }

    var text: String {
        switch self {
        case .number(let value): ChartFormat.number(value)
        case .date(let date): ChartFormat.date(date)
        case .string(let string): string
        }
    }

    /// The value converted back to a plottable type (`AxisValue.as(_:)`, `ChartProxy.value`).
    func converted<P: Plottable>(to type: P.Type) -> P? {
        func primitive<Q: Plottable>(_ type: Q.Type) -> Q? {
            switch self {
            case .number(let value):
                if Q.self == Double.self { return value as? Q }
                if Q.self == Float.self { return Float(value) as? Q }
                if Q.self == CGFloat.self { return CGFloat(value) as? Q }
                if Q.self == Decimal.self { return Decimal(value) as? Q }
                if Q.self == Int.self { return value.isFinite ? Int(value.rounded()) as? Q : nil }
                if let integer = Q.self as? any BinaryInteger.Type, value.isFinite { return integer.init(value.rounded()) as? Q }
                return nil
            case .date(let date): return date as? Q
            case .string(let string): return string as? Q
            }
        }
        if let value = primitive(P.self) { return value }
        guard let raw = primitive(P.PrimitivePlottable.self) else { return nil }
        return P(primitivePlottable: raw)
    }
}

/// A value plotted by a mark with its label (`.value("Steps", steps)`): the label names the
/// axis, the legend and the accessibility description.
public struct PlottableValue<Value: Plottable> {
    var label: String
    var primitive: PlotPrimitive
    /// A date's unit: the value spans the whole unit (a bar a day wide).
    var unit: Calendar.Component?
    var calendar: Calendar?

    /// `value` labelled `label`.
    public static func value<S: StringProtocol>(_ label: S, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: String(label), primitive: PlotPrimitive(value))
    }

    public static func value(_ label: LocalizedStringKey, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.resolvedText, primitive: PlotPrimitive(value))
    }

    public static func value(_ label: Text, _ value: Value) -> PlottableValue<Value> {
        PlottableValue(label: label.plainText(), primitive: PlotPrimitive(value))
    }
}

extension PlottableValue where Value == Date {
    /// A date spanning `unit` (`.day`: from the start of its day to the next).
    public static func value<S: StringProtocol>(_ label: S, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: String(label), primitive: .date(value), unit: unit, calendar: calendar)
    }

    public static func value(_ label: LocalizedStringKey, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label.resolvedText, primitive: .date(value), unit: unit, calendar: calendar)
    }

    public static func value(_ label: Text, _ value: Date, unit: Calendar.Component, calendar: Calendar = .current) -> PlottableValue<Date> {
        PlottableValue(label: label.plainText(), primitive: .date(value), unit: unit, calendar: calendar)
    }
}

/// A plotted value without its type, as marks keep it.
struct PlotValue {
    var label: String
    var primitive: PlotPrimitive
    var unit: Calendar.Component?
    var calendar: Calendar?

    init?<V>(_ value: PlottableValue<V>?) {
        guard let value else { return nil }
        self.init(value)
    }

    init<V>(_ value: PlottableValue<V>) {
        label = value.label
        primitive = value.primitive
        unit = value.unit
        calendar = value.calendar
    }
}
