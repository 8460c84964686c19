import Foundation

/// Apple's `MeasurementFormatter`: a measurement as text, "21°C", "21°", "5 km",
/// "5 kilometers". Linux Foundation declares the class unavailable ("Not supported in
/// swift-corelibs-foundation"); this one, in a module that imports Foundation, is the one that
/// widget code names.
///
/// The number goes through `numberFormatter`. Temperatures are shown in the locale's unit (°F
/// where the locale uses US measures, else °C) unless `unitOptions` has `.providedUnit`, as
/// Apple does; other measurements keep their unit. Units are written by their symbols (short and
/// medium styles) or by English names for the common units (long style, else the symbol).
open class MeasurementFormatter: Formatter, @unchecked Sendable {
    /// How the unit is chosen and written.
    public struct UnitOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The measurement's own unit, not the locale's.
        public static let providedUnit = UnitOptions(rawValue: 1 << 0)
        /// The unit that reads best for the size (kept here as provided).
        public static let naturalScale = UnitOptions(rawValue: 1 << 1)
        /// A temperature as "21°", the scale left out.
        public static let temperatureWithoutUnit = UnitOptions(rawValue: 1 << 2)
    }

    open var unitOptions: UnitOptions = []
    open var unitStyle: Formatter.UnitStyle = .medium
    open var locale: Locale! = .current {
        didSet { numberFormatter.locale = locale }
    }
    open var numberFormatter: NumberFormatter! = {
        let formatter = NumberFormatter()
        formatter.numberStyle = .decimal
        formatter.maximumFractionDigits = 2
        return formatter
    }()

    public override init() {
        super.init()
        numberFormatter.locale = locale
    }

    public required init?(coder: NSCoder) { nil }

    /// The measurement as text.
    open func string(from measurement: Measurement<Unit>) -> String {
        var value = measurement.value
        var unit = measurement.unit
        if let temperature = unit as? UnitTemperature, !unitOptions.contains(.providedUnit) {
            let preferred: UnitTemperature = usesUSMeasures ? .fahrenheit : .celsius
            if temperature != preferred {
                value = Measurement(value: value, unit: temperature).converted(to: preferred).value
                unit = preferred
            }
        }
        let number = numberFormatter.string(from: NSNumber(value: value)) ?? String(value)
        if unit is UnitTemperature {
            if unitOptions.contains(.temperatureWithoutUnit) { return number + "°" }
            if unitStyle == .long { return number + " " + (Self.longNames[unit.symbol].map { plural(value, $0) } ?? unit.symbol) }
            return unitStyle == .short ? number + "°" : number + unit.symbol
        }
        if unitStyle == .long, let name = Self.longNames[unit.symbol] { return number + " " + plural(value, name) }
        return unitStyle == .short && Self.tightSymbols.contains(unit.symbol) ? number + unit.symbol : number + " " + unit.symbol
    }

    /// A measurement of any unit type.
    open func string<UnitType: Unit>(from measurement: Measurement<UnitType>) -> String {
        string(from: Measurement<Unit>(value: measurement.value, unit: measurement.unit))
    }

    /// The unit alone: its symbol, or its name in the long style.
    open func string(from unit: Unit) -> String {
        unitStyle == .long ? (Self.longNames[unit.symbol]?.plural ?? unit.symbol) : unit.symbol
    }

    open override func string(for obj: Any?) -> String? {
        switch obj {
        case let measurement as Measurement<Unit>: string(from: measurement)
        case let unit as Unit: string(from: unit)
        default: nil
        }
    }

    private var usesUSMeasures: Bool {
        let region = locale.region?.identifier ?? locale.identifier.split(separator: "_").last.map(String.init) ?? ""
        return ["US", "LR", "MM", "BS", "BZ", "KY", "PW"].contains(region)
    }

    private func plural(_ value: Double, _ name: (singular: String, plural: String)) -> String {
        abs(value) == 1 ? name.singular : name.plural
    }

    /// Symbols written against the number in the short style, as Apple writes "5km".
    private static let tightSymbols: Set<String> = ["km", "m", "cm", "mm", "mi", "ft", "in", "kg", "g", "lb", "%"]

    /// English names of the common units, by symbol.
    static let longNames: [String: (singular: String, plural: String)] = [
        "°C": ("degree Celsius", "degrees Celsius"), "°F": ("degree Fahrenheit", "degrees Fahrenheit"), "K": ("kelvin", "kelvins"),
        "km": ("kilometer", "kilometers"), "m": ("meter", "meters"), "cm": ("centimeter", "centimeters"), "mm": ("millimeter", "millimeters"),
        "mi": ("mile", "miles"), "ft": ("foot", "feet"), "in": ("inch", "inches"), "yd": ("yard", "yards"),
        "kg": ("kilogram", "kilograms"), "g": ("gram", "grams"), "lb": ("pound", "pounds"), "oz": ("ounce", "ounces"),
        "km/h": ("kilometer per hour", "kilometers per hour"), "mph": ("mile per hour", "miles per hour"), "m/s": ("meter per second", "meters per second"),
        "hPa": ("hectopascal", "hectopascals"), "mbar": ("millibar", "millibars"), "inHg": ("inch of mercury", "inches of mercury"),
        "L": ("liter", "liters"), "mL": ("milliliter", "milliliters"), "s": ("second", "seconds"), "min": ("minute", "minutes"), "hr": ("hour", "hours"),
        "kWh": ("kilowatt-hour", "kilowatt-hours"), "W": ("watt", "watts"), "kW": ("kilowatt", "kilowatts"),
    ]
}
