import Foundation
import WidgetryWire

// `Image`: SF Symbols as inline SVG, named images as `<img>` or masks (template and
// accented/vibrant modes), missing ones as visible placeholders.

extension HTMLRenderer {
    /// The side of an SF Symbol drawn at `font` and `imageScale`.
    static func symbolSide(font: FontArchive?, scale: ImageArchive.Scale?) -> Double {
        let size = font?.size ?? 17
        switch scale {
        case .small: return (size * 0.8).rounded()
        case .large: return (size * 1.3).rounded()
        case .medium, nil: return size
        }
    }

    /// The SVG markup inside a symbol's `<svg>`: its glyph, or, for a symbol drawn in
    /// multicolour, its layers, each in its role's system colour for the colour scheme
    /// (`primary`: the foreground style, the element's `currentColor`).
    func symbolMarkup(_ image: ImageArchive) -> String? {
        guard let name = image.systemName else { return nil }
        guard let layers = multicolorLayers(image) else { return SymbolFiles.glyph(name) }
        var markup = ""
        for layer in layers {
            if let color = systemColors[layer.role], layer.role != "primary" {
                markup += "<g color=\"" + HTMLOutput.hex(isDark ? color.dark : color.light) + "\">" + layer.markup + "</g>"
            } else {
                markup += layer.markup
            }
        }
        return markup
    }

    /// The layers of a symbol Apple draws in colour, when it is drawn so: in the multicolour
    /// rendering mode (`.symbolRenderingMode(.multicolor)`, or `.renderingMode(.original)`
    /// without another symbol rendering mode), in a full-colour widget (the vibrant and
    /// accented modes draw symbols in one colour, as iOS does).
    func multicolorLayers(_ image: ImageArchive) -> [(role: String, markup: String)]? {
        guard colors.mode == .fullColor, image.renderingMode != .template, let name = image.systemName else { return nil }
        let multicolor = image.symbolRenderingMode == .multicolor
            || (image.symbolRenderingMode == nil && image.renderingMode == .original)
        return multicolor ? symbolMulticolorLayers[name] : nil
    }

    /// `name` as one URL path segment.
    static func percentEncoded(_ name: String) -> String {
        var result = ""
        let hex = Array("0123456789ABCDEF")
        for byte in name.utf8 {
            let isUnreserved = (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39)
                || byte == 0x2D || byte == 0x2E || byte == 0x5F || byte == 0x7E
            if isUnreserved {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result.append("%")
                result.append(hex[Int(byte >> 4)])
                result.append(hex[Int(byte & 15)])
            }
        }
        return result
    }

    func imageBox(_ node: ViewNode, _ image: ImageArchive, _ box: inout Box, context: RenderContext) {
        let resizable = image.resizable == true
        var fillMode: ModifierArchive.ContentMode?
        for index in node.modifiers.indices {
            if case .aspectRatio(_, let contentMode) = node.modifiers[index] { fillMode = contentMode }
        }
        if let name = image.systemName {
            let side = HTMLOutput.format(Self.symbolSide(font: image.font, scale: image.imageScale))
            let size = resizable ? "" : "width:" + side + "px;height:" + side + "px;"
            if isRedacted(node) {
                box.tag = "span"
                box.classes = resizable ? "wr-redacted-image wr-fillbox" : "wr-redacted-image"
                box.style = HTMLOutput(size + redactionBackground(image.foreground, context: context))
                return
            }
            var css = HTMLOutput(capacity: 64)
            css.raw(size)
            if let paint = image.palette?.first ?? image.foreground {
                css.lit("color:")
                css.solidColor(paint, colors, accentable: context.accentable)
                css.lit(";")
            }
            box.style = css
            if SymbolFiles.glyph(name) != nil {
                box.tag = "svg"
                box.classes = resizable ? "wr-symbol wr-fillbox" : "wr-symbol"
                box.attributes = " viewBox=\"0 0 16 16\" fill=\"currentColor\""
                box.accessibility = AccessibilityAttributes(decorative: true)
                if resizable && fillMode == .fill { box.attributes += " preserveAspectRatio=\"xMidYMid slice\"" }
                if resizable && fillMode == nil { box.attributes += " preserveAspectRatio=\"none\"" }
            } else {
                box.tag = "span"
                box.classes = resizable ? "wr-symbol wr-symbol-missing wr-fillbox" : "wr-symbol wr-symbol-missing"
                let escaped = HTMLOutput.escaped(name)
                box.attributes = " title=\"" + escaped + "\" data-wr-symbol=\"" + escaped + "\""
            }
        } else {
            let name = image.name ?? ""
            if isRedacted(node) {
                box.tag = "span"
                box.classes = resizable ? "wr-redacted-image wr-fillbox" : "wr-redacted-image wr-redacted-named"
                box.style = HTMLOutput(redactionBackground(image.foreground, context: context))
                return
            }
            if image.missing == true {
                // Like an unknown symbol: a dashed box with a question mark, naming the image.
                box.tag = "span"
                box.classes = resizable ? "wr-img-missing wr-symbol-missing wr-fillbox" : "wr-img-missing wr-symbol-missing"
                let escaped = HTMLOutput.escaped(name)
                box.attributes = " title=\"No image named " + escaped + "\" data-wr-image=\"" + escaped + "\""
                return
            }
            let url = image.data.map(Self.dataURL) ?? imageURL(name, dark: image.appearance == "dark")
            let mask = imageMask(image, context: context)
            box.tag = mask == nil ? "img" : "span"
            box.classes = (mask == nil ? "wr-img" : "wr-img wr-img-mask") + (resizable ? " wr-fillbox" : "")
            if resizable {
                if mask == nil {
                    box.style = HTMLOutput("object-fit:" + (fillMode == .fill ? "cover" : fillMode == .fit ? "contain" : "fill") + ";")
                } else if let fillMode {
                    box.style = HTMLOutput("mask-size:" + (fillMode == .fill ? "cover" : "contain") + ";")
                }
            } else if let size = image.size {
                // The resource's size in points (a 2x asset's pixels are half as many points).
                box.style.lit("width:")
                box.style.px(size.width)
                box.style.lit(";height:")
                box.style.px(size.height)
                box.style.lit(";")
            }
            // An image made from bytes has no name of its own to say.
            let label = image.decorative == true || image.data != nil ? "" : HTMLOutput.escaped(name)
            guard let mask else {
                box.attributes = " src=\"" + HTMLOutput.escaped(url) + "\" alt=\"" + label + "\""
                return
            }
            // The image as a mask over its colour (the element's `currentColor`).
            if let paint = image.palette?.first ?? image.foreground {
                box.style.lit("color:")
                box.style.solidColor(paint, colors, accentable: mask.accent || context.accentable)
                box.style.lit(";")
            }
            box.style.raw("mask-image:url('" + HTMLOutput.escaped(Self.cssStringEscaped(url)) + "');")
            box.style.lit(mask.luminance ? "mask-mode:luminance;" : "mask-mode:alpha;")
            box.accessibility = label.isEmpty ? AccessibilityAttributes(decorative: true) : AccessibilityAttributes(fallbackLabel: name)
        }
    }

    /// How a named image is drawn as a mask over a colour instead of as is (nil), as Apple's
    /// systems draw it: `renderingMode(.template)` by its shape in the foreground style; in the
    /// `vibrant` mode desaturated (its luminance as the opacity of the mode's colour), a
    /// template by its shape; in the `accented` mode by its shape in its group's colour, unless
    /// `widgetAccentedRenderingMode(_:)` says otherwise. `accent`: in the accent colour.
    private func imageMask(_ image: ImageArchive, context: RenderContext) -> (luminance: Bool, accent: Bool)? {
        let template = image.renderingMode == .template
        switch colors.mode {
        case .fullColor:
            return template ? (luminance: false, accent: false) : nil
        case .vibrant:
            return (luminance: !template, accent: false)
        case .accented:
            switch image.accentedRenderingMode {
            case .fullColor: return nil
            case .desaturated: return (luminance: true, accent: false)
            case .accentedDesaturated: return (luminance: true, accent: true)
            case .accented: return (luminance: false, accent: true)
            case nil: return (luminance: false, accent: false)
            }
        }
    }

    /// `value` inside a single-quoted CSS string.
    static func cssStringEscaped(_ value: String) -> String {
        var escaped = ""
        for character in value {
            switch character {
            case "\\": escaped += "\\\\"
            case "'": escaped += "\\'"
            case "\n", "\r": escaped += "\\a "
            default: escaped.append(character)
            }
        }
        return escaped
    }

    /// An image carried in the archive as a `data:` URL.
    static func dataURL(_ image: ImageResourceArchive) -> String {
        "data:" + image.contentType + ";base64," + image.base64Data
    }

    /// Where the page loads the named image `name` from (its dark-appearance file: `dark`).
    func imageURL(_ name: String, dark: Bool = false) -> String {
        let reference = dark ? name + "?appearance=dark" : name
        return options.imageURLs[reference] ?? options.imageURLPrefix + Self.percentEncoded(name) + (dark ? "?appearance=dark" : "")
    }

    func redactionBackground(_ paint: PaintArchive?, context: RenderContext) -> String {
        "background:" + HTMLOutput.hex(redactionColor(paint, context: context)) + ";"
    }

    /// What redacted content is drawn in: its paint (grey without one), mapped for the
    /// rendering mode, at 20 %.
    func redactionColor(_ paint: PaintArchive?, context: RenderContext) -> RGBAColor {
        var color = colors.map(paint.map(HTMLOutput.representativeColor) ?? RGBAColor(red: 0.5, green: 0.5, blue: 0.5), accentable: context.accentable)
        color.opacity *= 0.2
        return color
    }
}
