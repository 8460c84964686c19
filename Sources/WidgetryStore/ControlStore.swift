import Foundation
import WidgetryWire

/// The controls people placed (`ControlWidget`s, for Control Center), kept like placed widgets:
/// each with its extension, kind and configuration, in an order of their own.
///
/// Semantics every implementation keeps:
/// - Placed controls have a total order (`position`, 0-based and contiguous); placing appends,
///   deleting closes the gap.
/// - Deleting an extension deletes its placed controls.
/// - An unknown id is ``WidgetStoreError/controlNotFound(_:)``; an id in use is
///   ``WidgetStoreError/duplicateControl(_:)``.
public protocol ControlStore: Sendable {
    /// Places a control at the end with its (already resolved) configuration. `missingParameters`
    /// are the required parameters without a value. `id` defaults to a new UUID string. At most
    /// ``HomeScreenLimits/controls`` are placed.
    @discardableResult
    func placeControl(
        id: String?, extensionID: String, kind: String, configuration: Configuration, missingParameters: [String]
    ) async throws -> PlacedControl

    /// Placed controls in order; only one extension's when `extensionID` is given.
    func controls(extensionID: String?) async throws -> [PlacedControl]

    /// Throws ``WidgetStoreError/controlNotFound(_:)`` for an unknown id.
    func control(id: String) async throws -> PlacedControl

    /// Replaces the control's configuration (and what it still misses).
    @discardableResult
    func updateControlConfiguration(id: String, configuration: Configuration, missingParameters: [String]) async throws -> PlacedControl

    /// Puts the placed controls in the given order: `ids` names every placed control exactly
    /// once (``WidgetStoreError/invalidOrder(_:)`` otherwise).
    func reorderControls(_ ids: [String]) async throws

    /// Deletes the control (and empties the slot it is in).
    func deleteControl(id: String) async throws

    /// The lock screen's slots that hold a control: slot → the placed control's id.
    func controlSlots() async throws -> [ControlSlot: String]

    /// Puts placed control `controlID` in `slot` (out of any other slot), or empties the slot
    /// (`nil`). The control that was there stays placed: the caller decides what becomes of it.
    func setControlSlot(_ slot: ControlSlot, controlID: String?) async throws
}

/// The lock screen's two control slots, at its bottom corners (where iOS has the flashlight and
/// the camera).
public enum ControlSlot: String, Sendable, Hashable, Codable, CaseIterable {
    case lockScreenLeading, lockScreenTrailing
}

/// A control placed in Control Center.
public struct PlacedControl: Sendable, Hashable, Codable, Identifiable {
    /// A UUID string unless the caller chose it.
    public var id: String
    public var extensionID: String
    public var kind: String
    /// 0-based place among the controls.
    public var position: Int
    /// Parameter key → value, as for widgets.
    public var configuration: Configuration
    /// Keys of required parameters without a value.
    public var missingParameters: [String]
    public var createdAt: Date
    /// The last change of configuration.
    public var updatedAt: Date

    /// The control waits for its configuration.
    public var needsConfiguration: Bool { !missingParameters.isEmpty }

    public init(
        id: String, extensionID: String, kind: String, position: Int, configuration: Configuration, missingParameters: [String],
        createdAt: Date, updatedAt: Date
    ) {
        self.id = id
        self.extensionID = extensionID
        self.kind = kind
        self.position = position
        self.configuration = configuration
        self.missingParameters = missingParameters
        self.createdAt = createdAt
        self.updatedAt = updatedAt
    }
}

/// A control to place by ``WidgetStore/replaceHomeScreen(pages:widgets:controls:)`` (an imported
/// home screen), its configuration already resolved.
public struct NewPlacedControl: Sendable, Hashable {
    public var id: String
    public var extensionID: String
    public var kind: String
    public var configuration: Configuration
    /// Keys of required parameters without a value.
    public var missingParameters: [String]
    /// The lock-screen slot it goes in; `nil`: Control Center.
    public var slot: ControlSlot?

    public init(
        id: String, extensionID: String, kind: String, configuration: Configuration, missingParameters: [String], slot: ControlSlot? = nil
    ) {
        self.slot = slot
        self.id = id
        self.extensionID = extensionID
        self.kind = kind
        self.configuration = configuration
        self.missingParameters = missingParameters
    }
}

extension StoreArguments {
    /// A control to place or update, checked and encoded: its configuration and missing
    /// parameters as JSON text.
    static func controlColumns(configuration: Configuration, missingParameters: [String]) throws -> (configuration: String, missing: String) {
        (try encodeJSON(configuration), try encodeJSON(normalized(missingParameters)))
    }

    /// The controls of an imported home screen, checked and encoded (`nil`: the placed ones stay).
    static func importedControls(_ controls: [NewPlacedControl]?) throws -> [(NewPlacedControl, configuration: String, missing: String)]? {
        guard let controls else { return nil }
        guard controls.count <= HomeScreenLimits.controls else {
            throw WidgetStoreError.invalidArgument("the home screen holds at most \(HomeScreenLimits.controls) controls")
        }
        let slots = controls.compactMap(\.slot)
        guard Set(slots).count == slots.count else { throw WidgetStoreError.invalidArgument("a lock-screen slot holds one control") }
        return try controls.map { control in
            try requireNonEmpty(control.id, "id")
            try requireNonEmpty(control.kind, "kind")
            let columns = try controlColumns(configuration: control.configuration, missingParameters: control.missingParameters)
            return (control, columns.configuration, columns.missing)
        }
    }

    /// A control row's values decoded.
    static func placedControl(
        id: String, extensionID: String, kind: String, position: Int, configuration: String, missing: String, createdAt: Double,
        updatedAt: Double
    ) throws -> PlacedControl {
        PlacedControl(
            id: id, extensionID: extensionID, kind: kind, position: position,
            configuration: try decodeJSON(Configuration.self, configuration), missingParameters: try decodeJSON([String].self, missing),
            createdAt: Date(timeIntervalSince1970: createdAt), updatedAt: Date(timeIntervalSince1970: updatedAt))
    }
}
