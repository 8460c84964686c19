// CoreBluetooth, WatchConnectivity and AudioToolbox on a host without a radio, a watch or a speaker,
// through the fixture's status helper: each reports what a device without the service reports.
import AudioToolbox
import CoreBluetooth
import Foundation
import Testing
import WatchConnectivity

@testable import FoundationFixtures

@Suite("Device services: Bluetooth, watch, sounds")
struct CompanionStatusTests {
    @Test func bluetoothIsUnsupported() async {
        let status = CompanionStatus()
        let line = await withCheckedContinuation { continuation in
            status.onBluetooth = { continuation.resume(returning: $0) }
            status.start()
        }
        #expect(line == "Bluetooth unsupported")
        #expect(CBCentralManager.authorization == .notDetermined)
    }

    @Test func managerReportsOnItsQueue() async {
        final class Delegate: NSObject, CBCentralManagerDelegate {
            var report: ((CBManagerState) -> Void)?
            func centralManagerDidUpdateState(_ central: CBCentralManager) { report?(central.state) }
        }
        let delegate = Delegate()
        var manager: CBCentralManager?
        let state = await withCheckedContinuation { continuation in
            delegate.report = { continuation.resume(returning: $0) }
            manager = CBCentralManager(delegate: delegate, queue: DispatchQueue(label: "ble"))
        }
        #expect(state == .unsupported && manager?.state == .unsupported && manager?.isScanning == false)
        #expect(manager?.retrieveConnectedPeripherals(withServices: [CompanionStatus.heartRateService]).isEmpty == true)
    }

    @Test func uuidsKeepApplesForms() {
        let short = CBUUID(string: "180d")
        #expect(short.uuidString == "180D" && short.data == Data([0x18, 0x0D]))
        #expect(short == CBUUID(string: "0000180D-0000-1000-8000-00805F9B34FB"))
        #expect(CBUUID(string: "6e400001-b5a3-f393-e0a9-e50e24dcca9e").uuidString == "6E400001-B5A3-F393-E0A9-E50E24DCCA9E")
        #expect(Set([short, CBUUID(string: "180D"), CBUUID(string: "FDE3")]).count == 2)
    }

    @Test func watchIsNotSupported() async {
        #expect(!WCSession.isSupported())
        let session = WCSession.default
        #expect(!session.isPaired && !session.isWatchAppInstalled && !session.isReachable && session.activationState == .notActivated)
        let status = CompanionStatus()
        let line = await withCheckedContinuation { continuation in
            status.onWatch = { continuation.resume(returning: $0) }
            status.activateWatchSession()
        }
        #expect(line == "Watch not supported")
        let error = await withCheckedContinuation { continuation in
            status.sendRefresh { continuation.resume(returning: $0) }
        }
        #expect((error as? WCError)?.code == .sessionNotSupported && (error as NSError?)?.code == 7002)
        #expect(throws: WCError.self) { try session.updateApplicationContext(["theme": "dark"]) }
    }

    @Test func soundsRegisterAndPlayNothing() async throws {
        let status = CompanionStatus()
        #expect(!status.prepareTick(url: URL(fileURLWithPath: "/nonexistent/tick.caf")))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("tick-\(UUID().uuidString).caf")
        try Data([0]).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        #expect(status.prepareTick(url: file))
        var soundID = status.tickSound
        #expect(soundID != 0)
        var no: UInt32 = 0
        #expect(
            AudioServicesSetProperty(kAudioServicesPropertyIsUISound, UInt32(MemoryLayout.size(ofValue: soundID)), &soundID, 4, &no)
                == kAudioServicesNoError)
        var value: UInt32 = 9
        var size = UInt32(MemoryLayout<UInt32>.size)
        #expect(AudioServicesGetProperty(kAudioServicesPropertyIsUISound, 4, &soundID, &size, &value) == kAudioServicesNoError && value == 0)
        await withCheckedContinuation { continuation in status.tick { continuation.resume() } }
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        #expect(AudioServicesDisposeSystemSoundID(soundID) == kAudioServicesNoError)
        #expect(AudioServicesDisposeSystemSoundID(soundID) == kAudioServicesBadSpecifierError)
    }
}
