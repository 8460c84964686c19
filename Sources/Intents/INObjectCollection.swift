/// The choices an intent handler provides for a parameter: items in sections.
open class INObjectCollection<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    public let sections: [INObjectSection<ObjectType>]
    /// Every item, section after section.
    public var allItems: [ObjectType] { sections.flatMap(\.items) }
    /// Items are a long alphabetical list that a picker can index by letter.
    open var usesIndexedCollation = false

    public init(sections: [INObjectSection<ObjectType>]) {
        self.sections = sections
        super.init()
    }

    /// One untitled section of `items`.
    public convenience init(items: [ObjectType]) {
        self.init(sections: [INObjectSection(title: nil, items: items)])
    }
}

/// A titled group of choices in an `INObjectCollection`.
open class INObjectSection<ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    public let title: String?
    public let items: [ObjectType]

    public init(title: String?, items: [ObjectType]) {
        self.title = title
        self.items = items
        super.init()
    }
}

/// Choices a handler provided, erased for the runtime: sections of objects, strings or numbers.
public struct _INOptions: @unchecked Sendable {
    package var sections: [(title: String?, items: [Any])]
    package var usesIndexedCollation: Bool

    public init<T>(_ collection: INObjectCollection<T>) {
        sections = collection.sections.map { (title: $0.title, items: $0.items.map { $0 as Any }) }
        usesIndexedCollation = collection.usesIndexedCollation
    }
}

/// What a handling protocol's default implementation of a `provide…` method answers: the
/// handler does not provide that parameter's options.
public struct _INUnimplemented: Error, Sendable {
    public init() {}
}
