// docs/compatibility.md's ActivityKit and Live Activity rows, and the WidgetKit table's control
// rows: each API used as a Live Activity or control file of Xcode's template uses it.
import ActivityKit
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

struct KettleAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        var degrees: Int
    }

    var kettleName: String
}

struct BoilKettleIntent: LiveActivityIntent {
    static var title: LocalizedStringResource = "Boil"
    func perform() async throws -> some IntentResult { .result() }
}

struct KettleLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: KettleAttributes.self) { context in
            Text("\(context.attributes.kettleName): \(context.state.degrees)°")
                .activityBackgroundTint(.black)
                .activitySystemActionForegroundColor(.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "cup.and.saucer") }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text("\(context.state.degrees)°").dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.kettleName) }
                DynamicIslandExpandedRegion(.bottom) {
                    if !context.isStale {
                        Button(intent: BoilKettleIntent()) { Text("Boil") }
                    }
                }
            } compactLeading: {
                Image(systemName: "cup.and.saucer")
            } compactTrailing: {
                Text("\(context.state.degrees)")
            } minimal: {
                Text("\(context.state.degrees)")
            }
            .keylineTint(.red)
            .contentMargins(.all, 4, for: .minimal)
            .widgetURL(URL(string: "kettle://\(context.activityID)"))
        }
        .supplementalActivityFamilies([.small, .medium])
    }
}

#Preview("Boiling", as: .dynamicIsland(.expanded), using: KettleAttributes(kettleName: "Kitchen")) {
    KettleLiveActivity()
} contentStates: {
    KettleAttributes.ContentState(degrees: 60)
    KettleAttributes.ContentState(degrees: 100)
}

struct KettleOnIntent: SetValueIntent {
    static var title: LocalizedStringResource = "Kettle on"
    @Parameter(title: "On") var value: Bool
    func perform() async throws -> some IntentResult { .result() }
}

struct KettleChoice: ControlConfigurationIntent {
    static var title: LocalizedStringResource = "Kettle"
    @Parameter(title: "Kettle", default: "Kitchen") var kettleName: String
}

struct KettleValueProvider: ControlValueProvider {
    var previewValue: Bool { false }
    func currentValue() async throws -> Bool { true }
}

struct KettleChoiceProvider: AppIntentControlValueProvider {
    func previewValue(configuration: KettleChoice) -> Bool { false }
    func currentValue(configuration: KettleChoice) async throws -> Bool { true }
}

struct KettleToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "kettle.toggle", provider: KettleValueProvider()) { isOn in
            ControlWidgetToggle("Kettle", isOn: isOn, action: KettleOnIntent()) { isOn in
                Label(isOn ? "Boiling" : "Off", systemImage: "cup.and.saucer")
                    .controlWidgetActionHint("Boil")
                    .controlWidgetStatus(isOn ? "Boiling" : "Off")
            }
            .tint(.red)
        }
        .displayName("Kettle")
        .description("Boils the kettle.")
        .disablesControlStateCaching()
    }
}

struct KettleChoiceToggle: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "kettle.choice", provider: KettleChoiceProvider()) { isOn in
            ControlWidgetToggle(isOn: isOn, action: KettleOnIntent()) { Text("Kettle") }
        }
        .promptsForUserConfiguration()
    }
}

struct KettleButton: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "kettle.open", intent: KettleChoice.self) { choice in
            ControlWidgetButton(action: OpenURLIntent(URL(string: "kettle://\(choice.kettleName)")!)) {
                Label(choice.kettleName, systemImage: "cup.and.saucer")
            }
        }
    }
}

struct KettleBundle: WidgetBundle {
    var body: some Widget {
        KettleLiveActivity()
        KettleToggle()
        KettleChoiceToggle()
        KettleButton()
    }
}

/// The app's side: starts, updates and ends a Live Activity.
func kettleApp() async throws {
    let info = ActivityAuthorizationInfo()
    guard info.areActivitiesEnabled, info.frequentPushesEnabled else { return }
    for await enabled in info.activityEnablementUpdates where enabled { break }
    let content = ActivityContent(state: KettleAttributes.ContentState(degrees: 20), staleDate: nil, relevanceScore: 1)
    let activity = try Activity.request(attributes: KettleAttributes(kettleName: "Kitchen"), content: content, pushType: .token)
    _ = try Activity.request(attributes: KettleAttributes(kettleName: "Hall"), content: content, pushType: .channel("kettles"), style: .transient)
    print(activity.id, activity.attributes, activity.activityState, activity.content.state, activity.pushToken as Any)
    for await token in activity.pushTokenUpdates { print(token) }
    for await state in activity.activityStateUpdates where state == .stale || state == .ended || state == .pending { break }
    for await content in activity.contentUpdates { print(content.staleDate as Any) }
    for await started in Activity<KettleAttributes>.activityUpdates { print(started.id) }
    for await token in Activity<KettleAttributes>.pushToStartTokenUpdates { print(token) }
    let alert = AlertConfiguration(title: "Boiled", body: "The kettle boiled.", sound: .named("whistle.caf"))
    await activity.update(content, alertConfiguration: alert)
    await activity.update(ActivityContent(state: KettleAttributes.ContentState(degrees: 100), staleDate: .now))
    await activity.end(content, dismissalPolicy: .after(.now.addingTimeInterval(60)))
    for activity in Activity<KettleAttributes>.activities { await activity.end(nil, dismissalPolicy: .immediate) }
    ControlCenter.shared.reloadControls(ofKind: "kettle.toggle")
    ControlCenter.shared.reloadAllControls()
    for control in try await ControlCenter.shared.currentControls() {
        print(control.kind, await control.configurationIntent(of: KettleChoice.self) as Any)
    }
}

let activityKitChecks: [String: Any] = [
    // ActivityKit
    "ActivityAttributes": KettleAttributes.self as any ActivityAttributes.Type,
    "ActivityContent": ActivityContent(state: KettleAttributes.ContentState(degrees: 1), staleDate: nil),
    "Activity": kettleApp as Any,
    "ActivityState": [ActivityState.active, .ended, .dismissed, .stale, .pending],
    "ActivityUIDismissalPolicy": [ActivityUIDismissalPolicy.default, .immediate, .after(.now)],
    "PushType": [PushType.token, .channel("c")],
    "ActivityStyle": [ActivityStyle.standard, .transient],
    "AlertConfiguration": AlertConfiguration(title: "T", body: "B", sound: .default),
    "ActivityAuthorizationInfo": kettleApp as Any,
    "ActivityAuthorizationError": [ActivityAuthorizationError.denied, .unsupported, .unentitled, .attributesTooLarge],
    // WidgetKit: Live Activities
    "ActivityConfiguration": KettleLiveActivity.self as any Widget.Type,
    "ActivityViewContext": KettleLiveActivity.self,
    "DynamicIsland": KettleLiveActivity.self,
    "DynamicIslandExpandedRegion": [DynamicIslandExpandedRegionPosition.leading, .trailing, .center, .bottom],
    "keylineTint(_:)": KettleLiveActivity.self,
    "contentMargins(_:_:for:)": [DynamicIslandMode.compactLeading, .compactTrailing, .expanded, .minimal],
    "DynamicIsland.widgetURL(_:)": KettleLiveActivity.self,
    "activityBackgroundTint(_:)": KettleLiveActivity.self,
    "activitySystemActionForegroundColor(_:)": KettleLiveActivity.self,
    "dynamicIsland(verticalPlacement:)": DynamicIslandExpandedRegionVerticalPlacement.belowIfTooWide,
    "supplementalActivityFamilies(_:)": KettleLiveActivity.self,
    "ActivityFamily": ActivityFamily.allCases,
    "LiveActivityIntent": BoilKettleIntent.self as any LiveActivityIntent.Type,
    "#Preview(_:as:using:widget:contentStates:)": [ActivityPreviewViewKind.content, .dynamicIsland(.compact), .dynamicIsland(.minimal)],
    // WidgetKit: controls
    "ControlWidget": KettleBundle.self as any WidgetBundle.Type,
    "StaticControlConfiguration": KettleToggle.self as any ControlWidget.Type,
    "AppIntentControlConfiguration": [KettleChoiceToggle.self, KettleButton.self] as [any ControlWidget.Type],
    "ControlValueProvider": KettleValueProvider.self as any ControlValueProvider.Type,
    "AppIntentControlValueProvider": KettleChoiceProvider.self as any AppIntentControlValueProvider.Type,
    "ControlConfigurationIntent": KettleChoice.self as any ControlConfigurationIntent.Type,
    "ControlWidgetTemplate": ControlWidgetTemplateBuilder.self,
    "ControlWidgetButton": KettleButton.self,
    "ControlWidgetToggle": KettleToggle.self,
    "tint(_:)": KettleToggle.self,
    "displayName(_:)": KettleToggle.self,
    "description(_:)": KettleToggle.self,
    "promptsForUserConfiguration()": KettleChoiceToggle.self,
    "disablesControlStateCaching()": KettleToggle.self,
    "controlWidgetActionHint(_:)": KettleToggle.self,
    "controlWidgetStatus(_:)": KettleToggle.self,
    "ControlCenter": ControlCenter.shared,
    "ControlInfo": kettleApp as Any,
    "OpenURLIntent": OpenURLIntent(URL(string: "kettle://")!),
]
