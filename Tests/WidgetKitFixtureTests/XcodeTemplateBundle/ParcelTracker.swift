// App-side code that shares the attributes file: starts, updates and ends the Live Activity as
// an iOS app does, handling the errors ActivityKit documents.
import ActivityKit
import Foundation

final class ParcelTracker {
    private(set) var activity: Activity<ParcelAttributes>?
    private(set) var lastError: Error?

    var canShowActivities: Bool { ActivityAuthorizationInfo().areActivitiesEnabled }

    func startTracking(_ parcelName: String, arrival: Date) {
        let attributes = ParcelAttributes(parcelName: parcelName, courier: "Swift Post")
        let state = ParcelAttributes.ContentState(stopsAway: 7, arrival: arrival)
        do {
            activity = try Activity.request(
                attributes: attributes,
                content: .init(state: state, staleDate: arrival.addingTimeInterval(3600)),
                pushType: nil)
        } catch {
            lastError = error
        }
    }

    func parcelMoved(stopsAway: Int, arrival: Date) async {
        let state = ParcelAttributes.ContentState(stopsAway: stopsAway, arrival: arrival)
        await activity?.update(ActivityContent(state: state, staleDate: nil, relevanceScore: 50))
    }

    func parcelDelivered() async {
        for activity in Activity<ParcelAttributes>.activities {
            await activity.end(nil, dismissalPolicy: .immediate)
        }
        await activity?.end(dismissalPolicy: .default)
    }
}
