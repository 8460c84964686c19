import Foundation
import Testing
import TestWidgets
@testable import WidgetryHost
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

/// Live Activities on the host: started, updated, stale, ended and dismissed on a virtual clock;
/// Apple's limits refused with clear errors; pushes applied in order. On a SQLite file and a real
/// PostgreSQL database (`ControlTestBundle` has the Delivery activity).
@Suite("Live Activities: lifecycle, limits and pushes", .serialized)
struct LiveActivityTests {
    static func start(_ host: WidgetHost, parcel: String = "Books", minutes: Int = 20, stale: Date? = nil, push: Bool = true) async throws
        -> ActivityAPI.Activity
    {
        try await host.startActivity(
            extensionID: "test",
            ActivityAPI.Start(
                attributesType: "DeliveryAttributes", attributes: #"{"parcel":"\#(parcel)"}"#,
                content: ActivityAPI.Content(
                    state: #"{"stage":"Packed","minutesLeft":\#(minutes)}"#, staleDate: stale?.timeIntervalSince1970),
                pushType: push ? "token" : nil))
    }

    static func content(_ stage: String, _ minutes: Int) -> ActivityAPI.Content {
        ActivityAPI.Content(state: #"{"stage":"\#(stage)","minutesLeft":\#(minutes)}"#)
    }

    static func virtualClock(_ host: WidgetHost) throws -> VirtualClock {
        guard let clock = host.clock as? VirtualClock else { throw HostError.refused("the test host runs on a virtual clock") }
        return clock
    }

    static func texts(_ archive: WidgetArchive) -> [String] {
        archive.allNodes.compactMap { $0.text?.plainText }
    }

    @Test(arguments: ControlStoreKind.allCases) func theExtensionDeclaresItsActivityKinds(kind: ControlStoreKind) async throws {
        try await withTestBundleHost(kind) { host, _ in
            let kinds = try host.activityKinds(extensionID: "test")
            #expect(kinds.map(\.attributesType) == ["DeliveryAttributes"])
            // Its widgets are described as before.
            let widgets = try host.extensionInfo("test").widgets
            #expect(widgets.map(\.kind) == ["Counter"])
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func anActivityLivesItsLifeOnTheHostsClock(kind: ControlStoreKind) async throws {
        try await withTestBundleHost(kind) { host, reopen in
            let clock = try Self.virtualClock(host)
            let running = Task { await host.run() }
            defer { running.cancel() }
            var events = host.events().makeAsyncIterator()

            let started = try await Self.start(host, stale: clock.now.addingTimeInterval(600))
            #expect(started.state == "active")
            #expect(started.pushToken?.count == 64)
            var shown = try await host.liveActivity(started.id)
            let lockScreen = try #require(shown.archive?.lockScreen.first)
            #expect(Self.texts(lockScreen).contains("Packed"))
            #expect(shown.archive?.backgroundTint != nil)

            // An update shows at once.
            let updated = try await host.updateActivity(extensionID: "test", id: started.id, ActivityAPI.Update(content: Self.content("On its way", 12)))
            #expect(updated.content.state.contains("On its way"))
            shown = try await host.liveActivity(started.id)
            #expect(try #require(shown.archive?.compactTrailing).allNodes.compactMap { $0.text?.plainText }.contains("12m"))

            // Past its stale date it is stale, and the view is drawn stale.
            _ = try await host.updateActivity(
                extensionID: "test", id: started.id,
                ActivityAPI.Update(content: ActivityAPI.Content(state: Self.content("On its way", 12).state, staleDate: clock.now.addingTimeInterval(60).timeIntervalSince1970)))
            clock.advance(by: 61)
            while let event = await events.next(), event != .activityChanged(activityID: started.id) {}
            shown = try await host.liveActivity(started.id)
            #expect(shown.state == "stale")
            #expect(Self.texts(try #require(shown.archive?.lockScreen.first)).contains("Waiting for news"))

            // Ended with the default policy: on the Lock Screen up to 4 more hours, then dismissed.
            let ended = try await host.endActivity(extensionID: "test", id: started.id, ActivityAPI.End(content: Self.content("Delivered", 0)))
            #expect(ended.state == "ended")
            #expect(ended.dismissalDate == clock.now.addingTimeInterval(4 * 3600).timeIntervalSince1970)
            #expect(try await host.liveActivities().map(\.activity.id) == [started.id])
            await #expect(throws: HostError.activityEnded(started.id)) {
                try await host.updateActivity(extensionID: "test", id: started.id, ActivityAPI.Update(content: Self.content("Lost", 1)))
            }
            clock.advance(by: 4 * 3600)
            while let event = await events.next(), event != .activityChanged(activityID: started.id) {}
            #expect(try await host.liveActivities().isEmpty)
            #expect(try await host.appActivities(extensionID: "test", after: -1, wait: .zero).activities.map(\.state) == ["dismissed"])

            // A host started on the same store knows it.
            let again = try await reopen()
            #expect(try await again.liveActivity(started.id).state == "dismissed")
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func eightHoursAfterItStartedAnActivityEnds(kind: ControlStoreKind) async throws {
        try await withTestBundleHost(kind) { host, _ in
            let clock = try Self.virtualClock(host)
            let running = Task { await host.run() }
            defer { running.cancel() }
            var events = host.events().makeAsyncIterator()
            let started = try await Self.start(host)
            clock.advance(by: 8 * 3600)
            while let event = await events.next(), event != .activityChanged(activityID: started.id) {}
            let shown = try await host.liveActivity(started.id)
            #expect(shown.state == "ended")
            #expect(shown.activity.endedAt == Date(timeIntervalSince1970: started.startedAt + 8 * 3600))
            // Twelve hours after its start it leaves the Lock Screen whatever it asks.
            #expect(shown.activity.dismissalDate == Date(timeIntervalSince1970: started.startedAt + 12 * 3600))
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func applesLimitsAreRefusedWithClearErrors(kind: ControlStoreKind) async throws {
        try await withTestBundleHost(kind) { host, _ in
            for parcel in 1...ActivityLimits.concurrentActivities { _ = try await Self.start(host, parcel: "P\(parcel)") }
            await #expect(throws: HostError.tooManyActivities(limit: 5)) { try await Self.start(host, parcel: "P6") }
            // An ended activity frees its place.
            let first = try #require(try await host.liveActivities().last)
            _ = try await host.endActivity(extensionID: "test", id: first.activity.id, ActivityAPI.End(dismissalPolicy: "immediate"))
            _ = try await Self.start(host, parcel: "P6")

            let large = String(repeating: "x", count: 5000)
            let error = await #expect(throws: HostError.self) {
                try await host.startActivity(
                    extensionID: "test",
                    ActivityAPI.Start(
                        attributesType: "DeliveryAttributes", attributes: #"{"parcel":"x"}"#,
                        content: ActivityAPI.Content(state: #"{"stage":"\#(large)","minutesLeft":1}"#)))
            }
            #expect(error?.description.contains("at most 4096") == true)
            await #expect(throws: HostError.unknownActivityType(extensionID: "test", type: "Pizza", known: ["DeliveryAttributes"])) {
                try await host.startActivity(
                    extensionID: "test", ActivityAPI.Start(attributesType: "Pizza", attributes: "{}", content: Self.content("x", 1)))
            }
            // A content state that is not the type's shape is refused; nothing is stored.
            let before = try await host.liveActivities().count
            let refused = await #expect(throws: HostError.self) {
                try await host.startActivity(
                    extensionID: "test",
                    ActivityAPI.Start(attributesType: "DeliveryAttributes", attributes: #"{"parcel":"x"}"#, content: ActivityAPI.Content(state: #"{"stage":3}"#)))
            }
            guard case .invalidActivity = refused else { Issue.record("expected invalidActivity, got \(String(describing: refused))"); return }
            #expect(try await host.liveActivities().count == before)
        }
    }

    @Test(arguments: ControlStoreKind.allCases) func pushesStartUpdateAndEndActivitiesInOrder(kind: ControlStoreKind) async throws {
        try await withTestBundleHost(kind) { host, _ in
            let clock = try Self.virtualClock(host)
            let started = try await Self.start(host)
            let token = try #require(started.pushToken)
            let now = clock.now
            let update = ActivityPushEvent(event: .update, timestamp: now.addingTimeInterval(5), contentState: Self.content("Near", 3).state)
            #expect(await host.applyActivityPush(extensionID: "test", token: token, update) == .delivered)
            #expect(try await host.liveActivity(started.id).activity.contentState.contains("Near"))

            // An older push changes nothing.
            let old = ActivityPushEvent(event: .update, timestamp: now.addingTimeInterval(1), contentState: Self.content("Far", 30).state)
            guard case .ignored = await host.applyActivityPush(extensionID: "test", token: token, old) else {
                Issue.record("an older push was not ignored")
                return
            }
            #expect(try await host.liveActivity(started.id).activity.contentState.contains("Near"))

            // Bad pushes: another app's, an unknown token.
            #expect(
                await host.applyActivityPush(extensionID: "other", token: token, update)
                    == .refused(status: 400, reason: "DeviceTokenNotForTopic", detail: "the token belongs to another app than the one authorised"))
            guard case .refused(400, "BadDeviceToken", _) = await host.applyActivityPush(extensionID: "test", token: String(repeating: "0", count: 64), update)
            else {
                Issue.record("an unknown token was not refused")
                return
            }

            // End by push, then the token is gone once dismissed.
            let end = ActivityPushEvent(event: .end, timestamp: now.addingTimeInterval(10), contentState: Self.content("Delivered", 0).state, dismissalDate: now)
            #expect(await host.applyActivityPush(extensionID: "test", token: token, end) == .delivered)
            guard case .refused(410, "Unregistered", _) = await host.applyActivityPush(extensionID: "test", token: token, update) else {
                Issue.record("a dismissed activity's token was not unregistered")
                return
            }
            // The inspector's history says what each did.
            #expect(
                host.activityHistory(started.id).map { "\($0.source) \($0.event)" }
                    == ["app started", "push updated", "push ignored", "push ended", "push refused"])

            // Push-to-start.
            let startToken = try await host.pushToStartToken(extensionID: "test", attributesType: "DeliveryAttributes")
            #expect(try await host.pushToStartToken(extensionID: "test", attributesType: "DeliveryAttributes") == startToken)
            let start = ActivityPushEvent(
                event: .start, timestamp: now.addingTimeInterval(20), contentState: Self.content("Ordered", 45).state,
                attributesType: "DeliveryAttributes", attributes: #"{"parcel":"Shoes"}"#)
            #expect(await host.applyActivityPush(extensionID: "test", token: startToken, start) == .delivered)
            let apps = try await host.appActivities(extensionID: "test", after: -1, wait: .zero)
            #expect(apps.pushToStartTokens["DeliveryAttributes"] == startToken)
            #expect(apps.activities.contains { $0.attributes.contains("Shoes") && $0.state == "active" })
        }
    }

    @Test func aButtonOfTheActivityRunsItsIntentInTheExtension() async throws {
        try await withTestBundleHost(.sqlite) { host, _ in
            let parcel = "Parcel \(UUID().uuidString.prefix(8))"
            let started = try await Self.start(host, parcel: parcel)
            let shown = try await host.liveActivity(started.id)
            let lockScreen = try #require(shown.archive?.lockScreen.first)
            let button = try #require(lockScreen.allNodes.first { $0.action?.intent?.typeName.contains("ConfirmDeliveryIntent") == true })
            #expect(try await host.performActivityAction(started.id, action: button.id) == .performed)
            #expect(DeliveryConfirmations.parcels.contains(parcel))
            #expect(host.activityHistory(started.id).last?.event == "performed")
            await #expect(throws: HostError.unknownAction(instanceID: started.id, action: "nope")) {
                try await host.performActivityAction(started.id, action: "nope")
            }
        }
    }

    @Test func anAppsLongPollWakesWhenAnActivityChanges() async throws {
        try await withTestBundleHost(.sqlite) { host, _ in
            let sequence = try await host.appActivities(extensionID: "test", after: -1, wait: .zero).sequence
            async let waited = host.appActivities(extensionID: "test", after: sequence, wait: .seconds(30))
            _ = try await Self.start(host)
            let answer = try await waited
            #expect(answer.sequence > sequence)
            #expect(answer.activities.count == 1)
        }
    }
}
