import Foundation

// Foundation's value types that Apple's Foundation makes `ReferenceConvertible` (bridged to a
// reference type) and Linux Foundation does not, although they bridge there too. SwiftUI's
// formatter interpolation requires it: `Text("Updated \(date, formatter: Self.timeFormatter)")`.

extension Date: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDate
}

extension UUID: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSUUID
}

extension Data: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSData
}

extension Locale: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSLocale
}

extension DateInterval: @retroactive ReferenceConvertible {
    public typealias ReferenceType = NSDateInterval
}
