// Layout and drawing modifiers of `ViewNode`. See ViewArchive.swift for the conventions.

/// One modifier applied to a view. `kind` says which fields are set; each kind is described
/// on its case. A node lists its modifiers innermost first.
public struct ModifierArchive: Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        /// `padding(…)`: `insets` (the default padding is resolved to 16 points per edge).
        case padding
        /// `frame(…)`: `frame`.
        case frame
        /// `background(…)`: `paint` (a style; with `shape` when `background(_:in:)`), or
        /// `content` (a view, `background(alignment:content:)`) placed with `alignment`.
        case background
        /// `overlay(…)`: like `background`, drawn in front.
        case overlay
        /// `clipShape(_:)`, `cornerRadius(_:)` (a rounded rectangle), `clipped()` (a rectangle):
        /// `shape`.
        case clipShape
        /// `opacity(_:)`: `value`.
        case opacity
        /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: `value` (the ratio,
        /// width/height; absent: the view's own) and `contentMode` (`fit`/`fill`).
        case aspectRatio
        /// `offset(x:y:)`: `x`, `y`.
        case offset
        /// `fixedSize(horizontal:vertical:)`: `horizontal`, `vertical`.
        case fixedSize
        /// `layoutPriority(_:)`: `value`.
        case layoutPriority
        /// `hidden()`: takes its space, draws nothing.
        case hidden
        /// `border(_:width:)`: `paint` and `value` (the width), drawn inside the frame.
        case border
        /// `shadow(color:radius:x:y:)`: `paint`, `value` (radius), `x`, `y`.
        case shadow
        /// `rotationEffect(_:)`: `value` in degrees.
        case rotation
        /// `scaleEffect(_:)`: `x`, `y` factors.
        case scale
        /// `widgetAccentable(_:)` (WidgetKit): `flag`. In `accented` rendering mode the view
        /// belongs to the accent group.
        case widgetAccentable
        /// `widgetLabel(…)` (WidgetKit): `content` is the label view shown by accessory widgets
        /// around/under this view.
        case widgetLabel
        /// `luminanceToAlpha()`.
        case luminanceToAlpha
        /// `blur(radius:opaque:)`: `value` (the radius).
        case blur
        /// `grayscale(_:)`: `value` (0...1).
        case grayscale
        /// A colour filter: `name` `saturation`, `contrast`, `brightness` (`value` as SwiftUI
        /// takes it), `hueRotation` (`value` in degrees) or `colorInvert`.
        case colorEffect
        /// `zIndex(_:)`: `value`; in a `zstack`, higher values are drawn in front (ties keep
        /// the children's order).
        case zIndex
        /// `position(x:y:)`: `x`, `y`, where the view's centre goes in the space it is
        /// offered, all of which the result takes.
        case position
        /// `mask(alignment:_:)`: `content` (the mask view; its opacity is the content's) and
        /// `alignment`.
        case mask
        /// `gridCellColumns(_:)`: `value`, the columns a `Grid` cell spans.
        case gridCellColumns
        /// `gridColumnAlignment(_:)`: `name`, the horizontal alignment of every cell in this
        /// cell's `Grid` column.
        case gridColumnAlignment
        /// `gridCellUnsizedAxes(_:)`: `horizontal`, `vertical`; the cell does not make its
        /// `Grid` grow in those axes.
        case gridCellUnsizedAxes
        /// `blendMode(_:)`: `name`, a SwiftUI `BlendMode` case (`multiply`, `screen`, …): how
        /// the view's colours combine with what is drawn behind it.
        case blendMode
        /// `accessibilityLabel(_:)`: `name`, said instead of the view's content.
        case accessibilityLabel
        /// `accessibilityValue(_:)`: `name`, said after the label.
        case accessibilityValue
        /// `accessibilityHint(_:)`: `name`, said after a pause.
        case accessibilityHint
        /// `accessibilityHidden(true)`: not read at all.
        case accessibilityHidden
        /// `accessibilityElement(children:)`: `name` is `ignore`, `combine` or `contain`; or
        /// `heading` (`accessibilityAddTraits(.isHeader)`).
        case accessibilityElement
    }

    public var kind: Kind
    public var insets: ArchiveInsets?
    @ArchiveIndirect public var frame: FrameArchive? = nil
    @ArchiveIndirect public var paint: PaintArchive? = nil
    @ArchiveIndirect public var shape: ShapeArchive? = nil
    @ArchiveIndirect public var content: ViewNode? = nil
    /// `Alignment` name (`center`, `topLeading`, …).
    public var alignment: String?
    public var value: Double?
    public var contentMode: String?
    public var x: Double?
    public var y: Double?
    public var horizontal: Bool?
    public var vertical: Bool?
    public var flag: Bool?
    public var name: String?

    public init(
        kind: Kind, insets: ArchiveInsets? = nil, frame: FrameArchive? = nil, paint: PaintArchive? = nil,
        shape: ShapeArchive? = nil, content: ViewNode? = nil, alignment: String? = nil, value: Double? = nil,
        contentMode: String? = nil, x: Double? = nil, y: Double? = nil, horizontal: Bool? = nil, vertical: Bool? = nil,
        flag: Bool? = nil, name: String? = nil
    ) {
        self.kind = kind
        self.insets = insets
        self.frame = frame
        self.paint = paint
        self.shape = shape
        self.content = content
        self.alignment = alignment
        self.value = value
        self.contentMode = contentMode
        self.x = x
        self.y = y
        self.horizontal = horizontal
        self.vertical = vertical
        self.flag = flag
        self.name = name
    }
}

extension ModifierArchive: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, insets, frame, paint, shape, content, alignment, value, contentMode, x, y, horizontal, vertical, flag, name
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(
            kind: try c.decode(Kind.self, forKey: .kind),
            insets: try c.decodeIfPresent(ArchiveInsets.self, forKey: .insets),
            frame: try c.decodeIfPresent(FrameArchive.self, forKey: .frame),
            paint: try c.decodeIfPresent(PaintArchive.self, forKey: .paint),
            shape: try c.decodeIfPresent(ShapeArchive.self, forKey: .shape),
            content: try c.decodeIfPresent(ViewNode.self, forKey: .content),
            alignment: try c.decodeIfPresent(String.self, forKey: .alignment),
            value: try c.decodeIfPresent(Double.self, forKey: .value),
            contentMode: try c.decodeIfPresent(String.self, forKey: .contentMode),
            x: try c.decodeIfPresent(Double.self, forKey: .x),
            y: try c.decodeIfPresent(Double.self, forKey: .y),
            horizontal: try c.decodeIfPresent(Bool.self, forKey: .horizontal),
            vertical: try c.decodeIfPresent(Bool.self, forKey: .vertical),
            flag: try c.decodeIfPresent(Bool.self, forKey: .flag),
            name: try c.decodeIfPresent(String.self, forKey: .name))
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(insets, forKey: .insets)
        try c.encodeIfPresent(frame, forKey: .frame)
        try c.encodeIfPresent(paint, forKey: .paint)
        try c.encodeIfPresent(shape, forKey: .shape)
        try c.encodeIfPresent(content, forKey: .content)
        try c.encodeIfPresent(alignment, forKey: .alignment)
        try c.encodeIfPresent(value, forKey: .value)
        try c.encodeIfPresent(contentMode, forKey: .contentMode)
        try c.encodeIfPresent(x, forKey: .x)
        try c.encodeIfPresent(y, forKey: .y)
        try c.encodeIfPresent(horizontal, forKey: .horizontal)
        try c.encodeIfPresent(vertical, forKey: .vertical)
        try c.encodeIfPresent(flag, forKey: .flag)
        try c.encodeIfPresent(name, forKey: .name)
    }
}

/// `frame(width:height:alignment:)` and `frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
/// Absent fields were not given (or nil). Any length may be `"infinity"` in JSON.
public struct FrameArchive: Hashable, Sendable {
    public var width: Double?
    public var height: Double?
    public var minWidth: Double?
    public var idealWidth: Double?
    public var maxWidth: Double?
    public var minHeight: Double?
    public var idealHeight: Double?
    public var maxHeight: Double?
    /// `Alignment` name of the content inside the frame.
    public var alignment: String

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
        maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: String = "center"
    ) {
        self.width = width
        self.height = height
        self.minWidth = minWidth
        self.idealWidth = idealWidth
        self.maxWidth = maxWidth
        self.minHeight = minHeight
        self.idealHeight = idealHeight
        self.maxHeight = maxHeight
        self.alignment = alignment
    }
}

extension FrameArchive: Codable {
    private enum CodingKeys: String, CodingKey {
        case width, height, minWidth, idealWidth, maxWidth, minHeight, idealHeight, maxHeight, alignment
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        width = try c.decodeLength(forKey: .width)
        height = try c.decodeLength(forKey: .height)
        minWidth = try c.decodeLength(forKey: .minWidth)
        idealWidth = try c.decodeLength(forKey: .idealWidth)
        maxWidth = try c.decodeLength(forKey: .maxWidth)
        minHeight = try c.decodeLength(forKey: .minHeight)
        idealHeight = try c.decodeLength(forKey: .idealHeight)
        maxHeight = try c.decodeLength(forKey: .maxHeight)
        alignment = try c.decodeIfPresent(String.self, forKey: .alignment) ?? "center"
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeLength(width, forKey: .width)
        try c.encodeLength(height, forKey: .height)
        try c.encodeLength(minWidth, forKey: .minWidth)
        try c.encodeLength(idealWidth, forKey: .idealWidth)
        try c.encodeLength(maxWidth, forKey: .maxWidth)
        try c.encodeLength(minHeight, forKey: .minHeight)
        try c.encodeLength(idealHeight, forKey: .idealHeight)
        try c.encodeLength(maxHeight, forKey: .maxHeight)
        try c.encode(alignment, forKey: .alignment)
    }
}
