import ActivityKit
import Foundation
import Testing
import WidgetryWire
@testable import SwiftUI
@testable import WidgetKit

// Xcode 16's widget-extension template puts a widget, a control and a Live Activity in one
// bundle (XcodeTemplateBundle/). It compiles here unchanged; its widget runs as before; its
// controls and Live Activity are kept apart from the widgets, and the Live Activity's #Preview
// renders.

@Suite("A bundle of a widget, controls and a Live Activity (Xcode 16's template)")
@MainActor
struct XcodeTemplateBundleTests {
    func parcelExtension() throws -> WidgetExtension { try WidgetExtension(bundle: ParcelWidgetBundle()) }

    func parcelActivityPreview() -> _WidgetPreview? {
        _WidgetPreview.liveActivityPreviews.first { $0.liveActivity?.attributesType == "ParcelAttributes" }
    }

    @Test func theExtensionDescribesExactlyItsOrdinaryWidgets() throws {
        let parcels = try parcelExtension()
        let descriptions = parcels.descriptions
        #expect(descriptions.map(\.kind) == ["ParcelWidget"])
        #expect(descriptions[0].displayName == "Parcel")
        #expect(descriptions[0].intent?.typeName == "ParcelConfigurationIntent")
        #expect(parcels.controls.map(\.kind) == ["com.example.parcels.ParcelControl", "com.example.parcels.Track"])
        #expect(parcels.liveActivities.map(\.attributesType) == ["ParcelAttributes"])
        #expect(parcels.liveActivities[0].supplementalFamilies == [.small])
    }

    @Test func aLiveActivityWithWidgetModifiersIsStillALiveActivity() throws {
        let named = try WidgetExtension([NamedParcelLiveActivity(), ParcelWidget()])
        #expect(named.descriptions.map(\.kind) == ["ParcelWidget"])
        #expect(named.liveActivities.map(\.attributesType) == ["ParcelAttributes"])
    }

    @Test func theWidgetRendersItsTimeline() async throws {
        let widget = try #require(try parcelExtension().widget(kind: "ParcelWidget"))
        let timeline = try await widget.runner.timeline(configuration: ["parcelName": "Lamp"], RenderRequest(family: .systemSmall))
        #expect(timeline.entries.count == 4)
        let archive = try #require(timeline.entries[0].variant(colorScheme: "light"))
        #expect(texts(archive).contains("Lamp"))
        #expect(archive.containerBackground != nil)
    }

    @Test func theWidgetsPreviewRendersBesideTheLiveActivitysPreview() async throws {
        let archives = try await _WidgetPreview.archives()
        let preview = try #require(archives.first { $0.kind == "ParcelWidget" })
        #expect(preview.family == "systemSmall")
        #expect(preview.entries.flatMap(\.variants).contains { texts($0).contains("Shoes") })

        // (The test executable links other targets' Live Activity previews too.)
        let activityPreview = try #require(parcelActivityPreview())
        #expect(activityPreview.name == "Notification")
        let activity = try #require(activityPreview.liveActivity)
        #expect(activity.viewKind == .content)
        #expect(try activity.contentStates().count == 2)

        // It renders: the Lock Screen view per content state, light and dark, on the brown tint.
        let rendered = try #require(archives.first { $0.kind == "ParcelAttributes" && $0.name == "Notification" })
        #expect(rendered.family == "activityLockScreen")
        #expect(rendered.entries.map { $0.variants.map(\.environment.colorScheme) } == [["light", "dark"], ["light", "dark"]])
        #expect(texts(rendered.entries[0].variants[0]) == ["Books", "7 stops away"])
        #expect(texts(rendered.entries[1].variants[1]) == ["Books", "1 stops away"])
        #expect(rendered.entries[0].variants[0].containerBackground != nil)
    }

    @Test func theLiveActivitysViewsAreDrawnFromItsAttributesAndState() throws {
        let activity = try #require(try parcelExtension().liveActivities.first)
        let preview = try #require(parcelActivityPreview()?.liveActivity)
        let states = try preview.contentStates()
        let views = try activity.presentations(try preview.attributes(), states[0], true, "parcel-1")

        let lockScreen = allNodes(evaluate(views.lockScreen).root).compactMap { $0.text?.runs.map(\.string).joined() }
        #expect(lockScreen == ["Books", "7 stops away", "Waiting for news"])

        let island = views.dynamicIsland
        #expect(island.expandedRegions.map(\.position) == [.leading, .trailing, .center, .bottom])
        #expect(island.expandedRegions.map(\.priority) == [0, 1, 0, 0])
        #expect(island.widgetURL == URL(string: "parcels://parcel-1"))
        #expect(island.keylineTint == .brown)
        #expect(island.contentMargins[.expanded]?.length == 8)
        let minimal = allNodes(evaluate(island.minimalView).root).compactMap { $0.text?.runs.map(\.string).joined() }
        #expect(minimal == ["7"])
    }

    @Test func theToggleControlIsBuiltFromItsProvidersValue() async throws {
        let control = try #require(try parcelExtension().controls.first)
        #expect(control.displayName == "Parcel alerts")
        #expect(control.description == "Tells you when a parcel arrives.")
        #expect(control.runner.intentSchema?.typeName == "ParcelControlConfiguration")

        let preview = try #require(try await control.runner.template(configuration: ["parcelName": "Lamp"], preview: true))
        #expect(preview.kind == .toggle(isOn: false))
        #expect(preview.title == "Notify on arrival")
        #expect(preview.tint == .orange)
        let action = try #require(preview.action as? NotifyOnArrivalIntent)
        #expect(action.parcelName == "Lamp")

        let current = try #require(try await control.runner.template(configuration: ["parcelName": "Lamp"], preview: false))
        #expect(current.kind == .toggle(isOn: true))
    }

    @Test func theButtonControlIsBuiltFromItsProvidersValue() async throws {
        let control = try #require(try parcelExtension().controls.last)
        #expect(control.displayName == "Parcels")
        #expect(control.runner.intentSchema == nil)
        let template = try #require(try await control.runner.template(configuration: [:], preview: false))
        #expect(template.kind == .button)
        let label = allNodes(evaluate(template.label).root).compactMap { $0.text?.runs.map(\.string).joined() }
        #expect(label == ["3 parcels"])
        let action = try #require(template.action as? OpenURLIntent)
        #expect(action.url == URL(string: "parcels://list"))
    }
}

@Suite("ActivityKit in an app without a host (no WIDGETRY_HOST): Live Activities are off")
struct ActivityKitBehaviourTests {
    @Test func activitiesAreNotEnabledAndRequestsAreDenied() async {
        #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
        #expect(!ActivityAuthorizationInfo().frequentPushesEnabled)
        let tracker = ParcelTracker()
        #expect(!tracker.canShowActivities)
        tracker.startTracking("Books", arrival: Date(timeIntervalSince1970: 1_800_000_000))
        #expect(tracker.activity == nil)
        #expect(tracker.lastError as? ActivityAuthorizationError == .denied)
        #expect(Activity<ParcelAttributes>.activities.isEmpty)
        // Updating and ending nothing changes nothing.
        await tracker.parcelMoved(stopsAway: 2, arrival: Date(timeIntervalSince1970: 1_800_000_000))
        await tracker.parcelDelivered()
    }

    @Test func anActivityUpdatesAndEndsAndTellsItsObservers() async {
        let attributes = ParcelAttributes(parcelName: "Books", courier: "Swift Post")
        let start = ParcelAttributes.ContentState(stopsAway: 3, arrival: Date(timeIntervalSince1970: 1_800_000_000))
        let activity = Activity(id: "a", attributes: attributes, content: ActivityContent(state: start, staleDate: nil))
        var contents = activity.contentUpdates.makeAsyncIterator()
        var states = activity.activityStateUpdates.makeAsyncIterator()

        let moved = ParcelAttributes.ContentState(stopsAway: 1, arrival: start.arrival)
        await activity.update(ActivityContent(state: moved, staleDate: nil, relevanceScore: 10))
        #expect(await contents.next()?.state == moved)
        #expect(activity.content.relevanceScore == 10)

        await activity.end(nil, dismissalPolicy: .immediate)
        #expect(await states.next() == .dismissed)
        #expect(activity.activityState == .dismissed)
        // An ended activity keeps its final content.
        await activity.update(ActivityContent(state: start, staleDate: nil))
        #expect(activity.content.state == moved)
    }

    @Test func sequencesWithNothingToSendEndWhenTheirTaskIsCancelled() async {
        let waiting = Task {
            var count = 0
            for await _ in Activity<ParcelAttributes>.activityUpdates { count += 1 }
            return count
        }
        waiting.cancel()
        #expect(await waiting.value == 0)
    }
}

/// A Live Activity given a widget's gallery modifiers (they compile on Apple's systems too).
struct NamedParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            Text(context.attributes.parcelName)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.courier) }
            } compactLeading: {
                EmptyView()
            } compactTrailing: {
                EmptyView()
            } minimal: {
                EmptyView()
            }
        }
        .configurationDisplayName("Parcels")
        .description("Where your parcel is.")
    }
}
