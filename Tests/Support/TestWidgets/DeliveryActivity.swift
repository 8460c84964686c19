// A Live Activity that exercises the host: a parcel on its way, in the shape of Xcode's
// template (attributes with a content state, a Lock Screen view, every Dynamic Island region),
// with a tint, an action colour, a keyline and links, so tests can see each reach the page.
import ActivityKit
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

public struct DeliveryAttributes: ActivityAttributes {
    public struct ContentState: Codable, Hashable {
        public var stage: String
        public var minutesLeft: Int
        public init(stage: String, minutesLeft: Int) {
            self.stage = stage
            self.minutesLeft = minutesLeft
        }
    }

    public var parcel: String
    public init(parcel: String) { self.parcel = parcel }
}

/// The parcels a person said they received, from the activity's button (kept for the life of
/// the extension process).
public enum DeliveryConfirmations {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var confirmed: [String] = []
    public static var parcels: [String] { lock.withLock { confirmed } }
    static func confirm(_ parcel: String) { lock.withLock { confirmed.append(parcel) } }
}

/// The activity's "Got it" button: a `LiveActivityIntent`, run where the activity's views are.
public struct ConfirmDeliveryIntent: LiveActivityIntent {
    public static var title: LocalizedStringResource = "Confirm Delivery"
    @Parameter(title: "Parcel") var parcel: String
    public init() {}
    init(parcel: String) { self.parcel = parcel }
    public func perform() async throws -> some IntentResult {
        DeliveryConfirmations.confirm(parcel)
        return .result()
    }
}

public struct DeliveryActivityWidget: Widget {
    public init() {}

    public var body: some WidgetConfiguration {
        ActivityConfiguration(for: DeliveryAttributes.self) { context in
            VStack(alignment: .leading, spacing: 4) {
                Text(context.attributes.parcel).font(.headline)
                Text(context.isStale ? "Waiting for news" : context.state.stage)
                Text("\(context.state.minutesLeft) min").font(.title2).bold()
                Button("Got it", intent: ConfirmDeliveryIntent(parcel: context.attributes.parcel))
            }
            .padding()
            .activityBackgroundTint(Color.indigo)
            .activitySystemActionForegroundColor(Color.yellow)
            .widgetURL(URL(string: "parcels://track/\(context.attributes.parcel)"))
        } dynamicIsland: { context in
            DynamicIsland {
                DynamicIslandExpandedRegion(.leading) { Image(systemName: "shippingbox.fill") }
                DynamicIslandExpandedRegion(.trailing) { Text("\(context.state.minutesLeft) min") }
                DynamicIslandExpandedRegion(.center) { Text(context.attributes.parcel) }
                DynamicIslandExpandedRegion(.bottom) { Text(context.state.stage) }
            } compactLeading: {
                Image(systemName: "shippingbox.fill")
            } compactTrailing: {
                Text("\(context.state.minutesLeft)m")
            } minimal: {
                Text("\(context.state.minutesLeft)")
            }
            .keylineTint(Color.orange)
            .widgetURL(URL(string: "parcels://island/\(context.attributes.parcel)"))
        }
    }
}
