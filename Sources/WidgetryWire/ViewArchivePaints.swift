// Colours and paints of the archive. See ViewArchive.swift for the conventions.

/// An sRGB colour with opacity, components in 0...1.
public struct RGBAColor: Codable, Hashable, Sendable {
    public var red: Double
    public var green: Double
    public var blue: Double
    public var opacity: Double
    public init(red: Double, green: Double, blue: Double, opacity: Double = 1) {
        self.red = red
        self.green = green
        self.blue = blue
        self.opacity = opacity
    }

    /// `#rrggbbaa`, for CSS and tests.
    public var hex: String {
        func byte(_ v: Double) -> String {
            let n = Int((min(max(v, 0), 1) * 255).rounded())
            let digits = Array("0123456789abcdef")
            return String([digits[n / 16], digits[n % 16]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + byte(opacity)
    }
}

/// A point in unit coordinates of a view's frame (`UnitPoint`): (0, 0) is the top leading corner.
public struct ArchivePoint: Codable, Hashable, Sendable {
    public var x: Double
    public var y: Double
    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }
}

/// One stop of a gradient, its colour resolved.
public struct GradientStopArchive: Codable, Hashable, Sendable {
    public var color: RGBAColor
    /// 0...1 along the gradient.
    public var location: Double
    public init(color: RGBAColor, location: Double) {
        self.color = color
        self.location = location
    }
}

/// A `ShapeStyle` resolved for the archive's environment: a colour, a gradient or a material.
public struct PaintArchive: Codable, Hashable, Sendable {
    public enum Kind: String, Codable, Hashable, Sendable {
        /// A flat colour: `color`.
        case color
        /// `LinearGradient`: `stops`, `startPoint`, `endPoint`.
        case linearGradient
        /// `RadialGradient`: `stops`, `center`, `startRadius`, `endRadius`.
        case radialGradient
        /// `AngularGradient`: `stops`, `center`, `startAngle`, `endAngle` (degrees).
        case angularGradient
        /// A blur material (`.regularMaterial`, …): `name`, and `color` as the tint to draw it
        /// with where blurring is not possible.
        case material
    }

    public var kind: Kind
    public var color: RGBAColor?
    /// The hierarchical level the style was used at: 0 primary, 1 secondary, 2 tertiary,
    /// 3 quaternary, 4 quinary (`.foregroundStyle(.secondary)`, `Color.secondary`,
    /// `.fill.tertiary`). Renderers in `accented`/`vibrant` mode use it instead of `color`.
    public var level: Int?
    /// Where the colour came from, when it is a named one: a system colour (`red`, `blue`,
    /// `primary`, `accentColor`, …), a semantic style (`fill`, `background`, `tint`), or an asset
    /// colour as `asset:Name` (resolved to the registered value, else a neutral gray).
    public var name: String?
    public var stops: [GradientStopArchive]?
    public var startPoint: ArchivePoint?
    public var endPoint: ArchivePoint?
    public var center: ArchivePoint?
    public var startRadius: Double?
    public var endRadius: Double?
    public var startAngle: Double?
    public var endAngle: Double?

    public init(
        kind: Kind, color: RGBAColor? = nil, level: Int? = nil, name: String? = nil, stops: [GradientStopArchive]? = nil,
        startPoint: ArchivePoint? = nil, endPoint: ArchivePoint? = nil, center: ArchivePoint? = nil,
        startRadius: Double? = nil, endRadius: Double? = nil, startAngle: Double? = nil, endAngle: Double? = nil
    ) {
        self.kind = kind
        self.color = color
        self.level = level
        self.name = name
        self.stops = stops
        self.startPoint = startPoint
        self.endPoint = endPoint
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
        self.startAngle = startAngle
        self.endAngle = endAngle
    }

    public static func color(_ color: RGBAColor, name: String? = nil, level: Int? = nil) -> PaintArchive {
        PaintArchive(kind: .color, color: color, level: level, name: name)
    }
}
