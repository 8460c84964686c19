import Foundation
import WidgetryStore
import WidgetryWire

extension HomeScreenFile {
    /// A placed control of the file: its extension, kind and configuration (its place is its
    /// index in ``HomeScreenFile/controls``), and the lock-screen slot it is in, if any.
    public struct Control: Codable, Sendable, Hashable {
        public var extensionID: String
        public var kind: String
        public var configuration: Configuration
        public var slot: ControlSlot?

        public init(extensionID: String, kind: String, configuration: Configuration, slot: ControlSlot? = nil) {
            self.extensionID = extensionID
            self.kind = kind
            self.configuration = configuration
            self.slot = slot
        }
    }
}

extension WidgetHost {
    /// The file's controls to place, each checked as placing one is: the extension and kind
    /// exist, the configuration is one the control's intent accepts (a required parameter
    /// without a value leaves the control waiting for its configuration), a control without a
    /// configuration intent is given no values. Problems are added to `problems`; `nil` when the
    /// file has no controls (the placed ones stay).
    func importedControls(_ controls: [HomeScreenFile.Control]?, problems: inout [String]) async -> [NewPlacedControl]? {
        guard let controls else { return nil }
        var placed: [NewPlacedControl] = []
        var slotted: [ControlSlot: Int] = [:]
        for (index, control) in controls.enumerated() {
            let label = "Control \(index + 1) (\(control.kind.prefix(60)))"
            if let slot = control.slot {
                if let other = slotted[slot] {
                    problems.append("\(label): the lock screen's \(slot.rawValue) slot already holds control \(other + 1).")
                    continue
                }
                slotted[slot] = index
            }
            let description: ControlDescription
            do { description = try self.control(extensionID: control.extensionID, kind: control.kind) } catch {
                problems.append("\(label): \(error.description).")
                continue
            }
            guard
                let (values, missing) = await importedConfiguration(
                    control.configuration, isConfigurable: description.isConfigurable, label: label, problems: &problems,
                    validate: { () async throws(HostError) in
                        try await client.validateControl(control.extensionID, kind: control.kind, control.configuration)
                    })
            else { continue }
            placed.append(
                NewPlacedControl(
                    id: UUID().uuidString.lowercased(), extensionID: control.extensionID, kind: control.kind, configuration: values,
                    missingParameters: missing, slot: control.slot))
        }
        return placed
    }

    /// An import replaced the placed controls: the removed ones' values are forgotten, and
    /// pages (here and, forwarded, on the other hosts) hear of every control that went or came.
    /// The new ones' values are asked for when read.
    func replacedControls(removed: [PlacedControl], placed: [NewPlacedControl]) {
        for control in removed {
            controlState.forget(controlID: control.id)
            hub.publish(.controlChanged(controlID: control.id))
        }
        for control in placed { hub.publish(.controlChanged(controlID: control.id)) }
    }
}
