import WidgetryWire

// `ViewThatFits` in the terminal: the first candidate whose ideal width fits the width offered,
// measured in points as the page lays it out — texts in the page's font (`TextMetrics`, the
// advance widths the browser draws with), stacks with their spacing, paddings and frames —
// rather than in characters, so the text preview picks the candidate the page shows. Only the
// width is compared: the text preview does not lay out heights (the page also checks them for
// a candidate that fits vertically).

extension TextRenderer {
    /// Points per column of the text preview (a widget 170 points wide is 24 columns).
    static let pointsPerColumn = 7.0

    func fittingCandidate(_ candidates: [ViewNode], width: Int) -> [ViewNode] {
        let available = Double(width) * Self.pointsPerColumn
        for candidate in candidates where idealWidth(candidate) <= available + 0.5 {
            return [candidate]
        }
        return candidates.last.map { [$0] } ?? []
    }

    /// The width `node` takes when nothing limits it, in points: its modifiers (paddings,
    /// frames) around its content.
    func idealWidth(_ node: ViewNode) -> Double {
        var width = contentWidth(node)
        for modifier in node.modifiers {
            switch modifier {
            case .hidden: return 0
            case .padding(let insets): width += insets.leading + insets.trailing
            case .frame(let frame):
                if let fixed = frame.width ?? frame.idealWidth { width = fixed }
                if let minimum = frame.minWidth { width = max(width, minimum) }
                if let maximum = frame.maxWidth, maximum.isFinite { width = min(width, maximum) }
            default: continue
            }
        }
        return width
    }

    private func contentWidth(_ node: ViewNode) -> Double {
        switch node.content {
        case .text(let text):
            // Each run in its own font (a `Text`'s `.font(_:)`, `.bold()` are the run's).
            let runs = text.runs.map { run -> TextMetrics.Run in
                var font = run.font ?? text.font
                if let weight = run.weight { font.weight = weight }
                if let design = run.design { font.design = design }
                if run.monospaced == true { font.monospaced = true }
                return TextMetrics.Run(string(of: run), font: font, kerning: run.kerning ?? 0)
            }
            return TextMetrics.size(of: runs).width.rounded(.up)
        case .image(let image):
            if let size = image.size { return size.width }
            return image.systemName == nil ? 0 : ((image.font?.size ?? 17) * 1.2).rounded()
        case .hstack(let stack):
            return row(node.children, spacing: stack.spacing ?? 8)
        case .label, .gridRow:
            return row(node.children, spacing: 8)
        case .spacer(let spacer):
            return spacer.minLength ?? 8
        case .viewThatFits:
            // Its own ideal width is its first candidate's, as SwiftUI's.
            return node.children.first.map(idealWidth) ?? 0
        default:
            return node.children.map(idealWidth).max() ?? 0
        }
    }

    private func row(_ children: [ViewNode], spacing: Double) -> Double {
        children.map(idealWidth).reduce(0, +) + spacing * Double(max(children.count - 1, 0))
    }
}
