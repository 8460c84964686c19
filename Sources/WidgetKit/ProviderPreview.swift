import WidgetryWire

// Xcode's older previews: `PreviewProvider` types, listed and rendered after the `#Preview`s
// (`widgetry preview`, the home screen's previews page). A provider has no registration point,
// so they are found in the executable's type metadata (`ImageTypes`); an optimised build
// leaves out the metadata of an internal struct nothing uses, so they are found in debug
// builds, as Xcode's canvas runs them.
//
// Each view at the top level of `previews` is one preview. With
// `.previewContext(WidgetPreviewContext(family:))` it is shown as a widget of that family: at
// the family's size, with the environment, content margins and container background a widget
// gets (the path a widget's entries take). Without one it is a plain view: at its
// `previewLayout` (`.fixed` at that size; `.device` and `.sizeThatFits` at the device's screen,
// 393 × 852 points, swapped by a landscape `previewInterfaceOrientation`), with no widget
// container, listed with the family `view`.

/// One preview of a `PreviewProvider`.
package struct ProviderPreview {
    /// The family a preview without a widget context is listed with.
    package static let plainViewFamily = "view"
    /// The screen a plain view is shown on: an iPhone 15 Pro's, as the families are sized.
    static let deviceSize = ArchiveSize(width: 393, height: 852)

    /// Its `previewDisplayName`, else the provider's name and its place in `previews` (`#1`).
    package let name: String
    /// The provider as `Module/Type`, or a `#Preview`'s file, for the list's "where is it written".
    package let fileID: String
    /// The line of a `#Preview { view }`; nil for a provider.
    package var line: Int? = nil
    let item: PreviewItem

    /// The family of its `WidgetPreviewContext`; nil for a plain view.
    package var family: WidgetFamily? { (item.context as? WidgetPreviewContext)?.family }

    /// Every preview of every `PreviewProvider` of the executable, in the image's order.
    @MainActor package static var all: [ProviderPreview] {
        ImageTypes.all.flatMap { type -> [ProviderPreview] in
            guard let provider = type as? any PreviewProvider.Type else { return [] }
            return previews(of: provider)
        }
    }

    /// Every view `#Preview { … }` of the executable (SwiftUI's macro), in link order; unnamed
    /// ones are called "Preview", as Xcode's canvas calls them.
    @MainActor package static var viewPreviews: [ProviderPreview] {
        _ViewPreview.registered.map { preview in
            ProviderPreview(name: preview.name ?? "Preview", fileID: preview.fileID, line: preview.line, item: preview.item)
        }
    }

    /// The previews of `provider`, in the order of its `previews`.
    @MainActor package static func previews<Provider: PreviewProvider>(of provider: Provider.Type) -> [ProviderPreview] {
        // `Module.Outer.Name`: the module, then the type as written in it (a private type's
        // anonymous context, `(unknown context at $…)`, left out).
        let path = String(reflecting: provider).split(separator: ".").filter { !$0.hasPrefix("(") }
        let module = path.count > 1 ? String(path[0]) : ""
        let typeName = path.dropFirst(path.count > 1 ? 1 : 0).joined(separator: ".")
        return previewItems(of: Provider.previews).enumerated().map { index, item in
            ProviderPreview(name: item.displayName ?? "\(typeName) #\(index + 1)", fileID: "\(module)/\(typeName)", item: item)
        }
    }

    /// The preview rendered now, in light and dark; a Live Activity's `previewContext(_:viewKind:)`
    /// as its `#Preview` of that kind is.
    @MainActor package func archive() -> WidgetPreviewArchive {
        let now = Date()
        if let activity = item.view as? any LiveActivityPreviewView, let drawn = activity.previewArchive(now: now) {
            return WidgetPreviewArchive(name: name, kind: drawn.attributesType, family: drawn.family, fileID: fileID, line: line, entries: [drawn.entry])
        }
        let entry: EntryArchive
        if let family {
            entry = Self.widgetEntry(item.view, family: family, date: now)
        } else {
            entry = Self.viewEntry(item.view, size: plainViewSize, date: now)
        }
        return WidgetPreviewArchive(
            name: name, kind: nil, family: family?.rawValue ?? Self.plainViewFamily, fileID: fileID, line: line, entries: [entry])
    }

    /// A plain view's container: its fixed layout, else the device's screen in its orientation.
    var plainViewSize: ArchiveSize {
        if case .fixed(let width, let height) = item.layout { return ArchiveSize(width: Double(width), height: Double(height)) }
        let device = Self.deviceSize
        return item.orientation.isLandscape ? ArchiveSize(width: device.height, height: device.width) : device
    }

    /// `view` as a widget of `family` showing an entry dated `date`.
    @MainActor private static func widgetEntry<V: View>(_ view: V, family: WidgetFamily, date: Date) -> EntryArchive {
        renderEntry(ProviderPreviewEntry(date: date), content: { _ in view }, request: RenderRequest(family: family, isPreview: true))
    }

    /// `view` on its own in a container of `size`, in light and dark.
    @MainActor private static func viewEntry<V: View>(_ view: V, size: ArchiveSize, date: Date) -> EntryArchive {
        let variants = [ColorScheme.light, .dark].map { scheme in
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            // Not in a widget: no container, no margins.
            environment.showsWidgetContainerBackground = false
            environment.widgetContentMargins = EdgeInsets()
            return makeWidgetArchive(
                view, family: plainViewFamily, size: size, entryDate: date, environment: environment, showsWidgetContainerBackground: false)
        }
        return EntryArchive(date: date.timeIntervalSince1970, relevance: nil, variants: variants)
    }
}

/// The one entry of a `PreviewProvider`'s preview: the moment it is rendered.
struct ProviderPreviewEntry: TimelineEntry {
    let date: Date
}
