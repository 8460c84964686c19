import Foundation
import WidgetryWire

// Accessibility modifiers as ARIA attributes, so a screen reader says what VoiceOver would.

/// What an element tells assistive technologies.
struct AccessibilityAttributes {
    var label: String?
    var value: String?
    var hint: String?
    var hidden = false
    /// `accessibilityElement(children:)`, or a heading (`accessibilityAddTraits(.isHeader)`).
    var element: Element?
    /// Hidden unless the author names it or makes it an element (a symbol, a decorative image).
    var decorative = false
    /// Said when the author gives no label (a named image's name).
    var fallbackLabel: String?

    /// Not read at all.
    var isHidden: Bool { hidden || (decorative && label == nil && element == nil) }

    enum Element: Equatable {
        case children(ModifierArchive.AccessibilityChildren)
        case heading
    }
}

extension HTMLRenderer {
    /// Adds an accessibility modifier to the outermost element; a second label or element
    /// behaviour (an outer one) gets a wrapper of its own.
    func accessibility(_ modifier: ModifierArchive, boxes: inout [Box], flex: Flex, node: ViewNode) {
        var last = boxes.count - 1
        let current = boxes[last].accessibility
        switch modifier {
        case .accessibilityLabel where current?.label != nil, .accessibilityElement where current?.element != nil,
            .accessibilityHeading where current?.element != nil:
            boxes.append(Box(classes: "wr-zstack", flex: flex))
            last += 1
        default:
            break
        }
        var attributes = boxes[last].accessibility ?? AccessibilityAttributes()
        // A redacted view says nothing of what it hides.
        let redacted = isRedacted(node)
        switch modifier {
        case .accessibilityLabel(let label): if !redacted { attributes.label = label }
        case .accessibilityValue(let value): if !redacted { attributes.value = value }
        case .accessibilityHint(let hint): attributes.hint = hint
        case .accessibilityHidden: attributes.hidden = true
        case .accessibilityHeading: attributes.element = .heading
        case .accessibilityElement(let children):
            attributes.element = .children(children)
            if children == .combine && attributes.label == nil {
                let texts = Self.readableTexts(of: node, isRedacted: isRedacted)
                if !texts.isEmpty { attributes.label = texts.joined(separator: ", ") }
            }
        default: break
        }
        boxes[last].accessibility = attributes
    }

    /// The texts of `node` and its descendants that are shown unredacted, in order.
    static func readableTexts(of node: ViewNode, isRedacted: (ViewNode) -> Bool) -> [String] {
        var texts: [String] = []
        func collect(_ node: ViewNode) {
            if let text = node.text, !isRedacted(node) {
                let string = text.plainText.trimmingCharacters(in: .whitespacesAndNewlines)
                if !string.isEmpty { texts.append(string) }
            }
            for child in node.children { collect(child) }
        }
        collect(node)
        return texts
    }

    /// ` role="…" aria-label="…" …`: a labelled view or one made a single element is an image
    /// to assistive technologies (said by its label alone), a container with a label a group,
    /// `.contain` a group, a header a heading.
    mutating func accessibilityAttributes(_ attributes: AccessibilityAttributes, of box: borrowing Box) {
        if attributes.isHidden {
            out.lit(" aria-hidden=\"true\"")
            return
        }
        let spoken = [attributes.label ?? attributes.fallbackLabel, attributes.value].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ", ")
        let role: StaticString?
        switch attributes.element {
        case .heading: role = "heading"
        case .children(.contain): role = "group"
        case .children(.ignore), .children(.combine): role = "img"
        case nil: role = spoken.isEmpty ? nil : (box.isView && !box.isContainer ? "img" : "group")
        }
        if let role {
            out.lit(" role=\"")
            out.lit(role)
            out.lit("\"")
            if attributes.element == .heading { out.lit(" aria-level=\"2\"") }
        }
        if !spoken.isEmpty {
            out.lit(" aria-label=\"")
            out.text(spoken)
            out.lit("\"")
        }
        if let hint = attributes.hint, !hint.isEmpty {
            out.lit(" aria-description=\"")
            out.text(hint)
            out.lit("\"")
        }
    }
}
