import Foundation

// `@State`, `@Binding`, `@AppStorage` and `@ScaledMetric`: the property wrappers of views shared
// with an app. A widget's view is evaluated once per entry, so state starts from its initial
// value every time and writes last until the evaluation ends, as in Apple's widgets.

/// A value a view owns. In a widget, its initial value (a widget's views are not interactive
/// beyond `Button(intent:)` and `Toggle(isOn:intent:)`).
@propertyWrapper
public struct State<Value>: DynamicProperty {
    private let storage: _StateStorage<Value>

    public init(wrappedValue value: Value) {
        storage = _StateStorage(value)
    }

    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    public var wrappedValue: Value {
        get { storage.value }
        nonmutating set { storage.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let storage = storage
        return Binding(get: { storage.value }, set: { storage.value = $0 })
    }
}

extension State where Value: ExpressibleByNilLiteral {
    public init() {
        self.init(wrappedValue: nil)
    }
}

/// Where a `State` keeps its value: shared by the copies of the view value.
final class _StateStorage<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Read and write access to a value owned elsewhere.
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) {
        getter = get
        setter = set
    }

    public init(projectedValue: Binding<Value>) {
        self = projectedValue
    }

    /// A binding to a value that never changes.
    public static func constant(_ value: Value) -> Binding<Value> {
        Binding(get: { value }, set: { _ in })
    }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    public var projectedValue: Binding<Value> { self }

    /// A binding to a property of the value.
    public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>) -> Binding<Subject> {
        let getter = getter, setter = setter
        return Binding<Subject>(
            get: { getter()[keyPath: keyPath] },
            set: { newValue in
                var value = getter()
                value[keyPath: keyPath] = newValue
                setter(value)
            })
    }
}

extension Binding: DynamicProperty {}

extension Binding {
    /// A binding to an optional value's wrapped value, nil when the value is nil.
    public init?(_ base: Binding<Value?>) {
        guard let value = base.wrappedValue else { return nil }
        self.init(get: { base.wrappedValue ?? value }, set: { base.wrappedValue = $0 })
    }

    /// A binding to this value as an optional.
    public init<V>(_ base: Binding<V>) where Value == V? {
        self.init(get: { base.wrappedValue }, set: { if let newValue = $0 { base.wrappedValue = newValue } })
    }
}

/// A value kept in `UserDefaults`: a widget reads what its app stored, through the app
/// group's suite (`store: UserDefaults(suiteName: "group.…")`), as on Apple's systems. On
/// Linux a suite is Foundation's preferences file of that name, shared by the processes of the
/// user that runs the host. Foundation there keeps what a process read, so the suite is read
/// again each time a view with the property is evaluated, and written out on every change.
@propertyWrapper
public struct AppStorage<Value>: DynamicProperty {
    private let key: String
    private let defaultValue: Value
    private nonisolated(unsafe) let store: UserDefaults
    private let read: (Any) -> Value?
    private let write: (Value) -> Any?

    private init(key: String, defaultValue: Value, store: UserDefaults?, read: @escaping (Any) -> Value?, write: @escaping (Value) -> Any?) {
        self.key = key
        self.defaultValue = defaultValue
        self.store = store ?? .standard
        self.read = read
        self.write = write
    }

    public var wrappedValue: Value {
        get { store.object(forKey: key).flatMap(read) ?? defaultValue }
        nonmutating set {
            if let object = write(newValue) {
                store.set(object, forKey: key)
            } else {
                store.removeObject(forKey: key)
            }
            store.synchronize()
        }
    }

    public var projectedValue: Binding<Value> {
        let storage = self
        return Binding(get: { storage.wrappedValue }, set: { storage.wrappedValue = $0 })
    }
}

/// Reads a number stored as any numeric type (Foundation may hand back an `NSNumber`).
private func storedNumber<N>(_ convert: @escaping (NSNumber) -> N) -> (Any) -> N? {
    { object in
        if let value = object as? N { return value }
        return (object as? NSNumber).map(convert)
    }
}

extension AppStorage {
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: storedNumber { $0.boolValue }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: storedNumber { $0.intValue }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Double {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: storedNumber { $0.doubleValue }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? String }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { ($0 as? String).flatMap { URL(string: $0) } ?? ($0 as? URL) }, write: { $0.absoluteString })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Data }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value == Date {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { $0 as? Date }, write: { $0 })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == String {
        self.init(key: key, defaultValue: wrappedValue, store: store, read: { ($0 as? String).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
    public init(wrappedValue: Value, _ key: String, store: UserDefaults? = nil) where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue, store: store,
            read: { object in storedNumber { $0.intValue }(object).flatMap(Value.init(rawValue:)) }, write: { $0.rawValue })
    }
}

extension AppStorage where Value: ExpressibleByNilLiteral {
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        self.init(key: key, defaultValue: nil, store: store, read: storedNumber { $0.boolValue }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        self.init(key: key, defaultValue: nil, store: store, read: storedNumber { $0.intValue }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        self.init(key: key, defaultValue: nil, store: store, read: storedNumber { $0.doubleValue }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? String }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        self.init(key: key, defaultValue: nil, store: store, read: { ($0 as? String).flatMap { URL(string: $0) } }, write: { $0?.absoluteString })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? Data }, write: { $0 })
    }
    public init(_ key: String, store: UserDefaults? = nil) where Value == Date? {
        self.init(key: key, defaultValue: nil, store: store, read: { $0 as? Date }, write: { $0 })
    }
}

extension AppStorage: _EnvironmentReader {
    /// Before the view's `body`: what other processes (the app) wrote since the last read.
    package func _setEnvironment(_ values: EnvironmentValues) {
        store.synchronize()
    }
}

/// A length that grows and shrinks with the dynamic type size, as text of `relativeTo` does:
/// `@ScaledMetric var iconSize = 20.0`.
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    private let baseValue: Value
    private let textStyle: Font.TextStyle
    private let box = _EnvironmentBox()

    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// The base value scaled for the environment's dynamic type size.
    public var wrappedValue: Value {
        let size = box.values?.dynamicTypeSize ?? .large
        return baseValue * Value(size.scale)
    }
}

extension ScaledMetric: _EnvironmentReader {
    package func _setEnvironment(_ values: EnvironmentValues) {
        box.values = values
    }
}
