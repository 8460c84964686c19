import Foundation

/// A unit of measure, as HealthKit's `HKUnit`: a scale to SI base units over a dimension, so that
/// `HKQuantity.doubleValue(for:)` converts between compatible units (metres and miles, kilocalories
/// and joules, counts per minute and per second) as it does on Apple's systems.
open class HKUnit: NSObject, @unchecked Sendable {
    /// Exponents of the base dimensions (length, mass, time, energy-as-itself is mass·length²/time²,
    /// temperature, amount of substance, volume-free count).
    struct Dimension: Hashable {
        var length = 0, mass = 0, time = 0, temperature = 0, substance = 0
        static func + (a: Dimension, b: Dimension) -> Dimension {
            Dimension(length: a.length + b.length, mass: a.mass + b.mass, time: a.time + b.time,
                      temperature: a.temperature + b.temperature, substance: a.substance + b.substance)
        }
        static prefix func - (a: Dimension) -> Dimension {
            Dimension(length: -a.length, mass: -a.mass, time: -a.time, temperature: -a.temperature, substance: -a.substance)
        }
    }

    /// Value in base units = value × scale + offset (the offset only for °C and °F).
    let scale: Double
    let offset: Double
    let dimension: Dimension
    /// Apple's unit string (`count/min`, `kcal`, `m`).
    public let unitString: String

    init(unitString: String, scale: Double, dimension: Dimension, offset: Double = 0) {
        self.unitString = unitString
        self.scale = scale
        self.dimension = dimension
        self.offset = offset
    }

    /// A unit from Apple's unit string (`"count/min"`, `"kcal"`, `"mg/dL"`, `"m"`, `"%"`).
    /// Apple raises an exception for a string it cannot parse; so does this.
    public convenience init(from string: String) {
        guard let unit = HKUnit.parse(string) else { preconditionFailure("HKUnit: unknown unit string \"\(string)\"") }
        self.init(unitString: unit.unitString, scale: unit.scale, dimension: unit.dimension, offset: unit.offset)
    }

    override open var description: String { unitString }
    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKUnit else { return false }
        return other.dimension == dimension && other.scale == scale && other.offset == offset
    }
    override open var hash: Int { var h = Hasher(); h.combine(dimension); h.combine(scale); return h.finalize() }

    /// Whether this unit has no offset and so takes part in products and quotients.
    public func isNull() -> Bool { dimension == Dimension() && scale == 1 && unitString.isEmpty }

    public func unitMultiplied(by unit: HKUnit) -> HKUnit {
        HKUnit(unitString: "\(unitString)·\(unit.unitString)", scale: scale * unit.scale, dimension: dimension + unit.dimension)
    }
    public func unitDivided(by unit: HKUnit) -> HKUnit {
        HKUnit(unitString: "\(unitString)/\(unit.unitString)", scale: scale / unit.scale, dimension: dimension + -unit.dimension)
    }
    public func unitRaised(toPower power: Int) -> HKUnit {
        var d = Dimension()
        for _ in 0..<abs(power) { d = d + (power < 0 ? -dimension : dimension) }
        return HKUnit(unitString: "\(unitString)^\(power)", scale: pow(scale, Double(power)), dimension: d)
    }
    public func reciprocal() -> HKUnit {
        HKUnit(unitString: "1/\(unitString)", scale: 1 / scale, dimension: -dimension)
    }

    // MARK: Units

    static let lengthD = Dimension(length: 1), massD = Dimension(mass: 1), timeD = Dimension(time: 1)
    static let energyD = Dimension(length: 2, mass: 1, time: -2), volumeD = Dimension(length: 3)

    public class func count() -> HKUnit { HKUnit(unitString: "count", scale: 1, dimension: Dimension()) }
    public class func percent() -> HKUnit { HKUnit(unitString: "%", scale: 1, dimension: Dimension()) }
    public class func meter() -> HKUnit { meterUnit(with: .none) }
    public class func meterUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "m", scale: prefix.factor, dimension: lengthD)
    }
    public class func inch() -> HKUnit { HKUnit(unitString: "in", scale: 0.0254, dimension: lengthD) }
    public class func foot() -> HKUnit { HKUnit(unitString: "ft", scale: 0.3048, dimension: lengthD) }
    public class func yard() -> HKUnit { HKUnit(unitString: "yd", scale: 0.9144, dimension: lengthD) }
    public class func mile() -> HKUnit { HKUnit(unitString: "mi", scale: 1609.344, dimension: lengthD) }
    public class func gram() -> HKUnit { gramUnit(with: .none) }
    public class func gramUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "g", scale: prefix.factor / 1000, dimension: massD)
    }
    public class func pound() -> HKUnit { HKUnit(unitString: "lb", scale: 0.45359237, dimension: massD) }
    public class func ounce() -> HKUnit { HKUnit(unitString: "oz", scale: 0.028349523125, dimension: massD) }
    public class func stone() -> HKUnit { HKUnit(unitString: "st", scale: 6.35029318, dimension: massD) }
    public class func second() -> HKUnit { secondUnit(with: .none) }
    public class func secondUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "s", scale: prefix.factor, dimension: timeD)
    }
    public class func minute() -> HKUnit { HKUnit(unitString: "min", scale: 60, dimension: timeD) }
    public class func hour() -> HKUnit { HKUnit(unitString: "hr", scale: 3600, dimension: timeD) }
    public class func day() -> HKUnit { HKUnit(unitString: "d", scale: 86400, dimension: timeD) }
    public class func joule() -> HKUnit { jouleUnit(with: .none) }
    public class func jouleUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "J", scale: prefix.factor, dimension: energyD)
    }
    public class func kilocalorie() -> HKUnit { HKUnit(unitString: "kcal", scale: 4184, dimension: energyD) }
    public class func smallCalorie() -> HKUnit { HKUnit(unitString: "cal", scale: 4.184, dimension: energyD) }
    public class func largeCalorie() -> HKUnit { HKUnit(unitString: "Cal", scale: 4184, dimension: energyD) }
    public class func liter() -> HKUnit { literUnit(with: .none) }
    public class func literUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "L", scale: prefix.factor / 1000, dimension: volumeD)
    }
    public class func fluidOunceUS() -> HKUnit { HKUnit(unitString: "fl_oz_us", scale: 29.5735295625e-6, dimension: volumeD) }
    public class func degreeCelsius() -> HKUnit {
        HKUnit(unitString: "degC", scale: 1, dimension: Dimension(temperature: 1), offset: 273.15)
    }
    public class func degreeFahrenheit() -> HKUnit {
        HKUnit(unitString: "degF", scale: 5.0 / 9.0, dimension: Dimension(temperature: 1), offset: 273.15 - 32 * 5.0 / 9.0)
    }
    public class func kelvin() -> HKUnit { HKUnit(unitString: "K", scale: 1, dimension: Dimension(temperature: 1)) }
    public class func millimeterOfMercury() -> HKUnit {
        HKUnit(unitString: "mmHg", scale: 133.322387415, dimension: Dimension(length: -1, mass: 1, time: -2))
    }
    /// Moles with a prefix; with a molar mass (grams per mole) the unit converts to grams, as
    /// blood glucose in mmol/L converts to mg/dL.
    public class func moleUnit(with prefix: HKMetricPrefix, molarMass gramsPerMole: Double) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "mol<\(gramsPerMole)>", scale: prefix.factor * gramsPerMole / 1000, dimension: massD)
    }
    public class func moleUnit(with prefix: HKMetricPrefix) -> HKUnit {
        HKUnit(unitString: prefix.symbol + "mol", scale: prefix.factor, dimension: Dimension(substance: 1))
    }

    static func parse(_ string: String) -> HKUnit? {
        let text = string.trimmingCharacters(in: .whitespaces)
        if let slash = text.firstIndex(of: "/") {
            guard let numerator = parse(String(text[..<slash])), let denominator = parse(String(text[text.index(after: slash)...])) else { return nil }
            return numerator.unitDivided(by: denominator).renamed(text)
        }
        let fixed: [String: () -> HKUnit] = [
            "count": count, "%": percent, "in": inch, "ft": foot, "yd": yard, "mi": mile, "lb": pound, "oz": ounce, "st": stone,
            "min": minute, "hr": hour, "h": hour, "d": day, "kcal": kilocalorie, "Cal": largeCalorie, "cal": smallCalorie,
            "degC": degreeCelsius, "degF": degreeFahrenheit, "K": kelvin, "mmHg": millimeterOfMercury, "fl_oz_us": fluidOunceUS,
        ]
        if let make = fixed[text] { return make() }
        let bases: [(String, (HKMetricPrefix) -> HKUnit)] = [("mol", moleUnit(with:)), ("m", meterUnit(with:)), ("g", gramUnit(with:)),
                                                              ("s", secondUnit(with:)), ("J", jouleUnit(with:)), ("L", literUnit(with:))]
        for (symbol, make) in bases where text.hasSuffix(symbol) {
            let prefixText = String(text.dropLast(symbol.count))
            if let prefix = HKMetricPrefix.allPrefixes.first(where: { $0.symbol == prefixText }) { return make(prefix).renamed(text) }
        }
        return nil
    }

    func renamed(_ string: String) -> HKUnit { HKUnit(unitString: string, scale: scale, dimension: dimension, offset: offset) }
}

/// SI prefixes for HealthKit's metric units.
public enum HKMetricPrefix: Int, Sendable {
    case none = 0, femto = 13, pico = 1, nano, micro, milli, centi, deci, deca, hecto, kilo, mega, giga, tera

    static let allPrefixes: [HKMetricPrefix] = [.none, .femto, .pico, .nano, .micro, .milli, .centi, .deci, .deca, .hecto, .kilo, .mega, .giga, .tera]
    var symbol: String {
        switch self {
        case .none: "" case .femto: "f" case .pico: "p" case .nano: "n" case .micro: "mc" case .milli: "m" case .centi: "c"
        case .deci: "d" case .deca: "da" case .hecto: "h" case .kilo: "k" case .mega: "M" case .giga: "G" case .tera: "T"
        }
    }
    var factor: Double {
        switch self {
        case .none: 1 case .femto: 1e-15 case .pico: 1e-12 case .nano: 1e-9 case .micro: 1e-6 case .milli: 1e-3 case .centi: 1e-2
        case .deci: 1e-1 case .deca: 1e1 case .hecto: 1e2 case .kilo: 1e3 case .mega: 1e6 case .giga: 1e9 case .tera: 1e12
        }
    }
}

/// The molar mass of glucose, for `HKUnit.moleUnit(with:molarMass:)`.
public let HKUnitMolarMassBloodGlucose: Double = 180.15588000005408
