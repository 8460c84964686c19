import Foundation
import WidgetryWire

// Modifiers → elements: the wrappers a view's modifiers need, innermost first, and the CSS
// each puts on them; background and overlay layers.

extension HTMLRenderer {
    func boxes(for node: ViewNode, axis: Axis, context: RenderContext) -> [Box] {
        var boxes: [Box] = []
        boxes.reserveCapacity(node.modifiers.count + 1)
        boxes.append(viewBox(for: node, axis: axis, context: context))
        var flex = boxes[0].flex
        for index in node.modifiers.indices {
            apply(node.modifiers[index], to: &flex)
            add(node.modifiers[index], to: &boxes, flex: flex, node: node, accentable: context.accentable)
        }
        return boxes
    }

    /// A new wrapper around the current outermost element.
    private func wrapper(_ boxes: inout [Box], flex: Flex) {
        boxes.append(Box(classes: "wr-zstack", flex: flex))
    }

    private func add(_ modifier: ModifierArchive, to boxes: inout [Box], flex: Flex, node: ViewNode, accentable: Bool) {
        let last = boxes.count - 1
        switch modifier {
        case .padding(let insets):
            if !(boxes[last].isView && boxes[last].isContainer && boxes[last].properties.isEmpty) {
                wrapper(&boxes, flex: flex)
            }
            let i = boxes.count - 1
            boxes[i].style.lit("padding:")
            boxes[i].style.px(insets.top)
            boxes[i].style.lit(" ")
            boxes[i].style.px(insets.trailing)
            boxes[i].style.lit(" ")
            boxes[i].style.px(insets.bottom)
            boxes[i].style.lit(" ")
            boxes[i].style.px(insets.leading)
            boxes[i].style.lit(";")
            boxes[i].paddingInset = min(insets.top, insets.leading, insets.bottom, insets.trailing)
            boxes[i].properties.insert(.padding)
            boxes[i].flex = flex

        case .frame(let frame):
            var box = Box(classes: "wr-zstack", flex: flex)
            box.properties = [.frame]
            var style = ""
            if let width = frame.width {
                style += "width:" + HTMLOutput.format(width) + "px;max-width:none;"
            } else {
                if let minWidth = frame.minWidth, minWidth.isFinite, minWidth > 0 { style += "min-width:" + HTMLOutput.format(minWidth) + "px;" }
                if let maxWidth = frame.maxWidth, maxWidth.isFinite {
                    style += "max-width:" + HTMLOutput.format(maxWidth) + "px;"
                    box.maxWidth = maxWidth
                }
            }
            if let height = frame.height {
                style += "height:" + HTMLOutput.format(height) + "px;"
            } else {
                if let minHeight = frame.minHeight, minHeight.isFinite, minHeight > 0 { style += "min-height:" + HTMLOutput.format(minHeight) + "px;" }
                if let maxHeight = frame.maxHeight, maxHeight.isFinite {
                    style += "max-height:" + HTMLOutput.format(maxHeight) + "px;"
                    box.maxHeight = maxHeight
                }
            }
            if frame.width != nil || frame.height != nil { style += "flex-shrink:0;" }
            if frame.alignment != .center {
                style += "place-items:" + Alignment.placeItems(frame.alignment) + ";"
            }
            box.style = HTMLOutput(style)
            boxes.append(box)

        case .background(let layer), .overlay(let layer):
            let inFront = modifier.kind == .overlay
            if !inFront, case .style(let paint, shape: nil) = layer,
                !boxes[last].properties.contains(.background), boxes[last].properties.isDisjoint(with: Box.Properties.geometric),
                boxes[last].tag != "svg" && boxes[last].tag != "img"
            {
                var style = HTMLOutput(capacity: 64)
                style.lit("background:")
                style.background(paint, colors, accentable: accentable)
                style.lit(";")
                boxes[last].style += style
                boxes[last].properties.insert(.background)
                return
            }
            if !(boxes[last].classes == "wr-zstack wr-decorated" && boxes[last].properties == [.decorations]) {
                boxes.append(Box(classes: "wr-zstack wr-decorated", flex: flex))
                boxes[boxes.count - 1].properties = [.decorations]
            }
            boxes[boxes.count - 1].decorations.append((layer: layer, inFront: inFront))

        case .mask(let mask, _):
            if let paint = Self.maskPaint(mask) {
                // The paint's opacity is the mask (colours themselves do not matter).
                var css = HTMLOutput(capacity: 96)
                css.lit("mask-image:")
                if paint.kind == .color || paint.kind == .material {
                    css.lit("linear-gradient(")
                    css.color(HTMLOutput.representativeColor(paint))
                    css.lit(",")
                    css.color(HTMLOutput.representativeColor(paint))
                    css.lit(")")
                } else {
                    css.background(paint, ColorMapper(mode: .fullColor, accent: options.accentColor), accentable: false)
                }
                css.lit(";")
                mergeOrWrap(&boxes, flex: flex, property: .clip, css: css.string)
            } else if case .shape(let shape) = mask.content {
                clip(&boxes, flex: flex, to: shape)
            }
            // Other masks (texts, images, stacks) are not drawn: the view shows unmasked.

        case .clipShape(let shape):
            clip(&boxes, flex: flex, to: shape)

        case .opacity(let opacity):
            mergeOrWrap(&boxes, flex: flex, property: .opacity, css: "opacity:" + HTMLOutput.format(opacity) + ";")
        case .hidden:
            mergeOrWrap(&boxes, flex: flex, property: .hidden, css: "visibility:hidden;")
        case .position(let x, let y):
            // The view, centred on the point, in a wrapper that takes all the space offered.
            if !boxes[last].properties.isDisjoint(with: [.translate, .sizing]) { wrapper(&boxes, flex: Flex.none) }
            boxes[boxes.count - 1].style += "position:absolute;left:" + HTMLOutput.format(x) + "px;top:"
                + HTMLOutput.format(y) + "px;translate:-50% -50%;"
            boxes[boxes.count - 1].properties.insert(.translate)
            boxes.append(Box(classes: "wr-zstack", flex: flex))
            boxes[boxes.count - 1].style += "position:relative;"
            boxes[boxes.count - 1].properties.insert(.sizing)
        case .offset(let x, let y):
            mergeOrWrap(&boxes, flex: flex, property: .translate, css: "translate:" + HTMLOutput.format(x) + "px " + HTMLOutput.format(y) + "px;")
        case .rotation(let degrees):
            mergeOrWrap(&boxes, flex: flex, property: .rotate, css: "rotate:" + HTMLOutput.format(degrees) + "deg;")
        case .scale(let x, let y):
            mergeOrWrap(&boxes, flex: flex, property: .scale, css: "scale:" + HTMLOutput.format(x) + " " + HTMLOutput.format(y) + ";")
        case .shadow, .blur, .grayscale, .colorEffect:
            if let filter = filterFunction(modifier, accentable: accentable) {
                mergeOrWrap(&boxes, flex: flex, property: .filter, css: "filter:" + filter + ";")
            }
        case .border(let paint, let width):
            if boxes[last].properties.contains(.border) || !boxes[last].properties.isDisjoint(with: Box.Properties.geometric) {
                wrapper(&boxes, flex: flex)
            }
            var css = HTMLOutput(capacity: 64)
            css.lit("box-shadow:inset 0 0 0 ")
            css.px(width)
            css.lit(" ")
            css.solidColor(paint, colors, accentable: accentable)
            css.lit(";")
            boxes[boxes.count - 1].style += css
            boxes[boxes.count - 1].properties.insert(.border)
        case .fixedSize(let horizontal, let vertical):
            var css = "flex-shrink:0;"
            if horizontal { css += "width:max-content;max-width:none;" }
            if vertical { css += "height:max-content;" }
            if boxes[last].properties.contains(.sizing) || boxes[last].properties.contains(.frame) { wrapper(&boxes, flex: flex) }
            boxes[boxes.count - 1].style += css
            boxes[boxes.count - 1].properties.insert(.sizing)
            boxes[boxes.count - 1].flex = flex
        case .aspectRatio(let ratio, let contentMode):
            // Resizable images read it themselves (object-fit); other views keep the ratio.
            if node.kind == .image { return }
            if let ratio, ratio > 0 {
                if boxes[last].properties.contains(.sizing) { wrapper(&boxes, flex: flex) }
                boxes[boxes.count - 1].style += "aspect-ratio:" + HTMLOutput.format(ratio) + ";"
                    + (contentMode == .fill ? "" : "max-width:100%;max-height:100%;")
                boxes[boxes.count - 1].properties.insert(.sizing)
            }
        case .layoutPriority, .widgetAccentable, .widgetLabel, .luminanceToAlpha, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes:
            // Read where they apply (item style, colours) or not drawn: `widgetLabel` is shown
            // by watch faces and StandBy-style complications this renderer does not draw.
            break
        case .zIndex:
            // Written on the outermost element (`node(_:axis:context:)`).
            break
        case .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityHidden, .accessibilityElement, .accessibilityHeading:
            accessibility(modifier, boxes: &boxes, flex: flex, node: node)
        case .blendMode(let mode):
            if let mode = Self.mixBlendMode(mode) { mergeOrWrap(&boxes, flex: flex, property: .blend, css: "mix-blend-mode:" + mode + ";") }
        }
    }

    /// The CSS filter function of a `shadow`, `blur`, `grayscale` or `colorEffect` modifier (or
    /// canvas filter); nil for other kinds.
    func filterFunction(_ modifier: ModifierArchive, accentable: Bool) -> String? {
        switch modifier {
        case .shadow(let paint, let radius, let x, let y): dropShadow(paint, radius: radius, x: x, y: y, accentable: accentable)
        case .blur(let radius): "blur(" + HTMLOutput.format(max(radius, 0)) + "px)"
        case .grayscale(let amount): "grayscale(" + HTMLOutput.format(min(max(amount, 0), 1)) + ")"
        case .colorEffect(let effect): Self.colorFilter(effect)
        default: nil
        }
    }

    /// `drop-shadow(x y radius colour)` of a `shadow` modifier (or canvas filter).
    private func dropShadow(_ paint: PaintArchive, radius: Double, x: Double, y: Double, accentable: Bool) -> String {
        var css = HTMLOutput(capacity: 48)
        css.lit("drop-shadow(")
        css.px(x)
        css.lit(" ")
        css.px(y)
        css.lit(" ")
        css.px(max(radius, 0))
        css.lit(" ")
        css.solidColor(paint, colors, accentable: accentable)
        css.lit(")")
        return css.string
    }

    /// CSS's `mix-blend-mode` for a SwiftUI `BlendMode`; nil for the Porter-Duff modes
    /// (`sourceAtop`, `destinationOver`, `destinationOut`) and `plusDarker`, which CSS lacks.
    static func mixBlendMode(_ mode: ModifierArchive.BlendMode) -> String? {
        switch mode {
        case .multiply, .screen, .overlay, .darken, .lighten, .difference, .exclusion, .hue, .saturation, .color, .luminosity:
            mode.rawValue
        case .colorDodge: "color-dodge"
        case .colorBurn: "color-burn"
        case .softLight: "soft-light"
        case .hardLight: "hard-light"
        case .plusLighter: "plus-lighter"
        case .sourceAtop, .destinationOver, .destinationOut, .plusDarker: nil
        }
    }

    /// The CSS filter of a colour effect. SwiftUI's `brightness(a)` adds `a` to each channel
    /// where CSS's multiplies; the pair of a contrast (affine about ½) and a brightness gives
    /// exactly `c + a`, clamped: `contrast(1/(1+2a)) brightness(1+2a)` for `a` ≥ 0, and
    /// `brightness(1/(1−2a)) contrast(1−2a)` below (the order keeps every step in range until
    /// the clamp SwiftUI also applies).
    static func colorFilter(_ effect: ModifierArchive.ColorEffect) -> String {
        switch effect {
        case .saturation(let value): return "saturate(" + HTMLOutput.format(max(value, 0)) + ")"
        case .contrast(let value):
            // A negative contrast is the inverse of the positive one.
            return value < 0 ? "contrast(" + HTMLOutput.format(-value) + ") invert(1)" : "contrast(" + HTMLOutput.format(value) + ")"
        case .hueRotation(let degrees): return "hue-rotate(" + HTMLOutput.format(degrees) + "deg)"
        case .colorInvert(let amount): return "invert(" + HTMLOutput.format(min(max(amount, 0), 1)) + ")"
        case .brightness(let value):
            // Four decimals: the two factors must cancel out (1.5 × 0.67 would be 1.005).
            let precise = HTMLOutput.fourDecimals
            if value >= 0 {
                return "contrast(" + precise(1 / (1 + 2 * value)) + ") brightness(" + precise(1 + 2 * value) + ")"
            }
            return "brightness(" + precise(1 / (1 - 2 * value)) + ") contrast(" + precise(1 - 2 * value) + ")"
        }
    }

    /// Clips the outermost element to `shape` (a wrapper when it already clips or moves).
    private func clip(_ boxes: inout [Box], flex: Flex, to shape: ShapeArchive) {
        if !boxes[boxes.count - 1].properties.isDisjoint(with: [.translate, .rotate, .scale, .clip]) {
            wrapper(&boxes, flex: flex)
        }
        let i = boxes.count - 1
        boxes[i].properties.insert(.clip)
        switch shape.type {
        case .circle:
            boxes[i].style += "clip-path:circle(closest-side);"
        case .containerRelative:
            boxes[i].style += "overflow:hidden;"
            boxes[i].containerRelativeClipInset = shape.inset ?? 0
        case .path:
            boxes[i].style += "overflow:hidden;"
        default:
            boxes[i].style += "overflow:hidden;" + Self.borderRadius(shape)
        }
    }

    /// The paint a mask view stands for, when it is one: a colour or gradient used as a view,
    /// or a rectangle filled with one.
    static func maskPaint(_ mask: ViewNode) -> PaintArchive? {
        switch mask.content {
        case .fill(let paint): paint
        case .shape(let shape) where shape.type == .rectangle: shape.fill
        default: nil
        }
    }

    private func mergeOrWrap(_ boxes: inout [Box], flex: Flex, property: Box.Properties, css: String) {
        if boxes[boxes.count - 1].properties.contains(property) {
            wrapper(&boxes, flex: flex)
        }
        boxes[boxes.count - 1].style += css
        boxes[boxes.count - 1].properties.insert(property)
    }

    static func borderRadius(_ shape: ShapeArchive) -> String {
        switch shape.type {
        case .roundedRectangle:
            let width = shape.cornerRadius ?? 0
            if let height = shape.cornerHeight, height != width {
                return "border-radius:" + HTMLOutput.format(width) + "px/" + HTMLOutput.format(height) + "px;"
            }
            return width > 0 ? "border-radius:" + HTMLOutput.format(width) + "px;" : ""
        case .capsule: return "border-radius:9999px;"
        case .circle, .ellipse: return "border-radius:50%;"
        case .unevenRoundedRectangle:
            guard let radii = shape.cornerRadii else { return "" }
            return "border-radius:" + cornerRadii(radii) + ";"
        default: return ""
        }
    }

    /// A `border-radius` value for each corner (top-left, top-right, bottom-right, bottom-left:
    /// leading is left).
    static func cornerRadii(_ radii: CornerRadiiArchive) -> String {
        HTMLOutput.format(max(radii.topLeading, 0)) + "px " + HTMLOutput.format(max(radii.topTrailing, 0)) + "px "
            + HTMLOutput.format(max(radii.bottomTrailing, 0)) + "px " + HTMLOutput.format(max(radii.bottomLeading, 0)) + "px"
    }

    // MARK: - Decorations (background/overlay views and shaped styles)

    mutating func decoration(_ layer: ModifierLayer, context: RenderContext) {
        switch layer {
        case .view(let content, let alignment):
            out.lit("<div class=\"wr-zstack wr-decoration\"")
            if alignment != .center {
                out.lit(" style=\"place-items:")
                out.raw(Alignment.placeItems(alignment))
                out.lit("\"")
            }
            out.lit(">")
            node(content, axis: .layer, context: context)
            out.lit("</div>")
        case .style(let paint, let shape):
            out.lit("<div class=\"wr-decoration\" style=\"background:")
            out.background(paint, colors, accentable: context.accentable)
            if let shape {
                if shape.type == .containerRelative {
                    out.lit(";border-radius:")
                    out.px(max(widgetRadius - context.edgeInset - (shape.inset ?? 0), 0))
                } else if shape.type == .circle {
                    out.lit(";clip-path:circle(closest-side)")
                } else {
                    let radius = Self.borderRadius(shape)
                    if !radius.isEmpty {
                        out.lit(";")
                        out.raw(String(radius.dropLast()))
                    }
                }
            }
            out.lit("\"></div>")
        }
    }
}
