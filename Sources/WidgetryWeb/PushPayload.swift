import Foundation
import WidgetryHost
import WidgetryWire

/// A push's JSON as APNs takes it (`{"aps": {…}}`), read for the push types the gateway
/// delivers. Refusals are APNs' reasons: `PayloadEmpty` (no body, or no `aps`), `BadMessage`
/// (not a JSON object, or an `aps` the push type cannot use; APNs documents no reason for
/// these, and the lead's host uses `BadMessage`).
struct PushPayload {
    /// The payload's `aps` dictionary.
    let aps: [String: Any]

    /// Why a payload was refused: APNs' reason and a sentence.
    struct Refusal: Error {
        var reason: String
        var detail: String
        var status = 400
    }

    init(_ body: Data) throws(Refusal) {
        guard !body.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) else {
            throw Refusal(reason: "PayloadEmpty", detail: "the push has no payload")
        }
        guard let object = try? JSONSerialization.jsonObject(with: body), let root = object as? [String: Any] else {
            throw Refusal(reason: "BadMessage", detail: "the payload is not a JSON object")
        }
        guard let aps = root["aps"] as? [String: Any] else {
            throw Refusal(reason: "PayloadEmpty", detail: "the payload has no aps dictionary")
        }
        self.aps = aps
    }

    /// `widgets` and `controls`: `"content-changed": true` asks for a reload; without it iOS does
    /// nothing with the push.
    var contentChanged: Bool {
        (aps["content-changed"] as? Bool) == true
    }

    /// `liveactivity`: the `aps` as an ``ActivityPushEvent``. `event` and `timestamp` are
    /// required; `content-state` (for `start` and `update`) and `attributes` (for `start`) are
    /// objects, kept as compact JSON text; alert texts are strings or localized dictionaries
    /// (their `loc-key` is taken as the text: the host has no app strings to look it up in).
    func activityEvent() throws(Refusal) -> ActivityPushEvent {
        guard let name = aps["event"] as? String, let event = ActivityPushEvent.Event(rawValue: name) else {
            throw Refusal(reason: "BadMessage", detail: "aps.event must be start, update or end")
        }
        guard let timestamp = number("timestamp") else {
            throw Refusal(reason: "BadMessage", detail: "aps.timestamp (seconds since 1970) is required")
        }
        var result = ActivityPushEvent(event: event, timestamp: Date(timeIntervalSince1970: timestamp))
        if let state = aps["content-state"] {
            result.contentState = try Self.objectText(state, "aps.content-state")
        } else if event != .end {
            throw Refusal(reason: "BadMessage", detail: "aps.content-state is required for \(name)")
        }
        result.staleDate = try optionalNumber("stale-date").map(Date.init(timeIntervalSince1970:))
        result.dismissalDate = try optionalNumber("dismissal-date").map(Date.init(timeIntervalSince1970:))
        result.relevanceScore = try optionalNumber("relevance-score")
        if let alert = aps["alert"] {
            guard let alert = alert as? [String: Any] else { throw Refusal(reason: "BadMessage", detail: "aps.alert must be a dictionary") }
            result.alert = ActivityAPI.Alert(
                title: try Self.alertText(alert["title"], "title"), body: try Self.alertText(alert["body"], "body"),
                sound: Self.soundName(alert["sound"]))
        }
        if event == .start {
            guard let type = aps["attributes-type"] as? String, !type.isEmpty, let attributes = aps["attributes"] else {
                throw Refusal(reason: "BadMessage", detail: "a start event needs aps.attributes-type and aps.attributes")
            }
            result.attributesType = type
            result.attributes = try Self.objectText(attributes, "aps.attributes")
        }
        return result
    }

    private func number(_ key: String) -> Double? {
        guard let number = aps[key] as? NSNumber else { return nil }
        return number.doubleValue
    }

    private func optionalNumber(_ key: String) throws(Refusal) -> Double? {
        guard aps[key] != nil else { return nil }
        guard let value = number(key) else { throw Refusal(reason: "BadMessage", detail: "aps.\(key) must be a number") }
        return value
    }

    /// A JSON object as compact text with sorted keys.
    private static func objectText(_ value: Any, _ name: String) throws(Refusal) -> String {
        guard value is [String: Any], let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .withoutEscapingSlashes])
        else { throw Refusal(reason: "BadMessage", detail: "\(name) must be a JSON object") }
        return String(decoding: data, as: UTF8.self)
    }

    private static func alertText(_ value: Any?, _ name: String) throws(Refusal) -> String {
        switch value {
        case nil: return ""
        case let text as String: return text
        case let localized as [String: Any]:
            guard let key = localized["loc-key"] as? String else {
                throw Refusal(reason: "BadMessage", detail: "aps.alert.\(name) as a dictionary needs loc-key")
            }
            return key
        default: throw Refusal(reason: "BadMessage", detail: "aps.alert.\(name) must be a string or a dictionary with loc-key")
        }
    }

    private static func soundName(_ value: Any?) -> String? {
        if let name = value as? String { return name }
        return (value as? [String: Any])?["name"] as? String
    }
}
