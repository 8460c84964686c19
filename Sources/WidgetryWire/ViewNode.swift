// One view of the archive's tree. See ViewArchive.swift for the conventions.

/// One view of the evaluated tree: what it is (`content`, whose case is its kind and carries
/// its payload), where it sits (`id`, `role`, `children`) and how it is modified.
///
/// Structural views (`Group`, `ForEach`, `TupleView`, `if`/`switch` branches, `AnyView`, custom
/// views' `body`) produce no node of their own: their content is flattened into the enclosing
/// container, and a modifier applied to such a view applies to each view it contains (as in
/// SwiftUI). `EmptyView` produces nothing. When the root evaluates to several views, they are
/// wrapped in an implicit `vstack`.
public struct ViewNode: Hashable, Sendable {
    /// What the view is, with what it needs to be drawn. In JSON the case is the node's `kind`
    /// and its payload sits under the key named on the case. Stored out of line (an indirect
    /// enum), so a node stays cheap to copy.
    public indirect enum Content: Hashable, Sendable {
        /// `Text` (JSON `text`).
        case text(TextArchive)
        /// `Image` (JSON `image`).
        case image(ImageArchive)
        /// A view that fills its frame with a paint: `Color`, `LinearGradient`, … used as
        /// views (JSON `paint`).
        case fill(PaintArchive)
        /// `Rectangle`, `Circle`, … (filled, stroked, or as-is: filled with the foreground)
        /// (JSON `shape`).
        case shape(ShapeArchive)
        /// `VStack`, `HStack`, `ZStack` (JSON `stack`); children in order (back to front for
        /// `zstack`).
        case vstack(StackArchive), hstack(StackArchive), zstack(StackArchive)
        /// `Spacer` (JSON `spacer`).
        case spacer(SpacerArchive)
        /// `Divider`: a hairline across the enclosing stack's other axis, in the separator
        /// colour (JSON `paint`).
        case divider(PaintArchive)
        /// `Label`: children with roles `title` and `icon`; its style (JSON `label`).
        case label(LabelArchive)
        /// `Gauge` (JSON `gauge`); children with roles `label`, `currentValueLabel`,
        /// `minimumValueLabel`, `maximumValueLabel`, `markedValueLabel`.
        case gauge(GaugeArchive)
        /// `ProgressView` (JSON `progress`); children with roles `label`, `currentValueLabel`.
        case progress(ProgressArchive)
        /// `Link`: its `url` (JSON `action`); children are its label.
        case link(ActionArchive)
        /// `Button(intent:)`: its `intent` (JSON `action`); children are its label.
        case button(ActionArchive)
        /// `Toggle(isOn:intent:)`: its `intent` and `isOn` (JSON `action`); children are its label.
        case toggle(ActionArchive)
        /// `ViewThatFits(in:)`: the axes it fits in (JSON `stack.axes`); children are the
        /// candidates, in order; the first that fits is shown.
        case viewThatFits(axes: [ArchiveAxis])
        /// `Grid` (JSON `grid`); children are `gridRow`s (a row of cells each) and views that
        /// span every column.
        case grid(GridArchive)
        /// `GridRow`: children are the row's cells; the row's own vertical alignment, when it
        /// has one (JSON `grid.alignment`).
        case gridRow(alignment: ArchiveAlignment?)
        /// `LazyVGrid`, `LazyHGrid`: its `axis` and `items` (JSON `grid`); children are the
        /// cells in order, filling columns (rows) one line after another.
        case lazyGrid(GridArchive)
        /// `Canvas` (JSON `canvas`); children are the texts and images drawn into it.
        case canvas(CanvasArchive)
        /// `Chart` (JSON `chart`); children are the views it shows (axis labels, annotations,
        /// a custom legend, background and overlay), referred to by index.
        case chart(ChartArchive)

        /// The kind of view, the case's name.
        public var kind: Kind {
            switch self {
            case .text: .text
            case .image: .image
            case .fill: .fill
            case .shape: .shape
            case .vstack: .vstack
            case .hstack: .hstack
            case .zstack: .zstack
            case .spacer: .spacer
            case .divider: .divider
            case .label: .label
            case .gauge: .gauge
            case .progress: .progress
            case .link: .link
            case .button: .button
            case .toggle: .toggle
            case .viewThatFits: .viewThatFits
            case .grid: .grid
            case .gridRow: .gridRow
            case .lazyGrid: .lazyGrid
            case .canvas: .canvas
            case .chart: .chart
            }
        }
    }

    /// The cases of `Content` without their payloads: the node's `kind` in JSON.
    public enum Kind: String, Codable, Hashable, Sendable, CaseIterable {
        case text, image, fill, shape, vstack, hstack, zstack, spacer, divider, label, gauge, progress
        case link, button, toggle, viewThatFits, grid, gridRow, lazyGrid, canvas, chart
    }

    /// Stable identity: the structural path of the view in the author's view tree (for example
    /// `r.c.1.t`, `r.c.0#apple`). It stays the same across the entries of a widget as long as
    /// the view is in the same place; it changes when an `if` takes the other branch. `ForEach`
    /// elements carry their data identifier after `#`, `.id(_:)` likewise. Unique in an archive.
    public var id: String
    /// What the view is, and its payload.
    public var content: Content
    /// The part this node plays in its parent (`label`, `title`, `icon`, …), if any.
    public var role: NodeRole?
    /// Child views in order.
    public var children: [ViewNode]
    /// Modifiers applied to this view, innermost first: the first one wraps the view itself,
    /// the next wraps the result, and so on. Environment-like modifiers (`font`,
    /// `foregroundStyle`, `tint`, `lineLimit`, `redacted`, …) are not listed: they are resolved
    /// into the payloads of the views they reach.
    public var modifiers: [ModifierArchive]
    /// The redaction reasons in force for this view (after `redacted(reason:)` and
    /// `unredacted()`). Recorded on content views (text, image, fill, shape, divider, gauge,
    /// progress); containers (stacks, spacers, labels, links, buttons, toggles) leave the three
    /// redaction fields empty and their content carries them.
    public var redactionReasons: [RedactionReason]
    /// Inside `privacySensitive()`: redact when `redactionReasons` contains `privacy`.
    public var privacySensitive: Bool
    /// Inside `invalidatableContent()`: dim when `redactionReasons` contains `invalidated`.
    public var invalidatable: Bool

    public init(id: String, content: Content, role: NodeRole? = nil, children: [ViewNode] = [], modifiers: [ModifierArchive] = []) {
        self.id = id
        self.content = content
        self.role = role
        self.children = children
        self.modifiers = modifiers
        self.redactionReasons = []
        self.privacySensitive = false
        self.invalidatable = false
    }

    /// The kind of view (`content`'s case).
    public var kind: Kind { content.kind }

    /// Whether the renderer draws this view redacted: a placeholder reason is in force, or the
    /// view is privacy-sensitive and the privacy reason is in force.
    public var isRedacted: Bool {
        redactionReasons.contains(.placeholder) || (privacySensitive && redactionReasons.contains(.privacy))
    }

    /// The children with `role`.
    public func children(role: NodeRole?) -> [ViewNode] {
        children.filter { $0.role == role }
    }

    /// This node and every node below it, depth first (including modifier content).
    public func collect(into nodes: inout [ViewNode]) {
        nodes.append(self)
        for modifier in modifiers { modifier.content?.collect(into: &nodes) }
        for child in children { child.collect(into: &nodes) }
    }
}

/// The part a child plays in its parent.
public enum NodeRole: String, Codable, Hashable, Sendable, CaseIterable {
    /// `Label`'s title and icon.
    case title, icon
    /// The `label:` of a `Gauge`, `ProgressView`.
    case label
    /// `currentValueLabel:` of a `Gauge` or `ProgressView`.
    case currentValueLabel
    /// `minimumValueLabel:` / `maximumValueLabel:` of a `Gauge`.
    case minimumValueLabel, maximumValueLabel
    /// `markedValueLabels:` of a `Gauge`.
    case markedValueLabel
}

// MARK: - Payload lookups

/// The payload of one case, nil for the others: for lookups in tests and tools (renderers
/// switch over `content`).
extension ViewNode {
    public var text: TextArchive? {
        if case .text(let text) = content { return text }
        return nil
    }
    public var image: ImageArchive? {
        if case .image(let image) = content { return image }
        return nil
    }
    /// The paint of a `fill` or a `divider`.
    public var paint: PaintArchive? {
        switch content {
        case .fill(let paint), .divider(let paint): paint
        default: nil
        }
    }
    public var shape: ShapeArchive? {
        if case .shape(let shape) = content { return shape }
        return nil
    }
    /// The stack of a `vstack`, `hstack` or `zstack`.
    public var stack: StackArchive? {
        switch content {
        case .vstack(let stack), .hstack(let stack), .zstack(let stack): stack
        default: nil
        }
    }
    public var label: LabelArchive? {
        if case .label(let label) = content { return label }
        return nil
    }
    public var gauge: GaugeArchive? {
        if case .gauge(let gauge) = content { return gauge }
        return nil
    }
    public var progress: ProgressArchive? {
        if case .progress(let progress) = content { return progress }
        return nil
    }
    /// The action of a `link`, `button` or `toggle`.
    public var action: ActionArchive? {
        switch content {
        case .link(let action), .button(let action), .toggle(let action): action
        default: nil
        }
    }
    /// The grid of a `grid` or `lazyGrid`.
    public var grid: GridArchive? {
        switch content {
        case .grid(let grid), .lazyGrid(let grid): grid
        default: nil
        }
    }
    public var canvas: CanvasArchive? {
        if case .canvas(let canvas) = content { return canvas }
        return nil
    }
    public var chart: ChartArchive? {
        if case .chart(let chart) = content { return chart }
        return nil
    }
}

// MARK: - JSON

extension ViewNode: Codable {
    private enum CodingKeys: String, CodingKey {
        case id, kind, role, children, modifiers, redactionReasons, privacySensitive, invalidatable
        case text, image, paint, shape, stack, spacer, label, gauge, progress, action, grid, canvas, chart
    }

    /// `ViewThatFits`' payload in JSON: a stack with its axes.
    private struct FitsStack: Codable {
        var alignment = ArchiveAlignment.center
        var axes: [ArchiveAxis]?
    }

    /// A `GridRow`'s payload in JSON.
    private struct RowGrid: Codable {
        var alignment: ArchiveAlignment
    }

    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(String.self, forKey: .id)
        role = try c.decodeIfPresent(NodeRole.self, forKey: .role)
        children = try c.decodeIfPresent([ViewNode].self, forKey: .children) ?? []
        modifiers = try c.decodeIfPresent([ModifierArchive].self, forKey: .modifiers) ?? []
        redactionReasons = try c.decodeIfPresent([RedactionReason].self, forKey: .redactionReasons) ?? []
        privacySensitive = try c.decodeIfPresent(Bool.self, forKey: .privacySensitive) ?? false
        invalidatable = try c.decodeIfPresent(Bool.self, forKey: .invalidatable) ?? false
        func stack() throws -> StackArchive { try c.decodeIfPresent(StackArchive.self, forKey: .stack) ?? StackArchive() }
        func action() throws -> ActionArchive { try c.decodeIfPresent(ActionArchive.self, forKey: .action) ?? ActionArchive() }
        func grid() throws -> GridArchive { try c.decodeIfPresent(GridArchive.self, forKey: .grid) ?? GridArchive() }
        switch try c.decode(Kind.self, forKey: .kind) {
        case .text: content = .text(try c.decode(TextArchive.self, forKey: .text))
        case .image: content = .image(try c.decode(ImageArchive.self, forKey: .image))
        case .fill: content = .fill(try c.decode(PaintArchive.self, forKey: .paint))
        case .shape: content = .shape(try c.decode(ShapeArchive.self, forKey: .shape))
        case .vstack: content = .vstack(try stack())
        case .hstack: content = .hstack(try stack())
        case .zstack: content = .zstack(try stack())
        case .spacer: content = .spacer(try c.decodeIfPresent(SpacerArchive.self, forKey: .spacer) ?? SpacerArchive())
        case .divider: content = .divider(try c.decode(PaintArchive.self, forKey: .paint))
        case .label: content = .label(try c.decodeIfPresent(LabelArchive.self, forKey: .label) ?? LabelArchive())
        case .gauge: content = .gauge(try c.decode(GaugeArchive.self, forKey: .gauge))
        case .progress: content = .progress(try c.decode(ProgressArchive.self, forKey: .progress))
        case .link: content = .link(try action())
        case .button: content = .button(try action())
        case .toggle: content = .toggle(try action())
        case .viewThatFits:
            content = .viewThatFits(axes: try c.decodeIfPresent(FitsStack.self, forKey: .stack)?.axes ?? [.horizontal, .vertical])
        case .grid: content = .grid(try grid())
        case .gridRow: content = .gridRow(alignment: try c.decodeIfPresent(RowGrid.self, forKey: .grid)?.alignment)
        case .lazyGrid: content = .lazyGrid(try grid())
        case .canvas: content = .canvas(try c.decode(CanvasArchive.self, forKey: .canvas))
        case .chart: content = .chart(try c.decode(ChartArchive.self, forKey: .chart))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(kind, forKey: .kind)
        try c.encodeIfPresent(role, forKey: .role)
        if !children.isEmpty { try c.encode(children, forKey: .children) }
        if !modifiers.isEmpty { try c.encode(modifiers, forKey: .modifiers) }
        if !redactionReasons.isEmpty { try c.encode(redactionReasons, forKey: .redactionReasons) }
        if privacySensitive { try c.encode(true, forKey: .privacySensitive) }
        if invalidatable { try c.encode(true, forKey: .invalidatable) }
        switch content {
        case .text(let text): try c.encode(text, forKey: .text)
        case .image(let image): try c.encode(image, forKey: .image)
        case .fill(let paint), .divider(let paint): try c.encode(paint, forKey: .paint)
        case .shape(let shape): try c.encode(shape, forKey: .shape)
        case .vstack(let stack), .hstack(let stack), .zstack(let stack): try c.encode(stack, forKey: .stack)
        case .spacer(let spacer): try c.encode(spacer, forKey: .spacer)
        case .label(let label): try c.encode(label, forKey: .label)
        case .gauge(let gauge): try c.encode(gauge, forKey: .gauge)
        case .progress(let progress): try c.encode(progress, forKey: .progress)
        case .link(let action), .button(let action), .toggle(let action): try c.encode(action, forKey: .action)
        case .viewThatFits(let axes): try c.encode(FitsStack(axes: axes), forKey: .stack)
        case .grid(let grid), .lazyGrid(let grid): try c.encode(grid, forKey: .grid)
        case .gridRow(let alignment): try c.encodeIfPresent(alignment.map(RowGrid.init), forKey: .grid)
        case .canvas(let canvas): try c.encode(canvas, forKey: .canvas)
        case .chart(let chart): try c.encode(chart, forKey: .chart)
        }
    }
}
