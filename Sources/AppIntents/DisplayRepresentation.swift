import WidgetryWire

/// How a value or entity is shown to a person: a title, an optional subtitle and image.
public struct DisplayRepresentation: Hashable, Sendable, ExpressibleByStringInterpolation {
    /// An image shown beside the title: an SF Symbol, a named image in the extension's
    /// resources, image data, or an image at a URL.
    public struct Image: Hashable, Sendable {
        /// How an image is framed beside the title.
        public struct DisplayStyle: Hashable, Sendable {
            let name: String
            public static var `default`: DisplayStyle { DisplayStyle(name: "default") }
            public static var circular: DisplayStyle { DisplayStyle(name: "circular") }
        }

        enum Source: Hashable, Sendable {
            case systemName(String)
            case named(String)
            case data(Data)
            case url(URL)
        }

        let source: Source
        public var isTemplate: Bool?
        public var displayStyle: DisplayStyle

        public init(systemName name: String, isTemplate: Bool? = nil) {
            self.init(source: .systemName(name), isTemplate: isTemplate, displayStyle: .default)
        }
        public init(named name: String, isTemplate: Bool? = nil) {
            self.init(source: .named(name), isTemplate: isTemplate, displayStyle: .default)
        }
        public init(named name: String, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(source: .named(name), isTemplate: isTemplate, displayStyle: displayStyle)
        }
        public init(data: Data, isTemplate: Bool? = nil) {
            self.init(source: .data(data), isTemplate: isTemplate, displayStyle: .default)
        }
        public init(data: Data, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(source: .data(data), isTemplate: isTemplate, displayStyle: displayStyle)
        }
        public init(url: URL, isTemplate: Bool? = nil) {
            self.init(source: .url(url), isTemplate: isTemplate, displayStyle: .default)
        }
        public init(url: URL, isTemplate: Bool? = nil, displayStyle: DisplayStyle) {
            self.init(source: .url(url), isTemplate: isTemplate, displayStyle: displayStyle)
        }

        init(source: Source, isTemplate: Bool?, displayStyle: DisplayStyle) {
            self.source = source
            self.isTemplate = isTemplate
            self.displayStyle = displayStyle
        }

        /// The image as a name a picker can show: the symbol or image name, or the URL; image data
        /// becomes a `data:` URL.
        package var wireName: String {
            switch source {
            case .systemName(let name): "systemName:\(name)"
            case .named(let name): "named:\(name)"
            case .url(let url): url.absoluteString
            case .data(let data): "data:image;base64,\(data.base64EncodedString())"
            }
        }
    }

    public var title: LocalizedStringResource
    public var subtitle: LocalizedStringResource?
    public var image: Image?
    public var synonyms: [LocalizedStringResource]

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil) {
        self.init(title: title, subtitle: subtitle, image: image, synonyms: [])
    }

    public init(title: LocalizedStringResource, subtitle: LocalizedStringResource? = nil, image: Image? = nil, synonyms: [LocalizedStringResource] = []) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(title: LocalizedStringResource(stringLiteral: value))
    }

    public init(stringInterpolation: String.LocalizationValue.StringInterpolation) {
        self.init(title: LocalizedStringResource(stringInterpolation: stringInterpolation))
    }

    /// The representation as plain text for the wire.
    package var displayText: DisplayText {
        DisplayText(title: title.description, subtitle: subtitle?.description, image: image?.wireName)
    }
}

/// How a type is named to a person, e.g. "Character".
public struct TypeDisplayRepresentation: Hashable, Sendable, ExpressibleByStringLiteral {
    public var name: LocalizedStringResource
    public var numericFormat: LocalizedStringResource?
    public var synonyms: [LocalizedStringResource]

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil) {
        self.init(name: name, numericFormat: numericFormat, synonyms: [])
    }

    public init(name: LocalizedStringResource, numericFormat: LocalizedStringResource? = nil, synonyms: [LocalizedStringResource] = []) {
        self.name = name
        self.numericFormat = numericFormat
        self.synonyms = synonyms
    }

    public init(stringLiteral value: String) {
        self.init(name: LocalizedStringResource(stringLiteral: value))
    }
}

/// A value that can describe itself as a localized string.
public protocol CustomLocalizedStringResourceConvertible {
    var localizedStringResource: LocalizedStringResource { get }
}

/// A type with a name for people.
public protocol TypeDisplayRepresentable {
    static var typeDisplayRepresentation: TypeDisplayRepresentation { get }
}

/// A value that shows itself with a `DisplayRepresentation`.
public protocol InstanceDisplayRepresentable: CustomLocalizedStringResourceConvertible {
    var displayRepresentation: DisplayRepresentation { get }
}

extension InstanceDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource { displayRepresentation.title }
}

public protocol DisplayRepresentable: InstanceDisplayRepresentable, TypeDisplayRepresentable {}

/// A type with a fixed set of cases, each with its display representation.
public protocol CaseDisplayRepresentable: CustomLocalizedStringResourceConvertible, CaseIterable, Hashable {
    static var caseDisplayRepresentations: [Self: DisplayRepresentation] { get }
}

extension CaseDisplayRepresentable {
    public var localizedStringResource: LocalizedStringResource {
        Self.caseDisplayRepresentations[self]?.title ?? LocalizedStringResource(stringLiteral: "\(self)")
    }
}

public protocol StaticDisplayRepresentable: CaseDisplayRepresentable, TypeDisplayRepresentable {}
