import Foundation

/// What a central manager tells its delegate. `centralManagerDidUpdateState(_:)` is required, as Apple's
/// is; the rest have defaults (Apple's are optional).
public protocol CBCentralManagerDelegate: NSObjectProtocol {
    /// The manager's state changed: `.unsupported` on a host, told once after the manager is made.
    func centralManagerDidUpdateState(_ central: CBCentralManager)
    func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any])
    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber)
    func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral)
    func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?)
    func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?)
}

extension CBCentralManagerDelegate {
    public func centralManager(_ central: CBCentralManager, willRestoreState dict: [String: Any]) {}
    public func centralManager(
        _ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber
    ) {}
    public func centralManager(_ central: CBCentralManager, didConnect peripheral: CBPeripheral) {}
    public func centralManager(_ central: CBCentralManager, didFailToConnect peripheral: CBPeripheral, error: (any Error)?) {}
    public func centralManager(_ central: CBCentralManager, didDisconnectPeripheral peripheral: CBPeripheral, error: (any Error)?) {}
}

/// Scans for and connects to peripherals, as Apple's. On a host there is no Bluetooth: the manager's state
/// becomes `.unsupported` and its delegate is told so on the manager's queue (the main queue when nil);
/// scanning and connecting do nothing (Apple's accept them only when powered on), and no peripheral is found
/// or retrieved.
open class CBCentralManager: CBManager, @unchecked Sendable {
    private let lock = NSLock()
    private weak var storedDelegate: (any CBCentralManagerDelegate)?

    /// The object told about the manager's state and peripherals (held weakly).
    open var delegate: (any CBCentralManagerDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Whether it is scanning: never on a host.
    open var isScanning: Bool { false }

    /// A manager that reports to `delegate` on `queue` (the main queue when nil); `options` are accepted.
    public init(delegate: (any CBCentralManagerDelegate)?, queue: DispatchQueue?, options: [String: Any]? = nil) {
        super.init()
        storedDelegate = delegate
        reportState(on: queue)
    }

    /// A manager without a delegate, reporting on the main queue.
    public override init() {
        super.init()
        reportState(on: nil)
    }

    /// Becomes `.unsupported` and tells the delegate, on `queue`.
    private func reportState(on queue: DispatchQueue?) {
        let manager = UncheckedSendable(value: self)
        (queue ?? .main).async {
            let central = manager.value
            central.lock.withLock { central.state = .unsupported }
            central.delegate?.centralManagerDidUpdateState(central)
        }
    }

    /// Scans for peripherals: nothing is found.
    open func scanForPeripherals(withServices serviceUUIDs: [CBUUID]?, options: [String: Any]? = nil) {}
    /// Stops scanning.
    open func stopScan() {}
    /// Connects to a peripheral: nothing happens (there is none on a host).
    open func connect(_ peripheral: CBPeripheral, options: [String: Any]? = nil) {}
    /// Disconnects a peripheral.
    open func cancelPeripheralConnection(_ peripheral: CBPeripheral) {}
    /// Peripherals known by identifier: none.
    open func retrievePeripherals(withIdentifiers identifiers: [UUID]) -> [CBPeripheral] { [] }
    /// Peripherals connected to the system with the services: none.
    open func retrieveConnectedPeripherals(withServices serviceUUIDs: [CBUUID]) -> [CBPeripheral] { [] }
}

/// A value handed to the queue Apple's manager reports on.
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
