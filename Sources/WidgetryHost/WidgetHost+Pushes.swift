import Foundation
import WidgetryWire

/// What pushes to widgets and controls do (the gateway, `POST /3/device/{token}`, checks a push
/// and calls these; Live Activity pushes go to ``applyActivityPush(token:_:)``), and the pushes
/// the host took, for the inspector.
extension WidgetHost {
    /// A push the gateway took, as the inspector lists it.
    public struct PushDelivery: Sendable, Hashable {
        public var time: Date
        /// `apns-push-type`: `liveactivity`, `widgets`, `controls`.
        public var pushType: String
        /// The token's first 8 digits (the whole token addresses the app's widgets or control).
        public var tokenPrefix: String
        /// The app it was for, when the token is known.
        public var extensionID: String?
        public var outcome: PushOutcome

        public init(time: Date, pushType: String, token: String, extensionID: String?, outcome: PushOutcome) {
            self.time = time
            self.pushType = pushType
            self.tokenPrefix = String(token.prefix(8))
            self.extensionID = extensionID
            self.outcome = outcome
        }
    }

    /// A `widgets` push (`{"aps":{"content-changed":true}}`) to extension `extensionID`: its
    /// widgets of push-enabled kinds reload, here and on the other hosts of a shared database,
    /// each counted against its budget as `reloadAllTimelines()` from an app in the background
    /// is (Apple: "When WidgetKit receives a push notification, it reloads your timelines,
    /// similar to when you call reloadAllTimelines()"): deferred, never dropped, when the budget
    /// or the minimum interval holds it back.
    public func pushWidgets(extensionID: String) async -> PushOutcome {
        guard let info = registry.info(extensionID) else { return .ignored(why: "the extension is not running here") }
        let kinds = info.widgets.filter(\.hasPushHandler).map(\.kind)
        guard !kinds.isEmpty else { return .ignored(why: "no widget of the extension has a push handler any longer") }
        let all = kinds.count == info.widgets.count
        for kind in all ? [nil] : kinds.map(Optional.some) {
            if case .failure(let message) = await widgetCenter(extensionID: extensionID, .reloadTimelines(kind: kind), appInForeground: false) {
                return .refused(status: 500, reason: "InternalServerError", detail: message)
            }
        }
        return .delivered
    }

    /// A `controls` push to placed control `controlID`: it is asked for its value again, as
    /// `ControlCenter.reloadControls(ofKind:)` asks (pages are told, and the other hosts).
    public func pushControl(controlID: String) async -> PushOutcome {
        guard let placed = try? await placedControl(controlID) else { return .ignored(why: "the control was removed") }
        guard pushEnabledControlKinds(extensionID: placed.extensionID).contains(placed.kind) else {
            return .ignored(why: "the control's kind has no push handler any longer")
        }
        await refreshControl(placed)
        return .delivered
    }

    /// Keeps `delivery` for the inspector (the last ``PushState/deliveryLimit`` pushes).
    public func recordPushDelivery(_ delivery: PushDelivery) {
        pushes.record(delivery)
        if case .refused = delivery.outcome {
            logger.info("push refused: \(delivery.pushType) to \(delivery.tokenPrefix)…: \(delivery.outcome)")
        }
    }

    /// The pushes the gateway took (the last 100, oldest first); only those for extension
    /// `extensionID` when it is given.
    public func pushDeliveries(extensionID: String? = nil) -> [PushDelivery] {
        pushes.deliveries.filter { extensionID == nil || $0.extensionID == extensionID }
    }
}
