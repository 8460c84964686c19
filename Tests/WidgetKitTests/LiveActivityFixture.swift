import Foundation
import WidgetKit
import WidgetryActivityKit

// A delivery Live Activity written as an app's widget extension writes one: attributes with a
// content state, a Lock Screen view with a tint, an action colour and a link, and every region
// of the Dynamic Island. `LiveActivityRuntimeTests` describes and draws it through the
// extension runtime; its previews are listed with the extension's.

struct CourierAttributes: ActivityAttributes {
    struct ContentState: Codable, Hashable {
        var minutesAway: Int
        var driver: String
    }

    var restaurant: String
    var orderNumber: Int
}

struct CourierLiveActivity: Widget {
    var body: some WidgetConfiguration {
        ActivityConfiguration(for: CourierAttributes.self) { context in
            HStack(spacing: 12) {
                Image(systemName: "bicycle")
                    .font(.title2)
                VStack(alignment: .leading, spacing: 2) {
                    Text(context.attributes.restaurant)
                        .font(.headline)
                    Text("\(context.state.driver) is \(context.state.minutesAway) min away")
                        .font(.subheadline)
                    if context.isStale {
                        Text("Out of date")
                            .font(.caption)
                    }
                }
                Spacer()
                Text("#\(context.attributes.orderNumber)")
                    .font(.caption.monospacedDigit())
            }
            .padding(16)
            .activityBackgroundTint(Color.indigo)
            .activitySystemActionForegroundColor(Color.white)
            .widgetURL(URL(string: "deliveries://order/\(context.attributes.orderNumber)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) {
                    Label("\(context.state.minutesAway) min", systemImage: "bicycle")
                }
                DynamicIslandExpandedRegion(.trailing) {
                    Text("Order #\(context.attributes.orderNumber), \(context.attributes.restaurant)")
                        .dynamicIsland(verticalPlacement: .belowIfTooWide)
                }
                DynamicIslandExpandedRegion(.center, priority: 1) {
                    Text(context.state.driver)
                }
                DynamicIslandExpandedRegion(.bottom) {
                    Text("As of \(Int(Date().timeIntervalSince1970))")
                        .font(.caption)
                }
            } compactLeading: {
                Image(systemName: "bicycle")
            } compactTrailing: {
                Text("\(context.state.minutesAway)m")
            } minimal: {
                Text("\(context.state.minutesAway)")
            }
            .keylineTint(Color.orange)
            .widgetURL(URL(string: "deliveries://island/\(context.activityID)"))
            .contentMargins(.horizontal, 12, for: .expanded)
        }
        .supplementalActivityFamilies([.small])
    }
}

extension CourierAttributes {
    static let preview = CourierAttributes(restaurant: "Pizza Place", orderNumber: 42)
}

extension CourierAttributes.ContentState {
    static let onTheWay = CourierAttributes.ContentState(minutesAway: 12, driver: "Sam")
    static let nearly = CourierAttributes.ContentState(minutesAway: 2, driver: "Sam")
}

#Preview("Delivery", as: .content, using: CourierAttributes.preview) {
    CourierLiveActivity()
} contentStates: {
    CourierAttributes.ContentState.onTheWay
    CourierAttributes.ContentState.nearly
}

#Preview("Delivery expanded", as: .dynamicIsland(.expanded), using: CourierAttributes.preview) {
    CourierLiveActivity()
} contentStates: {
    CourierAttributes.ContentState.onTheWay
}

#Preview("Delivery compact", as: .dynamicIsland(.compact), using: CourierAttributes.preview) {
    CourierLiveActivity()
} contentStates: {
    CourierAttributes.ContentState.nearly
}

/// The iOS 16.2 way: `previewContext(_:viewKind:)` in a `PreviewProvider`.
struct CourierActivityPreviews: PreviewProvider {
    static var previews: some View {
        CourierAttributes.preview.previewContext(CourierAttributes.ContentState.onTheWay, viewKind: .dynamicIsland(.minimal))
            .previewDisplayName("Delivery minimal")
    }
}
