import Foundation

// Arrays and dictionaries as `%@` arguments (`String(format: "%@", [info])`, a `CVarArg` parameter),
// as Apple's Foundation lets them be: there they are passed as the `NSArray` or `NSDictionary` they
// bridge to, and `%@` writes that object's description. Linux's Foundation has neither conformance;
// here the collection is passed as the text of that description (`_CVarArgObject`, which keeps the
// object alive for the call), so the formatted string reads as it does on Apple's systems.

extension Array: @retroactive CVarArg, @retroactive _CVarArgObject {
    public var _cVarArgObject: any CVarArg { NSString(string: NSArray(array: map { $0 as Any }).description) }
    public var _cVarArgEncoding: [Int] { (_cVarArgObject as! NSString)._cVarArgEncoding }
}

extension Dictionary: @retroactive CVarArg, @retroactive _CVarArgObject {
    public var _cVarArgObject: any CVarArg {
        NSString(string: NSDictionary(dictionary: [AnyHashable: Any](uniqueKeysWithValues: map { (AnyHashable($0.key), $0.value as Any) })).description)
    }
    public var _cVarArgEncoding: [Int] { (_cVarArgObject as! NSString)._cVarArgEncoding }
}
