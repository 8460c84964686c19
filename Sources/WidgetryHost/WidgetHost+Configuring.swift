import Foundation
import WidgetryStore
import WidgetryWire

/// Placing widgets and configuring them through their intents: defaults, validation, the
/// editor's visible parameters, pickers' choices and recommendations.
extension WidgetHost {
    /// Places a widget at the end of the home screen. Its configuration is `configuration` (a
    /// recommendation's, validated) or the intent's defaults (including `defaultResult()`); a
    /// required parameter left without a value makes it "needs configuration", and it is not
    /// loaded until configured.
    @discardableResult
    public func place(
        extensionID: String, kind: String, family: String, configuration: Configuration? = nil, id: String? = nil,
        pageID: String? = nil
    ) async throws(HostError) -> PlacedWidget {
        let description = try widget(extensionID: extensionID, kind: kind)
        guard description.supportedFamilies.contains(family) else {
            throw .unsupportedFamily(kind: kind, family: family, supported: description.supportedFamilies)
        }
        var values: Configuration = [:]
        var missing: [String] = []
        if description.isConfigurable {
            if let configuration {
                do {
                    values = try await client.validate(extensionID, kind: kind, family: family, configuration)
                } catch .invalidConfiguration(let error) where error.needsConfiguration {
                    values = configuration
                    missing = error.issues.map(\.parameter)
                }
            } else {
                let (defaults, needs) = try await client.defaultConfiguration(extensionID, kind: kind, family: family)
                values = defaults
                missing = needs?.issues.map(\.parameter) ?? []
            }
        }
        if let pageID, !(try await pages().contains { $0.id == pageID }) { throw .unknownPage(pageID) }
        var placed = try await stored {
            try await store.place(
                id: id, extensionID: extensionID, kind: kind, family: family, configuration: values, missingParameters: missing)
        }
        // On the page asked for (a new widget goes on the first page otherwise).
        if let pageID, placed.pageID != nil, placed.pageID != pageID {
            try await stored { try await store.movePage(instanceID: placed.id, to: pageID) }
            placed = try await instance(placed.id)
        }
        await schedulePlaced(placed)
        hub.publish(.layoutChanged)
        if description.hasPushHandler { await announcePushTokens(extensionID: extensionID) }
        return placed
    }

    /// Validates `values` through the widget's intent and stores them (normalised: defaults
    /// filled in); the widget reloads at once, uncounted. Refused values change nothing.
    @discardableResult
    public func configure(instanceID: String, values: Configuration) async throws(HostError) -> PlacedWidget {
        let placed = try await instance(instanceID)
        guard try widget(extensionID: placed.extensionID, kind: placed.kind).isConfigurable else {
            throw .notConfigurable(kind: placed.kind)
        }
        let normalized = try await client.validate(placed.extensionID, kind: placed.kind, family: placed.family, values)
        let updated = try await stored {
            try await store.updateConfiguration(
                instanceID: instanceID, configuration: normalized, missingParameters: [], missingEntities: [:])
        }
        scheduleOrReload(updated, reason: .configurationChanged)
        hub.publish(.widgetChanged(instanceID: instanceID))
        return updated
    }

    /// What the placed widget would show with `values`, before they are saved: the editor's
    /// live preview (a snapshot in its family; refused values throw as ``configure(instanceID:values:)``
    /// would, and nothing is stored). The snapshot is not the gallery's: `context.isPreview` is
    /// false, as WidgetKit sets it only for the widget gallery, so a provider that answers the
    /// gallery with sample data (Apple's samples do) shows the values being edited.
    public func preview(instanceID: String, values: Configuration) async throws(HostError) -> EntryArchive {
        let placed = try await instance(instanceID)
        guard try widget(extensionID: placed.extensionID, kind: placed.kind).isConfigurable else {
            throw .notConfigurable(kind: placed.kind)
        }
        let normalized = try await client.validate(placed.extensionID, kind: placed.kind, family: placed.family, values)
        return try await client.snapshot(
            placed.extensionID, kind: placed.kind, configuration: normalized, render: renderParameters(family: placed.family))
    }

    /// The parameters the editor shows for `values`, in order (`parameterSummary`'s `When` and
    /// `Switch` evaluated), and the intent's schema.
    public func visibleParameters(instanceID: String, values: Configuration) async throws(HostError) -> [String] {
        let placed = try await instance(instanceID)
        return try intent(of: placed).visibleParameters(values: values, family: placed.family)
    }

    /// A picker's choices for one parameter of a placed widget, searched with `matching`.
    public func options(instanceID: String, parameter: String, matching: String? = nil) async throws(HostError) -> ParameterOptions? {
        let placed = try await instance(instanceID)
        guard try intent(of: placed).parameter(parameter) != nil else { throw .unknownParameter(kind: placed.kind, parameter: parameter) }
        return try await client.options(placed.extensionID, kind: placed.kind, parameter: parameter, matching: matching)
    }

    /// The widget's preconfigured choices (`recommendations()`), cached until the app calls
    /// `invalidateConfigurationRecommendations()`.
    public func recommendations(extensionID: String, kind: String) async throws(HostError) -> [WidgetRecommendation] {
        let description = try widget(extensionID: extensionID, kind: kind)
        guard description.isConfigurable else { return [] }
        if let cached = caches.recommendations(extensionID: extensionID, kind: kind) { return cached }
        let recommendations = try await client.recommendations(extensionID, kind: kind)
        caches.keep(recommendations, extensionID: extensionID, kind: kind)
        return recommendations
    }

    /// The schema of the placed widget's configuring intent; `notConfigurable` when it has none.
    private func intent(of placed: PlacedWidget) throws(HostError) -> IntentSchema {
        guard let schema = try widget(extensionID: placed.extensionID, kind: placed.kind).intent else {
            throw .notConfigurable(kind: placed.kind)
        }
        return schema
    }
}
