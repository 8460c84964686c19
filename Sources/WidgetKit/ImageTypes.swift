import WidgetryImageTypes

/// Every non-generic struct, enum and class type of the executable image (its `swift5_types` section), metadata initialised on first use.
///
/// Swift on Linux has no registry of the types that conform to a protocol; this is the way to
/// find conformers that have no registration point of their own (an old `PreviewProvider`, a
/// SiriKit `INExtension`): test each type with `as? any P.Type`. The list covers the code
/// linked statically into the executable (the author's modules and this package's), not
/// shared libraries such as Foundation.
///
/// An optimised (whole-module) build emits no metadata at all for an internal or private struct
/// or enum that nothing uses, so such a type is found only in debug builds (as `swift build`
/// and `swift test` make by default); classes and package or public types are found in both.
package enum ImageTypes {
    package static var all: [Any.Type] { enumerated }

    /// Computed once: a static's lazy initialisation is thread-safe.
    private static let enumerated: [Any.Type] = enumerate()

    /// Walks the section's type metadata records. Each is a 32-bit relative pointer whose low two
    /// bits are the `TypeReferenceKind`: 0 points at the type context descriptor, 1 at a pointer
    /// to it; 2 and 3 name Objective-C classes, which Linux has none of.
    private static func enumerate() -> [Any.Type] {
        guard let begin = widgetry_swift5_type_metadata_begin(), let end = widgetry_swift5_type_metadata_end() else { return [] }
        var types: [Any.Type] = []
        var record = begin
        while record < end {
            let target = UnsafeRawPointer(record) + Int(record.pointee & ~3)
            let descriptor: UnsafeRawPointer? =
                switch record.pointee & 3 {
                case 0: target
                case 1: target.load(as: UnsafeRawPointer?.self)
                default: nil
                }
            if let descriptor, let type = metadata(of: descriptor) { types.append(type) }
            record += 1
        }
        return types
    }

    /// The metadata of the type `descriptor` describes, if it is a non-generic struct, enum or
    /// class. A type context descriptor starts with `flags: UInt32`, `parent`, `name` and
    /// `accessFunction` (32-bit relative pointers); the flags' low five bits are its kind
    /// (class 16, struct 17, enum 18) and bit 7 says it is generic (its own parameters or an
    /// enclosing type's), when its access function would take generic arguments.
    private static func metadata(of descriptor: UnsafeRawPointer) -> Any.Type? {
        let flags = descriptor.load(as: UInt32.self)
        guard (16...18).contains(flags & 0x1F), flags & 0x80 == 0 else { return nil }
        let accessorOffset = descriptor.load(fromByteOffset: 12, as: Int32.self)
        guard accessorOffset != 0 else { return nil }
        guard let metadata = widgetry_call_metadata_accessor(descriptor + 12 + Int(accessorOffset)) else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
