import Foundation
import WidgetryStore
import WidgetryWire

/// Push tokens for widgets and controls (`WidgetPushHandler`, `ControlPushHandler`): issued to
/// an extension whose widget kinds have a push handler (one token for them all) and to each
/// placed control of a kind with one, kept by the store (the same on every host of a shared
/// database), told to the extension when it starts and when such a control is placed or removed,
/// and looked up by the push gateway.
extension WidgetHost {
    /// What a push token addresses, as the gateway checks a push against it.
    public struct PushTarget: Sendable, Hashable {
        public enum Kind: Sendable, Hashable {
            /// The extension's push-enabled widgets (`apns-push-type: widgets`).
            case widgets
            /// A placed control (`controls`).
            case control(id: String)
            /// A Live Activity's own token (`liveactivity`); `endedAt` when it is no longer active.
            case activity(id: String, endedAt: Date?)
            /// Push-to-start for activities of an attributes type (`liveactivity`).
            case pushToStart(attributesType: String)
        }

        /// The extension (the app) the token was issued to.
        public var extensionID: String
        public var kind: Kind

        /// The `apns-push-type` pushes to it take.
        public var pushType: String {
            switch kind {
            case .widgets: "widgets"
            case .control: "controls"
            case .activity, .pushToStart: "liveactivity"
            }
        }
    }

    /// What push token `token` addresses; nil for a token the host never issued (or whose
    /// control or extension is gone).
    public func pushTarget(token: String) async throws(HostError) -> PushTarget? {
        if let activity = try await stored({ try await store.activity(pushToken: token) }) {
            let ended = activity.phase == .active ? nil : (activity.endedAt ?? activity.updatedAt)
            return PushTarget(extensionID: activity.extensionID, kind: .activity(id: activity.id, endedAt: ended))
        }
        guard let owner = try await stored({ try await store.pushTokenOwner(token) }), registry.info(owner.extensionID) != nil else {
            return nil
        }
        switch owner.purpose {
        case .widgets: return PushTarget(extensionID: owner.extensionID, kind: .widgets)
        case .control(let id):
            guard (try? await store.control(id: id)) != nil else { return nil }
            return PushTarget(extensionID: owner.extensionID, kind: .control(id: id))
        case .pushToStart(let type): return PushTarget(extensionID: owner.extensionID, kind: .pushToStart(attributesType: type))
        }
    }

    /// The push token of extension `extensionID`'s push-enabled widgets, issued now if it has
    /// none yet; nil when none of its widget kinds has a `WidgetPushHandler`.
    public func widgetPushToken(extensionID: String) async throws(HostError) -> String? {
        guard try extensionInfo(extensionID).widgets.contains(where: \.hasPushHandler) else { return nil }
        return try await stored { try await store.pushToken(extensionID: extensionID, purpose: .widgets, newToken: Self.newPushToken()) }
    }

    /// The push token of placed control `controlID`, issued now if it has none yet; nil when its
    /// kind has no `ControlPushHandler`.
    public func controlPushToken(controlID: String) async throws(HostError) -> String? {
        try await controlPushToken(try await placedControl(controlID))
    }

    func controlPushToken(_ placed: PlacedControl) async throws(HostError) -> String? {
        guard pushEnabledControlKinds(extensionID: placed.extensionID).contains(placed.kind) else { return nil }
        return try await stored {
            try await store.pushToken(extensionID: placed.extensionID, purpose: .control(placed.id), newToken: Self.newPushToken())
        }
    }

    func pushEnabledControlKinds(extensionID: String) -> Set<String> {
        Set((controlState.descriptions(extensionID: extensionID) ?? []).filter(\.hasPushHandler).map(\.kind))
    }

    /// The extension's placed controls as `ControlCenter` lists them, each push-enabled one with
    /// its token.
    func placedControlInfos(extensionID: String) async throws(HostError) -> [PlacedControlInfo] {
        var infos: [PlacedControlInfo] = []
        for placed in try await stored({ try await store.controls(extensionID: extensionID) }) {
            infos.append(
                PlacedControlInfo(id: placed.id, kind: placed.kind, configuration: placed.configuration, pushToken: try await controlPushToken(placed)))
        }
        return infos
    }

    /// Tells extension `extensionID` its push tokens (`pushTokensDidChange`): the widgets' token
    /// with its placed widgets of push-enabled kinds, and its placed controls of push-enabled
    /// kinds with theirs. Nothing is sent to an extension without push handlers, nor what its
    /// running process was already told. Called when the extension starts (its process, again
    /// after a crash or a rebuild) and when a control of a push-enabled kind is placed or removed.
    func announcePushTokens(extensionID: String) async {
        guard let info = registry.info(extensionID) else { return }  // described next, then told
        let widgetKinds = Set(info.widgets.filter(\.hasPushHandler).map(\.kind))
        let controlKinds = pushEnabledControlKinds(extensionID: extensionID)
        guard !widgetKinds.isEmpty || !controlKinds.isEmpty else { return }
        let request: ExtensionRequest
        do {
            let widgetToken = try await widgetPushToken(extensionID: extensionID)
            let widgets = try await stored { try await store.instances(extensionID: extensionID) }
                .filter { widgetKinds.contains($0.kind) }
                .map {
                    PlacedWidgetInfo(
                        id: $0.id, kind: $0.kind, family: $0.family, configuration: $0.configuration,
                        intentTypeName: try? widget(extensionID: extensionID, kind: $0.kind).intent?.typeName)
                }
            let controls = try await placedControlInfos(extensionID: extensionID).filter { controlKinds.contains($0.kind) }
            request = .pushTokensDidChange(widgetToken: widgetToken, widgets: widgets, controls: controls)
        } catch {
            logger.error("extension \(extensionID): its push tokens could not be read: \(error)")
            return
        }
        guard pushes.claimAnnouncement(request, extensionID: extensionID, start: await supervisor.starts(of: extensionID)) else { return }
        do {
            try await client.pushTokensDidChange(extensionID, request)
        } catch {
            pushes.forgetAnnouncement(extensionID: extensionID)
            logger.warning("extension \(extensionID) was not told its push tokens: \(error)")
        }
    }

}

extension ExtensionClient {
    /// Tells the extension its push tokens; it answers once its handlers have heard them.
    func pushTokensDidChange(_ id: String, _ request: ExtensionRequest) async throws(HostError) {
        let response: ExtensionResponse
        do {
            response = try await supervisor.request(id, request)
        } catch {
            throw .extensionFailed(extensionID: id, message: error.description)
        }
        switch response {
        case .performed: return
        case .failure(let message): throw .extensionFailed(extensionID: id, message: message)
        default: throw .extensionFailed(extensionID: id, message: "unexpected answer \(String(describing: response).prefix(200))")
        }
    }
}
