import Foundation

/// A piece of health data, as HealthKit's `HKObject`.
open class HKObject: NSObject, @unchecked Sendable {
    public let uuid = UUID()
    public let metadata: [String: Any]?
    init(metadata: [String: Any]?) { self.metadata = metadata }
}

/// Data over a time interval, as HealthKit's `HKSample`.
open class HKSample: HKObject, @unchecked Sendable {
    public let sampleType: HKSampleType
    public let startDate: Date
    public let endDate: Date
    init(sampleType: HKSampleType, startDate: Date, endDate: Date, metadata: [String: Any]?) {
        self.sampleType = sampleType
        self.startDate = startDate
        self.endDate = endDate
        super.init(metadata: metadata)
    }
}

/// A numeric sample, as HealthKit's `HKQuantitySample` (an app builds them to save; none come
/// from a store here).
open class HKQuantitySample: HKSample, @unchecked Sendable {
    public let quantity: HKQuantity
    public var quantityType: HKQuantityType { sampleType as! HKQuantityType }
    public var count: Int { 1 }

    public init(type quantityType: HKQuantityType, quantity: HKQuantity, start startDate: Date, end endDate: Date,
                metadata: [String: Any]? = nil) {
        self.quantity = quantity
        super.init(sampleType: quantityType, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// A sample with one of a category's values, as HealthKit's `HKCategorySample`.
open class HKCategorySample: HKSample, @unchecked Sendable {
    public let value: Int
    public var categoryType: HKCategoryType { sampleType as! HKCategoryType }
    public init(type: HKCategoryType, value: Int, start startDate: Date, end endDate: Date, metadata: [String: Any]? = nil) {
        self.value = value
        super.init(sampleType: type, startDate: startDate, endDate: endDate, metadata: metadata)
    }
}

/// A workout, as HealthKit's `HKWorkout`: read from a store (none here), so no public initialiser.
open class HKWorkout: HKSample, @unchecked Sendable {
    public let workoutActivityType: HKWorkoutActivityType
    public let duration: TimeInterval
    init(activityType: HKWorkoutActivityType, start: Date, end: Date) {
        workoutActivityType = activityType
        duration = end.timeIntervalSince(start)
        super.init(sampleType: HKObjectType.workoutType(), startDate: start, endDate: end, metadata: nil)
    }
}

/// Kinds of workout, with Apple's raw values (those widget code names).
public enum HKWorkoutActivityType: UInt, Sendable {
    case americanFootball = 1, basketball = 6, cycling = 13, dance = 14, elliptical = 16, functionalStrengthTraining = 20,
         hiking = 24, mindAndBody = 29, rowing = 35, running = 37, soccer = 41, swimming = 46, tennis = 48,
         traditionalStrengthTraining = 50, walking = 52, yoga = 57, highIntensityIntervalTraining = 63, other = 3000
}

/// Where a sample came from, as HealthKit's `HKSource`.
open class HKSource: NSObject, @unchecked Sendable {
    public let name: String
    public let bundleIdentifier: String
    init(name: String, bundleIdentifier: String) {
        self.name = name
        self.bundleIdentifier = bundleIdentifier
    }
    /// This app as a source.
    public class func `default`() -> HKSource {
        HKSource(name: ProcessInfo.processInfo.processName, bundleIdentifier: Bundle.main.bundleIdentifier ?? ProcessInfo.processInfo.processName)
    }
}

/// A position in a store's history, as HealthKit's `HKQueryAnchor` (archived as apps keep it).
open class HKQueryAnchor: NSObject, @unchecked Sendable {
    let value: Int
    public init(fromValue value: Int) { self.value = value }
    override open func isEqual(_ object: Any?) -> Bool { (object as? HKQueryAnchor)?.value == value }
    override open var hash: Int { value }
}

/// Sentinel for "no sample limit".
public let HKObjectQueryNoLimit = 0
