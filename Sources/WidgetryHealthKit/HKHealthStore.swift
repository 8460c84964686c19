import Foundation

/// Whether the user let the app share (write) a type.
public enum HKAuthorizationStatus: Int, Sendable {
    case notDetermined = 0, sharingDenied, sharingAuthorized
}

/// Whether asking for authorisation would show the user a sheet.
public enum HKAuthorizationRequestStatus: Int, Sendable {
    case unknown = 0, shouldRequest, unnecessary
}

/// How often background delivery wakes the app.
public enum HKUpdateFrequency: Int, Sendable {
    case immediate = 1, hourly, daily, weekly
}

/// The health database, as HealthKit's `HKHealthStore`. A Linux host keeps no health data (like an
/// iPad before iPadOS 17): `isHealthDataAvailable()` is false, authorisation requests fail with
/// `HKError.errorHealthDataUnavailable`, and every query's handler is called with that error, on
/// a background queue as Apple's are.
open class HKHealthStore: NSObject, @unchecked Sendable {
    override public init() {}

    /// False: there is no health database on this host.
    public class func isHealthDataAvailable() -> Bool { false }

    public func supportsHealthRecords() -> Bool { false }

    /// `.notDetermined` for every type: the user was never asked, and cannot be here.
    public func authorizationStatus(for type: HKObjectType) -> HKAuthorizationStatus { .notDetermined }

    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>?, read typesToRead: Set<HKObjectType>?,
                                     completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }

    public func requestAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }

    public func getRequestStatusForAuthorization(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>,
                                                 completion: @escaping @Sendable (HKAuthorizationRequestStatus, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(.unknown, HKError(.errorHealthDataUnavailable)) }
    }

    public func statusForAuthorizationRequest(toShare typesToShare: Set<HKSampleType>, read typesToRead: Set<HKObjectType>) async throws
        -> HKAuthorizationRequestStatus {
        throw HKError(.errorHealthDataUnavailable)
    }

    /// Runs a query: its handler is called once with `HKError.errorHealthDataUnavailable`.
    public func execute(_ query: HKQuery) {
        DispatchQueue.global().async { query.deliver(HKError(.errorHealthDataUnavailable)) }
    }

    /// Stops a long-running query (nothing runs here).
    public func stop(_ query: HKQuery) {}

    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency,
                                         withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }

    public func enableBackgroundDelivery(for type: HKObjectType, frequency: HKUpdateFrequency) async throws {
        throw HKError(.errorHealthDataUnavailable)
    }

    public func disableBackgroundDelivery(for type: HKObjectType, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }

    public func disableAllBackgroundDelivery(completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }

    /// Saving fails: there is no database to write to.
    public func save(_ object: HKObject, withCompletion completion: @escaping @Sendable (Bool, (any Error)?) -> Void) {
        DispatchQueue.global().async { completion(false, HKError(.errorHealthDataUnavailable)) }
    }

    public func save(_ object: HKObject) async throws { throw HKError(.errorHealthDataUnavailable) }
}
