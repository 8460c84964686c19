import WidgetryWire

/// A SiriKit intent: the configuration of a widget made before iOS 17 (`IntentConfiguration`).
///
/// The subclasses are generated from the target's `.intentdefinition` files by the
/// `IntentDefinitionGenerator` plugin, with Xcode's names. The underscored members are how the
/// generated code describes the intent to the runtime; authors never call them.
open class INIntent: NSObject, @unchecked Sendable {
    /// A unique identifier of this intent instance.
    open private(set) var identifier: String? = UUID().uuidString
    /// A sentence the system shows for the intent (Siri suggestions); kept, not shown here.
    open var suggestedInvocationPhrase: String?
    /// A readable description of the intent.
    open var intentDescription: String? { Self._intentDescription.description }

    /// Every intent class is made from its metatype by the runtime, so its initialiser is required.
    public required override init() { super.init() }

    /// What the generated subclass declares: its class name, title and parameters.
    open class var _intentDescription: _INIntentDescription {
        _INIntentDescription(className: String(describing: self), title: String(describing: self), parameters: [])
    }

    /// The value of parameter `name` as the generated property holds it (`String`, `NSNumber`,
    /// `DateComponents`, `URL`, an `INObject`, the enum's raw `Int`, or an array of them).
    open func _value(forParameter name: String) -> Any? { nil }

    /// Sets parameter `name` from a value of the shape `_value(forParameter:)` returns.
    open func _setValue(_ value: Any?, forParameter name: String) {}

    /// The choices the handler provides for parameter `name` (`nil` when the handler does not
    /// implement the provider), through the generated handling protocol.
    open func _options(forParameter name: String, searchTerm: String?, handler: Any) async throws -> _INOptions? { nil }

    /// The handler's default for parameter `name`; `.some(nil)` when it implements the method and
    /// answers nothing, `nil` when it does not implement it.
    open func _defaultValue(forParameter name: String, handler: Any) async -> Any?? { nil }

    /// The `INExtension` subclass of the target, which the generator found in its sources.
    open class func _makeExtension() -> INExtension? { nil }
}

/// The answer of an intent's handler to `handle` or `confirm`.
open class INIntentResponse: NSObject, @unchecked Sendable {
    /// The activity the app continues with, when the response asks to open it.
    open var userActivity: NSUserActivity?

    public override init() { super.init() }
}

/// Who answers an intent: an `INExtension` returns the object that handles `intent`.
public protocol INIntentHandlerProviding: NSObjectProtocol {
    func handler(for intent: INIntent) -> Any?
}

/// The principal class of an Intents extension. A widget's intent handler subclasses it and
/// returns itself (or another object) from `handler(for:)`; the runtime asks that object for
/// dynamic options and defaults.
open class INExtension: NSObject, INIntentHandlerProviding {
    public override init() { super.init() }

    open func handler(for intent: INIntent) -> Any? { self }
}

/// An app activity a response hands over (`NSUserActivity`, which Foundation on Linux lacks).
open class NSUserActivity: NSObject, @unchecked Sendable {
    /// The kind of activity, a reverse-DNS string.
    public let activityType: String
    open var title: String?
    open var userInfo: [AnyHashable: Any]?
    open var webpageURL: URL?

    public init(activityType: String) {
        self.activityType = activityType
        super.init()
    }
}
