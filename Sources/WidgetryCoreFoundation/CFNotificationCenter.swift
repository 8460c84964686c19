import Foundation

// CoreFoundation's notification centers as widget code and its app use them to tell each other
// that shared data changed (`CFNotificationCenterGetDarwinNotifyCenter`, a name, a C callback).
// Here a center delivers within the process: a post calls every matching observer's callback
// synchronously, on the posting thread, as the local center does. Nothing is delivered to other
// processes (a widget extension and its app do not share a Darwin notification bus on Linux);
// a widget is told of changes by its timeline reloads (`WidgetCenter.shared.reloadTimelines`).

/// A notification's name (`CFNotificationName(rawValue: "…" as CFString)`).
public struct CFNotificationName: RawRepresentable, Hashable {
    public var rawValue: CFString
    public init(rawValue: CFString) { self.rawValue = rawValue }
    public init(_ rawValue: CFString) { self.rawValue = rawValue }
}

/// What a center does with notifications for a suspended app (accepted: nothing is suspended).
public enum CFNotificationSuspensionBehavior: Int, Sendable {
    case drop = 1
    case coalesce = 2
    case hold = 3
    case deliverImmediately = 4
}

/// The function a center calls: the center, the observer pointer given when adding it, the
/// name, the object and the user info posted. A Swift function type here (Apple's is a C function
/// pointer; the center and name are Swift types here, which C cannot represent): the closures
/// written for Apple's, capturing nothing, convert to it as they are.
public typealias CFNotificationCallback = (
    CFNotificationCenter?, UnsafeMutableRawPointer?, CFNotificationName?, UnsafeRawPointer?, CFDictionary?
) -> Void

/// A notification center: observers (a pointer, a callback, an optional name and object) and
/// the posts that reach them.
public final class CFNotificationCenter: @unchecked Sendable {
    private struct Observer {
        let observer: UnsafeRawPointer?
        let callback: CFNotificationCallback
        let name: String?
        let object: UnsafeRawPointer?
    }

    private let lock = NSLock()
    private var observers: [Observer] = []
    /// The Darwin center passes neither object nor user info to its observers, as Apple's does.
    let passesObjectAndUserInfo: Bool

    init(passesObjectAndUserInfo: Bool) { self.passesObjectAndUserInfo = passesObjectAndUserInfo }

    static let darwin = CFNotificationCenter(passesObjectAndUserInfo: false)
    static let local = CFNotificationCenter(passesObjectAndUserInfo: true)

    func add(_ observer: UnsafeRawPointer?, _ callback: @escaping CFNotificationCallback, name: String?, object: UnsafeRawPointer?) {
        lock.withLock { observers.append(Observer(observer: observer, callback: callback, name: name, object: passesObjectAndUserInfo ? object : nil)) }
    }

    func remove(_ observer: UnsafeRawPointer?, name: String?, object: UnsafeRawPointer?) {
        lock.withLock {
            observers.removeAll { entry in
                entry.observer == observer && (name == nil || entry.name == name) && (object == nil || entry.object == object)
            }
        }
    }

    func post(_ name: CFNotificationName, object: UnsafeRawPointer?, userInfo: CFDictionary?) {
        let key = String(describing: name.rawValue)
        let matching = lock.withLock {
            observers.filter { entry in
                (entry.name == nil || entry.name == key) && (entry.object == nil || !passesObjectAndUserInfo || entry.object == object)
            }
        }
        for entry in matching {
            entry.callback(
                self, entry.observer.map { UnsafeMutableRawPointer(mutating: $0) }, name,
                passesObjectAndUserInfo ? object : nil, passesObjectAndUserInfo ? userInfo : nil)
        }
    }
}

/// The center Apple's systems share between processes; here it delivers within the process.
public func CFNotificationCenterGetDarwinNotifyCenter() -> CFNotificationCenter! { .darwin }

/// The process's own center.
public func CFNotificationCenterGetLocalCenter() -> CFNotificationCenter! { .local }

/// Adds `callBack` for posts of `name` (every name when `nil`) and of `object` (any when `nil`).
public func CFNotificationCenterAddObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ callBack: CFNotificationCallback!,
    _ name: CFString!, _ object: UnsafeRawPointer!, _ suspensionBehavior: CFNotificationSuspensionBehavior
) {
    guard let center, let callBack else { return }
    center.add(observer, callBack, name: name.map { String(describing: $0) }, object: object)
}

/// Removes `observer`'s registrations for `name` (all when `nil`) and `object` (all when `nil`).
public func CFNotificationCenterRemoveObserver(
    _ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!
) {
    center?.remove(observer, name: name.map { String(describing: $0.rawValue) }, object: object)
}

/// Removes every registration of `observer`.
public func CFNotificationCenterRemoveEveryObserver(_ center: CFNotificationCenter!, _ observer: UnsafeRawPointer!) {
    center?.remove(observer, name: nil, object: nil)
}

/// Calls the callbacks observing `name` now, on this thread (`deliverImmediately` accepted: there
/// is no suspended observer to hold a post for).
public func CFNotificationCenterPostNotification(
    _ center: CFNotificationCenter!, _ name: CFNotificationName!, _ object: UnsafeRawPointer!, _ userInfo: CFDictionary!,
    _ deliverImmediately: Bool
) {
    guard let center, let name else { return }
    center.post(name, object: object, userInfo: userInfo)
}
