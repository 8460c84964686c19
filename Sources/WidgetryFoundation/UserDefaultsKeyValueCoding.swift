import Foundation

// Key-value coding on `UserDefaults`, which widget code uses as Apple's `NSObject` offers it:
// `UserDefaults(suiteName: "group.…")?.value(forKey: "score")`, `setValue(3, forKey: "score")`.
// Linux Foundation has no key-value coding (no Objective-C runtime); for `UserDefaults` it is
// what Apple's `NSUserDefaults` makes it, its own objects by key.
extension UserDefaults {
    /// The object stored for `key`, as `object(forKey:)` returns it. It is read again from the
    /// suite's file first: Foundation on Linux keeps what a process read, and an extension reads
    /// values its app wrote since (on Apple's systems every process sees the current value).
    public func value(forKey key: String) -> Any? {
        synchronize()
        return object(forKey: key)
    }

    /// Stores `value` for `key` as `set(_:forKey:)` does (nil removes it), and writes the suite's
    /// file at once, so that the other processes of the app group read it.
    public func setValue(_ value: Any?, forKey key: String) {
        if let value {
            set(value, forKey: key)
        } else {
            removeObject(forKey: key)
        }
        synchronize()
    }
}
