import Foundation

/// An amount in a unit, as HealthKit's `HKQuantity`: read in any compatible unit with
/// `doubleValue(for:)`; reading in an incompatible unit stops the program, as Apple's raises.
open class HKQuantity: NSObject, @unchecked Sendable, Comparable {
    let unit: HKUnit
    let value: Double

    public init(unit: HKUnit, doubleValue value: Double) {
        self.unit = unit
        self.value = value
    }

    /// The value in base units.
    var baseValue: Double { value * unit.scale + unit.offset }

    public func `is`(compatibleWith unit: HKUnit) -> Bool { unit.dimension == self.unit.dimension }

    public func doubleValue(for unit: HKUnit) -> Double {
        precondition(`is`(compatibleWith: unit), "HKQuantity: \(self.unit.unitString) is not compatible with \(unit.unitString)")
        return (baseValue - unit.offset) / unit.scale
    }

    public func compare(_ quantity: HKQuantity) -> ComparisonResult {
        let other = quantity.doubleValue(for: unit)
        return value < other ? .orderedAscending : value > other ? .orderedDescending : .orderedSame
    }

    public static func < (lhs: HKQuantity, rhs: HKQuantity) -> Bool { lhs.compare(rhs) == .orderedAscending }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKQuantity, other.is(compatibleWith: unit) else { return false }
        return compare(other) == .orderedSame
    }
    override open var hash: Int { baseValue.hashValue }
    override open var description: String { "\(value) \(unit.unitString)" }
}
