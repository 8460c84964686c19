import Foundation

// `Measurement.formatted(_:)` and `Measurement.FormatStyle` (`.measurement(width:usage:numberFormatStyle:)`),
// which Foundation on Linux lacks: the measurement converted for its usage to the locale's unit
// (miles or kilometres on the road, °F or °C, mph or km/h), the number through a number format
// style, the unit by symbol or by name.

/// What a measurement is of, which decides the unit it is shown in (`.road`, `.workout`, …).
public struct MeasurementFormatUnitUsage<UnitType: Dimension>: Codable, Hashable, Sendable {
    let usage: String

    /// The locale's usual unit for the dimension (as `general`, for the dimensions listed here).
    public static var general: Self { Self(usage: "general") }
    /// The measurement's own unit.
    public static var asProvided: Self { Self(usage: "asProvided") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitLength {
    /// Distances on the road: miles where the locale uses US measures, else kilometres.
    public static var road: Self { Self(usage: "road") }
    /// A person's height: feet or centimetres.
    public static var personHeight: Self { Self(usage: "personHeight") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitEnergy {
    /// Energy burnt in a workout: kilocalories.
    public static var workout: Self { Self(usage: "workout") }
    /// Food energy: kilocalories.
    public static var food: Self { Self(usage: "food") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitTemperature {
    /// The weather: °F where the locale uses US measures, else °C.
    public static var weather: Self { Self(usage: "weather") }
}

extension MeasurementFormatUnitUsage where UnitType == UnitSpeed {
    /// Wind: mph where the locale uses US measures, else km/h.
    public static var wind: Self { Self(usage: "wind") }
}

extension Measurement where UnitType: Dimension {
    /// A measurement as text: its unit for the usage and locale, its number in a number style.
    public struct FormatStyle: Foundation.FormatStyle, Sendable {
        /// How the unit is written: by name (`wide`), by symbol after a space (`abbreviated`), by
        /// symbol against the number (`narrow`).
        public struct UnitWidth: Codable, Hashable, Sendable {
            let width: String
            public static var wide: Self { Self(width: "wide") }
            public static var abbreviated: Self { Self(width: "abbreviated") }
            public static var narrow: Self { Self(width: "narrow") }
        }

        public var width: UnitWidth
        public var locale: Locale
        public var usage: MeasurementFormatUnitUsage<UnitType>?
        public var numberFormatStyle: FloatingPointFormatStyle<Double>?
        public var hidesScaleName = false

        public init(
            width: UnitWidth, locale: Locale = .autoupdatingCurrent, usage: MeasurementFormatUnitUsage<UnitType>? = .general,
            numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
        ) {
            self.width = width
            self.locale = locale
            self.usage = usage
            self.numberFormatStyle = numberFormatStyle
        }

        public func locale(_ locale: Locale) -> Self {
            var style = self
            style.locale = locale
            return style
        }

        /// The unit the measurement is shown in: the locale's for its usage.
        func displayUnit(for measurement: Measurement<UnitType>) -> UnitType {
            let us = locale.measurementSystem == .us
            let usage = usage?.usage ?? "asProvided"
            guard usage != "asProvided" else { return measurement.unit }
            let unit: Dimension? =
                switch measurement.unit {
                case is UnitLength:
                    switch usage {
                    case "personHeight": us ? UnitLength.feet : UnitLength.centimeters
                    default: us ? UnitLength.miles : UnitLength.kilometers
                    }
                case is UnitTemperature: us ? UnitTemperature.fahrenheit : UnitTemperature.celsius
                case is UnitSpeed: us ? UnitSpeed.milesPerHour : UnitSpeed.kilometersPerHour
                case is UnitEnergy: UnitEnergy.kilocalories
                default: nil
                }
            return (unit as? UnitType) ?? measurement.unit
        }

        public func format(_ measurement: Measurement<UnitType>) -> String {
            let unit = displayUnit(for: measurement)
            let value = measurement.converted(to: unit).value
            let numberStyle = (numberFormatStyle ?? FloatingPointFormatStyle<Double>().precision(.fractionLength(0...1))).locale(locale)
            let number = numberStyle.format(value)
            switch width {
            case .wide:
                let name = MeasurementFormatter.longNames[unit.symbol].map { abs(value) == 1 ? $0.singular : $0.plural } ?? unit.symbol
                return number + " " + name
            case .narrow:
                return number + unit.symbol
            default:
                return number + " " + unit.symbol
            }
        }
    }

    /// The measurement formatted by `style`.
    public func formatted<S: Foundation.FormatStyle>(_ style: S) -> S.FormatOutput where S.FormatInput == Measurement<UnitType> {
        style.format(self)
    }

    /// The measurement by symbol, in the locale's unit.
    public func formatted() -> String {
        FormatStyle(width: .abbreviated).format(self)
    }
}

extension FormatStyle {
    /// A measurement's style: `width` of the unit, its `usage`, and the number's style.
    public static func measurement<UnitType: Dimension>(
        width: Measurement<UnitType>.FormatStyle.UnitWidth = .abbreviated, usage: MeasurementFormatUnitUsage<UnitType> = .general,
        numberFormatStyle: FloatingPointFormatStyle<Double>? = nil
    ) -> Self where Self == Measurement<UnitType>.FormatStyle {
        Measurement<UnitType>.FormatStyle(width: width, usage: usage, numberFormatStyle: numberFormatStyle)
    }
}
