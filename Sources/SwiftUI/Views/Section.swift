import Foundation
import WidgetryWire

// `Section`, and how lists and forms draw their rows. A widget does not scroll, so a list or
// form draws as an iPhone shows it at rest, from the top: each section's header, its rows on a
// rounded grey group with hairlines between them, its footer; rows outside any section are a
// group of their own. What does not fit is cut off, as for a `ScrollView`.

/// Inside a `List` or `Form`: the ids of the nodes its sections drew as groups (the other
/// nodes are loose rows, which the list groups itself).
final class ListContext {
    var sectionIDs: Set<String> = []
}

extension EnvironmentValues {
    /// The enclosing list or form, if any.
    var listContext: ListContext? {
        get { self[ListContextKey.self] }
        set { self[ListContextKey.self] = newValue }
    }
}

private struct ListContextKey: EnvironmentKey {
    static var defaultValue: ListContext? { nil }
}

/// A group of rows with an optional header and footer. In a list or form, a rounded group;
/// elsewhere its header, content and footer in the enclosing container.
public nonisolated struct Section<Parent: View, Content: View, Footer: View>: View, PrimitiveView {
    let header: Parent
    let content: Content
    let footer: Footer

    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer) {
        self.header = header()
        self.content = content()
        self.footer = footer()
    }

    @available(iOS, deprecated: 100000.0, message: "Use Section(content:header:footer:)")
    public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.header = header
        self.content = content()
        self.footer = footer
    }

    public typealias Body = Never
    public var body: Never { fatalError("Section has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        guard let list = scope.environment.listContext else {
            // Outside a list: its header, content and footer in the enclosing container, as
            // SwiftUI lays out a section in a stack.
            return evaluator.nodes(of: Group { header; content; footer }, in: scope)
        }
        let nodes = evaluator.nodes(of: GroupedSection(header: header, rows: content, footer: footer), in: scope)
        for node in nodes { list.sectionIDs.insert(node.id) }
        return nodes
    }
}

extension Section where Parent == EmptyView, Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Footer == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    @available(iOS, deprecated: 100000.0, message: "Use Section(content:header:)")
    public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { header }, footer: { EmptyView() })
    }
}

extension Section where Parent == EmptyView {
    public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    @available(iOS, deprecated: 100000.0, message: "Use Section(content:footer:)")
    public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { footer })
    }
}

extension Section where Parent == Text, Footer == EmptyView {
    public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(titleKey) }, footer: { EmptyView() })
    }

    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content, header: { Text(title) }, footer: { EmptyView() })
    }
}

/// A section of a list or form as iOS's grouped style draws it: the header in the footnote
/// font and the secondary colour, capitalised; the rows on a rounded group; the footer below.
struct GroupedSection<Header: View, Rows: View, Footer: View>: View {
    let header: Header
    let rows: Rows
    let footer: Footer

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            header.font(.footnote).foregroundStyle(.secondary).textCase(.uppercase).padding(.horizontal, 16)
            GroupedRows(rows: rows)
            footer.font(.footnote).foregroundStyle(.secondary).padding(.horizontal, 16)
        }
    }
}

/// Rows on a rounded group: each padded to iOS's 44-point row (11 points above and below a
/// line of body text, 16 at the sides), hairlines between them inset from the leading edge.
struct GroupedRows<Rows: View>: View, PrimitiveView {
    let rows: Rows

    typealias Body = Never
    var body: Never { fatalError("GroupedRows has no body") }

    @MainActor static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let rows = evaluator.nodes(of: self.rows, in: scope.appending("r"))
        guard !rows.isEmpty else { return [] }
        let group = VStack(alignment: .leading, spacing: 0) {
            ForEach(rows.indices, id: \.self) { index in
                if index > 0 { Divider().padding(.leading, 16) }
                _EvaluatedNodes(nodes: [rows[index]])
                    .frame(maxWidth: .infinity, minHeight: 22, alignment: .leading)
                    .padding(.horizontal, 16)
                    .padding(.vertical, 11)
            }
        }
        .background(.fill.quaternary, in: RoundedRectangle(cornerRadius: 10, style: .continuous))
        return evaluator.nodes(of: group, in: scope)
    }
}

/// Nodes evaluated already, put back into a view for layout modifiers (frames, paddings,
/// backgrounds) to wrap; environment modifiers no longer reach them.
struct _EvaluatedNodes: View, PrimitiveView {
    let nodes: [ViewNode]

    typealias Body = Never
    var body: Never { fatalError("_EvaluatedNodes has no body") }

    @MainActor static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.nodes)
    }

    @MainActor func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] { nodes }
}

/// The rows of a list or form evaluated in `scope`, its loose rows (those of no section)
/// grouped as a section without header is.
@MainActor
func listNodes<Content: View>(_ content: Content, in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
    let list = ListContext()
    var scope = scope
    scope.environment.listContext = list
    let nodes = evaluator.nodes(of: content, in: scope.appending("c"))
    var parts: [ViewNode] = []
    var loose: [ViewNode] = []
    func flush() {
        guard !loose.isEmpty else { return }
        parts += evaluator.nodes(of: GroupedRows(rows: _EvaluatedNodes(nodes: loose)), in: scope.appending("g\(parts.count)"))
        loose = []
    }
    for node in nodes {
        if list.sectionIDs.contains(node.id) {
            flush()
            parts.append(node)
        } else {
            loose.append(node)
        }
    }
    flush()
    var stack = scope.containerNode(.vstack(StackArchive(alignment: .leading, spacing: 20)))
    stack.children = parts
    return [evaluator.nodes(of: _EvaluatedNodes(nodes: [stack]).frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top), in: scope)[0]]
}
