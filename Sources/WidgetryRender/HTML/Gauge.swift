import Foundation
import WidgetryWire

// `Gauge`: circular styles as a conic-gradient ring with a value dot, linear ones as a bar
// between the bound labels.

extension HTMLRenderer {
    func gaugeBox(_ gauge: GaugeArchive, _ box: inout Box) {
        if gauge.style.isCircular {
            // In the `accessoryCircular` family the gauge fills the widget but, as on iOS,
            // gives way to what shares a stack with it (spacers keep their minimum length):
            // its box shrinks and the ring is drawn in the largest square that fits.
            box.classes = circularGaugeFits ? "wr-gauge-circular wr-gauge-fit" : "wr-gauge-circular"
            let side = HTMLOutput.format(circularGaugeDiameter)
            box.style = HTMLOutput("width:" + side + "px;height:" + side + "px;")
        } else {
            // iOS draws linear gauges large in home-screen widgets (a 16-point bar, measured for
            // `accessoryLinearCapacity`; the default `linearCapacity` bar is the thicker of
            // the styles), and at 4 points on the lock screen.
            let large = !archive.family.hasPrefix("accessory")
            box.classes = large ? "wr-vstack wr-gauge-linear wr-gauge-large" : "wr-vstack wr-gauge-linear"
        }
    }

    /// The diameter of circular gauges: 58 points (the accessory style's size on iPhone),
    /// the widget's own size in the `accessoryCircular` family.
    var circularGaugeDiameter: Double {
        circularGaugeFits ? min(archive.size.width, archive.size.height) : 58
    }

    /// Circular gauges shrink to fit (the `accessoryCircular` family).
    var circularGaugeFits: Bool { archive.family == "accessoryCircular" }

    mutating func gaugeContent(_ node: ViewNode, _ gauge: GaugeArchive, context: RenderContext) {
        let tint = gauge.tint ?? defaultTint
        let fraction = gauge.fraction
        if gauge.style.isCircular {
            let capacity = gauge.style == .accessoryCircularCapacity
            let diameter = circularGaugeDiameter
            let lineWidth = (diameter / 9.5).rounded()
            // A gauge that fits is drawn in proportion to the square it gets (a face): its
            // lengths are fractions of the diameter.
            let fits = circularGaugeFits
            func length(_ value: Double) {
                if fits {
                    out.number((value / diameter * 10000).rounded() / 100)
                    out.lit("%")
                } else {
                    out.px(value)
                }
            }
            if fits { out.lit("<div class=\"wr-gauge-face\">") }
            out.lit("<i class=\"wr-ring\" style=\"--wr-ring:")
            // The ring's width is a stop of a radial gradient: a fraction of the radius.
            length(fits ? lineWidth * 2 : lineWidth)
            out.lit(";background:")
            arcGradient(tint, fraction: fraction, capacity: capacity, context: context)
            out.lit("\"></i>")
            if !capacity {
                // The value indicator: a dot on the arc.
                let angle = (225 + fraction * 270) * Double.pi / 180
                let ring = diameter / 2 - lineWidth / 2
                let dot = lineWidth + 1
                out.lit("<i class=\"wr-gauge-dot\" style=\"width:")
                length(dot)
                out.lit(";left:")
                length(diameter / 2 + ring * sin(angle) - dot / 2)
                out.lit(";top:")
                length(diameter / 2 - ring * cos(angle) - dot / 2)
                out.lit("\"></i>")
            }
            defer { if fits { out.lit("</div>") } }
            let current = node.children(role: .currentValueLabel)
            let label = node.children(role: .label)
            let minimum = node.children(role: .minimumValueLabel), maximum = node.children(role: .maximumValueLabel)
            if !current.isEmpty || (!label.isEmpty && capacity) {
                out.lit("<div class=\"wr-zstack wr-gauge-center\">")
                for child in current.isEmpty ? label : current { self.node(child, axis: .layer, context: context) }
                out.lit("</div>")
            }
            if !capacity {
                if !minimum.isEmpty || !maximum.isEmpty {
                    out.lit("<div class=\"wr-zstack wr-gauge-min\">")
                    for child in minimum { self.node(child, axis: .layer, context: context) }
                    out.lit("</div><div class=\"wr-zstack wr-gauge-max\">")
                    for child in maximum { self.node(child, axis: .layer, context: context) }
                    out.lit("</div>")
                } else if !label.isEmpty && !current.isEmpty {
                    out.lit("<div class=\"wr-zstack wr-gauge-label\">")
                    for child in label { self.node(child, axis: .layer, context: context) }
                    out.lit("</div>")
                }
            }
            return
        }
        // Linear: label and current value above, the bar between the bound labels.
        let label = node.children(role: .label), current = node.children(role: .currentValueLabel)
        if !label.isEmpty || !current.isEmpty {
            out.lit("<div class=\"wr-hstack wr-gauge-linear-top\">")
            for child in label { self.node(child, axis: .row, context: context) }
            if !current.isEmpty {
                out.lit("<div class=\"wr-spacer\"></div>")
                for child in current { self.node(child, axis: .row, context: context) }
            }
            out.lit("</div>")
        }
        out.lit("<div class=\"wr-hstack wr-gauge-linear-row\">")
        for child in node.children(role: .minimumValueLabel) { self.node(child, axis: .row, context: context) }
        out.lit("<div class=\"wr-bar\" style=\"background:")
        if gauge.style == .accessoryLinear {
            var track = colors.map(HTMLOutput.representativeColor(tint), accentable: context.accentable)
            track.opacity *= 0.35
            out.color(track)
            out.lit("\"><i class=\"wr-bar-dot\" style=\"left:")
            out.number(fraction * 100)
            out.lit("%\"></i></div>")
        } else {
            // The capacity track is the system's tertiary fill (lighter than a progress bar's).
            let track = gauge.style == .linear ? trackColor : tertiaryFillColor
            out.color(colors.map(track, accentable: context.accentable))
            out.lit("\"><i class=\"wr-bar-fill\" style=\"width:")
            out.number(fraction * 100)
            out.lit("%;background:")
            out.background(tint, colors, accentable: context.accentable)
            out.lit("\"></i></div>")
        }
        for child in node.children(role: .maximumValueLabel) { self.node(child, axis: .row, context: context) }
        out.lit("</div>")
    }

    /// The conic gradient of a circular gauge: an arc of 270° open at the bottom (a full
    /// circle from the top for capacity styles), the value part in the tint (a gradient tint
    /// spread along the arc) and the rest as a faint track.
    private mutating func arcGradient(_ tint: PaintArchive, fraction: Double, capacity: Bool, context: RenderContext) {
        let sweep = capacity ? 360.0 : 270.0
        let value = fraction * sweep
        out.lit(capacity ? "conic-gradient(" : "conic-gradient(from 225deg,")
        if let stops = tint.stops, stops.count > 1, !capacity {
            for (index, stop) in stops.enumerated() {
                if index > 0 { out.lit(",") }
                out.color(colors.map(stop.color, accentable: context.accentable))
                out.lit(" ")
                out.number(stop.location * sweep)
                out.lit("deg")
            }
            out.lit(",transparent 0")
        } else {
            let color = colors.map(HTMLOutput.representativeColor(tint), accentable: context.accentable)
            var track = color
            track.opacity *= 0.3
            out.color(color)
            out.lit(" 0 ")
            out.number(value)
            out.lit("deg,")
            out.color(track)
            out.lit(" ")
            out.number(value)
            out.lit("deg ")
            out.number(sweep)
            out.lit("deg")
            if !capacity { out.lit(",transparent 0") }
        }
        out.lit(")")
    }
}
