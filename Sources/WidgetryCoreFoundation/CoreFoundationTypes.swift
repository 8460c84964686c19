import Foundation

// CoreFoundation's types as Swift code on Apple's systems names them through Foundation: the
// toll-free bridged names of Foundation's classes, so `query as CFDictionary`, `kSecClass as
// String`, `var result: CFTypeRef?` and `result as? Data` compile and mean what they mean there.
// Linux's CoreFoundation module declares opaque classes under these names that Swift values do
// not convert to; a file that imports `CoreFoundation` itself sees both (an ambiguity), so
// widget code leaves that import out, as it can on Apple's systems.

/// Any CoreFoundation object: a dictionary, string, data, number, array or date.
public typealias CFTypeRef = AnyObject
/// `NSDictionary`, which `[String: Any]` and `[CFString: Any]` convert to with `as`.
public typealias CFDictionary = NSDictionary
/// `NSMutableDictionary`.
public typealias CFMutableDictionary = NSMutableDictionary
/// `NSString`, which converts to `String` with `as`.
public typealias CFString = NSString
/// `NSData`, which converts to `Data` with `as`.
public typealias CFData = NSData
/// `NSArray`.
public typealias CFArray = NSArray
/// `NSNumber`.
public typealias CFNumber = NSNumber
/// `NSNumber` holding a Boolean (`kCFBooleanTrue`).
public typealias CFBoolean = NSNumber
/// `NSDate`.
public typealias CFDate = NSDate
/// `NSError`, which converts to `Error`.
public typealias CFError = NSError
/// `NSURL`.
public typealias CFURL = NSURL
/// A count or index in CoreFoundation's API.
public typealias CFIndex = Int

/// The Boolean true, as keychain queries pass it (`kSecReturnData: kCFBooleanTrue!`).
public let kCFBooleanTrue: CFBoolean! = NSNumber(value: true)
/// The Boolean false.
public let kCFBooleanFalse: CFBoolean! = NSNumber(value: false)

/// The result code of Apple's C APIs (the keychain's `SecItem*` functions): 0 is success.
public typealias OSStatus = Int32
/// No error (`status == noErr`).
public let noErr: OSStatus = 0
