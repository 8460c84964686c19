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
    /// Background and overlay views and shaped styles, in the order applied.
    var decorations: [ModifierArchive] = []
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
        colors = ColorMapper(mode: RenderingMode(archive.environment.renderingMode), accent: options.accentColor)
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
        switch modifier.kind {
        case .frame:
            guard let frame = modifier.frame else { return }
            if frame.width != nil { flex.h = false } else if frame.maxWidth != nil { flex.h = true }
            if frame.height != nil { flex.v = false } else if frame.maxHeight != nil { flex.v = true }
        case .fixedSize:
            if modifier.horizontal ?? true { flex.h = false }
            if modifier.vertical ?? true { flex.v = false }
        case .position:
            flex = .both
        default:
            break
        }
    }

    func baseFlex(of node: ViewNode, in axis: Axis) -> Flex {
        switch node.kind {
        case .text:
            return .none
        case .image:
            return node.image?.resizable == true ? .both : .none
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
        case .label:
            return childrenFlex(labelChildren(node), in: .row)
        case .gauge:
            return isCircularGauge(node.gauge?.style ?? "") ? .none : Flex(h: true, v: false)
        case .progress:
            return isLinearProgress(node.progress) ? Flex(h: true, v: false) : .none
        case .link, .button:
            return childrenFlex(node.children, in: node.children.count > 1 ? .column : .layer)
        case .toggle:
            if (node.action?.toggleStyle ?? "automatic") == "button" { return childrenFlex(node.children, in: .layer) }
            var flex = childrenFlex(node.children, in: .row)
            flex.h = true
            return flex
        case .viewThatFits:
            let axes = node.stack?.axes ?? ["horizontal", "vertical"]
            return Flex(h: axes.contains("horizontal"), v: axes.contains("vertical"))
        case .grid:
            var flex = Flex.none
            for cell in GridLayout.cells(of: node) { flex.formUnion(cellFlex(cell.node)) }
            return flex
        case .gridRow:
            return childrenFlex(node.children, in: .row)
        case .lazyGrid:
            return node.grid?.axis == "horizontal" ? Flex(h: false, v: true) : Flex(h: true, v: false)
        }
    }

    /// How a `Grid` cell makes its grid and column flexible: as in a `ZStack`, except in the
    /// axes of its `gridCellUnsizedAxes(_:)`.
    func cellFlex(_ cell: ViewNode) -> Flex {
        var flex = self.flex(of: cell, in: .layer)
        for index in cell.modifiers.indices where cell.modifiers[index].kind == .gridCellUnsizedAxes {
            if cell.modifiers[index].horizontal == true { flex.h = false }
            if cell.modifiers[index].vertical == true { flex.v = false }
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

    func labelChildren(_ node: ViewNode) -> [ViewNode] {
        switch node.label?.style ?? "automatic" {
        case "titleOnly": node.children.filter { $0.role != .icon }
        case "iconOnly": node.children.filter { $0.role == .icon }
        default: node.children.filter { $0.role == .icon } + node.children.filter { $0.role != .icon }
        }
    }

    func isCircularGauge(_ style: String) -> Bool {
        style == "accessoryCircular" || style == "accessoryCircularCapacity" || style == "circular"
    }

    func isLinearProgress(_ progress: ProgressArchive?) -> Bool {
        guard let progress else { return false }
        let determinate = progress.value != nil || progress.timerStart != nil
        return determinate && progress.style != "circular"
    }

    // MARK: - Nodes

    /// Writes `node` (its modifiers' wrappers, then the view) as a child of a container of
    /// kind `axis`.
    mutating func node(_ node: ViewNode, axis: Axis, context: RenderContext) {
        var context = context
        // Modifiers are read in place (a `for modifier in` loop would copy each one).
        for index in node.modifiers.indices where node.modifiers[index].kind == .widgetAccentable {
            context.accentable = node.modifiers[index].flag ?? true
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
            let kind = node.modifiers[index].kind
            if kind == .layoutPriority { item.priority = node.modifiers[index].value ?? 0 }
            // Grid and flex items are stacked by `z-index` without being positioned.
            if kind == .zIndex { item.zIndex = Int((node.modifiers[index].value ?? 0).rounded()) }
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
        for decoration in boxes[index].decorations.reversed() where decoration.kind == .background {
            self.decoration(decoration, context: context)
        }
        if index == 0 {
            content(of: node, box: boxes[index], axis: axis, context: inner)
        } else {
            emit(boxes, index: index - 1, node: node, axis: axis, parentAxis: .layer, item: ItemExtras(), context: inner)
        }
        for decoration in boxes[index].decorations where decoration.kind == .overlay {
            self.decoration(decoration, context: context)
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
        switch modifier.kind {
        case .padding:
            let insets = modifier.insets ?? ArchiveInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
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

        case .frame:
            guard let frame = modifier.frame else { return }
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
            if frame.alignment != "center" {
                style += "place-items:" + Alignment.placeItems(frame.alignment) + ";"
            }
            box.style = HTMLOutput(style)
            boxes.append(box)

        case .background, .overlay:
            if modifier.content == nil && modifier.shape == nil && modifier.kind == .background, let paint = modifier.paint,
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
            boxes[boxes.count - 1].decorations.append(modifier)

        case .mask:
            guard let mask = modifier.content else { return }
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
            } else if mask.kind == .shape, let shape = mask.shape {
                clip(&boxes, flex: flex, to: shape)
            }
            // Other masks (texts, images, stacks) are not drawn: the view shows unmasked.

        case .clipShape:
            guard let shape = modifier.shape else { return }
            clip(&boxes, flex: flex, to: shape)

        case .opacity:
            mergeOrWrap(&boxes, flex: flex, property: .opacity, css: "opacity:" + HTMLOutput.format(modifier.value ?? 1) + ";")
        case .hidden:
            mergeOrWrap(&boxes, flex: flex, property: .hidden, css: "visibility:hidden;")
        case .position:
            // The view, centred on the point, in a wrapper that takes all the space offered.
            if !boxes[last].properties.isDisjoint(with: [.translate, .sizing]) { wrapper(&boxes, flex: Flex.none) }
            boxes[boxes.count - 1].style += "position:absolute;left:" + HTMLOutput.format(modifier.x ?? 0) + "px;top:"
                + HTMLOutput.format(modifier.y ?? 0) + "px;translate:-50% -50%;"
            boxes[boxes.count - 1].properties.insert(.translate)
            boxes.append(Box(classes: "wr-z", flex: flex))
            boxes[boxes.count - 1].style += "position:relative;"
            boxes[boxes.count - 1].properties.insert(.sizing)
        case .offset:
            mergeOrWrap(
                &boxes, flex: flex, property: .translate,
                css: "translate:" + HTMLOutput.format(modifier.x ?? 0) + "px " + HTMLOutput.format(modifier.y ?? 0) + "px;")
        case .rotation:
            mergeOrWrap(&boxes, flex: flex, property: .rotate, css: "rotate:" + HTMLOutput.format(modifier.value ?? 0) + "deg;")
        case .scale:
            mergeOrWrap(
                &boxes, flex: flex, property: .scale,
                css: "scale:" + HTMLOutput.format(modifier.x ?? 1) + " " + HTMLOutput.format(modifier.y ?? 1) + ";")
        case .shadow, .blur, .grayscale, .colorEffect:
            if let filter = filterFunction(modifier, accentable: accentable) {
                mergeOrWrap(&boxes, flex: flex, property: .filter, css: "filter:" + filter + ";")
            }
        case .border:
            if boxes[last].properties.contains(.border) || !boxes[last].properties.isDisjoint(with: Box.Properties.geometric) {
                wrapper(&boxes, flex: flex)
            }
            var css = HTMLOutput(capacity: 64)
            css.lit("box-shadow:inset 0 0 0 ")
            css.px(modifier.value ?? 1)
            css.lit(" ")
            css.solidColor(modifier.paint ?? .color(RGBAColor(red: 0, green: 0, blue: 0)), colors, accentable: accentable)
            css.lit(";")
            boxes[boxes.count - 1].style += css
            boxes[boxes.count - 1].properties.insert(.border)
        case .fixedSize:
            var css = "flex-shrink:0;"
            if modifier.horizontal ?? true { css += "width:max-content;max-width:none;" }
            if modifier.vertical ?? true { css += "height:max-content;" }
            if boxes[last].properties.contains(.sizing) || boxes[last].properties.contains(.frame) { wrapper(&boxes, flex: flex) }
            boxes[boxes.count - 1].style += css
            boxes[boxes.count - 1].properties.insert(.sizing)
            boxes[boxes.count - 1].flex = flex
        case .aspectRatio:
            // Resizable images read it themselves (object-fit); other views keep the ratio.
            if node.kind == .image { return }
            if let ratio = modifier.value, ratio > 0 {
                if boxes[last].properties.contains(.sizing) { wrapper(&boxes, flex: flex) }
                boxes[boxes.count - 1].style += "aspect-ratio:" + HTMLOutput.format(ratio) + ";"
                    + (modifier.contentMode == "fill" ? "" : "max-width:100%;max-height:100%;")
                boxes[boxes.count - 1].properties.insert(.sizing)
            }
        case .layoutPriority, .widgetAccentable, .widgetLabel, .luminanceToAlpha, .gridCellColumns, .gridColumnAlignment, .gridCellUnsizedAxes:
            // Read where they apply (item style, colours) or not drawn: `widgetLabel` is shown
            // by watch faces and StandBy-style complications this renderer does not draw.
            break
        case .zIndex:
            // Written on the outermost element (`node(_:axis:context:)`).
            break
        case .accessibilityLabel, .accessibilityValue, .accessibilityHint, .accessibilityHidden, .accessibilityElement:
            accessibility(modifier, boxes: &boxes, flex: flex, node: node)
        case .blendMode:
            if let mode = Self.mixBlendMode(modifier.name) { mergeOrWrap(&boxes, flex: flex, property: .blend, css: "mix-blend-mode:" + mode + ";") }
        }
    }

    /// The CSS filter function of a `shadow`, `blur`, `grayscale` or `colorEffect` modifier (or
    /// canvas filter); nil for other kinds.
    func filterFunction(_ modifier: ModifierArchive, accentable: Bool) -> String? {
        switch modifier.kind {
        case .shadow: dropShadow(modifier, accentable: accentable)
        case .blur: "blur(" + HTMLOutput.format(max(modifier.value ?? 0, 0)) + "px)"
        case .grayscale: "grayscale(" + HTMLOutput.format(min(max(modifier.value ?? 0, 0), 1)) + ")"
        case .colorEffect: Self.colorFilter(modifier)
        default: nil
        }
    }

    /// `drop-shadow(x y radius colour)` of a `shadow` modifier (or canvas filter).
    private func dropShadow(_ modifier: ModifierArchive, accentable: Bool) -> String {
        var css = HTMLOutput(capacity: 48)
        css.lit("drop-shadow(")
        css.px(modifier.x ?? 0)
        css.lit(" ")
        css.px(modifier.y ?? 0)
        css.lit(" ")
        css.px(max(modifier.value ?? 0, 0))
        css.lit(" ")
        css.solidColor(modifier.paint ?? .color(RGBAColor(red: 0, green: 0, blue: 0, opacity: 0.33)), colors, accentable: accentable)
        css.lit(")")
        return css.string
    }

    /// CSS's `mix-blend-mode` for a SwiftUI `BlendMode`; nil for the Porter-Duff modes
    /// (`sourceAtop`, `destinationOver`, `destinationOut`) and `plusDarker`, which CSS lacks.
    static func mixBlendMode(_ name: String?) -> String? {
        switch name {
        case "multiply", "screen", "overlay", "darken", "lighten", "difference", "exclusion", "hue", "saturation", "color", "luminosity":
            name
        case "colorDodge": "color-dodge"
        case "colorBurn": "color-burn"
        case "softLight": "soft-light"
        case "hardLight": "hard-light"
        case "plusLighter": "plus-lighter"
        default: nil
        }
    }

    /// The CSS filter of a colour effect. SwiftUI's `brightness(a)` adds `a` to each channel
    /// where CSS's multiplies; the pair of a contrast (affine about ½) and a brightness gives
    /// exactly `c + a`, clamped: `contrast(1/(1+2a)) brightness(1+2a)` for `a` ≥ 0, and
    /// `brightness(1/(1−2a)) contrast(1−2a)` below (the order keeps every step in range until
    /// the clamp SwiftUI also applies).
    static func colorFilter(_ modifier: ModifierArchive) -> String? {
        let value = modifier.value ?? 0
        switch modifier.name {
        case "saturation": return "saturate(" + HTMLOutput.format(max(value, 0)) + ")"
        case "contrast":
            // A negative contrast is the inverse of the positive one.
            return value < 0 ? "contrast(" + HTMLOutput.format(-value) + ") invert(1)" : "contrast(" + HTMLOutput.format(value) + ")"
        case "hueRotation": return "hue-rotate(" + HTMLOutput.format(value) + "deg)"
        case "colorInvert": return "invert(" + HTMLOutput.format(min(max(modifier.value ?? 1, 0), 1)) + ")"
        case "brightness":
            // Four decimals: the two factors must cancel out (1.5 × 0.67 would be 1.005).
            let precise = HTMLOutput.fourDecimals
            if value >= 0 {
                return "contrast(" + precise(1 / (1 + 2 * value)) + ") brightness(" + precise(1 + 2 * value) + ")"
            }
            return "brightness(" + precise(1 / (1 - 2 * value)) + ") contrast(" + precise(1 - 2 * value) + ")"
        default: return nil
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
        switch mask.kind {
        case .fill: return mask.paint
        case .shape where mask.shape?.type == .rectangle: return mask.shape?.fill
        default: return nil
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

    private mutating func decoration(_ modifier: ModifierArchive, context: RenderContext) {
        if let content = modifier.content {
            out.lit("<div class=\"wr-z wr-dl\"")
            let alignment = modifier.alignment ?? "center"
            if alignment != "center" {
                out.lit(" style=\"place-items:")
                out.raw(Alignment.placeItems(alignment))
                out.lit("\"")
            }
            out.lit(">")
            node(content, axis: .layer, context: context)
            out.lit("</div>")
        } else if let paint = modifier.paint {
            out.lit("<div class=\"wr-dl\" style=\"background:")
            out.background(paint, colors, accentable: context.accentable)
            if let shape = modifier.shape {
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
    static func placeItems(_ name: String) -> String {
        switch name {
        case "center": "center"
        case "leading": "center start"
        case "trailing": "center end"
        case "top": "start center"
        case "bottom": "end center"
        case "topLeading": "start"
        case "topTrailing": "start end"
        case "bottomLeading": "end start"
        case "bottomTrailing": "end"
        default:
            (name.hasPrefix("top") ? "start" : name.hasPrefix("bottom") ? "end" : name.contains("Baseline") ? "baseline" : "center")
                + (name.contains("eading") ? " start" : name.contains("railing") ? " end" : " center")
        }
    }

    /// `align-items` of a `VStack` (horizontal alignment).
    static func vstack(_ name: String) -> String? {
        switch name {
        case "leading": "flex-start"
        case "trailing": "flex-end"
        default: nil
        }
    }

    /// `align-items` of an `HStack` (vertical alignment).
    static func hstack(_ name: String) -> String? {
        switch name {
        case "top": "flex-start"
        case "bottom": "flex-end"
        case "firstTextBaseline": "baseline"
        case "lastTextBaseline": "last baseline"
        default: nil
        }
    }
}
