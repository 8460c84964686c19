import Foundation

/// One attribute's value as the keychain keeps it: what a query's `Any` holds (a `String` or
/// `NSString`, `Data`, a number, a Boolean, a `Date`), kept in a form that compares and encodes.
enum KeychainValue: Codable, Hashable, Sendable {
    case string(String)
    case data(Data)
    case integer(Int64)
    case double(Double)
    case bool(Bool)
    case date(Date)

    /// Attributes Apple types as Booleans, whose 0 and 1 are false and true.
    static let booleanAttributes: Set<String> = [
        kSecAttrSynchronizable as String, kSecAttrIsInvisible as String, kSecAttrIsNegative as String, kSecAttrIsPermanent as String,
    ]

    /// The value of `attribute` in a query; nil for a value the keychain cannot keep.
    init?(_ value: Any, attribute: String) {
        if Self.booleanAttributes.contains(attribute) {
            if let bool = value as? Bool { self = .bool(bool); return }
            if let number = value as? Int { self = .bool(number != 0); return }
            if let string = value as? String { self = .string(string); return }  // kSecAttrSynchronizableAny
            return nil
        }
        switch value {
        case let string as String: self = .string(string)
        case let data as Data: self = .data(data)
        case let date as Date: self = .date(date)
        case let number as Int: self = .integer(Int64(number))
        case let number as Int64: self = .integer(number)
        case let number as UInt16: self = .integer(Int64(number))
        case let number as UInt32: self = .integer(Int64(number))
        case let number as Double: self = .double(number)
        case let bool as Bool: self = .bool(bool)
        default: return nil
        }
    }

    /// The value as Apple's Security returns it in a dictionary (a Foundation object).
    var object: Any {
        switch self {
        case .string(let string): string
        case .data(let data): data
        case .integer(let number): Int(number)
        case .double(let number): number
        case .bool(let bool): bool
        case .date(let date): date
        }
    }

    /// Whether a query's value matches this stored one (strings regardless of case when asked).
    func matches(_ wanted: KeychainValue, caseInsensitive: Bool) -> Bool {
        if caseInsensitive, case .string(let mine) = self, case .string(let theirs) = wanted {
            return mine.caseInsensitiveCompare(theirs) == .orderedSame
        }
        switch (self, wanted) {
        case (.integer(let mine), .double(let theirs)), (.double(let theirs), .integer(let mine)): return Double(mine) == theirs
        default: return self == wanted
        }
    }
}
