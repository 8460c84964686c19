import Foundation

/// Statistics over an interval, as HealthKit's `HKStatistics`. Computed from samples; a store
/// with no data (this host) yields none.
open class HKStatistics: NSObject, @unchecked Sendable {
    public let quantityType: HKQuantityType
    public let startDate: Date
    public let endDate: Date
    let samples: [HKQuantitySample]

    init(quantityType: HKQuantityType, startDate: Date, endDate: Date, samples: [HKQuantitySample]) {
        self.quantityType = quantityType
        self.startDate = startDate
        self.endDate = endDate
        self.samples = samples
    }

    private func total(_ pick: ([Double]) -> Double?) -> HKQuantity? {
        guard let unit = samples.first?.quantity.unit else { return nil }
        guard let value = pick(samples.map { $0.quantity.doubleValue(for: unit) }) else { return nil }
        return HKQuantity(unit: unit, doubleValue: value)
    }

    public func sumQuantity() -> HKQuantity? { total { $0.reduce(0, +) } }
    public func averageQuantity() -> HKQuantity? { total { $0.isEmpty ? nil : $0.reduce(0, +) / Double($0.count) } }
    public func minimumQuantity() -> HKQuantity? { total { $0.min() } }
    public func maximumQuantity() -> HKQuantity? { total { $0.max() } }
    public func mostRecentQuantity() -> HKQuantity? { samples.max { $0.endDate < $1.endDate }?.quantity }
    public func duration() -> HKQuantity? {
        samples.isEmpty ? nil : HKQuantity(unit: .second(), doubleValue: samples.reduce(0) { $0 + $1.endDate.timeIntervalSince($1.startDate) })
    }
}

/// Statistics per interval, as HealthKit's `HKStatisticsCollection`.
open class HKStatisticsCollection: NSObject, @unchecked Sendable {
    let all: [HKStatistics]
    init(statistics: [HKStatistics]) { all = statistics }

    public func statistics() -> [HKStatistics] { all }
    public func statistics(for date: Date) -> HKStatistics? { all.first { $0.startDate <= date && date < $0.endDate } }
    public func enumerateStatistics(from startDate: Date, to endDate: Date, with block: (HKStatistics, UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for statistics in all where statistics.endDate > startDate && statistics.startDate < endDate {
            block(statistics, &stop)
            if stop.boolValue { return }
        }
    }
}
