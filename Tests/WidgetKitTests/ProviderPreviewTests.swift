import Testing
import WidgetKit
import WidgetryWire

/// A widget view that says which family and scheme it is evaluated in.
private struct FamilyProbeView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    var label: String
    var body: some View {
        Text("\(label) \(family.description) \(colorScheme == .dark ? "dark" : "light")")
    }
}

/// Every shape a `previews` property takes: blocks, `Group`, `ForEach`, `if`, `AnyView`,
/// modifiers on several previews at once, and nested preview modifiers.
private struct ShapesPreviews: PreviewProvider {
    static let showsOptional = true
    static var previews: some View {
        FamilyProbeView(label: "first")
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        Group {
            FamilyProbeView(label: "grouped")
            ForEach([WidgetFamily.accessoryCircular, .systemLarge], id: \.self) { family in
                FamilyProbeView(label: "each").previewContext(WidgetPreviewContext(family: family))
            }
        }
        .previewContext(WidgetPreviewContext(family: .systemMedium))
        .previewDisplayName("Outer name")
        if showsOptional {
            AnyView(FamilyProbeView(label: "erased").previewDisplayName("Inner name"))
                .previewDisplayName("Outer name")
        }
        EmptyView()
        Text("Plain")
            .previewLayout(.fixed(width: 120, height: 40))
        Text("Device")
            .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
    }
}

@Suite("PreviewProvider previews")
@MainActor
struct ProviderPreviewTests {
    var previews: [ProviderPreview] { ProviderPreview.previews(of: ShapesPreviews.self) }

    @Test func eachTopLevelViewIsOnePreviewInOrder() {
        #expect(previews.count == 7)
        #expect(
            previews.map(\.name) == [
                "ShapesPreviews #1", "Outer name", "Outer name", "Outer name", "Inner name", "ShapesPreviews #6", "ShapesPreviews #7",
            ])
        #expect(previews.allSatisfy { $0.fileID == "WidgetKitTests/ShapesPreviews" })
    }

    @Test func aModifierOnSeveralPreviewsAppliesToEachAndTheNearestWins() {
        // The group's context applies to the view without one; the ForEach's own contexts win.
        #expect(previews.map(\.family) == [.systemSmall, .systemMedium, .accessoryCircular, .systemLarge, nil, nil, nil])
    }

    @Test func aWidgetPreviewIsRenderedAsAWidgetOfItsFamily() throws {
        let archive = previews[2].archive()
        #expect(archive.kind == nil && archive.line == nil)
        #expect(archive.family == "accessoryCircular")
        let entry = try #require(archive.entries.first)
        #expect(entry.variants.map(\.environment.colorScheme) == ["light", "dark"])
        let light = entry.variants[0]
        #expect(light.size == ArchiveSize(width: 76, height: 76))
        #expect(light.environment.renderingMode == .vibrant)
        #expect(!light.environment.showsWidgetContainerBackground)
        #expect(texts(light) == ["each accessoryCircular light"])
        #expect(texts(entry.variants[1]) == ["each accessoryCircular dark"])
        #expect(texts(previews[1].archive().entries[0].variants[0]) == ["grouped systemMedium light"])
        let small = previews[0].archive().entries[0].variants[0]
        #expect(small.environment.showsWidgetContainerBackground && small.environment.contentMargins != .zero)
    }

    @Test func aPlainViewIsShownAtItsLayoutWithoutAWidgetContainer() throws {
        let fixed = try #require(previews[5].archive().entries.first?.variants.first)
        #expect(previews[5].archive().family == "view")
        #expect(fixed.size == ArchiveSize(width: 120, height: 40))
        #expect(!fixed.environment.showsWidgetContainerBackground && fixed.environment.contentMargins == .zero)
        #expect(texts(fixed) == ["Plain"])
        // `.device` and `.sizeThatFits`: the device's screen, turned by a landscape orientation.
        #expect(previews[6].archive().entries[0].variants[0].size == ArchiveSize(width: 393, height: 852))
        let turned = ProviderPreview.previews(of: TurnedPreviews.self)[0].archive().entries[0].variants[0]
        #expect(turned.size == ArchiveSize(width: 852, height: 393))
    }

    @Test func theProvidersOfTheExecutableAreFoundInItsTypeMetadata() {
        let found = ProviderPreview.all.filter { $0.fileID.hasPrefix("WidgetKitTests/") }
        #expect(Set(found.map(\.fileID)) == ["WidgetKitTests/ShapesPreviews", "WidgetKitTests/TurnedPreviews", "WidgetKitTests/CourierActivityPreviews"])
        #expect(found.count == 9)
    }

    private func texts(_ archive: WidgetArchive) -> [String] {
        archive.allNodes.compactMap { $0.text?.runs.map(\.string).joined() }
    }
}

private struct TurnedPreviews: PreviewProvider {
    static var previews: some View {
        Text("Turned")
            .previewLayout(.sizeThatFits)
            .previewInterfaceOrientation(.landscapeLeft)
    }
}
