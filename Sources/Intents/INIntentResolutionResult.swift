/// How a handler resolved one parameter's value. Widgets configure intents through the home
/// screen's editor, which validates values itself, so the runtime never asks for resolutions;
/// the types exist so that handlers written for Apple's systems compile.
open class INIntentResolutionResult: NSObject, @unchecked Sendable {
    /// What the handler answered.
    public enum _Outcome: @unchecked Sendable {
        case success(Any)
        case disambiguation([Any])
        case confirmationRequired(Any?)
        case needsValue, notRequired, unsupported
    }

    public let _outcome: _Outcome

    public required init(_outcome: _Outcome) {
        self._outcome = _outcome
        super.init()
    }

    /// The parameter needs a value from the person.
    open class func needsValue() -> Self { self.init(_outcome: .needsValue) }
    /// The parameter needs no value.
    open class func notRequired() -> Self { self.init(_outcome: .notRequired) }
    /// The value is not supported.
    open class func unsupported() -> Self { self.init(_outcome: .unsupported) }
}

/// The resolution of a custom-type (`INObject`) parameter.
open class INObjectResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedObject: INObject) -> Self { self.init(_outcome: .success(resolvedObject)) }
    open class func disambiguation(with objectsToDisambiguate: [INObject]) -> Self { self.init(_outcome: .disambiguation(objectsToDisambiguate)) }
    open class func confirmationRequired(with objectToConfirm: INObject?) -> Self { self.init(_outcome: .confirmationRequired(objectToConfirm)) }
}

/// The resolution of an enum parameter (the generated `…ResolutionResult` of an enum subclasses it).
open class INEnumResolutionResult: INIntentResolutionResult, @unchecked Sendable {}

/// The resolution of a string parameter.
open class INStringResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedString: String) -> Self { self.init(_outcome: .success(resolvedString)) }
    open class func disambiguation(with stringsToDisambiguate: [String]) -> Self { self.init(_outcome: .disambiguation(stringsToDisambiguate)) }
    open class func confirmationRequired(with stringToConfirm: String?) -> Self { self.init(_outcome: .confirmationRequired(stringToConfirm)) }
}

/// The resolution of an integer parameter.
open class INIntegerResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedValue: Int) -> Self { self.init(_outcome: .success(resolvedValue)) }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { self.init(_outcome: .confirmationRequired(valueToConfirm)) }
}

/// The resolution of a decimal parameter.
open class INDoubleResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedValue: Double) -> Self { self.init(_outcome: .success(resolvedValue)) }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { self.init(_outcome: .confirmationRequired(valueToConfirm)) }
}

/// The resolution of a Boolean parameter.
open class INBooleanResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedValue: Bool) -> Self { self.init(_outcome: .success(resolvedValue)) }
    open class func confirmationRequired(with valueToConfirm: NSNumber?) -> Self { self.init(_outcome: .confirmationRequired(valueToConfirm)) }
}

/// The resolution of a date-components parameter.
open class INDateComponentsResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedDateComponents: DateComponents) -> Self { self.init(_outcome: .success(resolvedDateComponents)) }
    open class func disambiguation(with dateComponentsToDisambiguate: [DateComponents]) -> Self {
        self.init(_outcome: .disambiguation(dateComponentsToDisambiguate))
    }
    open class func confirmationRequired(with dateComponentsToConfirm: DateComponents?) -> Self {
        self.init(_outcome: .confirmationRequired(dateComponentsToConfirm))
    }
}

/// The resolution of a URL parameter.
open class INURLResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    open class func success(with resolvedURL: URL) -> Self { self.init(_outcome: .success(resolvedURL)) }
    open class func disambiguation(with urlsToDisambiguate: [URL]) -> Self { self.init(_outcome: .disambiguation(urlsToDisambiguate)) }
    open class func confirmationRequired(with urlToConfirm: URL?) -> Self { self.init(_outcome: .confirmationRequired(urlToConfirm)) }
}
