import Foundation

/// CoreFoundation's memory allocator, as Apple's `CFAllocator`: the first argument of
/// CoreFoundation-style create functions (`SCNetworkReachabilityCreateWithName(nil, host)`).
/// Swift manages the memory of what those functions return, so the only allocator there is is
/// the default one, and `nil` means it, as on Apple's systems.
public final class CFAllocator: Sendable {
    private init() {}

    /// The default allocator (what `nil` selects).
    static let systemDefault = CFAllocator()
}

/// The default allocator: `nil`, as Apple's `kCFAllocatorDefault` is.
public let kCFAllocatorDefault: CFAllocator? = nil
/// The system's allocator: the default one.
public let kCFAllocatorSystemDefault: CFAllocator? = CFAllocator.systemDefault
