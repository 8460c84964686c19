import WidgetryWire

extension WidgetExtension {
    /// The host's `pushTokensDidChange`: each unique `WidgetPushHandler` type is instantiated
    /// once and told the token with the placed widgets of its kinds, and each unique
    /// `ControlPushHandler` type with every placed control of its kinds (each with its token), as
    /// WidgetKit calls them; `WidgetCenter.currentPushInfo` answers the token (kept in `box`)
    /// from then on.
    package func deliverPushTokens(
        widgetToken: String?, widgets placed: [PlacedWidgetInfo], controls placedControls: [PlacedControlInfo], keepingIn box: DeliveredPushToken
    ) {
        let token = widgetToken.flatMap { Data(hexadecimal: $0) }
        box.value = token
        if let token {
            for (handler, kinds) in Self.unique(widgets.map { ($0.pushHandler, $0.kind) }, { ObjectIdentifier($0) }) {
                handler.init().pushTokenDidChange(
                    WidgetPushInfo(token: token), widgets: placed.filter { kinds.contains($0.kind) }.compactMap(WidgetInfo.init))
            }
        }
        for (handler, kinds) in Self.unique(controls.map { ($0.pushHandler, $0.kind) }, { ObjectIdentifier($0) }) {
            handler.init().pushTokensDidChange(controls: placedControls.filter { kinds.contains($0.kind) }.map(ControlInfo.init))
        }
    }

    /// Each handler type once, in declaration order, with the kinds it handles.
    private static func unique<Handler>(
        _ declared: [(Handler?, String)], _ identity: (Handler) -> ObjectIdentifier
    ) -> [(Handler, Set<String>)] {
        var handlers: [(Handler, Set<String>)] = []
        for case let (handler?, kind) in declared {
            let id = identity(handler)
            if let index = handlers.firstIndex(where: { identity($0.0) == id }) {
                handlers[index].1.insert(kind)
            } else {
                handlers.append((handler, [kind]))
            }
        }
        return handlers
    }
}
