import Foundation
import WidgetryStore
import WidgetryWire

/// The home screen's layout and what each widget shows: the placed widgets in order, removing,
/// moving and hiding them, their current entry or placeholder, and the gallery's previews.
extension WidgetHost {
    /// The placed widgets in home-screen order.
    public func instances() async throws(HostError) -> [PlacedWidget] {
        try await stored { try await store.instances() }
    }

    public func instance(_ id: String) async throws(HostError) -> PlacedWidget {
        try await stored { try await store.instance(id: id) }
    }

    /// Removes a placed widget with its configuration, timeline and history.
    public func remove(instanceID: String) async throws(HostError) {
        let placed = try await instance(instanceID)
        try await stored { try await store.deleteInstance(id: instanceID) }
        unschedule(instanceID)
        hub.publish(.layoutChanged)
        if (try? widget(extensionID: placed.extensionID, kind: placed.kind))?.hasPushHandler == true {
            await announcePushTokens(extensionID: placed.extensionID)
        }
    }

    /// Moves a widget to `position` on the home screen.
    public func move(instanceID: String, to position: Int) async throws(HostError) {
        try await stored { try await store.moveInstance(id: instanceID, to: position) }
        hub.publish(.layoutChanged)
    }

    /// Puts every placed widget in the given order.
    public func reorder(_ ids: [String]) async throws(HostError) {
        try await stored { try await store.reorderInstances(ids) }
        hub.publish(.layoutChanged)
    }

    /// The page reports whether a widget can be seen; hidden widgets are not reloaded.
    public func setVisible(instanceID: String, _ isVisible: Bool) async throws(HostError) {
        try await stored { try await store.setVisible(instanceID: instanceID, isVisible) }
        if owns(instanceID) {
            try? scheduler.setVisible(isVisible, instanceID: instanceID)
        } else {
            cluster?.send(.visibility(instanceID: instanceID, isVisible: isVisible))
        }
    }

    /// A reload asked for by a person (the inspector): not counted.
    public func reload(instanceID: String) async throws(HostError) {
        let placed = try await instance(instanceID)
        guard !placed.needsConfiguration else { return }
        requestReload(instanceID, reason: .manual)
    }

    /// A number that changes whenever ``display(instanceID:)`` may answer something new (an
    /// entry date passed, a reload landed, the configuration changed, the extension was rebuilt,
    /// the widget was removed): what was rendered at one version can be served again until it
    /// changes. Cheap: no store or scheduler access.
    public func displayVersion(instanceID: String) -> UInt64 { hub.displayVersion(instanceID) }

    /// What the widget shows now: the current entry, or the placeholder and why.
    public func display(instanceID: String) async throws(HostError) -> Display {
        let placed = try await instance(instanceID)
        if let entry = await currentEntry(of: placed) {
            return Display(widget: placed, state: .current, entry: entry)
        }
        let entry = try await placeholder(extensionID: placed.extensionID, kind: placed.kind, family: placed.family)
        return Display(widget: placed, state: placed.needsConfiguration ? .needsConfiguration : .placeholder, entry: entry)
    }

    /// The widget's placeholder in `family` (both colour schemes), cached.
    public func placeholder(extensionID: String, kind: String, family: String) async throws(HostError) -> EntryArchive {
        if let cached = caches.placeholder(extensionID: extensionID, kind: kind, family: family) { return cached }
        _ = try widget(extensionID: extensionID, kind: kind)
        let entry = try await client.placeholder(extensionID, kind: kind, render: RenderParameters(family: family))
        caches.keep(placeholder: entry, extensionID: extensionID, kind: kind, family: family)
        return entry
    }

    /// The gallery's preview of a widget: a snapshot with `isPreview` in its default
    /// configuration (or `configuration`, a recommendation's), the placeholder when a required
    /// value has no default.
    public func preview(
        extensionID: String, kind: String, family: String, configuration: Configuration? = nil
    ) async throws(HostError) -> EntryArchive {
        let description = try widget(extensionID: extensionID, kind: kind)
        guard description.supportedFamilies.contains(family) else {
            throw .unsupportedFamily(kind: kind, family: family, supported: description.supportedFamilies)
        }
        var values = configuration ?? [:]
        if description.isConfigurable, configuration == nil {
            let (defaults, missing) = try await client.defaultConfiguration(extensionID, kind: kind, family: family)
            if missing != nil { return try await placeholder(extensionID: extensionID, kind: kind, family: family) }
            values = defaults
        }
        let render = renderParameters(family: family, isPreview: true)
        return try await client.snapshot(extensionID, kind: kind, configuration: values, render: render)
    }
}
