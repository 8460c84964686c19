import Foundation
import WidgetryWire

// Flexibility: whether a view takes what it is offered or its own size, per axis (see
// HTMLRenderer.swift), once its modifiers are applied.

extension HTMLRenderer {
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

    func childrenFlex(_ children: [ViewNode], in axis: Axis) -> Flex {
        var flex = Flex.none
        for index in children.indices {
            flex.formUnion(self.flex(of: children[index], in: axis))
            if flex.h && flex.v { break }
        }
        return flex
    }
}
