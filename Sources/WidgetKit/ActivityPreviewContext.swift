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

/// The Live Activities of the running extension, for previews that name only their attributes.
@MainActor
package enum LiveActivityCatalog {
    package static var activities: [ResolvedLiveActivity] = []
}

/// A Live Activity presentation as a preview draws it; a note where the extension has no
/// `ActivityConfiguration` for the attributes.
nonisolated struct ActivityPreviewContextView<Attributes: ActivityAttributes>: View {
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

    @MainActor private var presentations: LiveActivityPresentations? {
        let name = String(describing: Attributes.self)
        guard let activity = LiveActivityCatalog.activities.first(where: { $0.attributesType == name }) else { return nil }
        let encoder = JSONEncoder()
        guard let attributes = try? encoder.encode(attributes), let state = try? encoder.encode(state) else { return nil }
        return try? activity.presentations(attributes, state, false, "preview")
    }
}

/// The Dynamic Island's views on its black shape: compact either side of the camera, minimal in
/// a circle, expanded with its regions around the camera and below it.
struct DynamicIslandPreview: View {
    let island: DynamicIsland
    let state: ActivityPreviewViewKind.DynamicIslandPreviewViewState

    var body: some View {
        switch state {
        case .compact:
            HStack {
                island.compactLeadingView
                Spacer(minLength: 126)
                island.compactTrailingView
            }
            .padding(.horizontal, 12)
            .frame(height: 37)
            .background(Capsule().fill(Color.black))
            .environment(\.colorScheme, .dark)
        case .minimal:
            island.minimalView
                .frame(width: 37, height: 37)
                .background(Circle().fill(Color.black))
                .environment(\.colorScheme, .dark)
        case .expanded:
            VStack(spacing: 8) {
                HStack(alignment: .top) {
                    region(.leading)
                    Spacer(minLength: 0)
                    region(.center)
                    Spacer(minLength: 0)
                    region(.trailing)
                }
                region(.bottom)
            }
            .padding(18)
            .frame(width: 371)
            .background(RoundedRectangle(cornerRadius: 44, style: .continuous).fill(Color.black))
            .environment(\.colorScheme, .dark)
        }
    }

    private func region(_ position: DynamicIslandExpandedRegionPosition) -> some View {
        VStack(spacing: 4) {
            ForEach(Array(island.expandedRegions.filter { $0.position == position }.enumerated()), id: \.offset) { $0.element.content }
        }
    }
}
