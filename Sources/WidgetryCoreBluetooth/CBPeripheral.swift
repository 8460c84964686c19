import Foundation

/// A peripheral's connection state.
public enum CBPeripheralState: Int, Sendable {
    case disconnected = 0
    case connecting = 1
    case connected = 2
    case disconnecting = 3
}

/// How a characteristic is written.
public enum CBCharacteristicWriteType: Int, Sendable {
    case withResponse = 0
    case withoutResponse = 1
}

/// What a characteristic allows.
public struct CBCharacteristicProperties: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let broadcast = CBCharacteristicProperties(rawValue: 0x01)
    public static let read = CBCharacteristicProperties(rawValue: 0x02)
    public static let writeWithoutResponse = CBCharacteristicProperties(rawValue: 0x04)
    public static let write = CBCharacteristicProperties(rawValue: 0x08)
    public static let notify = CBCharacteristicProperties(rawValue: 0x10)
    public static let indicate = CBCharacteristicProperties(rawValue: 0x20)
    public static let authenticatedSignedWrites = CBCharacteristicProperties(rawValue: 0x40)
    public static let extendedProperties = CBCharacteristicProperties(rawValue: 0x80)
}

/// A remote device a central manager found. None is ever found on a host, so apps never hold one; the type
/// is here for the code that handles them.
open class CBPeripheral: NSObject, @unchecked Sendable {
    public let identifier: UUID
    open var name: String? { nil }
    open weak var delegate: (any CBPeripheralDelegate)?
    open var state: CBPeripheralState { .disconnected }
    open var services: [CBService]? { nil }
    open var canSendWriteWithoutResponse: Bool { false }

    init(identifier: UUID) {
        self.identifier = identifier
        super.init()
    }

    open func readRSSI() {}
    open func discoverServices(_ serviceUUIDs: [CBUUID]?) {}
    open func discoverCharacteristics(_ characteristicUUIDs: [CBUUID]?, for service: CBService) {}
    open func readValue(for characteristic: CBCharacteristic) {}
    open func writeValue(_ data: Data, for characteristic: CBCharacteristic, type: CBCharacteristicWriteType) {}
    open func setNotifyValue(_ enabled: Bool, for characteristic: CBCharacteristic) {}
    open func maximumWriteValueLength(for type: CBCharacteristicWriteType) -> Int { 0 }
}

/// A service of a peripheral.
open class CBService: NSObject, @unchecked Sendable {
    public let uuid: CBUUID
    open var isPrimary: Bool { true }
    open var characteristics: [CBCharacteristic]? { nil }
    open unowned(unsafe) var peripheral: CBPeripheral?

    init(uuid: CBUUID, peripheral: CBPeripheral?) {
        self.uuid = uuid
        self.peripheral = peripheral
        super.init()
    }
}

/// A characteristic of a service.
open class CBCharacteristic: NSObject, @unchecked Sendable {
    public let uuid: CBUUID
    open var value: Data? { nil }
    open var properties: CBCharacteristicProperties { [] }
    open var isNotifying: Bool { false }
    open unowned(unsafe) var service: CBService?

    init(uuid: CBUUID, service: CBService?) {
        self.uuid = uuid
        self.service = service
        super.init()
    }
}

/// What a peripheral tells its delegate (Apple's optional methods, with defaults here).
public protocol CBPeripheralDelegate: NSObjectProtocol {
    func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?)
    func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?)
    func peripheralDidUpdateName(_ peripheral: CBPeripheral)
    func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService])
}

extension CBPeripheralDelegate {
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverServices error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didDiscoverCharacteristicsFor service: CBService, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didWriteValueFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didUpdateNotificationStateFor characteristic: CBCharacteristic, error: (any Error)?) {}
    public func peripheral(_ peripheral: CBPeripheral, didReadRSSI RSSI: NSNumber, error: (any Error)?) {}
    public func peripheralDidUpdateName(_ peripheral: CBPeripheral) {}
    public func peripheral(_ peripheral: CBPeripheral, didModifyServices invalidatedServices: [CBService]) {}
}
