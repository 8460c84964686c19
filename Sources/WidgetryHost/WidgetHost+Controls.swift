import Foundation
import WidgetryStore
import WidgetryWire

/// Controls (`ControlWidget`): the extensions' controls and their previews, placing and
/// configuring them (validated through their `ControlConfigurationIntent`, as widgets are),
/// their values, a tap performed in the extension, and `ControlCenter`'s reloads.
extension WidgetHost {
    /// A placed control with the value it shows.
    public struct ControlDisplay: Sendable, Hashable {
        public var control: PlacedControl
        /// Its template's value; `nil` while it needs configuration, when its template is
        /// empty or when the extension failed (`error`).
        public var value: ControlArchive?
        /// Why the last request for its value failed.
        public var error: String?
        /// The link a tap opened (an `OpenURLIntent` action): the page opens a web link; any
        /// other was handed to the extension's app.
        public var openedURL: String? = nil
    }

    /// A control of the gallery: its description and its preview (the provider's `previewValue`
    /// for the intent's default configuration).
    public struct ControlPreview: Sendable, Hashable {
        public var control: ControlDescription
        public var value: ControlArchive?
    }

    /// The controls extension `extensionID` declares.
    public func controls(extensionID: String) throws(HostError) -> [ControlDescription] {
        _ = try extensionInfo(extensionID)
        return controlState.descriptions(extensionID: extensionID) ?? []
    }

    /// The control of `kind` in extension `extensionID`.
    public func control(extensionID: String, kind: String) throws(HostError) -> ControlDescription {
        let controls = try controls(extensionID: extensionID)
        guard let control = controls.first(where: { $0.kind == kind }) else {
            throw .unknownControlKind(extensionID: extensionID, kind: kind, known: controls.map(\.kind))
        }
        return control
    }

    /// A picker's choices for parameter `parameter` of a placed control's configuration, searched
    /// with `matching`; nil when the parameter offers no list (free text, numbers, dates).
    public func controlOptions(controlID: String, parameter: String, matching: String? = nil) async throws(HostError) -> ParameterOptions? {
        let placed = try await placedControl(controlID)
        guard let schema = try control(extensionID: placed.extensionID, kind: placed.kind).intent else {
            throw .controlNotConfigurable(kind: placed.kind)
        }
        guard schema.parameters.contains(where: { $0.key == parameter }) else { throw .unknownParameter(kind: placed.kind, parameter: parameter) }
        return try await client.controlOptions(placed.extensionID, kind: placed.kind, parameter: parameter, matching: matching)
    }

    /// The controls gallery of extension `extensionID`: each control with its preview value.
    public func controlGallery(extensionID: String) async throws(HostError) -> [ControlPreview] {
        var previews: [ControlPreview] = []
        for control in try controls(extensionID: extensionID) {
            var configuration: Configuration = [:]
            if control.isConfigurable { configuration = try await client.defaultControlConfiguration(extensionID, kind: control.kind).0 }
            let value = try? await client.controlValue(extensionID, kind: control.kind, configuration: configuration, preview: true)
            previews.append(ControlPreview(control: control, value: value ?? nil))
        }
        return previews
    }

    /// Places a control after the others. Its configuration is `configuration` (validated) or
    /// the intent's defaults; a required parameter left without a value makes it wait for its
    /// configuration. Its current value is asked for at once.
    @discardableResult
    public func placeControl(
        extensionID: String, kind: String, configuration: Configuration? = nil, id: String? = nil
    ) async throws(HostError) -> ControlDisplay {
        let description = try control(extensionID: extensionID, kind: kind)
        var values: Configuration = [:]
        var missing: [String] = []
        if description.isConfigurable {
            if let configuration {
                do {
                    values = try await client.validateControl(extensionID, kind: kind, configuration)
                } catch .invalidConfiguration(let error) where error.needsConfiguration {
                    values = configuration
                    missing = error.issues.map(\.parameter)
                }
            } else {
                let (defaults, needs) = try await client.defaultControlConfiguration(extensionID, kind: kind)
                values = defaults
                missing = needs?.issues.map(\.parameter) ?? []
            }
        } else if let configuration, !configuration.isEmpty {
            throw .controlNotConfigurable(kind: kind)
        }
        let placed = try await stored {
            try await store.placeControl(id: id, extensionID: extensionID, kind: kind, configuration: values, missingParameters: missing)
        }
        if description.hasPushHandler { await announcePushTokens(extensionID: extensionID) }
        return await refreshControl(placed)
    }

    /// The placed controls, in order.
    public func placedControls() async throws(HostError) -> [PlacedControl] {
        try await stored { try await store.controls(extensionID: nil) }
    }

    /// The placed control `id`.
    public func placedControl(_ id: String) async throws(HostError) -> PlacedControl {
        try await stored { try await store.control(id: id) }
    }

    /// The placed control with its value: the last one asked for, or asked for now when there
    /// is none (after a restart, or after another host sharing the store changed the control).
    /// Asking now tells no page: the pages that show it asked.
    public func controlDisplay(_ id: String) async throws(HostError) -> ControlDisplay {
        let stamp = controlState.stamp(controlID: id)
        let placed = try await placedControl(id)
        switch controlState.value(controlID: id) {
        case .shown(let value): return ControlDisplay(control: placed, value: value)
        case .failed(let message): return ControlDisplay(control: placed, error: message)
        case nil: return await refreshControl(placed, askedAt: stamp, publishing: false)
        }
    }

    /// Validates `values` through the control's intent and stores them (normalised); its value
    /// is asked for again. Refused values change nothing.
    @discardableResult
    public func configureControl(id: String, values: Configuration) async throws(HostError) -> ControlDisplay {
        let placed = try await placedControl(id)
        guard try control(extensionID: placed.extensionID, kind: placed.kind).isConfigurable else {
            throw .controlNotConfigurable(kind: placed.kind)
        }
        let normalized = try await client.validateControl(placed.extensionID, kind: placed.kind, values)
        let updated = try await stored { try await store.updateControlConfiguration(id: id, configuration: normalized, missingParameters: []) }
        return await refreshControl(updated)
    }

    /// Puts the placed controls in the given order (every placed control once).
    public func reorderControls(_ ids: [String]) async throws(HostError) {
        try await stored { try await store.reorderControls(ids) }
        for id in ids { hub.publish(.controlChanged(controlID: id)) }
    }

    /// Removes the placed control.
    public func removeControl(id: String) async throws(HostError) {
        let placed = try await placedControl(id)
        try await stored { try await store.deleteControl(id: id) }
        controlState.forget(controlID: id)
        hub.publish(.controlChanged(controlID: id))
        if pushEnabledControlKinds(extensionID: placed.extensionID).contains(placed.kind) {
            await announcePushTokens(extensionID: placed.extensionID)
        }
    }

    /// A tap on the control: its action runs in the extension (a toggle's `SetValueIntent` is
    /// given the state it goes to), then its value is asked for again, and every widget of the
    /// extension reloads at once, uncounted, as after a widget's interactive intent (the action
    /// may have changed what they show). What the action asks for besides (`WidgetCenter` and
    /// `ControlCenter` reloads) reaches the host while it runs.
    @discardableResult
    public func performControl(id: String) async throws(HostError) -> ControlDisplay {
        let shown = try await controlDisplay(id)
        let placed = shown.control
        guard !placed.needsConfiguration else {
            throw .controlUnavailable(controlID: id, reason: "it needs configuration (\(placed.missingParameters.joined(separator: ", ")))")
        }
        guard let value = shown.value else {
            throw .controlUnavailable(controlID: id, reason: shown.error ?? "its template is empty")
        }
        if let url = value.action.openedURL {
            // As iOS opens the link rather than running code: nothing runs in the extension.
            if !Self.isWebLink(url) {
                let intentTypeName = try? control(extensionID: placed.extensionID, kind: placed.kind).intent?.typeName
                postAppLink(
                    url, extensionID: placed.extensionID, id: placed.id, kind: placed.kind, family: "control",
                    configuration: placed.configuration, intentTypeName: intentTypeName)
            }
            var opened = shown
            opened.openedURL = url
            return opened
        }
        do throws(HostError) {
            try await client.performControl(placed.extensionID, kind: placed.kind, configuration: placed.configuration, intent: value.tapIntent)
        } catch {
            logger.error("control \(id): perform \(value.action.typeName) failed: \(error)")
            throw error
        }
        requestReload(extensionID: placed.extensionID, reason: .intentPerformed)
        return await refreshControl(placed)
    }

    /// `ControlCenter.reloadControls(ofKind:)` (every kind when `kind` is nil): the extension's
    /// placed controls of that kind are asked for their values again.
    func refreshControls(extensionID: String, kind: String?) async {
        guard let placed = try? await store.controls(extensionID: extensionID) else { return }
        for control in placed where kind == nil || control.kind == kind {
            await refreshControl(control)
        }
    }

    /// Asks the extension for the control's current value and keeps it (a failure is kept as
    /// its error) unless the control was forgotten since `stamp` (taken before `placed` was
    /// read); when `publishing`, pages are told, here and on the other hosts sharing the store,
    /// which forget their value of it.
    @discardableResult
    func refreshControl(_ placed: PlacedControl, askedAt stamp: ControlState.Stamp? = nil, publishing: Bool = true) async -> ControlDisplay {
        let stamp = stamp ?? controlState.stamp(controlID: placed.id)
        var display = ControlDisplay(control: placed)
        if !placed.needsConfiguration {
            do {
                display.value = try await client.controlValue(placed.extensionID, kind: placed.kind, configuration: placed.configuration, preview: false)
                controlState.keep(.shown(display.value), controlID: placed.id, askedAt: stamp)
            } catch {
                display.error = error.description
                controlState.keep(.failed(error.description), controlID: placed.id, askedAt: stamp)
            }
        } else {
            controlState.keep(.shown(nil), controlID: placed.id, askedAt: stamp)
        }
        if publishing { hub.publish(.controlChanged(controlID: placed.id)) }
        return display
    }
}
