import WidgetryWire

// How SwiftUI layout maps to CSS here.
//
// SwiftUI proposes a size to each child, the child chooses its size, and the parent places it.
// Views are either fixed on an axis (text, symbols, stacks of fixed views: they take their
// ideal size, up to the proposal) or flexible (colours, shapes, resizable images, spacers,
// `frame(maxWidth: .infinity)`, and any stack containing a flexible view: they take what they
// are offered). The renderer computes that flexibility per axis (`Flex`) and writes it as the
// CSS of the element in its parent:
//
// - `VStack` → a column flexbox (`.wr-v`), `HStack` → a row flexbox (`.wr-h`), with `gap` =
//   the spacing (8 when nil) and `align-items` = the alignment. A child flexible along the
//   stack's axis gets `flex: 1 1 0` (equal shares of the remaining space, as SwiftUI offers
//   equal shares to equally flexible children); a child flexible across it is stretched.
//   Fixed children keep their content size (`flex: 0 1 auto`); in rows they may shrink
//   (`min-width: 0`), so texts wrap or truncate instead of overflowing, as SwiftUI's texts do.
// - `ZStack`, and every modifier that wraps a view (`frame`, `padding`, `background`,
//   `overlay`), → a one-cell grid (`.wr-z`) whose children share the cell and are placed by
//   `place-items` (the alignment); flexible children are stretched. A grid sizes to its
//   largest child, as a `ZStack` does.
// - `Spacer` → `flex: 1 1 0` with `min-width`/`min-height` = its minimum length (8 when nil).
// - `frame(width:height:)` → a wrapper of that size (`flex-shrink: 0`), its content placed by
//   `alignment`; `frame(minWidth:maxWidth:…)` → min/max sizes, and flexibility on an axis that
//   has a maximum (`.infinity` or not), as SwiftUI's flexible frame takes the proposal up to
//   its maximum.
// - `padding` → CSS padding on a wrapper (on the stack itself when nothing else is applied).
// - Backgrounds and overlays that are views are absolutely positioned layers of the wrapper,
//   so they take the size of the view they decorate and never change its layout; styles are
//   CSS backgrounds.
//
// Known deviations: spacing is the same 8 points between all views (SwiftUI varies it a
// little by view type, e.g. between texts), and also applies around spacers; when a stack is
// too small, CSS shrinks fixed children in proportion to their size where SwiftUI gives
// space to the least flexible first (`layoutPriority` > 0 is honoured as "does not shrink");
// text truncates at the end whatever `truncationMode` says; `ViewThatFits` is flexible on its
// axes and the script picks the first candidate that fits; `minimumScaleFactor` is applied
// by the script (without it, text truncates at full size).

/// Which kind of container a view is laid out in.
enum Axis {
    /// A `VStack` (column flexbox).
    case column
    /// An `HStack` (row flexbox).
    case row
    /// A one-cell grid: `ZStack`, a modifier wrapper, the widget.
    case layer
}

/// Whether a view takes what it is offered (true) or its own size (false), per axis.
struct Flex {
    var h = false
    var v = false

    static let none = Flex()
    static let both = Flex(h: true, v: true)

    mutating func formUnion(_ other: Flex) {
        h = h || other.h
        v = v || other.v
    }
}

/// What the nodes below a point of the tree inherit.
struct RenderContext {
    /// Distance from the widget's edge (content margins and paddings), for
    /// `ContainerRelativeShape`.
    var edgeInset: Double
    /// Inside `widgetAccentable(true)`.
    var accentable = false
    /// The `align-items` of the enclosing `VStack` (for views that are flexible in CSS but sized
    /// to their content in SwiftUI: `ViewThatFits`).
    var columnAlignment: String?
}

/// What only the outermost element of a view carries.
struct ItemExtras {
    /// `layoutPriority`: above 0, the view does not shrink in a row.
    var priority = 0.0
    /// `zIndex`.
    var zIndex: Int?
}

/// One element of a view's chain: the view's own element (index 0), then the wrappers its
/// modifiers need, innermost first.
struct Box {
    struct Properties: OptionSet {
        let rawValue: Int
        static let background = Properties(rawValue: 1 << 0)
        static let clip = Properties(rawValue: 1 << 1)
        static let opacity = Properties(rawValue: 1 << 2)
        static let translate = Properties(rawValue: 1 << 3)
        static let rotate = Properties(rawValue: 1 << 4)
        static let scale = Properties(rawValue: 1 << 5)
        static let filter = Properties(rawValue: 1 << 6)
        static let border = Properties(rawValue: 1 << 7)
        static let hidden = Properties(rawValue: 1 << 8)
        static let padding = Properties(rawValue: 1 << 9)
        static let frame = Properties(rawValue: 1 << 10)
        static let sizing = Properties(rawValue: 1 << 11)
        static let decorations = Properties(rawValue: 1 << 12)
        static let blend = Properties(rawValue: 1 << 13)

        /// Drawn over what is applied after them: a later background, clip or border cannot
        /// share the element.
        static let geometric: Properties = [.translate, .rotate, .scale, .clip, .opacity, .hidden, .filter, .blend]
    }

    var tag = "div"
    var classes: String
    var style = HTMLOutput()
    /// Extra attributes, escaped, each with its leading space.
    var attributes = ""
    /// The flexibility of the view once this element's modifiers are applied.
    var flex: Flex
    /// A finite `maxWidth`/`maxHeight` of a flexible frame on this element.
    var maxWidth: Double?
    var maxHeight: Double?
    var properties: Properties = []
    /// The smallest padding of this element (for `ContainerRelativeShape` inside it).
    var paddingInset: Double = 0
    /// `clipShape(ContainerRelativeShape())`: its inset; the radius is known once the
    /// element's distance from the widget's edge is.
    var containerRelativeClipInset: Double?
    /// Background and overlay views and shaped styles, in the order applied (`inFront`: an
    /// overlay).
    var decorations: [(layer: ModifierLayer, inFront: Bool)] = []
    /// The view's own element (whose content is the view's).
    var isView = false
    /// The view is a layout container (padding may go on its element).
    var isContainer = false
    /// A text's style, worked out once for its element and its runs.
    var textStyle: HTMLRenderer.TextStyle?
    /// What assistive technologies are told about this element (`accessibilityLabel`, …).
    var accessibility: AccessibilityAttributes?
}

struct HTMLRenderer {
    let archive: WidgetArchive
    let options: HTMLRenderOptions
    let now: Double
    let colors: ColorMapper
    let isDark: Bool
    let widgetRadius: Double
    var out: HTMLOutput

    init(archive: WidgetArchive, options: HTMLRenderOptions) {
        self.archive = archive
        self.options = options
        now = options.now ?? archive.entryDate
        colors = ColorMapper(mode: archive.environment.renderingMode, accent: options.accentColor)
        isDark = archive.environment.colorScheme == "dark"
        widgetRadius = options.cornerRadius ?? WidgetHTMLRenderer.cornerRadius(family: archive.family, size: archive.size)
        out = HTMLOutput(capacity: 4096)
    }

    /// Whether `node` is drawn redacted: its own reasons (placeholder, privacy), or the page is
    /// locked (``HTMLRenderOptions/redactsPrivacySensitiveContent``) and it is privacy-sensitive.
    func isRedacted(_ node: ViewNode) -> Bool {
        node.isRedacted || (options.redactsPrivacySensitiveContent && node.privacySensitive)
    }

    // MARK: - The widget

    mutating func renderWidget() {
        let environment = archive.environment
        out.lit("<div class=\"wr wr-")
        out.lit(isDark ? "dark" : "light")
        if colors.mode != .fullColor { out.lit(colors.mode == .vibrant ? " wr-vibrant" : " wr-accented") }
        out.lit("\" style=\"width:")
        out.px(archive.size.width)
        out.lit(";height:")
        out.px(archive.size.height)
        if widgetRadius > 0 {
            out.lit(";border-radius:")
            out.px(widgetRadius)
        }
        out.lit("\" data-wr-family=\"")
        out.text(archive.family)
        out.lit("\" data-wr-entry-date=\"")
        out.number(archive.entryDate)
        out.lit("\"")
        if let url = archive.widgetURL, URLSafety.isSafe(url) {
            out.lit(" data-wr-widget-url=\"")
            out.text(url)
            out.lit("\"")
        }
        out.lit(">")

        if environment.showsWidgetContainerBackground {
            if let background = archive.containerBackground {
                out.lit("<div class=\"wr-cbg wr-z\">")
                node(background, axis: .layer, context: RenderContext(edgeInset: 0))
                out.lit("</div>")
            } else if !archive.family.hasPrefix("accessory") {
                out.lit("<div class=\"wr-cbg wr-default-bg\"></div>")
            }
        }

        let margins = archive.contentMarginsDisabled ? ArchiveInsets.zero : environment.contentMargins
        out.lit("<div class=\"wr-content wr-z\"")
        if margins != .zero {
            out.lit(" style=\"inset:")
            out.px(margins.top)
            out.lit(" ")
            out.px(margins.trailing)
            out.lit(" ")
            out.px(margins.bottom)
            out.lit(" ")
            out.px(margins.leading)
            out.lit("\"")
        }
        out.lit(">")
        node(archive.root, axis: .layer, context: RenderContext(edgeInset: min(margins.top, margins.leading, margins.bottom, margins.trailing)))
        out.lit("</div></div>")
    }

    // MARK: - Flexibility

    func flex(of node: ViewNode, in axis: Axis) -> Flex {
        var flex = baseFlex(of: node, in: axis)
        for index in node.modifiers.indices {
            apply(node.modifiers[index], to: &flex)
        }
        return flex
    }

    func apply(_ modifier: ModifierArchive, to flex: inout Flex) {
        switch modifier {
        case .frame(let frame):
            if frame.width != nil { flex.h = false } else if frame.maxWidth != nil { flex.h = true }
            if frame.height != nil { flex.v = false } else if frame.maxHeight != nil { flex.v = true }
        case .fixedSize(let horizontal, let vertical):
            if horizontal { flex.h = false }
            if vertical { flex.v = false }
        case .position:
            flex = .both
        default:
            break
        }
    }

    func baseFlex(of node: ViewNode, in axis: Axis) -> Flex {
        switch node.content {
        case .text:
            return .none
        case .image(let image):
            return image.resizable == true ? .both : .none
        case .fill, .shape, .canvas:
            return .both
        case .spacer:
            switch axis {
            case .column: return Flex(h: false, v: true)
            case .row: return Flex(h: true, v: false)
            case .layer: return .both
            }
        case .divider:
            return axis == .row ? Flex(h: false, v: true) : Flex(h: true, v: false)
        case .vstack:
            return childrenFlex(node.children, in: .column)
        case .hstack:
            return childrenFlex(node.children, in: .row)
        case .zstack:
            return childrenFlex(node.children, in: .layer)
        case .label(let label):
            return childrenFlex(labelChildren(node, style: label.style), in: .row)
        case .gauge(let gauge):
            return gauge.style.isCircular ? .none : Flex(h: true, v: false)
        case .progress(let progress):
            return isLinearProgress(progress) ? Flex(h: true, v: false) : .none
        case .link, .button:
            return childrenFlex(node.children, in: node.children.count > 1 ? .column : .layer)
        case .toggle(let action):
            if action.toggleStyle == .button { return childrenFlex(node.children, in: .layer) }
            var flex = childrenFlex(node.children, in: .row)
            flex.h = true
            return flex
        case .viewThatFits(let axes):
            return Flex(h: axes.contains(.horizontal), v: axes.contains(.vertical))
        case .grid:
            var flex = Flex.none
            for cell in GridLayout.cells(of: node) { flex.formUnion(cellFlex(cell.node)) }
            return flex
        case .gridRow:
            return childrenFlex(node.children, in: .row)
        case .lazyGrid(let grid):
            return grid.axis == .horizontal ? Flex(h: false, v: true) : Flex(h: true, v: false)
        }
    }

    /// How a `Grid` cell makes its grid and column flexible: as in a `ZStack`, except in the
    /// axes of its `gridCellUnsizedAxes(_:)`.
    func cellFlex(_ cell: ViewNode) -> Flex {
        var flex = self.flex(of: cell, in: .layer)
        for index in cell.modifiers.indices {
            guard case .gridCellUnsizedAxes(let horizontal, let vertical) = cell.modifiers[index] else { continue }
            if horizontal { flex.h = false }
            if vertical { flex.v = false }
        }
        return flex
    }

    func childrenFlex(_ children: [ViewNode], in axis: Axis) -> Flex {
        var flex = Flex.none
        for index in children.indices {
            flex.formUnion(self.flex(of: children[index], in: axis))
            if flex.h && flex.v { break }
        }
        return flex
    }

    func labelChildren(_ node: ViewNode, style: LabelArchive.Style) -> [ViewNode] {
        Self.labelChildren(node.children, style: style)
    }

    /// What a label shows of its title and icon, in order.
    static func labelChildren(_ children: [ViewNode], style: LabelArchive.Style) -> [ViewNode] {
        switch style {
        case .titleOnly: children.filter { $0.role != .icon }
        case .iconOnly: children.filter { $0.role == .icon }
        case .automatic, .titleAndIcon: children.filter { $0.role == .icon } + children.filter { $0.role != .icon }
        }
    }

    func isLinearProgress(_ progress: ProgressArchive) -> Bool {
        let determinate = progress.value != nil || progress.timerStart != nil
        return determinate && progress.style != .circular
    }

    // MARK: - Nodes

    /// Writes `node` (its modifiers' wrappers, then the view) as a child of a container of
    /// kind `axis`.
    mutating func node(_ node: ViewNode, axis: Axis, context: RenderContext) {
        var context = context
        // Modifiers are read in place (a `for modifier in` loop would copy each one).
        for index in node.modifiers.indices {
            if case .widgetAccentable(let accentable) = node.modifiers[index] { context.accentable = accentable }
        }
        let dimmed = node.invalidatable && node.redactionReasons.contains(.invalidated)
        if node.modifiers.isEmpty {
            // Most views: one element, no wrappers (and no array of them).
            var box = viewBox(for: node, axis: axis, context: context)
            // Content an interaction may invalidate is dimmed until the new entry arrives.
            if dimmed { box.classes += " wr-invalid" }
            openTag(box, parentAxis: axis, item: ItemExtras(), context: context)
            if box.tag == "img" { return }  // A void element: no content, no end tag.
            var inner = context
            inner.edgeInset += box.paddingInset
            content(of: node, box: box, axis: axis, context: inner)
            closeTag(box)
            return
        }
        var boxes = self.boxes(for: node, axis: axis, context: context)
        if dimmed { boxes[boxes.count - 1].classes += " wr-invalid" }
        var item = ItemExtras()
        for index in node.modifiers.indices {
            switch node.modifiers[index] {
            case .layoutPriority(let priority): item.priority = priority
            // Grid and flex items are stacked by `z-index` without being positioned.
            case .zIndex(let zIndex): item.zIndex = Int(zIndex.rounded())
            default: break
            }
        }
        emit(boxes, index: boxes.count - 1, node: node, axis: axis, parentAxis: axis, item: item, context: context)
    }

    private mutating func emit(
        _ boxes: [Box], index: Int, node: ViewNode, axis: Axis, parentAxis: Axis, item: ItemExtras, context: RenderContext
    ) {
        openTag(boxes[index], parentAxis: parentAxis, item: index == boxes.count - 1 ? item : ItemExtras(), context: context)
        if boxes[index].tag == "img" { return }  // A void element: no content, no end tag.

        var inner = context
        inner.edgeInset += boxes[index].paddingInset
        // Backgrounds: the outermost is furthest back.
        for decoration in boxes[index].decorations.reversed() where !decoration.inFront {
            self.decoration(decoration.layer, context: context)
        }
        if index == 0 {
            content(of: node, box: boxes[index], axis: axis, context: inner)
        } else {
            emit(boxes, index: index - 1, node: node, axis: axis, parentAxis: .layer, item: ItemExtras(), context: inner)
        }
        for decoration in boxes[index].decorations where decoration.inFront {
            self.decoration(decoration.layer, context: context)
        }
        closeTag(boxes[index])
    }

    /// `<tag class="…" style="…" attributes>`: the element's item CSS in its parent, then its own.
    private mutating func openTag(_ box: borrowing Box, parentAxis: Axis, item: ItemExtras, context: RenderContext) {
        out.lit("<")
        out.raw(box.tag)
        out.lit(" class=\"")
        out.raw(box.classes)
        out.lit("\"")
        let styleStart = out.bytes.count
        out.lit(" style=\"")
        let contentStart = out.bytes.count
        itemStyle(flex: box.flex, maxWidth: box.maxWidth, maxHeight: box.maxHeight, in: parentAxis, item: item)
        out.raw(box.style)
        if let inset = box.containerRelativeClipInset {
            out.lit("border-radius:")
            out.px(max(widgetRadius - context.edgeInset - inset, 0))
            out.lit(";")
        }
        if out.bytes.count == contentStart {
            // Nothing was written: no style attribute.
            out.bytes.removeLast(out.bytes.count - styleStart)
        } else {
            out.bytes.removeLast()  // the last ";"
            out.lit("\"")
        }
        out.raw(box.attributes)
        if let accessibility = box.accessibility { accessibilityAttributes(accessibility, of: box) }
        out.lit(">")
    }

    private mutating func closeTag(_ box: borrowing Box) {
        out.lit("</")
        out.raw(box.tag)
        out.lit(">")
    }

    /// The CSS of an element as a child of a container of kind `axis`.
    private mutating func itemStyle(flex: Flex, maxWidth: Double?, maxHeight: Double?, in axis: Axis, item: ItemExtras) {
        switch axis {
        case .column:
            if flex.v { out.lit("flex:1 1 0;") }
            if flex.h { out.lit(maxWidth == nil ? "align-self:stretch;" : "width:100%;") }
        case .row:
            if flex.h { out.lit("flex:1 1 0;") }
            if flex.v { out.lit(maxHeight == nil ? "align-self:stretch;" : "height:100%;") }
            if item.priority > 0 { out.lit("flex-shrink:0;") }
        case .layer:
            if flex.h { out.lit(maxWidth == nil ? "justify-self:stretch;" : "width:100%;") }
            if flex.v { out.lit(maxHeight == nil ? "align-self:stretch;" : "height:100%;") }
        }
        if let zIndex = item.zIndex, zIndex != 0 {
            out.lit("z-index:")
            out.raw(String(zIndex))
            out.lit(";")
        }
    }

    // MARK: - Modifiers → elements

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
        boxes.append(Box(classes: "wr-z", flex: flex))
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
            var box = Box(classes: "wr-z", flex: flex)
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
            if !(boxes[last].classes == "wr-z wr-dh" && boxes[last].properties == [.decorations]) {
                boxes.append(Box(classes: "wr-z wr-dh", flex: flex))
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
            boxes.append(Box(classes: "wr-z", flex: flex))
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

    private mutating func decoration(_ layer: ModifierLayer, context: RenderContext) {
        switch layer {
        case .view(let content, let alignment):
            out.lit("<div class=\"wr-z wr-dl\"")
            if alignment != .center {
                out.lit(" style=\"place-items:")
                out.raw(Alignment.placeItems(alignment))
                out.lit("\"")
            }
            out.lit(">")
            node(content, axis: .layer, context: context)
            out.lit("</div>")
        case .style(let paint, let shape):
            out.lit("<div class=\"wr-dl\" style=\"background:")
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

/// SwiftUI alignment names → CSS.
enum Alignment {
    /// `place-items` (block axis, then inline axis) of an `Alignment` (`topLeading`, …).
    static func placeItems(_ alignment: ArchiveAlignment) -> String {
        switch alignment {
        case .center: "center"
        case .leading: "center start"
        case .trailing: "center end"
        case .top: "start center"
        case .bottom: "end center"
        case .topLeading: "start"
        case .topTrailing: "start end"
        case .bottomLeading: "end start"
        case .bottomTrailing: "end"
        case .firstTextBaseline, .lastTextBaseline: "baseline center"
        case .leadingFirstTextBaseline, .leadingLastTextBaseline: "baseline start"
        case .trailingFirstTextBaseline, .trailingLastTextBaseline: "baseline end"
        }
    }

    /// `align-items` of a `VStack` (horizontal alignment).
    static func vstack(_ alignment: ArchiveAlignment) -> String? {
        switch alignment {
        case .leading: "flex-start"
        case .trailing: "flex-end"
        default: nil
        }
    }

    /// `align-items` of an `HStack` (vertical alignment).
    static func hstack(_ alignment: ArchiveAlignment) -> String? {
        switch alignment {
        case .top: "flex-start"
        case .bottom: "flex-end"
        case .firstTextBaseline: "baseline"
        case .lastTextBaseline: "last baseline"
        default: nil
        }
    }
}
