/// A value of a custom type in an `.intentdefinition`: an identifier the widget stores and a
/// string people see. The generated custom types subclass it.
open class INObject: NSObject, @unchecked Sendable {
    /// What the configuration stores; `nil` for an object without one.
    public let identifier: String?
    /// The name shown in pickers and summaries.
    public let displayString: String
    /// A second line shown in pickers.
    public let subtitleString: String?
    /// An image shown in pickers.
    public let displayImage: INImage?
    /// Lets pickers show the object's name as spoken, for the system; kept, not used here.
    open var pronunciationHint: String?
    /// Other names the object is known by; kept, not used here.
    open var alternativeSpeakableMatches: [String]?

    public required init(identifier: String?, display displayString: String, pronunciationHint: String? = nil) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = nil
        self.displayImage = nil
        self.pronunciationHint = pronunciationHint
        super.init()
    }

    public required init(identifier: String?, display displayString: String, subtitle subtitleString: String?, image displayImage: INImage?) {
        self.identifier = identifier
        self.displayString = displayString
        self.subtitleString = subtitleString
        self.displayImage = displayImage
        super.init()
    }

    /// The custom properties the definition gives the type, keyed by name, as stored values.
    /// Generated subclasses override it with their properties.
    open func _propertyValues() -> [String: Any] { [:] }

    /// Sets the custom properties from stored values.
    open func _setPropertyValues(_ values: [String: Any]) {}

    open override var description: String {
        "<\(Swift.type(of: self)) identifier=\(identifier ?? "nil") displayString=\(displayString)>"
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? INObject else { return false }
        return Swift.type(of: other) == Swift.type(of: self) && other.identifier == identifier && other.displayString == displayString
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(identifier)
        hasher.combine(displayString)
        return hasher.finalize()
    }
}

/// An image for an intent's object in a picker: a named image, a system symbol or a URL.
open class INImage: NSObject, @unchecked Sendable {
    /// The image's name: an asset name, or an SF Symbol name for `systemImageNamed`.
    public let name: String?
    /// Whether `name` is an SF Symbol.
    public let isSystemImage: Bool
    /// A remote or file URL.
    public let url: URL?
    /// Image data.
    public let imageData: Data?

    init(name: String?, isSystemImage: Bool, url: URL?, imageData: Data?) {
        self.name = name
        self.isSystemImage = isSystemImage
        self.url = url
        self.imageData = imageData
        super.init()
    }

    public convenience init(named name: String) { self.init(name: name, isSystemImage: false, url: nil, imageData: nil) }
    public convenience init(imageData: Data) { self.init(name: nil, isSystemImage: false, url: nil, imageData: imageData) }
    public convenience init?(url: URL) { self.init(name: nil, isSystemImage: false, url: url, imageData: nil) }
    public convenience init?(url: URL, width: Double, height: Double) { self.init(name: nil, isSystemImage: false, url: url, imageData: nil) }

    /// An SF Symbol.
    public static func systemImageNamed(_ systemImageName: String) -> INImage {
        INImage(name: systemImageName, isSystemImage: true, url: nil, imageData: nil)
    }
}
