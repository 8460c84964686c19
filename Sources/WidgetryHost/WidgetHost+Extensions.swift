import Foundation
import WidgetryStore
import WidgetryWire

/// Registering extensions, their widgets, and what is asked of an extension rather than of a
/// placed widget: its previews and image resources; rebuilt executables are picked up.
extension WidgetHost {
    /// Registers an extension executable and asks it for its widgets.
    @discardableResult
    public func addExtension(id: String, name: String? = nil, executable: URL) async throws(HostError) -> ExtensionInfo {
        try await addExtension(id: id, name: name ?? executable.lastPathComponent, path: executable.path, launcher: .executable(executable))
    }

    /// Registers an extension (a process or in-process) and asks it for its widgets.
    @discardableResult
    public func addExtension(id: String, name: String, path: String, launcher: ExtensionLauncher) async throws(HostError) -> ExtensionInfo {
        await supervisor.register(id, launcher: launcher)
        let widgets = try await client.describe(id)
        controlState.record(try await client.describeControls(id), extensionID: id)
        await describeActivities(extensionID: id)
        _ = try await stored { try await store.registerExtension(id: id, path: path, name: name) }
        let info = ExtensionInfo(id: id, name: name, path: path, widgets: widgets)
        registry.record(info, built: ExtensionRegistry.modificationDate(path))
        caches.forget(extensionID: id)
        logger.info("extension \(id): \(widgets.count) widget(s): \(widgets.map(\.kind).joined(separator: ", "))")
        await announcePushTokens(extensionID: id)
        return info
    }

    /// Starts extension `id` again from its executable (after a rebuild): its widgets are
    /// described anew, cached previews, placeholders and recommendations dropped, and its
    /// placed widgets reload at once (uncounted). Pages are told (`extensionChanged`).
    @discardableResult
    public func refreshExtension(_ id: String) async throws(HostError) -> ExtensionInfo {
        var info = try extensionInfo(id)
        await supervisor.restart(id)
        info.widgets = try await client.describe(id)
        controlState.record(try await client.describeControls(id), extensionID: id)
        await describeActivities(extensionID: id)
        registry.record(info, built: ExtensionRegistry.modificationDate(info.path))
        caches.forget(extensionID: id)
        let kinds = Set(info.widgets.map(\.kind))
        let placed = (try? await store.instances(extensionID: id)) ?? []
        // Every host notices its own rebuilt extension: each reloads the widgets it holds.
        for widget in placed where !widget.needsConfiguration && kinds.contains(widget.kind) && owns(widget.id) {
            scheduleOrReload(widget, reason: .extensionUpdated)
        }
        await refreshControls(extensionID: id, kind: nil)
        await announcePushTokens(extensionID: id)
        logger.info("extension \(id) rebuilt: \(info.widgets.count) widget(s)")
        hub.publish(.extensionChanged(extensionID: id))
        return info
    }

    /// Refreshes every extension whose executable changed since it was described, once the file
    /// has stopped changing (a build in progress writes it several times).
    public func refreshRebuiltExtensions() async {
        for (id, path, known) in registry.builds {
            guard let now = ExtensionRegistry.modificationDate(path), now != known else { continue }
            // Stable for a moment: the linker has finished writing it.
            try? await Task.sleep(for: .milliseconds(300))
            guard ExtensionRegistry.modificationDate(path) == now else { continue }
            do { try await refreshExtension(id) } catch { logger.error("extension \(id) was rebuilt but could not be started: \(error)") }
            registry.markBuilt(id, at: now)  // a failed start is not retried until the next build
        }
    }

    /// The registered extensions in registration order.
    public var extensions: [ExtensionInfo] { registry.all }

    public func extensionInfo(_ id: String) throws(HostError) -> ExtensionInfo {
        guard let info = registry.info(id) else { throw .unknownExtension(id) }
        return info
    }

    /// The widget of `kind` in extension `extensionID`.
    public func widget(extensionID: String, kind: String) throws(HostError) -> WidgetDescription {
        let widgets = try extensionInfo(extensionID).widgets
        guard let widget = widgets.first(where: { $0.kind == kind }) else {
            throw .unknownKind(extensionID: extensionID, kind: kind, known: widgets.map(\.kind))
        }
        return widget
    }

    /// Every `#Preview` of the extension, rendered (each entry light and dark), cached until the
    /// extension is rebuilt: the author's canvas.
    public func previews(extensionID: String) async throws(HostError) -> [WidgetPreviewArchive] {
        _ = try extensionInfo(extensionID)
        if let cached = caches.previews(extensionID: extensionID) { return cached }
        let previews = try await client.previews(extensionID)
        caches.keep(previews, extensionID: extensionID)
        return previews
    }

    /// The extension's image resource `name` (what `Image(name)` shows; with `appearance`
    /// `dark`, an image set's dark-appearance file when it has one), cached until the extension
    /// is rebuilt; `unknownImage` when it has none of that name.
    public func image(extensionID: String, name: String, appearance: String? = nil) async throws(HostError) -> ImageResourceArchive {
        _ = try extensionInfo(extensionID)
        guard !name.isEmpty, name.utf8.count <= 512 else { throw .unknownImage(extensionID: extensionID, name: name) }
        let dark = appearance == "dark"
        let key = (dark ? "dark:" : ":") + name
        let image: ImageResourceArchive?
        if let cached = caches.image(extensionID: extensionID, key: key) {
            image = cached
        } else {
            image = try await client.image(extensionID, name: name, appearance: dark ? "dark" : nil)
            caches.keep(image: image, extensionID: extensionID, key: key)
        }
        guard let image else { throw .unknownImage(extensionID: extensionID, name: name) }
        return image
    }

    /// Information about the registered extensions kept by the store (whether an app token
    /// was issued, and when).
    public func extensionRecords() async throws(HostError) -> [ExtensionRecord] {
        try await stored { try await store.extensions() }
    }

    /// Issues (or re-issues, revoking the previous one) the token an extension's app presents
    /// to the WidgetCenter endpoint.
    public func issueToken(extensionID: String) async throws(HostError) -> String {
        _ = try extensionInfo(extensionID)
        return try await stored { try await store.issueToken(extensionID: extensionID) }
    }

    /// Revokes the token of an extension's app (the connections screen's Revoke).
    public func revokeToken(extensionID: String) async throws(HostError) {
        _ = try extensionInfo(extensionID)
        try await stored { try await store.revokeToken(extensionID: extensionID) }
    }

    /// The extension whose app presented `token`, if any.
    public func extensionID(forToken token: String) async -> String? {
        try? await store.extensionRecord(forToken: token)?.id
    }
}
