import Foundation
import Testing
import TestWidgets
import WidgetryActivityKit
import WidgetryAppTransport
import WidgetryHost
import WidgetryWire

/// An app's ActivityKit against the real server: what an app on the machine does with the token
/// the page shows it. Each test has a center of its own (`ActivityCenter.scoped`), connected to
/// its server, as an app's environment connects the process's.
@Suite("ActivityKit for apps, over HTTP", .serialized)
struct ActivityKitAppTests {
    typealias Delivery = Activity<DeliveryAttributes>

    func connection(_ home: RunningHomeScreen, token: String? = nil) async throws -> HostConnection {
        if let token { return HostConnection(base: home.url(""), token: token) }
        let issued = try await home.call("POST", "/api/extensions/test/token")
        try #require(issued.status == 201)
        return HostConnection(base: home.url(""), token: try #require(try JSONDecoder.api.decode([String: String].self, from: issued.body)["token"]))
    }

    func content(_ stage: String, minutes: Int, staleDate: Date? = nil, relevance: Double = 0) -> ActivityContent<DeliveryAttributes.ContentState> {
        ActivityContent(state: DeliveryAttributes.ContentState(stage: stage, minutesLeft: minutes), staleDate: staleDate, relevanceScore: relevance)
    }

    /// `Activity.request` is synchronous and waits for the host, as Apple's does: called on a
    /// thread of its own, not on Swift concurrency's pool, with `center` as the app's.
    func request(
        _ center: ActivityCenter, parcel: String, _ content: ActivityContent<DeliveryAttributes.ContentState>, pushType: PushType? = nil
    ) async throws -> Delivery {
        nonisolated(unsafe) let content = content  // the test widgets' state is not declared Sendable
        return try await onAThread(center) { try Delivery.request(attributes: DeliveryAttributes(parcel: parcel), content: content, pushType: pushType) }
    }

    /// ActivityKit's synchronous reads block their thread on the host's answer: a test runs them
    /// on a thread of their own, as an app's main thread, not on the cooperative pool the
    /// in-process host answers on (two blocked pool threads on two cores would starve it).
    func onAThread<Value: Sendable>(_ center: ActivityCenter, _ body: @escaping @Sendable () throws -> Value) async throws -> Value {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try ActivityCenter.$scoped.withValue(center) { try body() } }) }.start()
        }
    }

    /// The activities the page's Lock Screen shows, by id: their state.
    func lockScreen(_ home: RunningHomeScreen) async throws -> [String: String] {
        struct Listed: Decodable {
            struct Item: Decodable {
                var id: String
                var state: String
            }
            var activities: [Item]
        }
        let listed = try await home.get("/api/activities", as: Listed.self)
        return Dictionary(uniqueKeysWithValues: listed.activities.map { ($0.id, $0.state) })
    }

    @Test func anAppStartsUpdatesAndEndsAnActivityTheHostShows() async throws {
        try await withHomeScreen { home in
            let center = ActivityCenter(connection: try await connection(home))
            defer { center.stop() }
            try await ActivityCenter.$scoped.withValue(center) {
                // The first use reads the app's activities from the host (and waits for it).
                #expect(try await onAThread(center) { ActivityAuthorizationInfo().areActivitiesEnabled })
                #expect(try await onAThread(center) { Delivery.activities.isEmpty })

                let stale = Date(timeIntervalSince1970: 1_900_000_000)
                let activity = try await request(center, parcel: "Lamp", content("Packed", minutes: 40, staleDate: stale, relevance: 3), pushType: .token)
                #expect(activity.attributes.parcel == "Lamp")
                #expect(activity.activityState == .active)
                #expect(activity.content.state.stage == "Packed" && activity.content.staleDate == stale && activity.content.relevanceScore == 3)
                let token = try #require(activity.pushToken)
                #expect(token.count > 8)
                var tokens = activity.pushTokenUpdates.makeAsyncIterator()
                #expect(await tokens.next() == token)
                #expect(try await lockScreen(home)[activity.id] == "active")
                // Same id, same object.
                #expect(try await onAThread(center) { Delivery.activities.map { ObjectIdentifier($0) } } == [ObjectIdentifier(activity)])

                var contents = activity.contentUpdates.makeAsyncIterator()
                var states = activity.activityStateUpdates.makeAsyncIterator()
                await activity.update(content("On its way", minutes: 12))
                #expect(activity.content.state == DeliveryAttributes.ContentState(stage: "On its way", minutesLeft: 12))
                #expect(await contents.next()?.state.minutesLeft == 12)
                let shown = try await home.call("GET", "/api/activities/\(activity.id)")
                #expect(shown.text.contains("On its way"))

                await activity.end(content("Delivered", minutes: 0), dismissalPolicy: .default)
                #expect(activity.activityState == .ended)
                #expect(await states.next() == .ended)
                #expect(activity.content.state.stage == "Delivered")
                #expect(try await lockScreen(home)[activity.id] == "ended")
                // An ended activity takes no more updates: the host refuses, the object keeps its final content.
                await activity.update(content("Lost", minutes: 99))
                #expect(activity.content.state.stage == "Delivered")
            }
        }
    }

    @Test func changesTheAppDidNotMakeReachItsObjectsThroughTheLongPoll() async throws {
        try await withHomeScreen { home in
            let center = ActivityCenter(connection: try await connection(home))
            defer { center.stop() }
            try await ActivityCenter.$scoped.withValue(center) {
                let activity = try await request(center, parcel: "Chair", content("Packed", minutes: 30), pushType: .token)
                var contents = activity.contentUpdates.makeAsyncIterator()
                var states = activity.activityStateUpdates.makeAsyncIterator()

                // A server pushes an update to the activity's token (as the gateway hands it to the host).
                let token = try #require(activity.pushToken).map { String(format: "%02x", $0) }.joined()
                let pushed = await home.host.applyActivityPush(
                    extensionID: "test", token: token,
                    ActivityPushEvent(event: .update, timestamp: Date(), contentState: #"{"stage":"Pushed","minutesLeft":5}"#))
                #expect(pushed == .delivered)
                #expect(await contents.next()?.state == DeliveryAttributes.ContentState(stage: "Pushed", minutesLeft: 5))
                #expect(activity.content.state.stage == "Pushed")

                // A person dismisses it on the page.
                let dismissed = try await home.call("POST", "/api/activities/\(activity.id)/dismiss")
                #expect(dismissed.status < 300)
                #expect(await states.next() == .dismissed)
                #expect(try await onAThread(center) { Delivery.activities.isEmpty })
            }
        }
    }

    @Test func aServerStartsAnActivityWithThePushToStartToken() async throws {
        try await withHomeScreen { home in
            let center = ActivityCenter(connection: try await connection(home))
            defer { center.stop() }
            try await ActivityCenter.$scoped.withValue(center) {
                var tokens = try await onAThread(center) { Delivery.pushToStartTokenUpdates }.makeAsyncIterator()
                let token = try #require(await tokens.next())
                #expect(Delivery.pushToStartToken == token)
                let hex = token.map { String(format: "%02x", $0) }.joined()
                #expect(try await home.host.pushToStartToken(extensionID: "test", attributesType: "DeliveryAttributes") == hex)

                var started = Delivery.activityUpdates.makeAsyncIterator()
                let pushed = await home.host.applyActivityPush(
                    extensionID: "test", token: hex,
                    ActivityPushEvent(
                        event: .start, timestamp: Date(), contentState: #"{"stage":"Ordered","minutesLeft":60}"#, attributesType: "DeliveryAttributes",
                        attributes: #"{"parcel":"Desk"}"#))
                #expect(pushed == .delivered)
                let activity = try #require(await started.next())
                #expect(activity.attributes.parcel == "Desk" && activity.content.state.stage == "Ordered")
                #expect(try await onAThread(center) { Delivery.activities.contains { $0 === activity } })
            }
        }
    }

    @Test func theHostsLimitsAreApplesErrors() async throws {
        try await withHomeScreen { home in
            let center = ActivityCenter(connection: try await connection(home))
            defer { center.stop() }
            for index in 0..<ActivityLimits.concurrentActivities {
                _ = try await request(center, parcel: "Parcel \(index)", content("Packed", minutes: index))
            }
            await #expect(throws: ActivityAuthorizationError.targetMaximumExceeded) {
                try await request(center, parcel: "One too many", content("Packed", minutes: 1))
            }
            let huge = String(repeating: "x", count: ActivityLimits.contentStateBytes)
            await #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
                try await request(center, parcel: "Big", content(huge, minutes: 1))
            }
            await #expect(throws: ActivityAuthorizationError.attributesTooLarge) {
                try await request(center, parcel: huge, content("Packed", minutes: 1))
            }
            struct Unknown: ActivityAttributes {
                struct ContentState: Codable, Hashable { var x: Int }
            }
            await #expect(throws: ActivityAuthorizationError.unsupportedTarget) {
                try await onAThread(center) { try Activity.request(attributes: Unknown(), content: ActivityContent(state: .init(x: 1), staleDate: nil)) }
            }

            let stranger = ActivityCenter(connection: try await connection(home, token: "not-a-token"))
            defer { stranger.stop() }
            await #expect(throws: ActivityAuthorizationError.unentitled) {
                try await request(stranger, parcel: "Lamp", content("Packed", minutes: 1))
            }
        }
    }

    /// The watcher's long poll waits on the host; stopping the center ends it at once (its
    /// request is left to finish by itself, as `WidgetCenter`'s are under FoundationNetworking).
    @Test func stoppingTheCenterEndsItsWaitingPoll() async throws {
        try await withHomeScreen { home in
            let center = ActivityCenter(connection: try await connection(home))
            let started = try await onAThread(center) { Delivery.activityUpdates }
            let waiting = Task { () -> Int in
                var count = 0
                for await _ in started { count += 1 }
                return count
            }
            center.stop()
            waiting.cancel()
            #expect(await waiting.value == 0)
            // A new center on the same host still sees what happens.
            let next = ActivityCenter(connection: try await connection(home))
            defer { next.stop() }
            _ = try await request(next, parcel: "Lamp", content("Packed", minutes: 1))
            #expect(try await onAThread(next) { Delivery.activities.count } == 1)
        }
    }
}
