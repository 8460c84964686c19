/// The peripheral role is not provided: a host cannot advertise as a Bluetooth peripheral.
@available(*, unavailable, message: "a Linux host cannot advertise as a Bluetooth peripheral: CBCentralManager is provided")
open class CBPeripheralManager { public init() {} }
