import Foundation

/// Access control needing the user's presence is not provided: a host has no passcode or biometry.
@available(*, unavailable, message: "a Linux host has no user presence to require: leave kSecAttrAccessControl out (it is accepted and ignored in a query)")
public func SecAccessControlCreateWithFlags(
    _ allocator: AnyObject?, _ protection: CFTypeRef, _ flags: Int, _ error: UnsafeMutablePointer<Unmanaged<CFError>?>?
) -> AnyObject? { nil }
