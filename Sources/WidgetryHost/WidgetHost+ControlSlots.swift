import WidgetryStore
import WidgetryWire

/// The lock screen's two control slots. As on iOS, a control on the lock screen is a placement
/// of its own: it is not in Control Center, and putting another in its slot removes it.
extension WidgetHost {
    /// The slots that hold a control: slot → the placed control's id.
    public func controlSlots() async throws(HostError) -> [ControlSlot: String] {
        try await stored { try await store.controlSlots() }
    }

    /// Places a control (as ``placeControl(extensionID:kind:configuration:id:)``) in `slot`;
    /// the control that was there is removed.
    @discardableResult
    public func placeControl(
        extensionID: String, kind: String, configuration: Configuration? = nil, inSlot slot: ControlSlot
    ) async throws(HostError) -> ControlDisplay {
        let previous = try await controlSlots()[slot]
        let placed = try await placeControl(extensionID: extensionID, kind: kind, configuration: configuration)
        do throws(HostError) {
            try await stored { try await store.setControlSlot(slot, controlID: placed.control.id) }
        } catch {
            try? await removeControl(id: placed.control.id)
            throw error
        }
        if let previous { try? await removeControl(id: previous) }
        hub.publish(.controlChanged(controlID: placed.control.id))
        return placed
    }
}
