import Foundation
import WidgetryWire

/// Estimates of evaluated views' sizes, for layouts run at evaluation (custom `Layout`s): what
/// SwiftUI's layout would answer, from the archive alone. Text is measured in the font the page
/// draws it in; frames, paddings and fixed sizes are exact; shapes, colours and resizable
/// images take what is offered (10 points where nothing is); stacks add up their children with
/// their spacing. The page's own layout of stacks with flexible children can differ.
package enum NodeSizing {
    /// The size of `node` with its modifiers for `proposal`.
    package static func size(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        size(of: node, modifiers: node.modifiers.count, proposal: proposal)
    }

    /// The size of `node` with its first `count` modifiers (innermost first) for `proposal`.
    private static func size(of node: ViewNode, modifiers count: Int, proposal: ProposedViewSize) -> CGSize {
        guard count > 0 else { return contentSize(of: node, proposal: proposal) }
        switch node.modifiers[count - 1] {
        case .padding(let insets):
            let horizontal = CGFloat(insets.leading + insets.trailing)
            let vertical = CGFloat(insets.top + insets.bottom)
            let inner = ProposedViewSize(
                width: proposal.width.map { max($0 - horizontal, 0) }, height: proposal.height.map { max($0 - vertical, 0) })
            let size = size(of: node, modifiers: count - 1, proposal: inner)
            return CGSize(width: size.width + horizontal, height: size.height + vertical)
        case .frame(let frame):
            return framed(frame, proposal: proposal) { size(of: node, modifiers: count - 1, proposal: $0) }
        case .fixedSize(let horizontal, let vertical):
            return size(of: node, modifiers: count - 1, proposal: ProposedViewSize(
                width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
        default:
            return size(of: node, modifiers: count - 1, proposal: proposal)
        }
    }

    /// A frame's size around content sized by `inner`.
    private static func framed(_ frame: FrameArchive, proposal: ProposedViewSize, inner: (ProposedViewSize) -> CGSize) -> CGSize {
        func axis(fixed: Double?, min lower: Double?, max upper: Double?, proposed: CGFloat?, content: () -> CGFloat) -> CGFloat {
            if let fixed { return CGFloat(fixed) }
            guard lower != nil || upper != nil else { return content() }
            var value = proposed ?? content()
            if let upper, upper.isFinite { value = min(value, CGFloat(upper)) } else if upper == nil { value = min(value, content()) }
            if let lower { value = max(value, CGFloat(lower)) }
            return value
        }
        let innerProposal = ProposedViewSize(
            width: frame.width.map { CGFloat($0) } ?? proposal.width, height: frame.height.map { CGFloat($0) } ?? proposal.height)
        var content: CGSize?
        func contentSize() -> CGSize {
            if let content { return content }
            let size = inner(innerProposal)
            content = size
            return size
        }
        return CGSize(
            width: axis(fixed: frame.width, min: frame.minWidth, max: frame.maxWidth, proposed: proposal.width) { contentSize().width },
            height: axis(fixed: frame.height, min: frame.minHeight, max: frame.maxHeight, proposed: proposal.height) { contentSize().height })
    }

    /// The size of the view itself, without its modifiers.
    private static func contentSize(of node: ViewNode, proposal: ProposedViewSize) -> CGSize {
        switch node.content {
        case .text(let text):
            let runs = text.runs.map { run -> TextMetrics.Run in
                var font = run.font ?? text.font
                if let weight = run.weight { font.weight = weight }
                if let design = run.design { font.design = design }
                if run.monospaced == true { font.monospaced = true }
                return TextMetrics.Run(run.string, font: font, kerning: run.kerning ?? 0)
            }
            let wrap = proposal.width.flatMap { $0.isFinite ? Double($0) : nil }
            let measured = TextMetrics.size(of: runs, wrappedTo: wrap)
            return CGSize(width: CGFloat(measured.width.rounded(.up)), height: CGFloat(measured.height.rounded(.up)))
        case .image(let image):
            if image.resizable == true { return proposal.replacingUnspecifiedDimensions() }
            if let size = image.size { return CGSize(width: size.width, height: size.height) }
            let font = image.font ?? FontArchive(textStyle: .body, size: 17)
            return CGSize(width: CGFloat(font.size * 1.2).rounded(), height: CGFloat(font.size * 1.2).rounded())
        case .spacer(let spacer):
            let minimum = CGFloat(spacer.minLength ?? 8)
            return CGSize(width: proposal.width ?? minimum, height: proposal.height ?? minimum)
        case .divider:
            return CGSize(width: proposal.width ?? 10, height: 1)
        case .vstack(let stack):
            let sizes = node.children.map { size(of: $0, proposal: ProposedViewSize(width: proposal.width, height: nil)) }
            let spacing = CGFloat(stack.spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + spacing)
        case .hstack(let stack):
            let sizes = node.children.map { size(of: $0, proposal: ProposedViewSize(width: nil, height: proposal.height)) }
            let spacing = CGFloat(stack.spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
            let width = sizes.map(\.width).reduce(0, +) + spacing
            return CGSize(width: proposal.width.map { min(width, $0) } ?? width, height: sizes.map(\.height).max() ?? 0)
        case .label:
            let sizes = node.children.map { size(of: $0, proposal: .unspecified) }
            return CGSize(width: sizes.map(\.width).reduce(0, +) + CGFloat(max(sizes.count - 1, 0)) * 8, height: sizes.map(\.height).max() ?? 0)
        case .zstack, .link, .button, .toggle, .viewThatFits:
            let sizes = node.children.map { size(of: $0, proposal: proposal) }
            return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
        case .progress:
            return CGSize(width: proposal.width ?? 10, height: 4)
        default:
            return proposal.replacingUnspecifiedDimensions()
        }
    }
}

// MARK: - The built-in layouts as `Layout`s (for custom layouts that call them)

extension HStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height)) }
        let gaps = (spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: sizes.map(\.width).reduce(0, +) + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var x = bounds.minX
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: nil, height: proposal.height))
            subview.place(at: CGPoint(x: x, y: bounds.midY), anchor: .leading, proposal: ProposedViewSize(size))
            x += size.width + (spacing ?? 8)
        }
    }
}

extension VStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil)) }
        let gaps = (spacing ?? 8) * CGFloat(max(sizes.count - 1, 0))
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).reduce(0, +) + gaps)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        var y = bounds.minY
        for subview in subviews {
            let size = subview.sizeThatFits(ProposedViewSize(width: proposal.width, height: nil))
            subview.place(at: CGPoint(x: bounds.midX, y: y), anchor: .top, proposal: ProposedViewSize(size))
            y += size.height + (spacing ?? 8)
        }
    }
}

extension ZStackLayout {
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(proposal) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: proposal)
        }
    }
}

extension GridLayout {
    /// Rows as a column (the page lays out a grid's columns).
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let column = VStackLayout(spacing: verticalSpacing)
        return column.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache)
    }

    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let column = VStackLayout(spacing: verticalSpacing)
        column.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache)
    }
}
