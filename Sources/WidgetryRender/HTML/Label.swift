import Foundation
import WidgetryWire

// `Label`: its icon and title in a row, as its label style shows them.

extension HTMLRenderer {
    func labelBox(_ node: ViewNode, _ label: LabelArchive, _ box: inout Box) {
        box.classes = "wr-hstack wr-label"
        box.isContainer = true
        // An icon-only label still says its title, as VoiceOver does: a button of a "minus"
        // symbol is "Subtract", not unnamed.
        if label.style == .iconOnly {
            let title = node.children.filter { $0.role != .icon }.flatMap { Self.readableTexts(of: $0, isRedacted: isRedacted) }
            if !title.isEmpty { box.accessibility = AccessibilityAttributes(fallbackLabel: title.joined(separator: " ")) }
        }
    }

    mutating func labelContent(_ node: ViewNode, _ label: LabelArchive, context: RenderContext) {
        for child in labelChildren(node, style: label.style) { self.node(child, axis: .row, context: context) }
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
}
