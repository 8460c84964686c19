import Foundation
import WidgetryStore

/// The home screen's pages, moving widgets between them, and resizing a placed widget.
extension WidgetHost {
    /// The home screen's pages in order (at least one).
    public func pages() async throws(HostError) -> [HomePage] {
        try await stored { try await store.pages() }
    }

    @discardableResult
    public func addPage(name: String) async throws(HostError) -> HomePage {
        let page = try await stored { try await store.addPage(id: nil, name: name) }
        hub.publish(.layoutChanged)
        return page
    }

    @discardableResult
    public func renamePage(id: String, name: String) async throws(HostError) -> HomePage {
        let page = try await stored { try await store.renamePage(id: id, name: name) }
        hub.publish(.layoutChanged)
        return page
    }

    /// Deletes a page and the widgets on it; the last page stays.
    public func deletePage(id: String) async throws(HostError) {
        let removed = try await instances().filter { $0.pageID == id }
        try await stored { try await store.deletePage(id: id) }
        for widget in removed { unschedule(widget.id) }
        hub.publish(.layoutChanged)
    }

    /// Puts the pages in the given order (every page once).
    public func reorderPages(_ ids: [String]) async throws(HostError) {
        try await stored { try await store.reorderPages(ids) }
        hub.publish(.layoutChanged)
    }

    /// Moves a home-screen widget to the end of another page.
    public func move(instanceID: String, toPage pageID: String) async throws(HostError) {
        try await stored { try await store.movePage(instanceID: instanceID, to: pageID) }
        hub.publish(.layoutChanged)
    }

    /// Changes a placed widget's size to another family its kind supports, keeping its
    /// configuration; its provider is asked for a timeline in the new family at once (not
    /// counted), and the reloads it already used still count against its budget.
    @discardableResult
    public func resize(instanceID: String, to family: String) async throws(HostError) -> PlacedWidget {
        let placed = try await instance(instanceID)
        let description = try widget(extensionID: placed.extensionID, kind: placed.kind)
        guard description.supportedFamilies.contains(family) else {
            throw .unsupportedFamily(kind: placed.kind, family: family, supported: description.supportedFamilies)
        }
        guard family != placed.family else { return placed }
        let resized = try await stored { try await store.setFamily(instanceID: instanceID, family: family) }
        reschedule(resized)
        hub.publish(.widgetChanged(instanceID: instanceID))
        hub.publish(.layoutChanged)
        return resized
    }
}
