import Foundation

/// The kinds of health data, as HealthKit's `HKObjectType` family. Identified by Apple's
/// identifier strings (`HKQuantityTypeIdentifierStepCount`), equal when the identifiers are.
open class HKObjectType: NSObject, @unchecked Sendable {
    public let identifier: String

    init(identifier: String) { self.identifier = identifier }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? HKObjectType else { return false }
        return type(of: other) == type(of: self) && other.identifier == identifier
    }
    override open var hash: Int { identifier.hashValue }
    override open var description: String { identifier }

    public class func quantityType(forIdentifier identifier: HKQuantityTypeIdentifier) -> HKQuantityType? {
        HKQuantityType(identifier: identifier.rawValue)
    }
    public class func categoryType(forIdentifier identifier: HKCategoryTypeIdentifier) -> HKCategoryType? {
        HKCategoryType(identifier: identifier.rawValue)
    }
    public class func workoutType() -> HKWorkoutType { HKWorkoutType(identifier: "HKWorkoutTypeIdentifier") }
    public class func activitySummaryType() -> HKActivitySummaryType { HKActivitySummaryType(identifier: "HKActivitySummaryTypeIdentifier") }
}

/// A kind of sample (quantities, categories, workouts).
open class HKSampleType: HKObjectType, @unchecked Sendable {}

/// A kind of numeric sample (steps, distance, heart rate).
open class HKQuantityType: HKSampleType, @unchecked Sendable {
    /// The type for an identifier (iOS 15's initialiser: `HKQuantityType(.stepCount)`).
    public convenience init(_ identifier: HKQuantityTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// A kind of sample from a fixed set of values (sleep analysis, mindful sessions).
open class HKCategoryType: HKSampleType, @unchecked Sendable {
    public convenience init(_ identifier: HKCategoryTypeIdentifier) { self.init(identifier: identifier.rawValue) }
}

/// Workouts.
open class HKWorkoutType: HKSampleType, @unchecked Sendable {}

/// The Activity rings' daily summaries.
open class HKActivitySummaryType: HKObjectType, @unchecked Sendable {}

/// Identifiers of quantity types, with Apple's raw values.
public struct HKQuantityTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let stepCount = Self("HKQuantityTypeIdentifierStepCount")
    public static let distanceWalkingRunning = Self("HKQuantityTypeIdentifierDistanceWalkingRunning")
    public static let distanceCycling = Self("HKQuantityTypeIdentifierDistanceCycling")
    public static let distanceSwimming = Self("HKQuantityTypeIdentifierDistanceSwimming")
    public static let flightsClimbed = Self("HKQuantityTypeIdentifierFlightsClimbed")
    public static let activeEnergyBurned = Self("HKQuantityTypeIdentifierActiveEnergyBurned")
    public static let basalEnergyBurned = Self("HKQuantityTypeIdentifierBasalEnergyBurned")
    public static let appleExerciseTime = Self("HKQuantityTypeIdentifierAppleExerciseTime")
    public static let appleStandTime = Self("HKQuantityTypeIdentifierAppleStandTime")
    public static let appleMoveTime = Self("HKQuantityTypeIdentifierAppleMoveTime")
    public static let heartRate = Self("HKQuantityTypeIdentifierHeartRate")
    public static let restingHeartRate = Self("HKQuantityTypeIdentifierRestingHeartRate")
    public static let walkingHeartRateAverage = Self("HKQuantityTypeIdentifierWalkingHeartRateAverage")
    public static let heartRateVariabilitySDNN = Self("HKQuantityTypeIdentifierHeartRateVariabilitySDNN")
    public static let oxygenSaturation = Self("HKQuantityTypeIdentifierOxygenSaturation")
    public static let bodyTemperature = Self("HKQuantityTypeIdentifierBodyTemperature")
    public static let bloodPressureSystolic = Self("HKQuantityTypeIdentifierBloodPressureSystolic")
    public static let bloodPressureDiastolic = Self("HKQuantityTypeIdentifierBloodPressureDiastolic")
    public static let bloodGlucose = Self("HKQuantityTypeIdentifierBloodGlucose")
    public static let respiratoryRate = Self("HKQuantityTypeIdentifierRespiratoryRate")
    public static let bodyMass = Self("HKQuantityTypeIdentifierBodyMass")
    public static let bodyMassIndex = Self("HKQuantityTypeIdentifierBodyMassIndex")
    public static let bodyFatPercentage = Self("HKQuantityTypeIdentifierBodyFatPercentage")
    public static let leanBodyMass = Self("HKQuantityTypeIdentifierLeanBodyMass")
    public static let height = Self("HKQuantityTypeIdentifierHeight")
    public static let vo2Max = Self("HKQuantityTypeIdentifierVO2Max")
    public static let dietaryWater = Self("HKQuantityTypeIdentifierDietaryWater")
    public static let dietaryEnergyConsumed = Self("HKQuantityTypeIdentifierDietaryEnergyConsumed")
    public static let dietaryCarbohydrates = Self("HKQuantityTypeIdentifierDietaryCarbohydrates")
    public static let dietaryProtein = Self("HKQuantityTypeIdentifierDietaryProtein")
    public static let dietaryCaffeine = Self("HKQuantityTypeIdentifierDietaryCaffeine")
    public static let insulinDelivery = Self("HKQuantityTypeIdentifierInsulinDelivery")
    public static let environmentalAudioExposure = Self("HKQuantityTypeIdentifierEnvironmentalAudioExposure")
    public static let timeInDaylight = Self("HKQuantityTypeIdentifierTimeInDaylight")
}

/// Identifiers of category types, with Apple's raw values.
public struct HKCategoryTypeIdentifier: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let sleepAnalysis = Self("HKCategoryTypeIdentifierSleepAnalysis")
    public static let mindfulSession = Self("HKCategoryTypeIdentifierMindfulSession")
    public static let appleStandHour = Self("HKCategoryTypeIdentifierAppleStandHour")
    public static let highHeartRateEvent = Self("HKCategoryTypeIdentifierHighHeartRateEvent")
    public static let lowHeartRateEvent = Self("HKCategoryTypeIdentifierLowHeartRateEvent")
}

