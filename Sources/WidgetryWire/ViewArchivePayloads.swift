// Payloads of `ViewNode`, one per kind of view. See ViewArchive.swift for the conventions.

// MARK: - Images

/// `Image`.
public struct ImageArchive: Codable, Hashable, Sendable {
    /// `Image(systemName:)`: an SF Symbol name.
    public var systemName: String?
    /// `Image(_:bundle:)` / `Image(decorative:)`: a resource name of the extension.
    public var name: String?
    /// `Image(decorative:)`: ignored by accessibility.
    public var decorative: Bool?
    /// `resizable()`: fills the proposed size (see the `aspectRatio` modifier for the mode).
    public var resizable: Bool?
    /// `Image.TemplateRenderingMode`.
    public enum RenderingMode: String, Codable, Hashable, Sendable, CaseIterable {
        case original, template
    }

    /// `SymbolRenderingMode`.
    public enum SymbolRenderingMode: String, Codable, Hashable, Sendable, CaseIterable {
        case monochrome, hierarchical, palette, multicolor
    }

    /// `Image.Scale`.
    public enum Scale: String, Codable, Hashable, Sendable, CaseIterable {
        case small, medium, large
    }

    /// `WidgetAccentedRenderingMode`.
    public enum AccentedRenderingMode: String, Codable, Hashable, Sendable, CaseIterable {
        case accented, desaturated, accentedDesaturated, fullColor
    }

    /// `renderingMode(_:)`.
    public var renderingMode: RenderingMode?
    /// `symbolRenderingMode(_:)`.
    public var symbolRenderingMode: SymbolRenderingMode?
    /// `imageScale(_:)`; `medium` (the default) is left out.
    public var imageScale: Scale?
    /// `Image(systemName:variableValue:)`.
    public var variableValue: Double?
    /// The foreground style in force (template images and symbols are drawn in it); for palette
    /// symbols, `palette` holds every level given.
    public var foreground: PaintArchive?
    public var palette: [PaintArchive]?
    /// The font in force: symbols are sized like text in it.
    public var font: FontArchive?
    /// A named image's size in points (pixels divided by the asset's scale), when the extension
    /// found the resource and its file says it: a non-resizable image is drawn at this size.
    public var size: ArchiveSize?
    /// The extension has no image resource of this name (an author's mistake, as Xcode's "No
    /// image named …" log is): drawn as a visible placeholder instead of a broken image.
    public var missing: Bool?
    /// `dark`: the archive is dark and the image set has a dark-appearance file, which is the
    /// one shown (the page asks for it with `?appearance=dark`).
    public var appearance: String?
    /// `widgetAccentedRenderingMode(_:)`: how the image is drawn in the `accented` rendering
    /// mode; nil: as a template, its shape in the colour of its group.
    public var accentedRenderingMode: AccentedRenderingMode?
    /// An image made from bytes when the view was evaluated (`Image(uiImage:)` of an image the
    /// widget downloaded or read): its bytes, type and size in points, carried in the archive
    /// because no file of the extension holds them; the page draws it from them (a `data:` URL).
    /// `name` is then the image's key (`data-…`), which the running extension also serves.
    public var data: ImageResourceArchive?

    public init(systemName: String? = nil, name: String? = nil) {
        self.systemName = systemName
        self.name = name
    }
}

// MARK: - Shapes

/// A shape's geometry, and how it is drawn when it is a view.
public struct ShapeArchive: Codable, Hashable, Sendable {
    public enum ShapeType: String, Codable, Hashable, Sendable {
        case rectangle, roundedRectangle, circle, ellipse, capsule
        /// `UnevenRoundedRectangle`: `cornerRadii`.
        case unevenRoundedRectangle
        /// `ContainerRelativeShape`: the widget's corner shape, inset to this view.
        case containerRelative
        /// A custom `Shape`: `path`.
        case path
    }

    public var type: ShapeType
    /// `RoundedRectangle(cornerRadius:)` (or the width of `cornerSize`).
    public var cornerRadius: Double?
    /// `cornerSize` height when it differs from the width.
    public var cornerHeight: Double?
    /// `RoundedCornerStyle`.
    public enum CornerStyle: String, Codable, Hashable, Sendable, CaseIterable {
        case circular, continuous
    }

    public var cornerStyle: CornerStyle?
    /// `UnevenRoundedRectangle`'s radius of each corner.
    public var cornerRadii: CornerRadiiArchive?
    /// `inset(by:)`.
    public var inset: Double?
    /// The custom path, for `type == .path`.
    public var path: PathArchive?
    /// `trim(from:to:)`: only this part (0...1) of the outline is drawn, starting where the
    /// outline starts (the trailing middle point for circles, going clockwise).
    public var trimFrom: Double?
    public var trimTo: Double?
    /// How a shape view is filled: `fill(_:)`, or the foreground style when it is neither filled
    /// nor stroked. Nil in `clipShape` and backgrounds, and when only stroked.
    public var fill: PaintArchive?
    /// `stroke(_:lineWidth:)` / `strokeBorder(_:lineWidth:)`.
    public var stroke: StrokeArchive?

    public init(type: ShapeType, cornerRadius: Double? = nil, cornerStyle: CornerStyle? = nil) {
        self.type = type
        self.cornerRadius = cornerRadius
        self.cornerStyle = cornerStyle
    }
}

/// The radii of a rectangle's four corners, in points.
public struct CornerRadiiArchive: Codable, Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double, bottomLeading: Double, bottomTrailing: Double, topTrailing: Double) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// Every radius made larger by `amount` (and at least 0): the outline of a stroke centred
    /// on this one, or of an inset shape.
    public func expanded(by amount: Double) -> CornerRadiiArchive {
        CornerRadiiArchive(
            topLeading: max(topLeading + amount, 0), bottomLeading: max(bottomLeading + amount, 0),
            bottomTrailing: max(bottomTrailing + amount, 0), topTrailing: max(topTrailing + amount, 0))
    }
}

/// A stroke.
public struct StrokeArchive: Codable, Hashable, Sendable {
    public var paint: PaintArchive
    public var lineWidth: Double
    /// `strokeBorder`: the stroke lies inside the shape rather than centred on its outline.
    public var inside: Bool
    public var dash: [Double]?
    /// `butt` (the default) is left out.
    public var lineCap: LineCap?
    public init(paint: PaintArchive, lineWidth: Double, inside: Bool, dash: [Double]? = nil, lineCap: LineCap? = nil) {
        self.paint = paint
        self.lineWidth = lineWidth
        self.inside = inside
        self.dash = dash
        self.lineCap = lineCap
    }
}

/// A custom shape's outline, as `path(in:)` drew it in a `width`×`height` reference rectangle:
/// renderers scale it to the view's frame (like an SVG `viewBox` with no aspect preservation).
public struct PathArchive: Codable, Hashable, Sendable {
    public var width: Double
    public var height: Double
    /// SVG path data (`M x y L x y C … Q … Z`), in the reference rectangle's coordinates.
    public var data: String
    public init(width: Double, height: Double, data: String) {
        self.width = width
        self.height = height
        self.data = data
    }
}

// MARK: - Layout containers

/// `VStack`/`HStack`/`ZStack`.
public struct StackArchive: Codable, Hashable, Sendable {
    /// `HorizontalAlignment` of a `vstack` (`leading`, `center`, `trailing`), `VerticalAlignment`
    /// of an `hstack` (`top`, `center`, `bottom`, `firstTextBaseline`, `lastTextBaseline`),
    /// `Alignment` of a `zstack` (`center`, `topLeading`, …).
    public var alignment: ArchiveAlignment
    /// `spacing:`; nil is the system default spacing (8 points between most views).
    public var spacing: Double?
    public init(alignment: ArchiveAlignment = .center, spacing: Double? = nil) {
        self.alignment = alignment
        self.spacing = spacing
    }

    private enum CodingKeys: String, CodingKey { case alignment, spacing }
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        alignment = try c.decode(ArchiveAlignment.self, forKey: .alignment)
        spacing = try c.decodeLength(forKey: .spacing)
    }
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(alignment, forKey: .alignment)
        try c.encodeLength(spacing, forKey: .spacing)
    }
}

/// `Grid`, `LazyVGrid`, `LazyHGrid` (a `GridRow` has only its alignment: `ViewNode.Content.gridRow`).
public struct GridArchive: Codable, Hashable, Sendable {
    /// `Alignment` of a `Grid`'s cells, `HorizontalAlignment` of a `LazyVGrid`,
    /// `VerticalAlignment` of a `LazyHGrid`.
    public var alignment: ArchiveAlignment
    /// Between columns; nil: the system default (8 points).
    public var horizontalSpacing: Double?
    /// Between rows; nil: the system default (8 points).
    public var verticalSpacing: Double?
    /// `LazyVGrid`: `vertical` (its `items` are columns); `LazyHGrid`: `horizontal` (rows).
    public var axis: ArchiveAxis?
    public var items: [GridItemArchive]?

    public init(alignment: ArchiveAlignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil, axis: ArchiveAxis? = nil, items: [GridItemArchive]? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.axis = axis
        self.items = items
    }
}

/// `GridItem`: one column of a `LazyVGrid` (row of a `LazyHGrid`).
public struct GridItemArchive: Codable, Hashable, Sendable {
    /// `GridItem.Size`.
    public enum Size: String, Codable, Hashable, Sendable, CaseIterable {
        /// `minimum` is the size.
        case fixed
        /// Shares the space within `minimum`...`maximum`.
        case flexible
        /// As many as fit, each at least `minimum`.
        case adaptive
    }

    public var size: Size
    public var minimum: Double
    /// nil: unbounded.
    public var maximum: Double?
    /// After this item; nil: the system default.
    public var spacing: Double?
    /// The cells' `Alignment` in this item; nil: the grid's.
    public var alignment: ArchiveAlignment?

    public init(size: Size, minimum: Double, maximum: Double? = nil, spacing: Double? = nil, alignment: ArchiveAlignment? = nil) {
        self.size = size
        self.minimum = minimum
        self.maximum = maximum
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// `Spacer(minLength:)`.
public struct SpacerArchive: Codable, Hashable, Sendable {
    /// nil: the system minimum (8 points in a stack).
    public var minLength: Double?
    public init(minLength: Double? = nil) {
        self.minLength = minLength
    }
}

/// `Label`.
public struct LabelArchive: Codable, Hashable, Sendable {
    /// `LabelStyle`.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        case automatic, titleAndIcon, titleOnly, iconOnly
    }

    /// `labelStyle(_:)`.
    public var style: Style
    public init(style: Style = .automatic) {
        self.style = style
    }
}

// MARK: - Indicators

/// `Gauge`.
public struct GaugeArchive: Codable, Hashable, Sendable {
    public var value: Double
    public var lowerBound: Double
    public var upperBound: Double
    /// `GaugeStyle`.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        case automatic, accessoryCircular, accessoryCircularCapacity, accessoryLinear, accessoryLinearCapacity
        case linearCapacity, circular, linear

        /// Drawn as a ring (else as a bar).
        public var isCircular: Bool { self == .accessoryCircular || self == .accessoryCircularCapacity || self == .circular }
    }

    /// `gaugeStyle(_:)`.
    public var style: Style
    /// The tint in force (`tint(_:)`), nil for the default accent.
    public var tint: PaintArchive?
    public init(value: Double, lowerBound: Double, upperBound: Double, style: Style, tint: PaintArchive? = nil) {
        self.value = value
        self.lowerBound = lowerBound
        self.upperBound = upperBound
        self.style = style
        self.tint = tint
    }

    /// Where the value sits between the bounds, 0...1.
    public var fraction: Double {
        guard upperBound > lowerBound else { return 0 }
        return min(max((value - lowerBound) / (upperBound - lowerBound), 0), 1)
    }
}

/// `ProgressView`.
public struct ProgressArchive: Codable, Hashable, Sendable {
    /// Determinate progress: `value` of `total`. Both nil with no timer: indeterminate.
    public var value: Double?
    public var total: Double?
    /// `ProgressView(timerInterval:countsDown:)`: the interval; progress runs with the clock.
    public var timerStart: Double?
    public var timerEnd: Double?
    public var countsDown: Bool?
    /// `ProgressViewStyle`.
    public enum Style: String, Codable, Hashable, Sendable, CaseIterable {
        case automatic, linear, circular
    }

    /// `progressViewStyle(_:)`.
    public var style: Style
    public var tint: PaintArchive?
    public init(
        value: Double? = nil, total: Double? = nil, timerStart: Double? = nil, timerEnd: Double? = nil, countsDown: Bool? = nil,
        style: Style = .automatic, tint: PaintArchive? = nil
    ) {
        self.value = value
        self.total = total
        self.timerStart = timerStart
        self.timerEnd = timerEnd
        self.countsDown = countsDown
        self.style = style
        self.tint = tint
    }
}

// MARK: - Actions

/// An intent to run, as the host stores and sends it: the intent type's name (as in
/// `IntentSchema.typeName`) and its parameter values.
public struct IntentArchive: Codable, Hashable, Sendable {
    public var typeName: String
    public var configuration: Configuration
    public init(typeName: String, configuration: Configuration) {
        self.typeName = typeName
        self.configuration = configuration
    }

    /// The type name of AppIntents' `OpenURLIntent`, whose `url` the system opens.
    public static let openURLTypeName = "OpenURLIntent"

    /// The link an `OpenURLIntent` opens: the host opens it (the page, or the app's mailbox)
    /// instead of asking the extension to perform it, as iOS opens it rather than running code.
    public var openedURL: String? {
        typeName == Self.openURLTypeName ? configuration["url"]?.stringValue : nil
    }
}

/// What tapping a `link`, `button` or `toggle` node does. The node's `id` names the action in
/// `POST /api/instances/{id}/actions/{action}`.
public struct ActionArchive: Codable, Hashable, Sendable {
    /// `Link(destination:)`.
    public var url: String?
    /// `Button(intent:)` / `Toggle(isOn:intent:)`: the intent performed in the extension.
    public var intent: IntentArchive?
    /// `Toggle`: whether it is on in this entry.
    public var isOn: Bool?
    /// `PrimitiveButtonStyle`.
    public enum ButtonStyle: String, Codable, Hashable, Sendable, CaseIterable {
        case automatic, plain, borderless, bordered, borderedProminent
    }

    /// `ToggleStyle`.
    public enum ToggleStyle: String, Codable, Hashable, Sendable, CaseIterable {
        case automatic, `switch`, button
    }

    /// `ButtonRole`.
    public enum Role: String, Codable, Hashable, Sendable, CaseIterable {
        case destructive, cancel
    }

    /// `buttonStyle(_:)` of a button.
    public var buttonStyle: ButtonStyle?
    /// `toggleStyle(_:)` of a toggle.
    public var toggleStyle: ToggleStyle?
    /// The tint in force.
    public var tint: PaintArchive?
    /// The button's role.
    public var role: Role?
    public init(url: String? = nil, intent: IntentArchive? = nil, isOn: Bool? = nil) {
        self.url = url
        self.intent = intent
        self.isOn = isOn
    }
}
