import WidgetryWire

/// A type that receives the push tokens of the extension's placed controls, registered with
/// `.pushHandler(_:)` on the controls' configurations.
///
/// The host issues each placed control of a push-enabled kind a token of its own, which a server
/// puts in the path of its pushes to the host's APNs-shaped gateway (`POST /3/device/{token}`,
/// push type `controls`): each push asks that control for its value again, as
/// `ControlCenter.reloadControls(ofKind:)` does. The host calls the handlers when the extension
/// starts and when a control of a push-enabled kind is placed or removed: each handler type is
/// instantiated and called with every placed control of its kinds, whichever token changed.
public protocol ControlPushHandler {
    init()
    /// The push tokens of the placed controls changed (each control carries its `pushInfo`).
    func pushTokensDidChange(controls: [ControlInfo])
}

/// The push token of a placed control.
public struct ControlPushInfo: Sendable, Hashable {
    /// The token (the host's gateway takes it as 64 hexadecimal digits in the push's path).
    public let token: Data

    package init(token: Data) {
        self.token = token
    }
}

extension ControlWidgetConfiguration {
    /// Opts the control into updates by push: `pushHandlerType` hears the placed controls' push
    /// tokens. Controls of several kinds may share one handler type, called once for them all.
    public func pushHandler(_ pushHandlerType: any ControlPushHandler.Type) -> some ControlWidgetConfiguration {
        modified { $0.pushHandler = pushHandlerType }
    }
}
