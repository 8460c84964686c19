import Foundation
import Testing
import WidgetryAppTransport
import WidgetryWire
@testable import WidgetryActivityKit

/// ActivityKit's parts that need no host: how the host's refusals become Apple's errors, and how
/// the host's list of activities is reconciled into the live `Activity` objects.
@Suite("ActivityKit: errors and reconciliation")
struct ActivityKitReconciliationTests {
    struct Quest: ActivityAttributes {
        struct ContentState: Codable, Hashable {
            var hitPoints: Int
            var event: String
        }
        var hero: String
    }

    /// A center whose host is never asked: a port nothing listens on, so its first fetch fails
    /// at once; the tests feed it the host's answers themselves.
    func detachedCenter() -> ActivityCenter {
        ActivityCenter(connection: HostConnection(base: URL(string: "http://127.0.0.1:9/")!, token: "t"))
    }

    func wire(_ id: String, hero: String = "Spouty", hitPoints: Int, event: String = "", state: String = "active", token: String? = nil)
        -> ActivityAPI.Activity
    {
        ActivityAPI.Activity(
            id: id, attributesType: "Quest", attributes: #"{"hero":"\#(hero)"}"#,
            content: ActivityAPI.Content(state: #"{"hitPoints":\#(hitPoints),"event":"\#(event)"}"#, staleDate: 1_800_000_000, relevanceScore: 5),
            state: state, pushToken: token, style: "standard", startedAt: 1_700_000_000, endedAt: nil, dismissalDate: nil)
    }

    func answer(_ sequence: Int, _ activities: [ActivityAPI.Activity], pushToStart: [String: String] = [:]) -> ActivityAPI.Activities {
        ActivityAPI.Activities(
            sequence: sequence, activities: activities, areActivitiesEnabled: true, frequentPushesEnabled: false, pushToStartTokens: pushToStart)
    }

    @Test func theHostsRefusalsAreApplesErrors() {
        func mapped(_ status: Int, _ code: String?) -> ActivityAuthorizationError {
            ActivityAuthorizationError(requestFailure: HostAPIError(status: status, code: code, message: ""))
        }
        #expect(mapped(409, "tooManyActivities") == .targetMaximumExceeded)
        #expect(mapped(413, "activityTooLarge") == .attributesTooLarge)
        #expect(mapped(400, "activityTooLarge") == .attributesTooLarge)
        #expect(mapped(404, "activityTypeNotFound") == .unsupportedTarget)
        #expect(mapped(401, "unauthorized") == .unentitled)
        #expect(mapped(403, nil) == .denied)
        #expect(mapped(422, "invalidActivity") == .persistenceFailure)
        #expect(mapped(500, nil) == .persistenceFailure)
        // No answer at all: the host is down.
        #expect(ActivityAuthorizationError(requestFailure: URLError(.cannotConnectToHost)) == .persistenceFailure)
    }

    @Test func theHostsErrorBodyIsRead() {
        let error = HostAPIError(status: 409, body: Data(#"{"error":{"code":"tooManyActivities","message":"the app already runs 5"}}"#.utf8))
        #expect(error.code == "tooManyActivities" && error.message == "the app already runs 5")
        let plain = HostAPIError(status: 502, body: Data("Bad Gateway".utf8))
        #expect(plain.code == nil && plain.description == "HTTP 502: Bad Gateway")
    }

    @Test func withoutAHostActivitiesAreOffAndRequestsAreDenied() throws {
        try ActivityCenter.$scoped.withValue(ActivityCenter(connection: nil)) {
            #expect(!ActivityAuthorizationInfo().areActivitiesEnabled)
            #expect(Activity<Quest>.activities.isEmpty)
            #expect(Activity<Quest>.pushToStartToken == nil)
            #expect(throws: ActivityAuthorizationError.denied) {
                try Activity.request(attributes: Quest(hero: "Spouty"), content: ActivityContent(state: .init(hitPoints: 1, event: ""), staleDate: nil))
            }
        }
    }

    @Test func theHostsListBecomesLiveObjectsOnePerID() async throws {
        let center = detachedCenter()
        defer { center.stop() }
        var started = center.register(Quest.self).sequence.makeAsyncIterator()

        center.reconcile(answer(1, [wire("a", hitPoints: 100, event: "Sets out", token: "00ff10")]), polledAt: nil)
        let first = try #require(await started.next())
        #expect(first.id == "a" && first.attributes.hero == "Spouty")
        #expect(first.content.state == Quest.ContentState(hitPoints: 100, event: "Sets out"))
        #expect(first.content.staleDate == Date(timeIntervalSince1970: 1_800_000_000) && first.content.relevanceScore == 5)
        #expect(first.pushToken == Data([0x00, 0xff, 0x10]))
        #expect(first.activityState == .active)

        // A push changed the content and a token arrived: the same object changes and tells its observers.
        var contents = first.contentUpdates.makeAsyncIterator()
        var states = first.activityStateUpdates.makeAsyncIterator()
        center.reconcile(
            answer(2, [wire("a", hitPoints: 40, event: "Bitten", state: "stale", token: "00ff10"), wire("b", hero: "Panda", hitPoints: 9)]),
            polledAt: nil)
        #expect(await contents.next()?.state == Quest.ContentState(hitPoints: 40, event: "Bitten"))
        #expect(await states.next() == .stale)
        let second = try #require(await started.next())
        #expect(second.id == "b" && second.attributes.hero == "Panda")
        let listed = center.activities(of: Quest.self)
        #expect(listed.map(\.id) == ["a", "b"])
        #expect(listed[0] === first && listed[1] === second)

        // An activity the host no longer lists is dismissed, and no longer among `activities`.
        center.reconcile(answer(3, [wire("b", hero: "Panda", hitPoints: 9)]), polledAt: nil)
        #expect(await states.next() == .dismissed)
        #expect(first.activityState == .dismissed)
        #expect(center.activities(of: Quest.self).map(\.id) == ["b"])
    }

    @Test func aPollSentBeforeTheAppsOwnAnswerDoesNotUndoIt() async throws {
        let center = detachedCenter()
        defer { center.stop() }
        center.reconcile(answer(1, [wire("a", hitPoints: 100)]), polledAt: nil)
        let activity = try #require(center.activities(of: Quest.self).first)
        let pollSent = ContinuousClock.now
        // The answer to the app's update arrives…
        activity.reflect(wire("a", hitPoints: 50, event: "Potion"), polledAt: nil)
        // …then a long poll's answer computed before it: ignored for this activity.
        center.reconcile(answer(2, [wire("a", hitPoints: 100)]), polledAt: pollSent)
        #expect(activity.content.state.hitPoints == 50)
        // A poll sent later is the truth.
        center.reconcile(answer(3, [wire("a", hitPoints: 70)]), polledAt: .now)
        #expect(activity.content.state.hitPoints == 70)
    }

    @Test func pushTokensAreHex() {
        #expect(Data(hexToken: "0aFF") == Data([0x0a, 0xff]))
        #expect(Data(hexToken: "abc") == nil)
        #expect(Data(hexToken: "zz") == nil)
        #expect(Data(hexToken: "") == Data())
    }
}
