import WidgetryWire

// The one dispatch of the HTML renderer: for each kind of view, its flexibility, its own
// element (`viewBox`) and what goes inside it (`content`), each drawn by the file of that view
// (Text.swift, Image.swift, Gauge.swift, …, mirroring Sources/SwiftUI/Views).

extension HTMLRenderer {
    /// The default tint (the system blue of the colour scheme).
    var defaultTint: PaintArchive {
        .color(isDark ? RGBAColor(red: 10 / 255, green: 132 / 255, blue: 1) : RGBAColor(red: 0, green: 122 / 255, blue: 1), name: "accentColor")
    }

    /// The track of gauges, progress bars and switches (the system fill).
    var trackColor: RGBAColor {
        isDark ? RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.36) : RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: 0.2)
    }

    /// The system's secondary fill (bordered buttons' backdrop): grey at 16 % (32 % dark).
    var secondaryFillColor: RGBAColor {
        RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: isDark ? 0.32 : 0.16)
    }

    /// The system's tertiary fill (a capacity gauge's track): grey at 12 % (24 % dark).
    var tertiaryFillColor: RGBAColor {
        RGBAColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, opacity: isDark ? 0.24 : 0.12)
    }

    func baseFlex(of node: ViewNode, in axis: Axis) -> Flex {
        switch node.content {
        case .text:
            return .none
        case .image(let image):
            return image.resizable == true ? .both : .none
        case .fill, .shape, .canvas, .chart:
            // A chart, as in SwiftUI, takes all the space it is offered.
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

    func viewBox(for node: ViewNode, axis: Axis, context: RenderContext) -> Box {
        let flex = baseFlex(of: node, in: axis)
        var box = Box(classes: "", flex: flex)
        box.isView = true
        switch node.content {
        case .text(let text): textBox(node, text, &box, context: context)
        case .image(let image): imageBox(node, image, &box, context: context)
        case .fill(let paint): fillBox(paint, &box, context: context)
        case .shape(let shape): shapeBox(shape, &box)
        case .canvas: box.classes = "wr-drawing"
        case .chart(let chart): chartBox(node, chart, &box)
        case .vstack(let stack): vstackBox(stack, &box)
        case .hstack(let stack): hstackBox(stack, &box)
        case .zstack(let stack): zstackBox(stack, &box)
        case .spacer(let spacer): spacerBox(spacer, axis: axis, &box)
        case .divider(let paint): dividerBox(paint, axis: axis, &box, context: context)
        case .label(let label): labelBox(node, label, &box)
        case .gauge(let gauge): gaugeBox(gauge, &box)
        case .progress(let progress): progressBox(progress, &box)
        case .link(let action): linkBox(node, action, &box)
        case .button(let action): buttonBox(node, action, &box, context: context)
        case .toggle(let action): toggleBox(node, action, &box, context: context)
        case .viewThatFits(let axes): viewThatFitsBox(axes, axis: axis, &box, context: context)
        case .grid(let grid): gridBox(node, grid, &box)
        case .gridRow(let alignment): gridRowBox(alignment, &box)
        case .lazyGrid(let grid): lazyGridBox(grid, &box)
        }
        return box
    }

    mutating func content(of node: ViewNode, box: Box, axis: Axis, context: RenderContext) {
        switch node.content {
        case .text(let text):
            textContent(text, style: box.textStyle ?? TextStyle(text), node: node, context: context)
        case .image(let image):
            if box.tag == "svg", let markup = symbolMarkup(image) { out.raw(markup) }
        case .fill, .spacer, .divider:
            break
        case .shape(let shape):
            shapeContent(shape, context: context)
        case .canvas(let canvas):
            canvasContent(node, canvas, context: context)
        case .chart(let chart):
            chartContent(node, chart, context: context)
        case .vstack(let stack):
            var context = context
            context.columnAlignment = Alignment.vstack(stack.alignment)
            children(of: node, axis: .column, context: context)
        case .hstack, .gridRow:
            children(of: node, axis: .row, context: context)
        case .zstack:
            children(of: node, axis: .layer, context: context)
        case .label(let label):
            labelContent(node, label, context: context)
        case .gauge(let gauge):
            gaugeContent(node, gauge, context: context)
        case .progress(let progress):
            progressContent(node, progress, context: context)
        case .link, .button:
            controlLabel(node, context: context)
        case .toggle(let action):
            toggleContent(node, action, context: context)
        case .grid(let grid):
            gridContent(node, grid, context: context)
        case .lazyGrid(let grid):
            lazyGridContent(node, grid, context: context)
        case .viewThatFits:
            viewThatFitsContent(node, context: context)
        }
    }
}
