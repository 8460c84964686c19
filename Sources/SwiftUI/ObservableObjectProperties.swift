import WidgetryCombine

// `@ObservedObject`, `@StateObject` and `@EnvironmentObject`: the property wrappers through which
// views shared with an app read an `ObservableObject` (Combine's, re-exported by SwiftUI). A
// widget's view is evaluated once per entry, so a view reads the object's current values and
// its changes take effect at the next evaluation, as in Apple's widgets.

/// An observable object a view is given.
@propertyWrapper
public struct ObservedObject<ObjectType: ObservableObject>: DynamicProperty {
    /// Bindings to the object's properties: `$model.name`.
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            let object = object
            return Binding(get: { object[keyPath: keyPath] }, set: { object[keyPath: keyPath] = $0 })
        }
    }

    public var wrappedValue: ObjectType

    public init(wrappedValue: ObjectType) {
        self.wrappedValue = wrappedValue
    }

    public init(initialValue: ObjectType) {
        self.init(wrappedValue: initialValue)
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

/// An observable object a view makes and owns: made when the view is first read.
@propertyWrapper
public struct StateObject<ObjectType: ObservableObject>: DynamicProperty {
    private let storage: _StateObjectStorage<ObjectType>

    public init(wrappedValue thunk: @autoclosure @escaping () -> ObjectType) {
        storage = _StateObjectStorage(thunk)
    }

    public var wrappedValue: ObjectType { storage.object }

    public var projectedValue: ObservedObject<ObjectType>.Wrapper { ObservedObject.Wrapper(object: storage.object) }
}

/// Where a `StateObject` keeps its object: shared by the copies of the view value.
final class _StateObjectStorage<ObjectType> {
    private let make: () -> ObjectType
    private var made: ObjectType?

    init(_ make: @escaping () -> ObjectType) { self.make = make }

    var object: ObjectType {
        if let made { return made }
        let object = make()
        made = object
        return object
    }
}

/// An observable object an ancestor view put in the environment with `environmentObject(_:)`.
/// As on Apple's systems, reading one that no ancestor provided stops the program.
@propertyWrapper
public struct EnvironmentObject<ObjectType: ObservableObject>: DynamicProperty {
    @dynamicMemberLookup
    public struct Wrapper {
        let object: ObjectType

        public subscript<Subject>(dynamicMember keyPath: ReferenceWritableKeyPath<ObjectType, Subject>) -> Binding<Subject> {
            ObservedObject.Wrapper(object: object)[dynamicMember: keyPath]
        }
    }

    let box = _EnvironmentBox()

    public init() {}

    public var wrappedValue: ObjectType {
        guard let object = (box.values ?? EnvironmentValues())[EnvironmentObjectKey<ObjectType>.self] else {
            fatalError("No ObservableObject of type \(ObjectType.self) found. A View.environmentObject(_:) for \(ObjectType.self) may be missing as an ancestor of this view.")
        }
        return object
    }

    public var projectedValue: Wrapper { Wrapper(object: wrappedValue) }
}

extension EnvironmentObject: _EnvironmentReader {
    package func _setEnvironment(_ values: EnvironmentValues) {
        box.values = values
    }
}

/// The environment's object of a type.
struct EnvironmentObjectKey<ObjectType>: EnvironmentKey {
    static var defaultValue: ObjectType? { nil }
}

extension View {
    /// Puts `object` in the environment of this view, for the `@EnvironmentObject` properties
    /// of its type below.
    public nonisolated func environmentObject<T: ObservableObject>(_ object: T) -> some View {
        transformEnvironmentValues { $0[EnvironmentObjectKey<T>.self] = object }
    }
}
