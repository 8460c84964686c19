import WidgetryWire

// `Gauge` in the terminal preview: a bar (in parentheses when circular) with its labels.

extension TextRenderer {
    func bar(_ fraction: Double, width: Int) -> String {
        let cells = max(min(width, 10), 3)
        let filled = Int((min(max(fraction, 0), 1) * Double(cells)).rounded())
        return String(repeating: "█", count: filled) + String(repeating: "░", count: cells - filled)
    }

    func inline(_ nodes: [ViewNode], width: Int) -> String {
        nodes.flatMap { block($0, width: width, axis: .row) }.joined(separator: " ")
    }

    func gauge(_ node: ViewNode, _ gauge: GaugeArchive, width: Int) -> [String] {
        let circular = gauge.style.isCircular
        let label = inline(node.children(role: .label), width: width)
        let current = inline(node.children(role: .currentValueLabel), width: width)
        let minimum = inline(node.children(role: .minimumValueLabel), width: width)
        let maximum = inline(node.children(role: .maximumValueLabel), width: width)
        let bar = circular ? "(" + self.bar(gauge.fraction, width: 8) + ")" : "[" + self.bar(gauge.fraction, width: width - 2) + "]"
        var parts = [label, minimum, bar, maximum, current].filter { !$0.isEmpty }
        if parts.count == 1 { parts.append(String(Int((gauge.fraction * 100).rounded())) + "%") }
        return wrap(parts.joined(separator: " "), width: width, limit: nil)
    }
}
