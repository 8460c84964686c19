// The status helper an app shares with its widget to say whether its sensor (Bluetooth) and the watch
// app can be reached: an NSObject that is the central manager's and the watch session's delegate and
// reports a line for each, and plays a tick when the status changes. Foundation, CoreBluetooth,
// WatchConnectivity and AudioToolbox only.
import AudioToolbox
import CoreBluetooth
import Foundation
import WatchConnectivity

final class CompanionStatus: NSObject, CBCentralManagerDelegate, WCSessionDelegate {
    static let heartRateService = CBUUID(string: "180D")

    private var manager: CBCentralManager?
    private let queue = DispatchQueue(label: "companion.bluetooth")
    var onBluetooth: ((String) -> Void)?
    var onWatch: ((String) -> Void)?
    private(set) var tickSound: SystemSoundID = 0

    func start() {
        manager = CBCentralManager(delegate: self, queue: queue, options: [CBCentralManagerOptionShowPowerAlertKey: true])
        if WCSession.isSupported() {
            let session = WCSession.default
            session.delegate = self
            session.activate()
        } else {
            onWatch?("Watch not supported")
        }
    }

    func activateWatchSession() {
        WCSession.default.delegate = self
        WCSession.default.activate()
    }

    func prepareTick(url: URL) -> Bool {
        AudioServicesCreateSystemSoundID(url as CFURL, &tickSound) == kAudioServicesNoError
    }

    func tick(completion: @escaping () -> Void) {
        AudioServicesPlaySystemSoundWithCompletion(tickSound) {
            completion()
        }
    }

    // MARK: CBCentralManagerDelegate

    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        switch central.state {
        case .poweredOn:
            central.scanForPeripherals(withServices: [CompanionStatus.heartRateService], options: nil)
            onBluetooth?("Scanning")
        case .poweredOff:
            onBluetooth?("Bluetooth is off")
        case .unauthorized:
            onBluetooth?("Bluetooth not allowed")
        case .unsupported:
            onBluetooth?("Bluetooth unsupported")
        default:
            onBluetooth?("Bluetooth unavailable")
        }
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {
        central.connect(peripheral, options: nil)
    }

    // MARK: WCSessionDelegate

    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {
        if let error = error as? WCError {
            onWatch?(error.code == .sessionNotSupported ? "Watch not supported" : "Watch error \(error.code.rawValue)")
        } else if activationState == .activated, session.isPaired, session.isWatchAppInstalled {
            onWatch?(session.isReachable ? "Watch connected" : "Watch not reachable")
        } else {
            onWatch?("No watch")
        }
    }

    func sessionDidBecomeInactive(_ session: WCSession) {}

    func sessionDidDeactivate(_ session: WCSession) {
        session.activate()
    }

    func sendRefresh(completion: @escaping (Error?) -> Void) {
        WCSession.default.sendMessage(["refresh": true], replyHandler: { _ in completion(nil) }, errorHandler: { error in completion(error) })
    }
}
