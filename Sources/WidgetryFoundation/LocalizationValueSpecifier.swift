import Foundation

extension String.LocalizationValue.StringInterpolation {
    /// A number written with a `printf` format (`"#\(number, specifier: "%02d")"` reads "#07"), as
    /// Apple's Foundation does; the key holds the specifier in the argument's place.
    public mutating func appendInterpolation<T: _FormatSpecifiable>(_ value: T, specifier: String) {
        key += specifier
        resolved += String(format: specifier, value._arg)
    }
}
