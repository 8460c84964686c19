import Foundation

/// A log message: what a `Logger` method takes as a string literal with interpolations, each
/// written in its format and shown or redacted as its privacy says.
///
/// Apple's logging keeps the interpolated values unevaluated until a message is kept; here they
/// are evaluated as the message is made (Widgetry writes every message out).
public struct OSLogMessage: ExpressibleByStringInterpolation, ExpressibleByStringLiteral, Sendable {
    /// The message as the log shows it, private values redacted.
    public let text: String

    public init(stringLiteral value: String) {
        text = value
    }

    public init(stringInterpolation: OSLogInterpolation) {
        text = stringInterpolation.text
    }
}

/// The interpolations a log message accepts, with Apple's labels: `format:`, `align:`,
/// `privacy:` (and `attributes:`, accepted and not shown).
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    var text = ""

    public init(literalCapacity: Int, interpolationCount: Int) {
        text.reserveCapacity(literalCapacity + 16 * interpolationCount)
    }

    public mutating func appendLiteral(_ literal: String) {
        text += literal
    }

    private mutating func append(_ value: String, scalar: Bool, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy) {
        text += align.apply(to: privacy.apply(to: value, scalar: scalar))
    }

    // MARK: Strings and descriptions

    public mutating func appendInterpolation(_ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(argumentString(), scalar: false, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ argumentString: @autoclosure () -> String, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append(argumentString(), scalar: false, align: align, privacy: privacy)
    }

    /// Any value by its description (numbers, booleans and errors have forms of their own, which
    /// win over this one).
    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {
        append(value().description, scalar: false, align: align, privacy: privacy)
    }

    @_disfavoredOverload
    public mutating func appendInterpolation<T: CustomStringConvertible>(
        _ value: @autoclosure () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append(value().description, scalar: false, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ argumentObject: @autoclosure () -> NSObject, privacy: OSLogPrivacy = .auto) {
        append(argumentObject().description, scalar: false, privacy: privacy)
    }

    public mutating func appendInterpolation(_ argumentObject: @autoclosure () -> NSObject?, privacy: OSLogPrivacy = .auto) {
        append(argumentObject()?.description ?? "(null)", scalar: false, privacy: privacy)
    }

    public mutating func appendInterpolation(_ error: @autoclosure () -> any Error, privacy: OSLogPrivacy = .auto, attributes: String = "") {
        append(String(describing: error()), scalar: false, privacy: privacy)
    }

    /// A type's name, shown as a scalar is.
    public mutating func appendInterpolation(_ value: @autoclosure () -> any Any.Type, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto) {
        append(String(reflecting: value()), scalar: true, align: align, privacy: privacy)
    }

    // MARK: Numbers

    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Int, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(format.format(number()), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(format.format(number()), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation<T: FixedWidthInteger>(
        _ number: @autoclosure () -> T, format: OSLogIntegerFormatting = .decimal, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append(format.format(number()), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(format.format(number()), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Double, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto, attributes: String
    ) {
        append(format.format(number()), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure () -> Float, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(format.format(Double(number())), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(
        _ number: @autoclosure () -> CGFloat, format: OSLogFloatFormatting = .fixed, align: OSLogStringAlignment = .none,
        privacy: OSLogPrivacy = .auto
    ) {
        append(format.format(Double(number())), scalar: true, align: align, privacy: privacy)
    }

    public mutating func appendInterpolation(_ boolean: @autoclosure () -> Bool, format: OSLogBoolFormat = .truth, privacy: OSLogPrivacy = .auto) {
        append(format.format(boolean()), scalar: true, privacy: privacy)
    }
}
