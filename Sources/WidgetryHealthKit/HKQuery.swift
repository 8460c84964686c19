import Foundation

/// A question to a health store, as HealthKit's `HKQuery`. A store runs it with
/// `HKHealthStore.execute(_:)`, which answers through the query's results handler.
open class HKQuery: NSObject, @unchecked Sendable {
    public let objectType: HKObjectType?
    public let predicate: NSPredicate?

    init(objectType: HKObjectType?, predicate: NSPredicate?) {
        self.objectType = objectType
        self.predicate = predicate
    }

    /// Calls the query's handler with the error (the store has no data to answer with).
    func deliver(_ error: any Error) {}

    /// Samples in `[startDate, endDate)`: overlapping the interval, or wholly inside it with
    /// `.strictStartDate`/`.strictEndDate`. Either bound may be nil (open).
    public class func predicateForSamples(withStart startDate: Date?, end endDate: Date?, options: HKQueryOptions = []) -> NSPredicate {
        NSPredicate { object, _ in
            guard let sample = object as? HKSample else { return false }
            if let startDate {
                if options.contains(.strictStartDate) ? sample.startDate < startDate : sample.endDate <= startDate { return false }
            }
            if let endDate {
                if options.contains(.strictEndDate) ? sample.endDate > endDate : sample.startDate >= endDate { return false }
            }
            return true
        }
    }

    /// Objects of the given types.
    public class func predicateForObjects(from source: HKSource) -> NSPredicate {
        NSPredicate { _, _ in true }
    }
}

/// How `predicateForSamples(withStart:end:options:)` treats the interval's ends.
public struct HKQueryOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let strictStartDate = HKQueryOptions(rawValue: 1 << 0)
    public static let strictEndDate = HKQueryOptions(rawValue: 1 << 1)
}

/// Samples matching a predicate, sorted and limited, as HealthKit's `HKSampleQuery`.
open class HKSampleQuery: HKQuery, @unchecked Sendable {
    public let limit: Int
    public let sortDescriptors: [NSSortDescriptor]?
    let resultsHandler: (HKSampleQuery, [HKSample]?, (any Error)?) -> Void

    public init(sampleType: HKSampleType, predicate: NSPredicate?, limit: Int, sortDescriptors: [NSSortDescriptor]?,
                resultsHandler: @escaping (HKSampleQuery, [HKSample]?, (any Error)?) -> Void) {
        self.limit = limit
        self.sortDescriptors = sortDescriptors
        self.resultsHandler = resultsHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(_ error: any Error) { resultsHandler(self, nil, error) }
}

/// What a statistics query computes.
public struct HKStatisticsOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let separateBySource = HKStatisticsOptions(rawValue: 1 << 0)
    public static let discreteAverage = HKStatisticsOptions(rawValue: 1 << 1)
    public static let discreteMin = HKStatisticsOptions(rawValue: 1 << 2)
    public static let discreteMax = HKStatisticsOptions(rawValue: 1 << 3)
    public static let cumulativeSum = HKStatisticsOptions(rawValue: 1 << 4)
    public static let mostRecent = HKStatisticsOptions(rawValue: 1 << 5)
    public static let duration = HKStatisticsOptions(rawValue: 1 << 6)
}

/// Statistics over the matching quantity samples, as HealthKit's `HKStatisticsQuery`.
open class HKStatisticsQuery: HKQuery, @unchecked Sendable {
    let completionHandler: (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                completionHandler handler: @escaping (HKStatisticsQuery, HKStatistics?, (any Error)?) -> Void) {
        completionHandler = handler
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(_ error: any Error) { completionHandler(self, nil, error) }
}

/// Statistics per interval from an anchor date, as HealthKit's `HKStatisticsCollectionQuery`.
open class HKStatisticsCollectionQuery: HKQuery, @unchecked Sendable {
    public let anchorDate: Date
    public let options: HKStatisticsOptions
    public let intervalComponents: DateComponents
    public var initialResultsHandler: ((HKStatisticsCollectionQuery, HKStatisticsCollection?, (any Error)?) -> Void)?
    public var statisticsUpdateHandler: ((HKStatisticsCollectionQuery, HKStatistics?, HKStatisticsCollection?, (any Error)?) -> Void)?

    public init(quantityType: HKQuantityType, quantitySamplePredicate: NSPredicate?, options: HKStatisticsOptions = [],
                anchorDate: Date, intervalComponents: DateComponents) {
        self.anchorDate = anchorDate
        self.options = options
        self.intervalComponents = intervalComponents
        super.init(objectType: quantityType, predicate: quantitySamplePredicate)
    }

    override func deliver(_ error: any Error) { initialResultsHandler?(self, nil, error) }
}

/// A query told when matching samples change, as HealthKit's `HKObserverQuery`.
open class HKObserverQuery: HKQuery, @unchecked Sendable {
    let updateHandler: (HKObserverQuery, @escaping () -> Void, (any Error)?) -> Void

    public init(sampleType: HKSampleType, predicate: NSPredicate?,
                updateHandler: @escaping (HKObserverQuery, @escaping () -> Void, (any Error)?) -> Void) {
        self.updateHandler = updateHandler
        super.init(objectType: sampleType, predicate: predicate)
    }

    override func deliver(_ error: any Error) { updateHandler(self, {}, error) }
}

/// Samples added since an anchor, as HealthKit's `HKAnchoredObjectQuery`.
open class HKAnchoredObjectQuery: HKQuery, @unchecked Sendable {
    let resultsHandler: (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void
    public var updateHandler: ((HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void)?

    public init(type: HKSampleType, predicate: NSPredicate?, anchor: HKQueryAnchor?, limit: Int,
                resultsHandler handler: @escaping (HKAnchoredObjectQuery, [HKSample]?, [HKDeletedObject]?, HKQueryAnchor?, (any Error)?) -> Void) {
        resultsHandler = handler
        super.init(objectType: type, predicate: predicate)
    }

    override func deliver(_ error: any Error) { resultsHandler(self, nil, nil, nil, error) }
}

/// A sample removed from the store.
open class HKDeletedObject: NSObject, @unchecked Sendable {
    public let uuid: UUID
    init(uuid: UUID) { self.uuid = uuid }
}
