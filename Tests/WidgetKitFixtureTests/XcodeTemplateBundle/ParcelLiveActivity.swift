// The bundle's Live Activity, in the shape of Xcode 16's template: `import ActivityKit`, the
// Lock Screen view, every Dynamic Island region, and a `#Preview` of content states.
import ActivityKit
import AppIntents
import SwiftUI
import WidgetKit

struct MarkParcelCollectedIntent: LiveActivityIntent {
    static var title: LocalizedStringResource { "Mark as collected" }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct ParcelLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: ParcelAttributes.self) { context in
            // Lock screen/banner UI.
            HStack {
                Image(systemName: "shippingbox")
                VStack(alignment: .leading) {
                    Text(context.attributes.parcelName)
                    Text("\(context.state.stopsAway) stops away")
                    if context.isStale {
                        Text("Waiting for news")
                    }
                }
            }
            .activityBackgroundTint(Color.brown)
            .activitySystemActionForegroundColor(Color.white)
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Image(systemName: "shippingbox")
                }
                DynamicIslandExpandedRegion(.trailing, priority: 1) {
                    Text(context.state.arrival, style: .timer)
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.center) {
                    Text(context.attributes.courier)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("\(context.state.stopsAway) stops away")
                    Button(intent: MarkParcelCollectedIntent()) {
                        Text("Collected")
                    }
                }
            } compactLeading: {
                Image(systemName: "shippingbox")
            } compactTrailing: {
                Text("\(context.state.stopsAway)")
            } minimal: {
                Text("\(context.state.stopsAway)")
            }
            .contentMargins(.horizontal, 8, for: .expanded)
            .widgetURL(URL(string: "parcels://\(context.activityID)"))
            .keylineTint(Color.brown)
        }
        .supplementalActivityFamilies([.small])
    }
}

extension ParcelAttributes {
    fileprivate static var preview: ParcelAttributes {
        ParcelAttributes(parcelName: "Books", courier: "Swift Post")
    }
}

extension ParcelAttributes.ContentState {
    fileprivate static var farAway: ParcelAttributes.ContentState {
        ParcelAttributes.ContentState(stopsAway: 7, arrival: Date(timeIntervalSince1970: 1_800_000_000))
    }

    fileprivate static var nextStop: ParcelAttributes.ContentState {
        ParcelAttributes.ContentState(stopsAway: 1, arrival: Date(timeIntervalSince1970: 1_800_000_000))
    }
}

#Preview("Notification", as: .content, using: ParcelAttributes.preview) {
    ParcelLiveActivity()
} contentStates: {
    ParcelAttributes.ContentState.farAway
    ParcelAttributes.ContentState.nextStop
}
