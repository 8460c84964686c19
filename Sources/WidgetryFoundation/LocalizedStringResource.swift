@_exported import Foundation

/// A string that can be localized later, as Apple's Foundation defines it.
///
/// Linux Foundation has no `LocalizedStringResource`; widget and intent code uses it everywhere
/// (`static var title: LocalizedStringResource = "…"`). There are no string tables on Linux yet,
/// so a resource resolves to its default value, formatted with its interpolated arguments.
public struct LocalizedStringResource: Hashable, Sendable, Codable, CustomStringConvertible,
    ExpressibleByStringInterpolation
{
    /// Where the strings table lives, as Apple spells it. Kept for source compatibility; Linux
    /// resolves every resource to its default value.
    public enum BundleDescription: Hashable, Sendable, Codable {
        case main
        case atURL(URL)
    }

    /// The lookup key: the literal with `%@`-style placeholders where values were interpolated.
    public var key: String
    public var defaultValue: String.LocalizationValue
    public var table: String?
    public var locale: Locale
    public var bundle: BundleDescription
    public var comment: String?

    public init(
        _ keyAndValue: String.LocalizationValue, table: String? = nil, locale: Locale = .current,
        bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = keyAndValue.key
        self.defaultValue = keyAndValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(
        _ key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        locale: Locale = .current, bundle: BundleDescription = .main, comment: StaticString? = nil
    ) {
        self.key = "\(key)"
        self.defaultValue = defaultValue
        self.table = table
        self.locale = locale
        self.bundle = bundle
        self.comment = comment.map { "\($0)" }
    }

    public init(stringLiteral value: String) {
        self.init(String.LocalizationValue(value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(String.LocalizationValue(stringInterpolation: stringInterpolation))
    }

    /// The text to show.
    public var description: String { defaultValue.resolved }
}

extension String {
    /// A localizable value: the key with placeholders and the arguments filled into it.
    public struct LocalizationValue: Hashable, Sendable, Codable, ExpressibleByStringInterpolation, CustomStringConvertible {
        /// The key, with a placeholder (`%@`, `%lld`, `%lf`) per interpolated argument.
        public private(set) var key: String
        /// The formatted text in the development language.
        public private(set) var resolved: String

        public init(_ value: String) {
            key = value
            resolved = value
        }

        public init(stringLiteral value: String) {
            self.init(value)
        }

        public init(stringInterpolation: StringInterpolation) {
            key = stringInterpolation.key
            resolved = stringInterpolation.resolved
        }

        public var description: String { resolved }

        /// A format argument left open, as in `numericFormat: "\(placeholder: .int) items"`.
        public enum Placeholder: Hashable, Sendable {
            case int, uint, float, double, object

            var specifier: String {
                switch self {
                case .int: "%lld"
                case .uint: "%llu"
                case .float: "%f"
                case .double: "%lf"
                case .object: "%@"
                }
            }
        }

        public struct StringInterpolation: StringInterpolationProtocol, Sendable {
            var key = ""
            var resolved = ""

            public init(literalCapacity: Int, interpolationCount: Int) {
                key.reserveCapacity(literalCapacity + 3 * interpolationCount)
                resolved.reserveCapacity(literalCapacity)
            }

            public mutating func appendLiteral(_ literal: String) {
                key += literal.replacingOccurrences(of: "%", with: "%%")
                resolved += literal
            }

            public mutating func appendInterpolation(_ value: String) {
                key += "%@"
                resolved += value
            }

            public mutating func appendInterpolation<Value: BinaryInteger>(_ value: Value) {
                key += "%lld"
                resolved += String(value)
            }

            public mutating func appendInterpolation<Value: BinaryFloatingPoint>(_ value: Value) {
                key += "%lf"
                resolved += "\(Double(value))"
            }

            /// Leaves a format specifier in both the key and the text, to be filled later.
            public mutating func appendInterpolation(placeholder: Placeholder) {
                key += placeholder.specifier
                resolved += placeholder.specifier
            }

            public mutating func appendInterpolation(_ value: LocalizedStringResource) {
                key += "%@"
                resolved += value.description
            }

            public mutating func appendInterpolation<Value>(_ value: Value) {
                key += "%@"
                resolved += String(describing: value)
            }
        }
    }

    /// The localized text of `resource` (its default value on Linux).
    public init(localized resource: LocalizedStringResource) {
        self = resource.defaultValue.resolved
    }

    /// The localized text for `keyAndValue` (its default value on Linux).
    public init(
        localized keyAndValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = keyAndValue.resolved
    }

    /// The localized text for `key` (`defaultValue` on Linux).
    public init(
        localized key: StaticString, defaultValue: String.LocalizationValue, table: String? = nil,
        bundle: Bundle? = nil, locale: Locale = .current, comment: StaticString? = nil
    ) {
        self = defaultValue.resolved
    }
}
