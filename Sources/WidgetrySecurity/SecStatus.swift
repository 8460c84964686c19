import Foundation

// The keychain's result codes, with Apple's values, and their messages.

/// No error.
public let errSecSuccess: OSStatus = 0
/// The function or operation is not implemented (certificates and identities here).
public let errSecUnimplemented: OSStatus = -4
/// A disk error: the keychain's file could not be read or written.
public let errSecIO: OSStatus = -36
/// The file is already open with write permission.
public let errSecOpWr: OSStatus = -49
/// A parameter is not valid: no class, an unknown class, a value of the wrong type.
public let errSecParam: OSStatus = -50
/// Memory could not be allocated.
public let errSecAllocate: OSStatus = -108
/// The user cancelled.
public let errSecUserCanceled: OSStatus = -128
/// A parameter or the state is not valid for the operation.
public let errSecBadReq: OSStatus = -909
/// An internal component failed.
public let errSecInternalComponent: OSStatus = -2070
/// The keychain is not available.
public let errSecNotAvailable: OSStatus = -25291
/// The keychain is read-only.
public let errSecReadOnly: OSStatus = -25292
/// The user name or passphrase is wrong.
public let errSecAuthFailed: OSStatus = -25293
/// There is no such keychain.
public let errSecNoSuchKeychain: OSStatus = -25294
/// An item with the same primary key (class, access group, account, service or server, …)
/// is already kept.
public let errSecDuplicateItem: OSStatus = -25299
/// No item matches the query.
public let errSecItemNotFound: OSStatus = -25300
/// Asking the user is not allowed.
public let errSecInteractionNotAllowed: OSStatus = -25308
/// Data could not be decoded: the keychain's file is damaged.
public let errSecDecode: OSStatus = -26275
/// A required entitlement is missing.
public let errSecMissingEntitlement: OSStatus = -34018

/// The message Apple's Security gives for a result code ("The specified item could not be
/// found in the keychain."); "OSStatus <n>" for a code it does not know. The second argument is
/// reserved (pass nil), as on Apple's systems.
public func SecCopyErrorMessageString(_ status: OSStatus, _ reserved: UnsafeMutableRawPointer?) -> CFString? {
    (secStatusMessages[status] ?? "OSStatus \(status)") as CFString
}

let secStatusMessages: [OSStatus: String] = [
    errSecSuccess: "No error.",
    errSecUnimplemented: "Function or operation not implemented.",
    errSecIO: "I/O error.",
    errSecOpWr: "The file is already open with with write permission.",
    errSecParam: "One or more parameters passed to a function were not valid.",
    errSecAllocate: "Failed to allocate memory.",
    errSecUserCanceled: "User canceled the operation.",
    errSecBadReq: "Bad parameter or invalid state for operation.",
    errSecInternalComponent: "An internal component failed to do its job.",
    errSecNotAvailable: "No keychain is available. You may need to restart your computer.",
    errSecReadOnly: "This keychain cannot be modified.",
    errSecAuthFailed: "The user name or passphrase you entered is not correct.",
    errSecNoSuchKeychain: "The specified keychain could not be found.",
    errSecDuplicateItem: "The specified item already exists in the keychain.",
    errSecItemNotFound: "The specified item could not be found in the keychain.",
    errSecInteractionNotAllowed: "User interaction is not allowed.",
    errSecDecode: "Unable to decode the provided data.",
    errSecMissingEntitlement: "A required entitlement isn't present.",
]
