import Foundation

/// A sort key for `HKSampleQuery`'s sort descriptors (`HKSampleSortIdentifierStartDate`,
/// `HKSampleSortIdentifierEndDate`). Apple's are strings read by key-value coding, which Linux
/// Foundation lacks (`NSSortDescriptor(key:ascending:)` is unavailable there); here each is a
/// value of its own type that `NSSortDescriptor(key:ascending:)` turns into the sample's key
/// path, so `NSSortDescriptor(key: HKSampleSortIdentifierEndDate, ascending: false)` compiles
/// and sorts as on Apple's systems. `rawValue` is Apple's string.
public struct HKSampleSortIdentifier: RawRepresentable, Hashable, Sendable, CustomStringConvertible {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public var description: String { rawValue }
}

public let HKSampleSortIdentifierStartDate = HKSampleSortIdentifier(rawValue: "startDate")
public let HKSampleSortIdentifierEndDate = HKSampleSortIdentifier(rawValue: "endDate")

extension NSSortDescriptor {
    /// Sorts samples by their start or end date.
    public convenience init(key: HKSampleSortIdentifier, ascending: Bool) {
        if key == HKSampleSortIdentifierEndDate {
            self.init(keyPath: \HKSample.endDate, ascending: ascending)
        } else {
            self.init(keyPath: \HKSample.startDate, ascending: ascending)
        }
    }
}
