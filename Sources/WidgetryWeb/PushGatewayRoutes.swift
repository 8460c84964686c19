import Foundation
import Hummingbird
import WidgetryHost
import WidgetryWire

/// The push gateway: `POST /3/device/{token}` as Apple's push service (APNs) takes it, so that a
/// server's APNs client pointed at the host (`http://host:port` instead of
/// `https://api.push.apple.com`) updates Live Activities, widgets and controls.
///
/// - Authorised by `authorization: bearer <token>`: the token the host issued for the app's
///   extension (the one `/api/widgetcenter/` takes), in place of APNs' signed JWT. Like
///   WidgetCenter's routes it is for servers, not browsers: no sign-in and no same-origin mark
///   (the bearer is the proof); the Host allow-list, body, connection and time limits apply.
/// - Headers: `apns-push-type` (`liveactivity`, `widgets`, `controls`), `apns-topic` (any bundle
///   identifier followed by `.push-type.<the push type>`: the host knows no bundle identifiers),
///   `apns-priority` (1, 5 or 10), `apns-expiration` (a whole number; pushes are delivered at
///   once, so it is only checked), `apns-collapse-id` (at most 64 bytes), `apns-id` (a UUID,
///   echoed; one is made when absent).
/// - Answers as APNs: 200 with `apns-id` and no body when the push was taken (applied, or
///   dropped as iOS drops it); otherwise APNs' status with `{"reason": …}` (410 `Unregistered`
///   also with `timestamp`, milliseconds since 1970) and Widgetry's `detail`, a sentence.
///   A refused push changes nothing. Every push past authorisation is kept for the inspector
///   (``WidgetHost/pushDeliveries(extensionID:)``).
enum PushGatewayRoutes {
    /// The route, as `openapi.yaml` and the access rules name it.
    static let route = "3/device/{token}"
    static let pushTypes: Set<String> = ["liveactivity", "widgets", "controls"]

    static func register(on router: Router<WebRequestContext>, host: WidgetHost) {
        router.post("3/device/:token") { request, context in
            await deliver(request, token: context.parameters.get("token") ?? "", host: host)
        }
    }

    static func deliver(_ request: Request, token: String, host: WidgetHost) async -> Response {
        // The push's id: the one given (checked below), else a new one.
        let given = request.headers[values: .apnsID]
        let apnsID = given.count == 1 && UUID(uuidString: given[0]) != nil ? given[0] : UUID().uuidString.lowercased()
        // Who sends: the app's token (APNs: a provider token).
        guard let authorization = request.headers[.authorization] else {
            return refusal(403, "MissingProviderToken", "authorization: bearer <the app's token> is required", apnsID: apnsID)
        }
        let parts = authorization.split(separator: " ", maxSplits: 1)
        let bearer = parts.count == 2 && parts[0].lowercased() == "bearer" ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        guard !bearer.isEmpty, bearer.count <= 512, let extensionID = await host.extensionID(forToken: bearer),
            (try? host.extensionInfo(extensionID)) != nil
        else {
            return refusal(403, "InvalidProviderToken", "the bearer token is not an app token the host issued (or it was revoked)", apnsID: apnsID)
        }
        var pushType = "?"
        var target: WidgetHost.PushTarget?
        let outcome: PushOutcome
        do throws(PushPayload.Refusal) {
            if try single(request, .apnsID).map({ UUID(uuidString: $0) == nil }) ?? false {
                throw .init(reason: "BadMessageId", detail: "apns-id must be a UUID")
            }
            pushType = try single(request, .apnsPushType) ?? ""
            outcome = try await check(request, token: token, pushType: pushType, extensionID: extensionID, host: host, target: &target)
        } catch {
            outcome = .refused(status: error.status, reason: error.reason, detail: error.detail)
        }
        host.recordPushDelivery(WidgetHost.PushDelivery(time: host.clock.now, pushType: pushType, token: token, extensionID: extensionID, outcome: outcome))
        switch outcome {
        case .delivered, .ignored:
            return Response(status: .ok, headers: [.apnsID: apnsID, .cacheControl: "no-store"])
        case .refused(let status, let reason, let detail):
            var timestamp: Int?
            if reason == "Unregistered" {
                // When the token stopped being valid: the activity's end, else now.
                var since = host.clock.now
                if case .activity(_, let endedAt?)? = target?.kind { since = endedAt }
                timestamp = Int((since.timeIntervalSince1970 * 1000).rounded())
            }
            return refusal(status, reason, detail, apnsID: apnsID, timestamp: timestamp)
        }
    }

    /// Checks the push's headers, payload and token, and hands it to the host.
    private static func check(
        _ request: Request, token: String, pushType: String, extensionID: String, host: WidgetHost, target found: inout WidgetHost.PushTarget?
    ) async throws(PushPayload.Refusal) -> PushOutcome {
        guard pushTypes.contains(pushType) else {
            throw .init(reason: "InvalidPushType", detail: "apns-push-type must be liveactivity, widgets or controls (the push types Widgetry delivers)")
        }
        guard let topic = try single(request, .apnsTopic) else { throw .init(reason: "MissingTopic", detail: "apns-topic is required") }
        let suffix = ".push-type.\(pushType)"
        guard topic.hasSuffix(suffix), topic.count > suffix.count else {
            throw .init(reason: "BadTopic", detail: "apns-topic must be the app's bundle identifier followed by \(suffix) for \(pushType) pushes")
        }
        if let priority = try single(request, .apnsPriority), !["1", "5", "10"].contains(priority) {
            throw .init(reason: "BadPriority", detail: "apns-priority must be 1, 5 or 10")
        }
        if let expiration = try single(request, .apnsExpiration), Int(expiration).map({ $0 < 0 }) ?? true {
            throw .init(reason: "BadExpirationDate", detail: "apns-expiration must be a whole number of seconds since 1970 (0: now)")
        }
        if let collapse = try single(request, .apnsCollapseID), collapse.utf8.count > 64 {
            throw .init(reason: "BadCollapseId", detail: "apns-collapse-id is longer than 64 bytes")
        }
        let payload = try PushPayload(try await body(request))
        guard !token.isEmpty else { throw .init(reason: "MissingDeviceToken", detail: "the path has no device token") }
        guard token.utf8.count <= 200, token.allSatisfy({ $0.isASCII && $0.isHexDigit }) else {
            throw .init(reason: "BadDeviceToken", detail: "a device token is hexadecimal digits")
        }
        do { found = try await host.pushTarget(token: token) } catch {
            return .refused(status: 500, reason: "InternalServerError", detail: error.description)
        }
        guard let target = found else { throw .init(reason: "BadDeviceToken", detail: "the host issued no push token \(token.prefix(8))…") }
        guard target.extensionID == extensionID, target.pushType == pushType else {
            throw .init(reason: "DeviceTokenNotForTopic", detail: "the token is another app's, or for \(target.pushType) pushes")
        }
        switch target.kind {
        case .widgets:
            guard payload.contentChanged else { return .ignored(why: "aps.content-changed is not true") }
            return await host.pushWidgets(extensionID: extensionID)
        case .control(let id):
            guard payload.contentChanged else { return .ignored(why: "aps.content-changed is not true") }
            return await host.pushControl(controlID: id)
        case .activity, .pushToStart:
            return await host.applyActivityPush(extensionID: extensionID, token: token, try payload.activityEvent())
        }
    }

    /// The request's body, at most APNs' 4 KB (`PayloadTooLarge` beyond).
    private static func body(_ request: Request) async throws(PushPayload.Refusal) -> Data {
        let limit = ActivityLimits.pushPayloadBytes
        let tooLarge = PushPayload.Refusal(reason: "PayloadTooLarge", detail: "the payload is larger than \(limit) bytes", status: 413)
        if let declared = request.headers[.contentLength].flatMap(Int.init), declared > limit { throw tooLarge }
        var data = Data()
        do {
            for try await buffer in request.body {
                data.append(contentsOf: buffer.readableBytesView)
                if data.count > limit { throw tooLarge }
            }
        } catch let refusal as PushPayload.Refusal {
            throw refusal
        } catch {
            throw .init(reason: "BadMessage", detail: "the body could not be read")
        }
        return data
    }

    /// The header's value; nil when absent; `DuplicateHeaders` when given more than once.
    private static func single(_ request: Request, _ name: HTTPFields.Element.Name) throws(PushPayload.Refusal) -> String? {
        let values = request.headers[values: name]
        guard values.count <= 1 else { throw .init(reason: "DuplicateHeaders", detail: "\(name) is given more than once") }
        return values.first
    }

    /// APNs' error answer: `{"reason": …}` (with `timestamp` for `Unregistered`) and Widgetry's `detail`.
    static func refusal(_ status: Int, _ reason: String, _ detail: String, apnsID: String, timestamp: Int? = nil) -> Response {
        var body: [String: Any] = ["reason": reason, "detail": detail]
        if let timestamp { body["timestamp"] = timestamp }
        let data = (try? JSONSerialization.data(withJSONObject: body, options: [.sortedKeys])) ?? Data()
        var headers: HTTPFields = [.apnsID: apnsID, .contentType: "application/json; charset=utf-8", .cacheControl: "no-store"]
        // The rest of an oversized body is not read: the connection is not reused.
        if reason == "PayloadTooLarge" { headers[.connection] = "close" }
        return Response(status: HTTPResponse.Status(code: status), headers: headers, body: ResponseBody(byteBuffer: ByteBuffer(bytes: data)))
    }
}

/// APNs' request and answer headers.
extension HTTPFields.Element.Name {
    static var apnsID: Self { Self("apns-id")! }
    static var apnsPushType: Self { Self("apns-push-type")! }
    static var apnsTopic: Self { Self("apns-topic")! }
    static var apnsPriority: Self { Self("apns-priority")! }
    static var apnsExpiration: Self { Self("apns-expiration")! }
    static var apnsCollapseID: Self { Self("apns-collapse-id")! }
}
