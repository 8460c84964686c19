// A `PreviewProvider`'s `previews` split into its previews: each view at the top level (also
// inside `Group`, `ForEach`, `if`/`else`, `AnyView`) is one, with what its preview modifiers
// say. A modifier applied to several previews at once (`Group { … }.environment(…)`) applies
// to each, as in SwiftUI.

/// One preview of a `PreviewProvider`: its view (preview modifiers removed, other modifiers
/// kept) and its preview traits. Where modifiers nest, the one nearest the view wins.
package struct PreviewItem {
    package var view: any View
    package private(set) var context: (any PreviewContext)?
    package private(set) var displayName: String?
    package private(set) var layout: PreviewLayout = .device
    package private(set) var device: PreviewDevice?
    package private(set) var orientation: InterfaceOrientation = .portrait
    /// The traits set by a modifier nearer the view, which an outer one does not change.
    private var set: Set<String> = []

    package init(view: any View) {
        self.view = view
    }

    mutating func apply(_ trait: _PreviewTraitModifier.Trait) {
        switch trait {
        case .context(let value): if set.insert("context").inserted { context = value }
        case .displayName(let value): if set.insert("displayName").inserted { displayName = value }
        case .layout(let value): if set.insert("layout").inserted { layout = value }
        case .device(let value): if set.insert("device").inserted { device = value }
        case .orientation(let value): if set.insert("orientation").inserted { orientation = value }
        }
    }
}

/// The previews `view` lists (`PreviewProvider.previews`), in order.
@MainActor
package func previewItems<V: View>(of view: V) -> [PreviewItem] {
    if let list = view as? any _PreviewList { return list.previewItems() }
    return [PreviewItem(view: view)]
}

/// A view that stands for several previews, or none, rather than being one.
protocol _PreviewList {
    @MainActor func previewItems() -> [PreviewItem]
}

extension TupleView: _PreviewList {
    @MainActor func previewItems() -> [PreviewItem] {
        Mirror(reflecting: value).children.flatMap { child in
            (child.value as? any View).map { SwiftUI.previewItems(of: $0) } ?? []
        }
    }
}

extension Group: _PreviewList where Content: View {
    @MainActor func previewItems() -> [PreviewItem] { SwiftUI.previewItems(of: content) }
}

extension ForEach: _PreviewList where Content: View {
    @MainActor func previewItems() -> [PreviewItem] { data.flatMap { SwiftUI.previewItems(of: content($0)) } }
}

extension _ConditionalContent: _PreviewList where TrueContent: View, FalseContent: View {
    @MainActor func previewItems() -> [PreviewItem] {
        switch storage {
        case .trueContent(let view): SwiftUI.previewItems(of: view)
        case .falseContent(let view): SwiftUI.previewItems(of: view)
        }
    }
}

extension Optional: _PreviewList where Wrapped: View {
    @MainActor func previewItems() -> [PreviewItem] { map { SwiftUI.previewItems(of: $0) } ?? [] }
}

extension AnyView: _PreviewList {
    @MainActor func previewItems() -> [PreviewItem] { SwiftUI.previewItems(of: view) }
}

extension EmptyView: _PreviewList {
    @MainActor func previewItems() -> [PreviewItem] { [] }
}

extension ModifiedContent: _PreviewList where Content: View, Modifier: ViewModifier {
    /// A preview modifier sets its trait on each preview of the content; any other modifier
    /// wraps each of them.
    @MainActor func previewItems() -> [PreviewItem] {
        var items = SwiftUI.previewItems(of: content)
        if let preview = modifier as? _PreviewTraitModifier {
            for index in items.indices { items[index].apply(preview.trait) }
        } else {
            for index in items.indices { items[index].view = modified(items[index].view) }
        }
        return items
    }

    private func modified<V: View>(_ view: V) -> any View {
        ModifiedContent<V, Modifier>(content: view, modifier: modifier)
    }
}
