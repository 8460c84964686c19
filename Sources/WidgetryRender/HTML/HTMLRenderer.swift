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
// - `VStack` → a column flexbox (`.wr-vstack`), `HStack` → a row flexbox (`.wr-hstack`), with `gap` =
//   the spacing (8 when nil) and `align-items` = the alignment. A child flexible along the
//   stack's axis gets `flex: 1 1 0` (equal shares of the remaining space, as SwiftUI offers
//   equal shares to equally flexible children); a child flexible across it is stretched.
//   Fixed children keep their content size (`flex: 0 1 auto`); in rows they may shrink
//   (`min-width: 0`), so texts wrap or truncate instead of overflowing, as SwiftUI's texts do.
// - `ZStack`, and every modifier that wraps a view (`frame`, `padding`, `background`,
//   `overlay`), → a one-cell grid (`.wr-zstack`) whose children share the cell and are placed by
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
        colors = ColorMapper(mode: archive.environment.renderingMode, accent: options.accentColor, dark: archive.environment.colorScheme == "dark")
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
            // The system's widget background is under every full-colour home-screen widget: a
            // clear or translucent container background shows it (white, or the dark system
            // background), never what is behind the widget.
            if archive.family.hasPrefix("activity") {
                // A Live Activity's presentation: the island's black, or the Lock Screen's
                // translucent plate unless the activity tints it (its container background).
                if archive.family != "activityLockScreen" {
                    out.lit("<div class=\"wr-container-background wr-island-bg\"></div>")
                } else if archive.containerBackground == nil {
                    out.lit("<div class=\"wr-container-background wr-activity-bg\"></div>")
                }
            } else if !archive.family.hasPrefix("accessory") && (archive.containerBackground == nil || colors.mode == .fullColor) {
                out.lit("<div class=\"wr-container-background wr-default-bg\"></div>")
            }
            if let background = archive.containerBackground {
                out.lit("<div class=\"wr-container-background wr-zstack\">")
                node(background, axis: .layer, context: RenderContext(edgeInset: 0))
                out.lit("</div>")
            }
        }

        let margins = archive.contentMarginsDisabled ? ArchiveInsets.zero : environment.contentMargins
        out.lit("<div class=\"wr-content wr-zstack\"")
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

}
