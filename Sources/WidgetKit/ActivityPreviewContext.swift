import WidgetryActivityKit
import WidgetryWire

// `attributes.previewContext(state, viewKind: .dynamicIsland(.compact))`, the iOS 16.2 way of
// previewing a Live Activity in a `PreviewProvider` (before `#Preview(_:as:using:)`): the
// extension's `ActivityConfiguration` for those attributes, drawn in the presentation asked for.

extension ActivityAttributes {
    /// A preview of this activity's `ActivityConfiguration` in `viewKind`, for `contentState`.
    public func previewContext(_ contentState: ContentState, viewKind: ActivityPreviewViewKind) -> some View {
        ActivityPreviewContextView(attributes: self, state: contentState, viewKind: viewKind)
    }
}

/// The Live Activities of the extensions served in this process, for previews that name only
/// their attributes (by the attributes type's name; a later extension's replaces an earlier's).
@MainActor
package enum LiveActivityCatalog {
    package static var activities: [ResolvedLiveActivity] = []

    /// Adds an extension's activities.
    package static func register(_ added: [ResolvedLiveActivity]) {
        let names = Set(added.map(\.attributesType))
        activities = activities.filter { !names.contains($0.attributesType) } + added
    }
}

/// A Live Activity presentation as a preview draws it; a note where the extension has no
/// `ActivityConfiguration` for the attributes. As a `PreviewProvider`'s preview on its own, it is
/// listed as the activity's `#Preview` of the same kind is (`previewArchive`).
nonisolated struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View, LiveActivityPreviewView {
    let attributes: Attributes
    let state: Attributes.ContentState
    let viewKind: ActivityPreviewViewKind

    @MainActor var body: some View {
        if let presentations {
            switch viewKind {
            case .content:
                presentations.lockScreen
            case .dynamicIsland(let island):
                DynamicIslandPreview(island: presentations.dynamicIsland, state: island)
            }
        } else {
            Text("No ActivityConfiguration for \(String(describing: Attributes.self)) in this extension")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
    }

    @MainActor private var activity: ResolvedLiveActivity? {
        let name = String(describing: Attributes.self)
        return LiveActivityCatalog.activities.first { $0.attributesType == name }
    }

    @MainActor private var presentations: LiveActivityPresentations? {
        let encoder = JSONEncoder()
        guard let activity, let attributes = try? encoder.encode(attributes), let state = try? encoder.encode(state) else { return nil }
        return try? activity.presentations(attributes, state, false, "preview")
    }

    @MainActor func previewArchive(now: Date) -> (attributesType: String, family: String, entry: EntryArchive)? {
        let encoder = JSONEncoder()
        guard let activity, let attributes = try? encoder.encode(attributes), let state = try? encoder.encode(state),
            let entry = try? activity.previewEntry(viewKind: viewKind, attributes: attributes, state: state, now: now)
        else { return nil }
        return (activity.attributesType, viewKind.previewFamily, entry)
    }
}

/// A preview view that stands for a Live Activity presentation.
@MainActor
package protocol LiveActivityPreviewView {
    /// The presentation drawn as at `now`, as its `#Preview` would list it; nil when the
    /// extension has no `ActivityConfiguration` for the attributes.
    func previewArchive(now: Date) -> (attributesType: String, family: String, entry: EntryArchive)?
}

/// The Dynamic Island's views on its black shape, laid out as the extension's archives lay them
/// out (`DynamicIslandLayout.swift`): compact either side of the camera, minimal in a circle,
/// expanded with its regions around the camera and below it.
struct DynamicIslandPreview: View {
    let island: DynamicIsland
    let state: ActivityPreviewViewKind.DynamicIslandPreviewViewState

    var body: some View {
        switch state {
        case .compact:
            HStack(spacing: DynamicIslandMetrics.camera.width) {
                presentation(.compactLeading)
                presentation(.compactTrailing)
            }
            .background(Capsule().fill(Color.black))
            .environment(\.colorScheme, .dark)
        case .minimal:
            presentation(.minimal)
                .background(Capsule().fill(Color.black))
                .environment(\.colorScheme, .dark)
        case .expanded:
            presentation(.expanded)
                .background(RoundedRectangle(cornerRadius: 44, style: .continuous).fill(Color.black))
                .environment(\.colorScheme, .dark)
        }
    }

    /// The presentation's view inside its margins, at its size (the expanded one as tall as
    /// its layout).
    private func presentation(_ presentation: LiveActivityPresentation) -> some View {
        let size = presentation.maximumSize
        return island.view(for: presentation)
            .padding(island.margins(for: presentation))
            .frame(width: size.width, height: presentation == .expanded ? nil : size.height)
    }
}
