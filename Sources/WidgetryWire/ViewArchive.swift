// The view archive: what one rendered widget entry looks like once the extension has evaluated
// the author's SwiftUI views. It is the contract between the extension (which runs author code)
// and everything that shows widgets (the HTML renderer, the terminal preview, the web page),
// which never run author code.
//
// Conventions, for every type in ViewArchive*.swift and ViewNode.swift:
// - Times are `Double` seconds since 1970-01-01T00:00:00Z (no Foundation in this module).
// - Lengths are points. A length may be infinite (`.frame(maxWidth: .infinity)`): JSON has no
//   infinity, so such a length is written as the string `"infinity"` (or `"-infinity"`).
// - Colours are resolved for the archive's colour scheme to sRGB components in 0...1.
// - Optional fields are left out of the JSON when absent; so are empty lists and `false` flags
//   of `ViewNode`.
// - Enumerations are written as their Swift case names (`"topLeading"`, `"systemSmall"`).
//
// JSON example: `VStack { Text("Hi").bold() }.padding()` as a small widget, light, en_US, keys
// sorted (as `JSONEncoder` with `.sortedKeys` writes it):
//
// {"contentMarginsDisabled":false,"entryDate":1700000000,
//  "environment":{"colorScheme":"light","contentMargins":{"bottom":16,"leading":16,"top":16,"trailing":16},
//    "dynamicTypeSize":"large","isLuminanceReduced":false,"locale":"en_US","redactionReasons":[],
//    "renderingMode":"fullColor","showsWidgetContainerBackground":true,"timeZone":"GMT"},
//  "family":"systemSmall",
//  "root":{"children":[{"id":"r.c","kind":"text",
//      "text":{"font":{"size":17,"textStyle":"body","weight":"regular"},
//        "foreground":{"color":{"blue":0,"green":0,"opacity":1,"red":0},"kind":"color","level":0},
//        "minimumScaleFactor":1,"multilineTextAlignment":"leading",
//        "runs":[{"kind":"verbatim","string":"Hi","weight":"bold"}]}}],
//    "id":"r","kind":"vstack",
//    "modifiers":[{"insets":{"bottom":16,"leading":16,"top":16,"trailing":16},"kind":"padding"}],
//    "stack":{"alignment":"center"}},
//  "size":{"height":170,"width":170},"version":1}
//
// An infinite frame reads `{"kind":"frame","frame":{"maxWidth":"infinity","alignment":"leading"}}`.

/// One rendered entry of one widget: the evaluated view tree and everything the renderer needs
/// around it.
public struct WidgetArchive: Codable, Hashable, Sendable {
    /// The format version this module writes.
    public static let currentVersion = 1

    /// Format version; renderers refuse versions they do not know.
    public var version: Int
    /// The `WidgetFamily` case name: `systemSmall`, `accessoryCircular`, …
    public var family: String
    /// The widget's size in points.
    public var size: ArchiveSize
    /// The timeline entry's date (seconds since 1970). Relative dates and timers count from the
    /// moment the page shows them, not from this date; it is what the static fallbacks of
    /// date texts were formatted against.
    public var entryDate: Double
    /// The environment the views were evaluated in.
    public var environment: ArchiveEnvironment
    /// The widget's content (the configuration's content closure for the entry).
    public var root: ViewNode
    /// `containerBackground(_:for: .widget)`: drawn behind the content, filling the whole widget
    /// (ignoring content margins), unless the environment says the background is removed.
    public var containerBackground: ViewNode?
    /// `widgetURL(_:)`: where a tap anywhere outside links and buttons goes.
    public var widgetURL: String?
    /// The configuration said `contentMarginsDisabled()`: the content is not inset by
    /// `environment.contentMargins`.
    public var contentMarginsDisabled: Bool

    public init(
        version: Int = WidgetArchive.currentVersion, family: String, size: ArchiveSize, entryDate: Double,
        environment: ArchiveEnvironment, root: ViewNode, containerBackground: ViewNode? = nil,
        widgetURL: String? = nil, contentMarginsDisabled: Bool = false
    ) {
        self.version = version
        self.family = family
        self.size = size
        self.entryDate = entryDate
        self.environment = environment
        self.root = root
        self.containerBackground = containerBackground
        self.widgetURL = widgetURL
        self.contentMarginsDisabled = contentMarginsDisabled
    }

    /// Every node of the content (and of the container background), depth first, including the
    /// content of background/overlay/label modifiers.
    public var allNodes: [ViewNode] {
        var nodes: [ViewNode] = []
        root.collect(into: &nodes)
        containerBackground?.collect(into: &nodes)
        return nodes
    }

    /// The node with `id`, searched like `allNodes`.
    public func node(id: String) -> ViewNode? {
        allNodes.first { $0.id == id }
    }
}

/// A size in points.
public struct ArchiveSize: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }
}

/// Insets in points, per edge (`EdgeInsets`).
public struct ArchiveInsets: Codable, Hashable, Sendable {
    public var top: Double
    public var leading: Double
    public var bottom: Double
    public var trailing: Double
    public init(top: Double = 0, leading: Double = 0, bottom: Double = 0, trailing: Double = 0) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }
    public static let zero = ArchiveInsets()
}

/// Why content is drawn redacted (`RedactionReasons`).
public enum RedactionReason: String, Codable, Hashable, Sendable, CaseIterable {
    /// `.placeholder`: the widget's placeholder, or `.redacted(reason: .placeholder)`. Text and
    /// images are drawn as rounded bars/boxes of their size.
    case placeholder
    /// `.privacy`: the device is locked; only views marked `privacySensitive()` are redacted.
    case privacy
    /// `.invalidated`: an interaction is pending; views marked `invalidatableContent()` are
    /// drawn dimmed until the new entry arrives.
    case invalidated
}

/// The environment the view tree was evaluated in, as resolved values.
public struct ArchiveEnvironment: Codable, Hashable, Sendable {
    /// How the system colours the widget (`WidgetRenderingMode`).
    public enum RenderingMode: String, Codable, Hashable, Sendable, CaseIterable {
        /// The archived colours as they are.
        case fullColor
        /// Two groups (the default one and the `widgetAccentable` one), each in one colour.
        case accented
        /// Monochrome, as on the Lock Screen: each colour's luminance as the opacity of white.
        case vibrant
    }

    /// `DynamicTypeSize`.
    public enum DynamicTypeSize: String, Codable, Hashable, Sendable, CaseIterable {
        case xSmall, small, medium, large, xLarge, xxLarge, xxxLarge
        case accessibility1, accessibility2, accessibility3, accessibility4, accessibility5
    }

    /// `light` or `dark`: every colour in the archive is resolved for this scheme.
    public var colorScheme: String
    /// The reasons in force at the root (the system's: placeholder rendering, locked device).
    public var redactionReasons: [RedactionReason]
    /// `WidgetRenderingMode`.
    public var renderingMode: RenderingMode
    /// `false` when the system removed the container background (StandBy, Lock Screen).
    public var showsWidgetContainerBackground: Bool
    /// The widget's content margins (`widgetContentMargins`).
    public var contentMargins: ArchiveInsets
    /// The text size (`large` is the default); text sizes in the archive are already scaled
    /// for it.
    public var dynamicTypeSize: DynamicTypeSize
    /// Always-On display (`isLuminanceReduced`).
    public var isLuminanceReduced: Bool
    /// Locale identifier (`en_US`) dates and numbers were formatted in.
    public var locale: String
    /// Time zone identifier (`Europe/Paris`) dates were formatted in; the page uses it to keep
    /// dynamic dates in the same zone.
    public var timeZone: String

    public init(
        colorScheme: String = "light", redactionReasons: [RedactionReason] = [], renderingMode: RenderingMode = .fullColor,
        showsWidgetContainerBackground: Bool = true, contentMargins: ArchiveInsets = .zero,
        dynamicTypeSize: DynamicTypeSize = .large, isLuminanceReduced: Bool = false, locale: String = "en_US",
        timeZone: String = "UTC"
    ) {
        self.colorScheme = colorScheme
        self.redactionReasons = redactionReasons
        self.renderingMode = renderingMode
        self.showsWidgetContainerBackground = showsWidgetContainerBackground
        self.contentMargins = contentMargins
        self.dynamicTypeSize = dynamicTypeSize
        self.isLuminanceReduced = isLuminanceReduced
        self.locale = locale
        self.timeZone = timeZone
    }
}

// MARK: - Lengths that may be infinite

extension KeyedEncodingContainer {
    /// Writes a length: a number, or `"infinity"`/`"-infinity"` when infinite. Nothing when nil.
    mutating func encodeLength(_ value: Double?, forKey key: Key) throws {
        guard let value else { return }
        if value.isInfinite {
            try encode(value > 0 ? "infinity" : "-infinity", forKey: key)
        } else {
            try encode(value, forKey: key)
        }
    }
}

extension KeyedDecodingContainer {
    /// Reads what `encodeLength` wrote.
    func decodeLength(forKey key: Key) throws -> Double? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) {
            switch text {
            case "infinity": return .infinity
            case "-infinity": return -.infinity
            default:
                throw DecodingError.dataCorruptedError(forKey: key, in: self, debugDescription: "a length is a number or \"infinity\"")
            }
        }
        return try decode(Double.self, forKey: key)
    }
}
