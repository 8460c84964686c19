import Foundation

/// A value with a default `printf` format in localized strings (integers: `%lld`, floating
/// point: `%lf`, as SwiftUI does: `"\(3.5)"` reads `3.500000`), and what an interpolation with
/// `specifier:` accepts, in SwiftUI's `LocalizedStringKey` and Foundation's
/// `String.LocalizationValue` alike (Apple declares it in Foundation).
public protocol _FormatSpecifiable: Equatable {
    associatedtype _Arg: CVarArg
    var _arg: _Arg { get }
    static var _specifier: String { get }
    /// The text `"\(value)"` shows (Widgetry: chosen statically, so no cast per view).
    var _defaultText: String { get }
}

extension _FormatSpecifiable {
    public var _defaultText: String { String(format: Self._specifier, _arg) }
}

extension _FormatSpecifiable where Self: BinaryInteger {
    public var _defaultText: String { String(self) }
}

extension Int: _FormatSpecifiable {
    public var _arg: Int64 { Int64(self) }
    public static var _specifier: String { "%lld" }
}
extension Int8: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public static var _specifier: String { "%d" }
}
extension Int16: _FormatSpecifiable {
    public var _arg: Int32 { Int32(self) }
    public static var _specifier: String { "%d" }
}
extension Int32: _FormatSpecifiable {
    public var _arg: Int32 { self }
    public static var _specifier: String { "%d" }
}
extension Int64: _FormatSpecifiable {
    public var _arg: Int64 { self }
    public static var _specifier: String { "%lld" }
}
extension UInt: _FormatSpecifiable {
    public var _arg: UInt64 { UInt64(self) }
    public static var _specifier: String { "%llu" }
}
extension UInt8: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public static var _specifier: String { "%u" }
}
extension UInt16: _FormatSpecifiable {
    public var _arg: UInt32 { UInt32(self) }
    public static var _specifier: String { "%u" }
}
extension UInt32: _FormatSpecifiable {
    public var _arg: UInt32 { self }
    public static var _specifier: String { "%u" }
}
extension UInt64: _FormatSpecifiable {
    public var _arg: UInt64 { self }
    public static var _specifier: String { "%llu" }
}
extension Float: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public static var _specifier: String { "%f" }
}
extension Double: _FormatSpecifiable {
    public var _arg: Double { self }
    public static var _specifier: String { "%lf" }
}
extension CGFloat: _FormatSpecifiable {
    public var _arg: Double { Double(self) }
    public static var _specifier: String { "%lf" }
}
