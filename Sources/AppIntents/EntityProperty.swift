/// A property of an `AppEntity` that Shortcuts can query (`@Property(title:) var name`). Widget
/// configuration reads entities by identifier, so here it only holds the value and its title.
@propertyWrapper
public final class EntityProperty<Value>: @unchecked Sendable {
    private var value: Value?
    /// The property's name as people see it.
    public let title: LocalizedStringResource

    public var wrappedValue: Value {
        get {
            guard let value else { preconditionFailure("the entity property “\(title)” was read before it was set") }
            return value
        }
        set { value = newValue }
    }

    public var projectedValue: EntityProperty<Value> { self }

    public init(title: LocalizedStringResource) {
        self.title = title
    }

    public init(wrappedValue: Value, title: LocalizedStringResource) {
        self.value = wrappedValue
        self.title = title
    }
}

extension EntityProperty where Value: ExpressibleByNilLiteral {
    public convenience init(title: LocalizedStringResource) {
        self.init(wrappedValue: nil, title: title)
    }
}

extension AppEntity {
    /// `@Property` inside an entity.
    public typealias Property<Value> = EntityProperty<Value>
}
