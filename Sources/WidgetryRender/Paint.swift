import Foundation
import WidgetryWire

/// How colours are drawn: as archived (`fullColor`), or as the system draws widgets in the
/// `accented` and `vibrant` rendering modes (see `ColorMapper`).
typealias RenderingMode = ArchiveEnvironment.RenderingMode

/// Maps archived colours to the colours drawn.
///
/// - `fullColor`: the archived sRGB value.
/// - `vibrant` (Lock Screen): monochrome; each colour becomes white whose opacity is the
///   colour's opacity times its prominence (at least 0.3), so primary content is opaque and
///   secondary, tertiary… styles are progressively fainter, as the system's vibrancy does. A
///   colour's prominence is its perceived lightness in the dark scheme and its darkness in the
///   light one: the primary label is black in light and white in dark, and either way the lock
///   screen draws it white.
/// - `accented`: like vibrant, except that content in the accent group
///   (`widgetAccentable()`) is drawn in the accent colour.
struct ColorMapper {
    let mode: RenderingMode
    let accent: RGBAColor
    /// Whether the widget was evaluated in the dark scheme.
    var dark = true

    func map(_ color: RGBAColor, accentable: Bool) -> RGBAColor {
        switch mode {
        case .fullColor:
            return color
        case .vibrant, .accented:
            let lightness = min((0.299 * color.red * color.red + 0.587 * color.green * color.green + 0.114 * color.blue * color.blue).squareRoot() * 1.0001, 1)
            let alpha = min(color.opacity * max(dark ? lightness : 1 - lightness, 0.3), 1)
            if mode == .accented && accentable {
                return RGBAColor(red: accent.red, green: accent.green, blue: accent.blue, opacity: alpha)
            }
            return RGBAColor(red: 1, green: 1, blue: 1, opacity: alpha)
        }
    }
}

extension HTMLOutput {
    /// A paint as a CSS `background` value (a colour or a gradient image).
    mutating func background(_ paint: PaintArchive, _ colors: ColorMapper, accentable: Bool) {
        switch paint.kind {
        case .color, .material:
            color(colors.map(paint.color ?? RGBAColor(red: 0, green: 0, blue: 0, opacity: 0), accentable: accentable))
        case .linearGradient:
            linearGradient(paint, colors, accentable: accentable)
        case .radialGradient:
            raw("radial-gradient(circle at ")
            point(paint.center)
            raw(",")
            let start = paint.startRadius ?? 0, end = paint.endRadius ?? 0
            stops(paint.stops ?? [], colors, accentable: accentable, unit: "px") { start + (end - start) * $0 }
            raw(")")
        case .angularGradient:
            // SwiftUI measures angles from the trailing side (3 o'clock), CSS from the top.
            let start = paint.startAngle ?? 0, end = paint.endAngle ?? 360
            raw("conic-gradient(from ")
            number(start + 90)
            raw("deg at ")
            point(paint.center)
            raw(",")
            stops(paint.stops ?? [], colors, accentable: accentable, unit: "deg") { (end - start) * $0 }
            raw(")")
        }
    }

    /// A paint as a CSS colour: gradients give their first stop (for text, borders, SVG).
    mutating func solidColor(_ paint: PaintArchive, _ colors: ColorMapper, accentable: Bool) {
        color(colors.map(Self.representativeColor(paint), accentable: accentable))
    }

    static func representativeColor(_ paint: PaintArchive) -> RGBAColor {
        paint.color ?? paint.stops?.first?.color ?? RGBAColor(red: 0.5, green: 0.5, blue: 0.5)
    }

    private mutating func point(_ point: ArchivePoint?) {
        let point = point ?? ArchivePoint(x: 0.5, y: 0.5)
        number(point.x * 100)
        raw("% ")
        number(point.y * 100)
        raw("%")
    }

    /// `linear-gradient(<angle>, stops)` equivalent to SwiftUI's gradient from `startPoint` to
    /// `endPoint` (unit points of the frame). CSS gradients run along an angle through the
    /// centre, with 0 % and 100 % where the perpendicular lines touch the corners; the stops
    /// are moved to where SwiftUI's start and end points project on that line. Exact for
    /// square frames; on other frames CSS and SwiftUI tilt diagonal gradients slightly
    /// differently.
    private mutating func linearGradient(_ paint: PaintArchive, _ colors: ColorMapper, accentable: Bool) {
        let start = paint.startPoint ?? ArchivePoint(x: 0.5, y: 0), end = paint.endPoint ?? ArchivePoint(x: 0.5, y: 1)
        let dx = end.x - start.x, dy = end.y - start.y
        guard dx != 0 || dy != 0 else {
            solidColor(paint, colors, accentable: accentable)
            return
        }
        let angle = atan2(dx, -dy)  // CSS: 0 is "to top", clockwise.
        let direction = (x: sin(angle), y: -cos(angle))
        let length = abs(direction.x) + abs(direction.y)
        func position(_ p: ArchivePoint) -> Double {
            ((p.x - 0.5) * direction.x + (p.y - 0.5) * direction.y) / length + 0.5
        }
        let from = position(start), to = position(end)
        raw("linear-gradient(")
        number((angle * 180 / .pi * 100).rounded() / 100)
        raw("deg,")
        stops(paint.stops ?? [], colors, accentable: accentable, unit: "%") { (from + (to - from) * $0) * 100 }
        raw(")")
    }

    private mutating func stops(
        _ stops: [GradientStopArchive], _ colors: ColorMapper, accentable: Bool, unit: String, position: (Double) -> Double
    ) {
        let stops = stops.isEmpty ? [GradientStopArchive(color: RGBAColor(red: 0, green: 0, blue: 0, opacity: 0), location: 0)] : stops
        for (index, stop) in stops.enumerated() {
            if index > 0 { raw(",") }
            color(colors.map(stop.color, accentable: accentable))
            raw(" ")
            number(position(stop.location))
            raw(unit)
        }
        if stops.count == 1 {
            raw(",")
            color(colors.map(stops[0].color, accentable: accentable))
        }
    }
}

