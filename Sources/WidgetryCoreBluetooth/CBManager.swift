import Foundation

/// The state of a Bluetooth manager.
public enum CBManagerState: Int, Sendable {
    case unknown = 0
    case resetting = 1
    case unsupported = 2
    case unauthorized = 3
    case poweredOff = 4
    case poweredOn = 5
}

/// Whether the app may use Bluetooth.
public enum CBManagerAuthorization: Int, Sendable {
    case notDetermined = 0
    case restricted = 1
    case denied = 2
    case allowedAlways = 3
}

/// The common part of Bluetooth's managers. A host has no Bluetooth radio a widget could use: every
/// manager is `.unsupported`, which it tells its delegate after it is made, as Apple's does.
open class CBManager: NSObject, @unchecked Sendable {
    /// `.unsupported` on a host (`.unknown` until the delegate has been told).
    open internal(set) var state: CBManagerState = .unknown

    /// The app's Bluetooth authorisation: `.notDetermined`, since no prompt can be shown.
    open class var authorization: CBManagerAuthorization { .notDetermined }

    /// The app's Bluetooth authorisation (the older instance property): as the class's.
    @available(*, deprecated, message: "Use the class property authorization")
    open var authorization: CBManagerAuthorization { .notDetermined }

    override init() { super.init() }
}

/// Options of `CBCentralManager(delegate:queue:options:)`, accepted and kept.
public let CBCentralManagerOptionShowPowerAlertKey = "kCBInitOptionShowPowerAlert"
public let CBCentralManagerOptionRestoreIdentifierKey = "kCBRestoreIdentifierKey"
public let CBCentralManagerScanOptionAllowDuplicatesKey = "kCBScanOptionAllowDuplicates"
public let CBCentralManagerScanOptionSolicitedServiceUUIDsKey = "kCBScanOptionSolicitedServiceUUIDs"
public let CBCentralManagerRestoredStatePeripheralsKey = "kCBRestoredPeripherals"
public let CBCentralManagerRestoredStateScanServicesKey = "kCBRestoredScanServices"
public let CBCentralManagerRestoredStateScanOptionsKey = "kCBRestoredScanOptions"
public let CBConnectPeripheralOptionNotifyOnConnectionKey = "kCBConnectOptionNotifyOnConnection"
public let CBConnectPeripheralOptionNotifyOnDisconnectionKey = "kCBConnectOptionNotifyOnDisconnection"
public let CBConnectPeripheralOptionNotifyOnNotificationKey = "kCBConnectOptionNotifyOnNotification"
/// Keys of a discovered peripheral's advertisement data.
public let CBAdvertisementDataLocalNameKey = "kCBAdvDataLocalName"
public let CBAdvertisementDataManufacturerDataKey = "kCBAdvDataManufacturerData"
public let CBAdvertisementDataServiceUUIDsKey = "kCBAdvDataServiceUUIDs"
public let CBAdvertisementDataServiceDataKey = "kCBAdvDataServiceData"
public let CBAdvertisementDataIsConnectable = "kCBAdvDataIsConnectable"
public let CBAdvertisementDataTxPowerLevelKey = "kCBAdvDataTxPowerLevel"
