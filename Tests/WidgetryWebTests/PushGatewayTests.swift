import Foundation
import Testing
import TestWidgets
import WidgetKit
import WidgetryHost
import WidgetryWire

/// The push gateway (`POST /3/device/{token}`) on the real server: pushes shaped as a server
/// sends them to APNs reload push-enabled widgets (counted against their budgets) and controls,
/// the extension's push handlers hear their tokens, and every bad push gets APNs' status and
/// reason and changes nothing.
@Suite("Push gateway: widgets and controls updated by APNs-shaped pushes", .serialized)
struct PushGatewayTests {
    /// `PushTestBundle` (Headlines with a push handler, QuietHeadlines without, the Doorbell
    /// control with one) in process: the real protocol, no fork.
    static func inProcessPushWidgets() -> ExtensionLauncher {
        .inProcess({ hostPeer in
            await MainActor.run {
                let runtime = ExtensionRuntime(try! WidgetExtension(bundle: PushTestBundle()))
                return ExtensionRuntime.inProcessPeer(serving: runtime) { bytes in hostPeer.receive(bytes) }
            }
        })
    }

    /// A running home screen with `PushTestBundle` as extension `push` (and as `other`, another
    /// app, when asked), and the app token of `push`.
    func withPushes(otherApp: Bool = false, _ body: (RunningHomeScreen, _ appToken: String) async throws -> Void) async throws {
        try await withHomeScreen { home in
            PushHandlerLog.clear()
            for id in otherApp ? ["push", "other"] : ["push"] {
                try await home.host.addExtension(id: id, name: "Pushes (\(id))", path: "in-process", launcher: Self.inProcessPushWidgets())
            }
            try await body(home, try await appToken(home, "push"))
        }
    }

    func appToken(_ home: RunningHomeScreen, _ extensionID: String) async throws -> String {
        let issued = try await home.call("POST", "/api/extensions/\(extensionID)/token")
        try #require(issued.status == 201)
        return try #require(try JSONDecoder.api.decode([String: String].self, from: issued.body)["token"])
    }

    /// A push as a server's APNs client sends it.
    func push(
        _ home: RunningHomeScreen, to token: String, type: String = "widgets", topic: String? = nil, bearer: String?,
        payload: String = #"{"aps":{"content-changed":true}}"#, headers: [String: String] = [:]
    ) async throws -> HTTPResult {
        var fields = ["apns-push-type": type, "apns-topic": topic ?? "com.example.news.push-type.\(type)", "apns-priority": "10"]
        if let bearer { fields["authorization"] = "bearer \(bearer)" }
        fields.merge(headers) { _, new in new }
        fields = fields.filter { !$0.value.isEmpty }  // "": the header is not sent
        return try await send("POST", home.url("/3/device/\(token)"), headers: fields, body: Data(payload.utf8))
    }

    /// The times the doorbell's value was asked for, as its label says (`Rung 3`).
    static func rung(_ value: ControlArchive?) -> Int? {
        value?.label.text.flatMap { Int($0.dropFirst("Rung ".count)) }
    }

    func reason(_ result: HTTPResult) -> String? {
        (try? JSONSerialization.jsonObject(with: result.body) as? [String: Any])?["reason"] as? String
    }

    func edition(_ home: RunningHomeScreen, _ id: String) async throws -> String {
        try await home.call("GET", "/api/instances/\(id)/render").text
    }

    /// The edition a headlines widget shows (`Edition 3`).
    func editionNumber(_ home: RunningHomeScreen, _ id: String) async throws -> Int? {
        try await edition(home, id).firstMatch(of: /Edition (\d+)/).flatMap { Int($0.1) }
    }

    @Test func aWidgetPushReloadsThePushEnabledWidgetsCountedAgainstTheirBudget() async throws {
        // (With another app's extension in the same process: each reads its own token.)
        try await withPushes(otherApp: true) { home, app in
            let host = home.host
            let headlines = try await host.place(extensionID: "push", kind: "Headlines", family: "systemSmall").id
            let quiet = try await host.place(extensionID: "push", kind: "QuietHeadlines", family: "systemSmall").id
            try await home.waitUntilLoaded(headlines)
            try await home.waitUntilLoaded(quiet)
            let token = try #require(try await host.widgetPushToken(extensionID: "push"))
            #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
            #expect(try await host.widgetPushToken(extensionID: "push") == token)
            #expect(try await host.widgetPushToken(extensionID: "test") == nil)
            // The handler heard the token with the placed widget of its kind; the provider reads
            // it from `WidgetCenter.currentPushInfo`.
            try await waitFor("the widget push handler to hear the token with Headlines") {
                PushHandlerLog.all.contains { $0.handler == "widgets" && $0.tokens == [token] && $0.kinds == ["Headlines"] }
            }
            // (Editions count every reload of the kind in this process, other suites' too.)
            let firstEdition = try #require(try await editionNumber(home, headlines))
            let quietEdition = try await edition(home, quiet)
            // The app reads it too, over its connection to the host.
            let center = WidgetCenter()
            center.connect(HTTPWidgetCenterTransport(base: home.url(""), token: app))
            #expect(await center.currentPushInfo?.token == Data(hexadecimal: token))

            let pushed = try await push(home, to: token, bearer: app, headers: ["apns-id": "6A2E6F1D-3C52-4F0B-9F26-0C1F2D8B7E41"])
            #expect(pushed.status == 200, "\(pushed.text)")
            #expect(pushed.header("apns-id") == "6A2E6F1D-3C52-4F0B-9F26-0C1F2D8B7E41")
            #expect(pushed.body.isEmpty)
            try await waitFor("Headlines to reload") { try await editionNumber(home, headlines) ?? 0 > firstEdition }
            #expect(try await edition(home, headlines).contains("Token \(token.prefix(8))"))
            // Counted, as an app's reload from the background is; the widget without a handler
            // did not reload.
            let status = try host.status(instanceID: headlines)
            #expect(status.countedReloads.count == 1)
            #expect(status.budgetLeft == host.schedulingRules.budget - 1)
            #expect(try host.status(instanceID: quiet).countedReloads.isEmpty)
            #expect(try await edition(home, quiet) == quietEdition)

            // A second push at once is budgeted too: deferred by the minimum interval, not free.
            let again = try await push(home, to: token, bearer: app)
            #expect(again.status == 200)
            #expect(UUID(uuidString: try #require(again.header("apns-id"))) != nil)
            let planned = try #require(try host.status(instanceID: headlines).nextReload)
            #expect(planned.reason == .widgetCenter(appInForeground: false) && planned.counted)
            #expect(try #require(planned.date) >= status.countedReloads[0].addingTimeInterval(host.schedulingRules.minimumInterval))

            let deliveries = host.pushDeliveries(extensionID: "push")
            #expect(deliveries.map(\.pushType) == ["widgets", "widgets"])
            #expect(deliveries.allSatisfy { $0.outcome == .delivered && $0.tokenPrefix == String(token.prefix(8)) })
        }
    }

    @Test func aControlPushAsksThatControlForItsValueAgain() async throws {
        try await withPushes { home, app in
            let host = home.host
            let placed = try await host.placeControl(extensionID: "push", kind: "Doorbell")
            // (The doorbell counts every ask in this process, other suites' too.)
            let rungBefore = try #require(Self.rung(placed.value))
            let token = try #require(try await host.controlPushToken(controlID: placed.control.id))
            let widgetsToken = try await host.widgetPushToken(extensionID: "push")
            #expect(token.count == 64 && token != widgetsToken)
            try await waitFor("the control push handler to hear the doorbell's token") {
                PushHandlerLog.all.contains { $0.handler == "controls" && $0.tokens == [token] && $0.kinds == ["Doorbell"] }
            }
            // The app reads it as `ControlInfo.pushInfo`.
            let controls = try await send(
                "GET", home.url("/api/widgetcenter/controls"), headers: ["Authorization": "Bearer \(app)"])
            #expect(try JSONDecoder().decode(WidgetCenterAPI.Controls.self, from: controls.body).controls.map(\.pushToken) == [token])

            let pushed = try await push(home, to: token, type: "controls", bearer: app)
            #expect(pushed.status == 200, "\(pushed.text)")
            #expect(try #require(Self.rung(try await host.controlDisplay(placed.control.id).value)) > rungBefore)

            // A new process of the extension (here: rebuilt) is told its tokens again.
            let heard = PushHandlerLog.all.filter { $0.handler == "controls" && $0.tokens == [token] }.count
            try await host.refreshExtension("push")
            try await waitFor("the restarted extension's handler to hear the token again") {
                PushHandlerLog.all.filter { $0.handler == "controls" && $0.tokens == [token] }.count > heard
            }

            // Removed: the handler hears the controls left (none), and its token is no more.
            try await host.removeControl(id: placed.control.id)
            try await waitFor("the control push handler to hear the control went") {
                PushHandlerLog.all.last { $0.handler == "controls" }?.kinds == []
            }
            let gone = try await push(home, to: token, type: "controls", bearer: app)
            #expect(gone.status == 400 && reason(gone) == "BadDeviceToken", "\(gone.text)")
        }
    }

    @Test func badPushesGetAPNsReasonsAndChangeNothing() async throws {
        try await withPushes(otherApp: true) { home, app in
            let host = home.host
            let headlines = try await host.place(extensionID: "push", kind: "Headlines", family: "systemSmall").id
            try await home.waitUntilLoaded(headlines)
            let token = try #require(try await host.widgetPushToken(extensionID: "push"))
            let shown = try await edition(home, headlines)
            let othersToken = try #require(try await host.widgetPushToken(extensionID: "other"))
            let huge = #"{"aps":{"content-changed":true},"pad":""# + String(repeating: "x", count: ActivityLimits.pushPayloadBytes) + #""}"#
            let cases: [(String, HTTPResult, Int, String)] = [
                ("no bearer", try await push(home, to: token, bearer: nil), 403, "MissingProviderToken"),
                ("a bearer the host never issued", try await push(home, to: token, bearer: "forged"), 403, "InvalidProviderToken"),
                ("an alert push", try await push(home, to: token, type: "alert", bearer: app), 400, "InvalidPushType"),
                ("no topic", try await push(home, to: token, topic: "", bearer: app), 400, "MissingTopic"),
                ("a topic without the push type", try await push(home, to: token, topic: "com.example.news", bearer: app), 400, "BadTopic"),
                ("the topic of another push type", try await push(home, to: token, topic: "com.example.news.push-type.controls", bearer: app), 400, "BadTopic"),
                ("priority 7", try await push(home, to: token, bearer: app, headers: ["apns-priority": "7"]), 400, "BadPriority"),
                ("an apns-id that is no UUID", try await push(home, to: token, bearer: app, headers: ["apns-id": "first"]), 400, "BadMessageId"),
                ("an expiration that is no number", try await push(home, to: token, bearer: app, headers: ["apns-expiration": "soon"]), 400, "BadExpirationDate"),
                ("no payload", try await push(home, to: token, bearer: app, payload: ""), 400, "PayloadEmpty"),
                ("no aps", try await push(home, to: token, bearer: app, payload: #"{"news":1}"#), 400, "PayloadEmpty"),
                ("a payload that is not JSON", try await push(home, to: token, bearer: app, payload: "reload please"), 400, "BadMessage"),
                ("more than 4 KB", try await push(home, to: token, bearer: app, payload: huge), 413, "PayloadTooLarge"),
                ("a token the host never issued", try await push(home, to: String(repeating: "0", count: 64), bearer: app), 400, "BadDeviceToken"),
                ("a token that is not hexadecimal", try await push(home, to: "headlines", bearer: app), 400, "BadDeviceToken"),
                ("another app's token", try await push(home, to: othersToken, bearer: app), 400, "DeviceTokenNotForTopic"),
                ("the widgets' token as a control's", try await push(home, to: token, type: "controls", bearer: app), 400, "DeviceTokenNotForTopic"),
            ]
            for (what, result, status, expected) in cases {
                #expect(result.status == status, "\(what): \(result.status) \(result.text)")
                #expect(reason(result) == expected, "\(what): \(result.text)")
                #expect(result.header("apns-id") != nil, "\(what)")
            }
            // Nothing reloaded; the refusals past authorisation are listed for the inspector.
            #expect(try host.status(instanceID: headlines).countedReloads.isEmpty)
            #expect(try host.status(instanceID: headlines).nextReload == nil)
            #expect(try await edition(home, headlines) == shown)
            let refused = host.pushDeliveries(extensionID: "push").compactMap { delivery -> String? in
                if case .refused(_, let reason, _) = delivery.outcome { reason } else { nil }
            }
            #expect(refused == cases.dropFirst(2).map(\.3))
        }
    }

    @Test func theGatewayAsksForNoSessionButKeepsTheServersProtections() async throws {
        try await withHomeScreen(beyondLoopback: true) { home in
            try await home.host.addExtension(id: "push", name: "Pushes", path: "in-process", launcher: Self.inProcessPushWidgets())
            let code = try #require(try await home.access.prepare(ownerPassword: nil))
            let setup = try await home.call("POST", "/api/session/setup", json: #"{"setupCode":"\#(code)","password":"correct horse"}"#)
            try #require(setup.status == 200)
            // Beyond loopback the API asks for sign-in; the gateway takes the app's token instead.
            #expect(try await home.call("POST", "/api/extensions/push/token").status == 401)
            let app = try await home.host.issueToken(extensionID: "push")
            let token = try #require(try await home.host.widgetPushToken(extensionID: "push"))
            #expect(try await push(home, to: token, bearer: app).status == 200)
            #expect(try await push(home, to: token, bearer: nil).status == 403)
            // A foreign Host is refused before the route; a repeated header is APNs' DuplicateHeaders.
            let port = home.server.port
            let head = "POST /3/device/\(token) HTTP/1.1\r\napns-push-type: widgets\r\napns-topic: news.push-type.widgets\r\n"
                + "authorization: bearer \(app)\r\ncontent-type: application/json\r\n"
            let payload = #"{"aps":{"content-changed":true}}"#
            #expect(try await rawHTTP(port: port, head + "Host: evil.example:\(port)\r\n", body: payload).status == 421)
            let twice = try await rawHTTP(
                port: port, head + "Host: 127.0.0.1:\(port)\r\napns-priority: 10\r\napns-priority: 5\r\n", body: payload)
            #expect(twice.status == 400 && twice.text.contains("DuplicateHeaders"), "\(twice.text)")
            #expect(home.host.pushDeliveries(extensionID: "push").map(\.outcome.isDelivered) == [true, false])
        }
    }

    @Test func liveActivityPushesReachTheHostAndADismissedActivitysTokenIsUnregistered() async throws {
        try await withPushes { home, _ in
            let host = home.host
            let app = try await appToken(home, "test")
            let started = try await host.startActivity(
                extensionID: "test",
                ActivityAPI.Start(
                    attributesType: "DeliveryAttributes", attributes: #"{"parcel":"Books"}"#,
                    content: ActivityAPI.Content(state: #"{"stage":"Packed","minutesLeft":30}"#), pushType: "token"))
            let token = try #require(started.pushToken)
            let now = Int(Date().timeIntervalSince1970)
            let update = try await push(
                home, to: token, type: "liveactivity", bearer: app,
                payload: #"{"aps":{"event":"update","timestamp":\#(now + 1),"content-state":{"minutesLeft":12,"stage":"On its way"},"alert":{"title":{"loc-key":"DELIVERY_TITLE"},"body":"Soon"}}}"#)
            #expect(update.status == 200, "\(update.text)")
            let shown = try await host.liveActivity(started.id)
            #expect(shown.activity.contentState == #"{"minutesLeft":12,"stage":"On its way"}"#)
            #expect(shown.alert == ActivityAPI.Alert(title: "DELIVERY_TITLE", body: "Soon"))
            // Without a timestamp the push is refused.
            let undated = try await push(
                home, to: token, type: "liveactivity", bearer: app, payload: #"{"aps":{"event":"update","content-state":{"minutesLeft":1,"stage":"x"}}}"#)
            #expect(undated.status == 400 && reason(undated) == "BadMessage")

            // (The push above was dated a second ahead: the end is dated after it, or it would be older.)
            _ = try await host.endActivity(
                extensionID: "test", id: started.id, ActivityAPI.End(dismissalPolicy: "immediate", timestamp: Double(now + 2)))
            let late = try await push(
                home, to: token, type: "liveactivity", bearer: app,
                payload: #"{"aps":{"event":"update","timestamp":\#(now + 3),"content-state":{"minutesLeft":5,"stage":"Late"}}}"#)
            #expect(late.status == 410 && reason(late) == "Unregistered", "\(late.status) \(late.text) \(host.pushDeliveries(extensionID: "test"))")
            let body = try #require(try JSONSerialization.jsonObject(with: late.body) as? [String: Any])
            let timestamp = try #require(body["timestamp"] as? Int)
            #expect(abs(Double(timestamp) / 1000 - Date().timeIntervalSince1970) < 3600)
            #expect(try await host.liveActivity(started.id).activity.contentState.contains("On its way"))
        }
    }
}

extension PushOutcome {
    var isDelivered: Bool { self == .delivered }
}
