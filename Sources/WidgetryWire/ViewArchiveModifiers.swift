// Layout and drawing modifiers of `ViewNode`. See ViewArchive.swift for the conventions.

/// One modifier applied to a view; a node lists its modifiers innermost first. In JSON, the
/// case is the modifier's `kind` and its values sit under the keys named on the case.
public enum ModifierArchive: Hashable, Sendable {
    /// `padding(…)` (JSON `insets`; the default padding is resolved to 16 points per edge).
    case padding(ArchiveInsets)
    /// `frame(…)` (JSON `frame`).
    indirect case frame(FrameArchive)
    /// `background(…)`: a style (with a shape for `background(_:in:)`) or a view.
    indirect case background(ModifierLayer)
    /// `overlay(…)`: like `background`, drawn in front.
    indirect case overlay(ModifierLayer)
    /// `clipShape(_:)`, `cornerRadius(_:)` (a rounded rectangle), `clipped()` (a rectangle)
    /// (JSON `shape`).
    indirect case clipShape(ShapeArchive)
    /// `opacity(_:)` (JSON `value`).
    case opacity(Double)
    /// `aspectRatio(_:contentMode:)`, `scaledToFit()`, `scaledToFill()`: the ratio,
    /// width/height (JSON `value`; nil: the view's own) and the content mode.
    case aspectRatio(Double?, contentMode: ContentMode)
    /// `offset(x:y:)`.
    case offset(x: Double, y: Double)
    /// `fixedSize(horizontal:vertical:)`.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `layoutPriority(_:)` (JSON `value`).
    case layoutPriority(Double)
    /// `hidden()`: takes its space, draws nothing.
    case hidden
    /// `border(_:width:)`, drawn inside the frame (JSON `paint`, `value`).
    indirect case border(PaintArchive, width: Double)
    /// `shadow(color:radius:x:y:)` (JSON `paint`, `value`, `x`, `y`).
    indirect case shadow(PaintArchive, radius: Double, x: Double, y: Double)
    /// `rotationEffect(_:)` (JSON `value`).
    case rotation(degrees: Double)
    /// `scaleEffect(_:)`: factors (JSON `x`, `y`).
    case scale(x: Double, y: Double)
    /// `widgetAccentable(_:)` (WidgetKit; JSON `flag`). In `accented` rendering mode the view
    /// belongs to the accent group.
    case widgetAccentable(Bool)
    /// `widgetLabel(…)` (WidgetKit): the label view shown by accessory widgets around/under
    /// this view (JSON `content`); nil when the label shows nothing.
    indirect case widgetLabel(ViewNode?)
    /// `luminanceToAlpha()`.
    case luminanceToAlpha
    /// `blur(radius:opaque:)` (JSON `value`).
    case blur(radius: Double)
    /// `grayscale(_:)`: 0...1 (JSON `value`).
    case grayscale(Double)
    /// A colour filter: `saturation`, `contrast`, `brightness`, `hueRotation`, `colorInvert`.
    case colorEffect(ColorEffect)
    /// `zIndex(_:)` (JSON `value`): in a `zstack`, higher values are drawn in front (ties keep
    /// the children's order).
    case zIndex(Double)
    /// `position(x:y:)`: where the view's centre goes in the space it is offered, all of which
    /// the result takes.
    case position(x: Double, y: Double)
    /// `mask(alignment:_:)`: the mask view (its opacity is the content's; JSON `content`).
    indirect case mask(ViewNode, alignment: ArchiveAlignment)
    /// `gridCellColumns(_:)`: the columns a `Grid` cell spans (JSON `value`).
    case gridCellColumns(Int)
    /// `gridColumnAlignment(_:)`: the horizontal alignment of every cell in this cell's `Grid`
    /// column (JSON `name`).
    case gridColumnAlignment(ArchiveAlignment)
    /// `gridCellUnsizedAxes(_:)`: the cell does not make its `Grid` grow in those axes.
    case gridCellUnsizedAxes(horizontal: Bool, vertical: Bool)
    /// `blendMode(_:)`: how the view's colours combine with what is drawn behind it (JSON
    /// `name`).
    case blendMode(BlendMode)
    /// `accessibilityLabel(_:)`: said instead of the view's content (JSON `name`).
    case accessibilityLabel(String)
    /// `accessibilityValue(_:)`: said after the label (JSON `name`).
    case accessibilityValue(String)
    /// `accessibilityHint(_:)`: said after a pause (JSON `name`).
    case accessibilityHint(String)
    /// `accessibilityHidden(true)`: not read at all.
    case accessibilityHidden
    /// `accessibilityElement(children:)` (JSON `name`).
    case accessibilityElement(children: AccessibilityChildren)
    /// `accessibilityAddTraits(.isHeader)` (JSON: kind `accessibilityElement`, name `heading`).
    case accessibilityHeading

    /// The cases without their values: the modifier's `kind` in JSON (the heading trait is
    /// written as an `accessibilityElement`).
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case padding, frame, background, overlay, clipShape, opacity, aspectRatio, offset, fixedSize, layoutPriority
        case hidden, border, shadow, rotation, scale, widgetAccentable, widgetLabel, luminanceToAlpha, blur, grayscale
        case colorEffect, zIndex, position, mask, gridCellColumns, gridColumnAlignment, gridCellUnsizedAxes, blendMode
        case accessibilityLabel, accessibilityValue, accessibilityHint, accessibilityHidden, accessibilityElement
    }

    /// `aspectRatio`'s content mode.
    public enum ContentMode: String, Codable, Hashable, Sendable, CaseIterable {
        case fit, fill
    }

    /// SwiftUI's `BlendMode` cases other than `normal` (which archives nothing).
    public enum BlendMode: String, Codable, Hashable, Sendable, CaseIterable {
        case multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
        case difference, exclusion, hue, saturation, color, luminosity
        case sourceAtop, destinationOver, destinationOut, plusDarker, plusLighter
    }

    /// A colour filter, with its amount as SwiftUI takes it.
    public enum ColorEffect: Hashable, Sendable {
        case saturation(Double)
        case contrast(Double)
        case brightness(Double)
        case hueRotation(degrees: Double)
        /// `colorInvert()` (amount 1), or a canvas's `colorInvert(_:)`.
        case colorInvert(amount: Double)
    }

    /// `AccessibilityChildBehavior`.
    public enum AccessibilityChildren: String, Codable, Hashable, Sendable, CaseIterable {
        /// The children are not read; the element says its own label.
        case ignore
        /// The children's labels are read together, as one element.
        case combine
        /// The children stay elements, inside this one.
        case contain
    }

    /// The case's kind.
    public var kind: Kind {
        switch self {
        case .padding: .padding
        case .frame: .frame
        case .background: .background
        case .overlay: .overlay
        case .clipShape: .clipShape
        case .opacity: .opacity
        case .aspectRatio: .aspectRatio
        case .offset: .offset
        case .fixedSize: .fixedSize
        case .layoutPriority: .layoutPriority
        case .hidden: .hidden
        case .border: .border
        case .shadow: .shadow
        case .rotation: .rotation
        case .scale: .scale
        case .widgetAccentable: .widgetAccentable
        case .widgetLabel: .widgetLabel
        case .luminanceToAlpha: .luminanceToAlpha
        case .blur: .blur
        case .grayscale: .grayscale
        case .colorEffect: .colorEffect
        case .zIndex: .zIndex
        case .position: .position
        case .mask: .mask
        case .gridCellColumns: .gridCellColumns
        case .gridColumnAlignment: .gridColumnAlignment
        case .gridCellUnsizedAxes: .gridCellUnsizedAxes
        case .blendMode: .blendMode
        case .accessibilityLabel: .accessibilityLabel
        case .accessibilityValue: .accessibilityValue
        case .accessibilityHint: .accessibilityHint
        case .accessibilityHidden: .accessibilityHidden
        case .accessibilityElement, .accessibilityHeading: .accessibilityElement
        }
    }

    /// The view this modifier carries (a background, overlay, mask or widget label), if any.
    public var content: ViewNode? {
        switch self {
        case .background(.view(let view, _)), .overlay(.view(let view, _)), .widgetLabel(let view?), .mask(let view, _): view
        default: nil
        }
    }

    /// This modifier with `view` in place of the view it carries (itself when it carries none).
    public func replacingContent(with view: ViewNode) -> ModifierArchive {
        switch self {
        case .background(.view(_, let alignment)): .background(.view(view, alignment: alignment))
        case .overlay(.view(_, let alignment)): .overlay(.view(view, alignment: alignment))
        case .widgetLabel: .widgetLabel(view)
        case .mask(_, let alignment): .mask(view, alignment: alignment)
        default: self
        }
    }
}

/// What a `background` or `overlay` draws.
public enum ModifierLayer: Hashable, Sendable {
    /// A style (`background(.red)`), clipped to a shape for `background(_:in:)` (JSON `paint`
    /// and `shape`).
    case style(PaintArchive, shape: ShapeArchive?)
    /// A view (`background(alignment:content:)`), placed with `alignment` (JSON `content` and
    /// `alignment`).
    case view(ViewNode, alignment: ArchiveAlignment)
}

extension ModifierArchive: Codable {
    private enum CodingKeys: String, CodingKey {
        case kind, insets, frame, paint, shape, content, alignment, value, contentMode, x, y, horizontal, vertical, flag, name
    }

    /// The `name` of each colour effect.
    private enum ColorEffectName: String, Codable {
        case saturation, contrast, brightness, hueRotation, colorInvert
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        func value(_ fallback: Double) throws -> Double { try c.decodeIfPresent(Double.self, forKey: .value) ?? fallback }
        func number(_ key: CodingKeys, _ fallback: Double) throws -> Double { try c.decodeIfPresent(Double.self, forKey: key) ?? fallback }
        func flag(_ key: CodingKeys) throws -> Bool { try c.decodeIfPresent(Bool.self, forKey: key) ?? true }
        func text() throws -> String { try c.decodeIfPresent(String.self, forKey: .name) ?? "" }
        func layer() throws -> ModifierLayer {
            if let view = try c.decodeIfPresent(ViewNode.self, forKey: .content) {
                return .view(view, alignment: try c.decodeIfPresent(ArchiveAlignment.self, forKey: .alignment) ?? .center)
            }
            return .style(try c.decode(PaintArchive.self, forKey: .paint), shape: try c.decodeIfPresent(ShapeArchive.self, forKey: .shape))
        }
        let black = PaintArchive.color(RGBAColor(red: 0, green: 0, blue: 0))
        switch try c.decode(Kind.self, forKey: .kind) {
        case .padding: self = .padding(try c.decodeIfPresent(ArchiveInsets.self, forKey: .insets) ?? ArchiveInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        case .frame: self = .frame(try c.decode(FrameArchive.self, forKey: .frame))
        case .background: self = .background(try layer())
        case .overlay: self = .overlay(try layer())
        case .clipShape: self = .clipShape(try c.decode(ShapeArchive.self, forKey: .shape))
        case .opacity: self = .opacity(try value(1))
        case .aspectRatio:
            self = .aspectRatio(try c.decodeIfPresent(Double.self, forKey: .value), contentMode: try c.decodeIfPresent(ContentMode.self, forKey: .contentMode) ?? .fit)
        case .offset: self = .offset(x: try number(.x, 0), y: try number(.y, 0))
        case .fixedSize: self = .fixedSize(horizontal: try flag(.horizontal), vertical: try flag(.vertical))
        case .layoutPriority: self = .layoutPriority(try value(0))
        case .hidden: self = .hidden
        case .border: self = .border(try c.decodeIfPresent(PaintArchive.self, forKey: .paint) ?? black, width: try value(1))
        case .shadow:
            let paint = try c.decodeIfPresent(PaintArchive.self, forKey: .paint) ?? .color(RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.33))
            self = .shadow(paint, radius: try value(0), x: try number(.x, 0), y: try number(.y, 0))
        case .rotation: self = .rotation(degrees: try value(0))
        case .scale: self = .scale(x: try number(.x, 1), y: try number(.y, 1))
        case .widgetAccentable: self = .widgetAccentable(try flag(.flag))
        case .widgetLabel: self = .widgetLabel(try c.decodeIfPresent(ViewNode.self, forKey: .content))
        case .luminanceToAlpha: self = .luminanceToAlpha
        case .blur: self = .blur(radius: try value(0))
        case .grayscale: self = .grayscale(try value(0))
        case .colorEffect:
            switch try c.decode(ColorEffectName.self, forKey: .name) {
            case .saturation: self = .colorEffect(.saturation(try value(0)))
            case .contrast: self = .colorEffect(.contrast(try value(0)))
            case .brightness: self = .colorEffect(.brightness(try value(0)))
            case .hueRotation: self = .colorEffect(.hueRotation(degrees: try value(0)))
            case .colorInvert: self = .colorEffect(.colorInvert(amount: try value(1)))
            }
        case .zIndex: self = .zIndex(try value(0))
        case .position: self = .position(x: try number(.x, 0), y: try number(.y, 0))
        case .mask:
            self = .mask(try c.decode(ViewNode.self, forKey: .content), alignment: try c.decodeIfPresent(ArchiveAlignment.self, forKey: .alignment) ?? .center)
        case .gridCellColumns: self = .gridCellColumns(Int(try value(1)))
        case .gridColumnAlignment: self = .gridColumnAlignment(try c.decode(ArchiveAlignment.self, forKey: .name))
        case .gridCellUnsizedAxes:
            self = .gridCellUnsizedAxes(horizontal: try c.decodeIfPresent(Bool.self, forKey: .horizontal) ?? false, vertical: try c.decodeIfPresent(Bool.self, forKey: .vertical) ?? false)
        case .blendMode: self = .blendMode(try c.decode(BlendMode.self, forKey: .name))
        case .accessibilityLabel: self = .accessibilityLabel(try text())
        case .accessibilityValue: self = .accessibilityValue(try text())
        case .accessibilityHint: self = .accessibilityHint(try text())
        case .accessibilityHidden: self = .accessibilityHidden
        case .accessibilityElement:
            let name = try c.decodeIfPresent(String.self, forKey: .name) ?? "ignore"
            if name == "heading" {
                self = .accessibilityHeading
            } else if let children = AccessibilityChildren(rawValue: name) {
                self = .accessibilityElement(children: children)
            } else {
                throw DecodingError.dataCorruptedError(forKey: .name, in: c, debugDescription: "not an accessibility element: \(name)")
            }
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(kind, forKey: .kind)
        func layer(_ layer: ModifierLayer) throws {
            switch layer {
            case .style(let paint, let shape):
                try c.encode(paint, forKey: .paint)
                try c.encodeIfPresent(shape, forKey: .shape)
            case .view(let view, let alignment):
                try c.encode(view, forKey: .content)
                try c.encode(alignment, forKey: .alignment)
            }
        }
        switch self {
        case .padding(let insets): try c.encode(insets, forKey: .insets)
        case .frame(let frame): try c.encode(frame, forKey: .frame)
        case .background(let decoration), .overlay(let decoration): try layer(decoration)
        case .clipShape(let shape): try c.encode(shape, forKey: .shape)
        case .opacity(let value), .layoutPriority(let value), .rotation(let value), .blur(let value), .grayscale(let value), .zIndex(let value):
            try c.encode(value, forKey: .value)
        case .aspectRatio(let ratio, let contentMode):
            try c.encodeIfPresent(ratio, forKey: .value)
            try c.encode(contentMode, forKey: .contentMode)
        case .offset(let x, let y), .scale(let x, let y), .position(let x, let y):
            try c.encode(x, forKey: .x)
            try c.encode(y, forKey: .y)
        case .fixedSize(let horizontal, let vertical), .gridCellUnsizedAxes(let horizontal, let vertical):
            try c.encode(horizontal, forKey: .horizontal)
            try c.encode(vertical, forKey: .vertical)
        case .hidden, .luminanceToAlpha, .accessibilityHidden:
            break
        case .border(let paint, let width):
            try c.encode(paint, forKey: .paint)
            try c.encode(width, forKey: .value)
        case .shadow(let paint, let radius, let x, let y):
            try c.encode(paint, forKey: .paint)
            try c.encode(radius, forKey: .value)
            try c.encode(x, forKey: .x)
            try c.encode(y, forKey: .y)
        case .widgetAccentable(let flag): try c.encode(flag, forKey: .flag)
        case .widgetLabel(let view): try c.encodeIfPresent(view, forKey: .content)
        case .colorEffect(let effect):
            switch effect {
            case .saturation(let value): try c.encode(ColorEffectName.saturation, forKey: .name); try c.encode(value, forKey: .value)
            case .contrast(let value): try c.encode(ColorEffectName.contrast, forKey: .name); try c.encode(value, forKey: .value)
            case .brightness(let value): try c.encode(ColorEffectName.brightness, forKey: .name); try c.encode(value, forKey: .value)
            case .hueRotation(let degrees): try c.encode(ColorEffectName.hueRotation, forKey: .name); try c.encode(degrees, forKey: .value)
            case .colorInvert(let amount):
                try c.encode(ColorEffectName.colorInvert, forKey: .name)
                if amount != 1 { try c.encode(amount, forKey: .value) }
            }
        case .mask(let view, let alignment):
            try c.encode(view, forKey: .content)
            try c.encode(alignment, forKey: .alignment)
        case .gridCellColumns(let count): try c.encode(Double(count), forKey: .value)
        case .gridColumnAlignment(let alignment): try c.encode(alignment, forKey: .name)
        case .blendMode(let mode): try c.encode(mode, forKey: .name)
        case .accessibilityLabel(let text), .accessibilityValue(let text), .accessibilityHint(let text): try c.encode(text, forKey: .name)
        case .accessibilityElement(let children): try c.encode(children, forKey: .name)
        case .accessibilityHeading: try c.encode("heading", forKey: .name)
        }
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
    /// Where the content goes inside the frame.
    public var alignment: ArchiveAlignment

    public init(
        width: Double? = nil, height: Double? = nil, minWidth: Double? = nil, idealWidth: Double? = nil,
        maxWidth: Double? = nil, minHeight: Double? = nil, idealHeight: Double? = nil, maxHeight: Double? = nil,
        alignment: ArchiveAlignment = .center
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
        alignment = try c.decodeIfPresent(ArchiveAlignment.self, forKey: .alignment) ?? .center
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
