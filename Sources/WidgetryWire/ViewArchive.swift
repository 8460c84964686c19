// The view archive: what one rendered widget entry looks like once the extension has evaluated
// the author's SwiftUI views. It is the contract between the extension (which runs author code)
// and everything that shows widgets (the HTML renderer, the terminal preview, the web page),
// which never run author code.
//
// Conventions, for every type in ViewArchive*.swift:
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
    /// `light` or `dark`: every colour in the archive is resolved for this scheme.
    public var colorScheme: String
    /// The reasons in force at the root (the system's: placeholder rendering, locked device).
    public var redactionReasons: [RedactionReason]
    /// `WidgetRenderingMode`: `fullColor`, `accented` or `vibrant`.
    public var renderingMode: String
    /// `false` when the system removed the container background (StandBy, Lock Screen).
    public var showsWidgetContainerBackground: Bool
    /// The widget's content margins (`widgetContentMargins`).
    public var contentMargins: ArchiveInsets
    /// `DynamicTypeSize` case name (`large` is the default); text sizes in the archive are
    /// already scaled for it.
    public var dynamicTypeSize: String
    /// Always-On display (`isLuminanceReduced`).
    public var isLuminanceReduced: Bool
    /// Locale identifier (`en_US`) dates and numbers were formatted in.
    public var locale: String
    /// Time zone identifier (`Europe/Paris`) dates were formatted in; the page uses it to keep
    /// dynamic dates in the same zone.
    public var timeZone: String

    public init(
        colorScheme: String = "light", redactionReasons: [RedactionReason] = [], renderingMode: String = "fullColor",
        showsWidgetContainerBackground: Bool = true, contentMargins: ArchiveInsets = .zero,
        dynamicTypeSize: String = "large", isLuminanceReduced: Bool = false, locale: String = "en_US",
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

/// One view of the evaluated tree.
///
/// Structural views (`Group`, `ForEach`, `TupleView`, `if`/`switch` branches, `AnyView`, custom
/// views' `body`) produce no node of their own: their content is flattened into the enclosing
/// container, and a modifier applied to such a view applies to each view it contains (as in
/// SwiftUI). `EmptyView` produces nothing. When the root evaluates to several views, they are
/// wrapped in an implicit `vstack`.
///
/// Which payload field is set depends on `kind` (see `ViewNode.Kind`).
public struct ViewNode: Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// `Text`: payload `text`.
        case text
        /// `Image`: payload `image`.
        case image
        /// A view that fills its frame with a paint: `Color`, `LinearGradient`, … used as views.
        /// Payload `paint`.
        case fill
        /// `Rectangle`, `Circle`, … (filled, stroked, or as-is: filled with the foreground).
        /// Payload `shape`.
        case shape
        /// `VStack`, `HStack`, `ZStack`: payload `stack`; children in order (back to front for
        /// `zstack`).
        case vstack, hstack, zstack
        /// `Spacer`: payload `spacer`.
        case spacer
        /// `Divider`: a hairline across the enclosing stack's other axis, in `paint` (the
        /// separator colour).
        case divider
        /// `Label`: children with roles `title` and `icon`; payload `label` (its style).
        case label
        /// `Gauge`: payload `gauge`; children with roles `label`, `currentValueLabel`,
        /// `minimumValueLabel`, `maximumValueLabel`, `markedValueLabel`.
        case gauge
        /// `ProgressView`: payload `progress`; children with roles `label`, `currentValueLabel`.
        case progress
        /// `Link`: payload `action.url`; children are its label.
        case link
        /// `Button(intent:)`: payload `action.intent`; children are its label.
        case button
        /// `Toggle(isOn:intent:)`: payload `action.intent` and `action.isOn`; children are its label.
        case toggle
        /// `ViewThatFits`: children are the candidates, in order; the first that fits is shown.
        /// Payload `stack.axes`.
        case viewThatFits
        /// `Grid`: payload `grid`; children are `gridRow`s (a row of cells each) and views
        /// that span every column.
        case grid
        /// `GridRow`: children are the row's cells; payload `grid.alignment` when the row has
        /// its own vertical alignment.
        case gridRow
        /// `LazyVGrid`, `LazyHGrid`: payload `grid` (its `axis` and `items`); children are the
        /// cells in order, filling columns (rows) one line after another.
        case lazyGrid
        /// `Canvas`: payload `canvas`; children are the texts and images drawn into it.
        case canvas
    }

    /// Stable identity: the structural path of the view in the author's view tree (for example
    /// `r.c.1.t`, `r.c.0#apple`). It stays the same across the entries of a widget as long as
    /// the view is in the same place; it changes when an `if` takes the other branch. `ForEach`
    /// elements carry their data identifier after `#`, `.id(_:)` likewise. Unique in an archive.
    public var id: String
    public var kind: Kind
    /// The part this node plays in its parent (`label`, `title`, `icon`, …), if any.
    public var role: NodeRole?
    /// Child views in order.
    public var children: [ViewNode]
    /// Modifiers applied to this view, innermost first: the first one wraps the view itself,
    /// the next wraps the result, and so on. Environment-like modifiers (`font`,
    /// `foregroundStyle`, `tint`, `lineLimit`, `redacted`, …) are not listed: they are resolved
    /// into the payloads of the views they reach.
    public var modifiers: [ModifierArchive]
    /// The redaction reasons in force for this view (after `redacted(reason:)` and
    /// `unredacted()`). Recorded on content views (text, image, fill, shape, divider, gauge,
    /// progress); containers (stacks, spacers, labels, links, buttons, toggles) leave the three
    /// redaction fields empty and their content carries them.
    public var redactionReasons: [RedactionReason]
    /// Inside `privacySensitive()`: redact when `redactionReasons` contains `privacy`.
    public var privacySensitive: Bool
    /// Inside `invalidatableContent()`: dim when `redactionReasons` contains `invalidated`.
    public var invalidatable: Bool

    /// The payload: a node has at most one (which one follows from `kind`). Stored out of line
    /// (an indirect enum) so that a node stays cheap to copy; setting one payload replaces
    /// another.
    private var payload = Payload.none

    private indirect enum Payload: Hashable, Sendable {
        case none
        case text(TextArchive)
        case image(ImageArchive)
        case paint(PaintArchive)
        case shape(ShapeArchive)
        case stack(StackArchive)
        case spacer(SpacerArchive)
        case label(LabelArchive)
        case gauge(GaugeArchive)
        case progress(ProgressArchive)
        case action(ActionArchive)
        case grid(GridArchive)
        case canvas(CanvasArchive)
    }

    public var text: TextArchive? {
        get {
            if case .text(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .text(newValue)
            } else if case .text = payload {
                payload = .none
            }
        }
    }
    public var image: ImageArchive? {
        get {
            if case .image(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .image(newValue)
            } else if case .image = payload {
                payload = .none
            }
        }
    }
    public var paint: PaintArchive? {
        get {
            if case .paint(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .paint(newValue)
            } else if case .paint = payload {
                payload = .none
            }
        }
    }
    public var shape: ShapeArchive? {
        get {
            if case .shape(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .shape(newValue)
            } else if case .shape = payload {
                payload = .none
            }
        }
    }
    public var canvas: CanvasArchive? {
        get {
            if case .canvas(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .canvas(newValue)
            } else if case .canvas = payload {
                payload = .none
            }
        }
    }
    public var grid: GridArchive? {
        get {
            if case .grid(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .grid(newValue)
            } else if case .grid = payload {
                payload = .none
            }
        }
    }
    public var stack: StackArchive? {
        get {
            if case .stack(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .stack(newValue)
            } else if case .stack = payload {
                payload = .none
            }
        }
    }
    public var spacer: SpacerArchive? {
        get {
            if case .spacer(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .spacer(newValue)
            } else if case .spacer = payload {
                payload = .none
            }
        }
    }
    public var label: LabelArchive? {
        get {
            if case .label(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .label(newValue)
            } else if case .label = payload {
                payload = .none
            }
        }
    }
    public var gauge: GaugeArchive? {
        get {
            if case .gauge(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .gauge(newValue)
            } else if case .gauge = payload {
                payload = .none
            }
        }
    }
    public var progress: ProgressArchive? {
        get {
            if case .progress(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .progress(newValue)
            } else if case .progress = payload {
                payload = .none
            }
        }
    }
    public var action: ActionArchive? {
        get {
            if case .action(let value) = payload { return value }
            return nil
        }
        set {
            if let newValue {
                payload = .action(newValue)
            } else if case .action = payload {
                payload = .none
            }
        }
    }

    public init(id: String, kind: Kind, role: NodeRole? = nil, children: [ViewNode] = [], modifiers: [ModifierArchive] = []) {
        self.id = id
        self.kind = kind
        self.role = role
        self.children = children
        self.modifiers = modifiers
        self.redactionReasons = []
        self.privacySensitive = false
        self.invalidatable = false
    }

    /// Whether the renderer draws this view redacted: a placeholder reason is in force, or the
    /// view is privacy-sensitive and the privacy reason is in force.
    public var isRedacted: Bool {
        redactionReasons.contains(.placeholder) || (privacySensitive && redactionReasons.contains(.privacy))
    }

    /// The children with `role`.
    public func children(role: NodeRole?) -> [ViewNode] {
        children.filter { $0.role == role }
    }

    /// This node and every node below it, depth first (including modifier content).
    public func collect(into nodes: inout [ViewNode]) {
        nodes.append(self)
        for modifier in modifiers { modifier.content?.collect(into: &nodes) }
        for child in children { child.collect(into: &nodes) }
    }
}

/// The part a child plays in its parent.
public enum NodeRole: String, Codable, Hashable, Sendable, CaseIterable {
    /// `Label`'s title and icon.
    case title, icon
    /// The `label:` of a `Gauge`, `ProgressView`.
    case label
    /// `currentValueLabel:` of a `Gauge` or `ProgressView`.
    case currentValueLabel
    /// `minimumValueLabel:` / `maximumValueLabel:` of a `Gauge`.
    case minimumValueLabel, maximumValueLabel
    /// `markedValueLabels:` of a `Gauge`.
    case markedValueLabel
}

extension ViewNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, role, children, modifiers, redactionReasons, privacySensitive, invalidatable
        case text, image, paint, shape, stack, spacer, label, gauge, progress, action, grid, canvas
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        kind = try c.decode(Kind.self, forKey: .kind)
        role = try c.decodeIfPresent(NodeRole.self, forKey: .role)
        children = try c.decodeIfPresent([ViewNode].self, forKey: .children) ?? []
        modifiers = try c.decodeIfPresent([ModifierArchive].self, forKey: .modifiers) ?? []
        redactionReasons = try c.decodeIfPresent([RedactionReason].self, forKey: .redactionReasons) ?? []
        privacySensitive = try c.decodeIfPresent(Bool.self, forKey: .privacySensitive) ?? false
        invalidatable = try c.decodeIfPresent(Bool.self, forKey: .invalidatable) ?? false
        text = try c.decodeIfPresent(TextArchive.self, forKey: .text)
        image = try c.decodeIfPresent(ImageArchive.self, forKey: .image)
        paint = try c.decodeIfPresent(PaintArchive.self, forKey: .paint)
        shape = try c.decodeIfPresent(ShapeArchive.self, forKey: .shape)
        stack = try c.decodeIfPresent(StackArchive.self, forKey: .stack)
        spacer = try c.decodeIfPresent(SpacerArchive.self, forKey: .spacer)
        label = try c.decodeIfPresent(LabelArchive.self, forKey: .label)
        gauge = try c.decodeIfPresent(GaugeArchive.self, forKey: .gauge)
        progress = try c.decodeIfPresent(ProgressArchive.self, forKey: .progress)
        action = try c.decodeIfPresent(ActionArchive.self, forKey: .action)
        grid = try c.decodeIfPresent(GridArchive.self, forKey: .grid)
        canvas = try c.decodeIfPresent(CanvasArchive.self, forKey: .canvas)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(role, forKey: .role)
        if !children.isEmpty { try c.encode(children, forKey: .children) }
        if !modifiers.isEmpty { try c.encode(modifiers, forKey: .modifiers) }
        if !redactionReasons.isEmpty { try c.encode(redactionReasons, forKey: .redactionReasons) }
        if privacySensitive { try c.encode(true, forKey: .privacySensitive) }
        if invalidatable { try c.encode(true, forKey: .invalidatable) }
        try c.encodeIfPresent(text, forKey: .text)
        try c.encodeIfPresent(image, forKey: .image)
        try c.encodeIfPresent(paint, forKey: .paint)
        try c.encodeIfPresent(shape, forKey: .shape)
        try c.encodeIfPresent(stack, forKey: .stack)
        try c.encodeIfPresent(spacer, forKey: .spacer)
        try c.encodeIfPresent(label, forKey: .label)
        try c.encodeIfPresent(gauge, forKey: .gauge)
        try c.encodeIfPresent(progress, forKey: .progress)
        try c.encodeIfPresent(action, forKey: .action)
        try c.encodeIfPresent(grid, forKey: .grid)
        try c.encodeIfPresent(canvas, forKey: .canvas)
    }
}

// MARK: - Out-of-line storage

/// Stores an optional value in an immutable heap box, so that the struct holding it stays small
/// to copy (the archive's node types hold many optional payloads); nil takes no box (no
/// allocation). Invisible in JSON: the owners encode the wrapped value.
@propertyWrapper
public struct ArchiveIndirect<Wrapped: Hashable & Sendable>: Hashable, Sendable {
    private final class Box: Sendable {
        let value: Wrapped
        init(_ value: Wrapped) { self.value = value }
    }

    private var box: Box?

    public init(wrappedValue: Wrapped?) {
        box = wrappedValue.map(Box.init)
    }

    public var wrappedValue: Wrapped? {
        get { box?.value }
        set { box = newValue.map(Box.init) }
    }

    public static func == (lhs: ArchiveIndirect, rhs: ArchiveIndirect) -> Bool {
        lhs.box === rhs.box || lhs.box?.value == rhs.box?.value
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(box?.value)
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
