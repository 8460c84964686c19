// docs/compatibility.md's UserNotifications, CommonCrypto and CoreFoundation rows, and the CoreBluetooth,
// WatchConnectivity and AudioToolbox rows of its device frameworks section, each used as shared app code
// uses it on Apple's systems (Swift 5 mode, an author's package settings).
import AudioToolbox
import CommonCrypto
import CoreBluetooth
import Foundation
import UserNotifications
import WatchConnectivity

let notificationAndCryptoChecks: [String: Any] = [
    // UserNotifications
    "UNUserNotificationCenter": { () -> [Any] in
        let center = UNUserNotificationCenter.current()
        center.delegate = nil
        center.setNotificationCategories([])
        return [center.supportsContentExtensions, center.delegate as Any]
    } as Any,
    "requestAuthorization(options:completionHandler:)": { () async throws -> Bool in
        UNUserNotificationCenter.current().requestAuthorization(options: [.alert, .sound, .badge]) { granted, error in
            _ = (granted, error?.localizedDescription)
        }
        return try await UNUserNotificationCenter.current().requestAuthorization(options: [.provisional, .alert])
    } as Any,
    "getNotificationSettings(completionHandler:)": { () async -> Bool in
        UNUserNotificationCenter.current().getNotificationSettings { settings in
            _ = settings.authorizationStatus == .authorized
        }
        let settings = await UNUserNotificationCenter.current().notificationSettings()
        return settings.alertSetting == .enabled && settings.soundSetting == .enabled && settings.badgeSetting != .notSupported
    } as Any,
    "add(_:withCompletionHandler:)": [
        { (request: UNNotificationRequest) in
            UNUserNotificationCenter.current().add(request) { error in _ = error }
            UNUserNotificationCenter.current().add(request)
        } as Any,
        { (request: UNNotificationRequest) async throws in try await UNUserNotificationCenter.current().add(request) } as Any,
    ],
    "getPendingNotificationRequests(completionHandler:)": { () async -> [String] in
        let center = UNUserNotificationCenter.current()
        center.getPendingNotificationRequests { requests in _ = requests.map(\.identifier) }
        center.removePendingNotificationRequests(withIdentifiers: ["daily"])
        center.removeAllPendingNotificationRequests()
        center.getDeliveredNotifications { notifications in _ = notifications.map(\.date) }
        center.removeDeliveredNotifications(withIdentifiers: ["daily"])
        center.removeAllDeliveredNotifications()
        return await center.pendingNotificationRequests().map(\.identifier) + center.deliveredNotifications().map(\.request.identifier)
    } as Any,
    "setBadgeCount(_:withCompletionHandler:)": { () async throws in
        UNUserNotificationCenter.current().setBadgeCount(0) { error in _ = error }
        try await UNUserNotificationCenter.current().setBadgeCount(3)
    } as Any,
    "UNMutableNotificationContent": { () -> UNNotificationContent in
        let content = UNMutableNotificationContent()
        content.title = "Rain at 4 pm"
        content.subtitle = "Take an umbrella"
        content.body = "80 % chance"
        content.sound = .default
        content.badge = 1
        content.userInfo = ["city": "Oslo"]
        content.categoryIdentifier = "forecast"
        content.threadIdentifier = "weather"
        content.interruptionLevel = .timeSensitive
        content.relevanceScore = 0.5
        return content.copy() as! UNNotificationContent
    } as Any,
    "UNNotificationRequest": UNNotificationRequest(identifier: UUID().uuidString, content: UNMutableNotificationContent(), trigger: nil),
    "UNTimeIntervalNotificationTrigger": { () -> Date? in
        let trigger = UNTimeIntervalNotificationTrigger(timeInterval: 60, repeats: false)
        return trigger.repeats ? nil : trigger.nextTriggerDate()
    } as Any,
    "UNCalendarNotificationTrigger": { () -> Date? in
        var components = DateComponents()
        components.hour = 8
        let trigger = UNCalendarNotificationTrigger(dateMatching: components, repeats: true)
        return trigger.dateComponents.hour == 8 ? trigger.nextTriggerDate() : nil
    } as Any,
    "UNNotificationSound": [
        UNNotificationSound.default, UNNotificationSound(named: UNNotificationSoundName(rawValue: "alarm.aiff")),
        UNNotificationSound.criticalSoundNamed(UNNotificationSoundName("alarm.aiff"), withAudioVolume: 0.8), UNNotificationSound.defaultCritical,
    ],
    "UNAuthorizationOptions": [UNAuthorizationOptions.alert, .sound, .badge, .provisional, .criticalAlert, .carPlay] as [UNAuthorizationOptions],
    "UNAuthorizationStatus": [UNAuthorizationStatus.notDetermined, .denied, .authorized, .provisional, .ephemeral],
    "UNNotificationCategory": UNNotificationCategory(
        identifier: "forecast",
        actions: [
            UNNotificationAction(identifier: "open", title: "Open", options: [.foreground]),
            UNTextInputNotificationAction(identifier: "reply", title: "Reply", options: [], textInputButtonTitle: "Send", textInputPlaceholder: "…"),
        ], intentIdentifiers: [], options: [.customDismissAction]),
    "UNUserNotificationCenterDelegate": NotificationDelegateCheck.self as any UNUserNotificationCenterDelegate.Type,
    "UNNotificationAttachment": { (url: URL) throws -> UNNotificationAttachment in
        try UNNotificationAttachment(identifier: "chart", url: url, options: nil)
    } as Any,
    "UNError": { (error: Error) -> Bool in
        if let error = error as? UNError, error.code == .notificationsNotAllowed { return true }
        return (error as NSError).domain == UNErrorDomain && (error as NSError).code == UNError.Code.notificationsNotAllowed.rawValue
    } as Any,

    // CommonCrypto
    "CC_SHA256": { (data: Data) -> [UInt8] in
        var digest = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        data.withUnsafeBytes { _ = CC_SHA256($0.baseAddress, CC_LONG(data.count), &digest) }
        var sha1 = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        data.withUnsafeBytes { _ = CC_SHA1($0.baseAddress, CC_LONG(data.count), &sha1) }
        return digest + sha1
    } as Any,
    "CC_MD5": { (data: Data) -> [UInt8] in
        var digest = [UInt8](repeating: 0, count: Int(CC_MD5_DIGEST_LENGTH))
        data.withUnsafeBytes { _ = CC_MD5($0.baseAddress, CC_LONG(data.count), &digest) }
        return digest
    } as Any,
    "CCHmac": { (key: Data, message: Data) -> Data in
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA256_DIGEST_LENGTH))
        key.withUnsafeBytes { keyBytes in
            message.withUnsafeBytes { messageBytes in
                CCHmac(CCHmacAlgorithm(kCCHmacAlgSHA256), keyBytes.baseAddress, key.count, messageBytes.baseAddress, message.count, &mac)
            }
        }
        return Data(mac)
    } as Any,
    "CCHmacInit": { (key: [UInt8]) -> [UInt8] in
        var context = CCHmacContext()
        var mac = [UInt8](repeating: 0, count: Int(CC_SHA1_DIGEST_LENGTH))
        CCHmacInit(&context, CCHmacAlgorithm(kCCHmacAlgSHA1), key, key.count)
        CCHmacUpdate(&context, key, key.count)
        CCHmacFinal(&context, &mac)
        return mac
    } as Any,
    "CCCrypt": { (key: Data, iv: Data, input: Data) -> Data? in
        var output = [UInt8](repeating: 0, count: input.count + kCCBlockSizeAES128)
        var moved = 0
        let status = key.withUnsafeBytes { keyBytes in
            iv.withUnsafeBytes { ivBytes in
                input.withUnsafeBytes { inputBytes in
                    CCCrypt(
                        CCOperation(kCCEncrypt), CCAlgorithm(kCCAlgorithmAES), CCOptions(kCCOptionPKCS7Padding), keyBytes.baseAddress,
                        size_t(kCCKeySizeAES256), ivBytes.baseAddress, inputBytes.baseAddress, input.count, &output, output.count, &moved)
                }
            }
        }
        return status == kCCSuccess ? Data(output.prefix(moved)) : nil
    } as Any,
    "kCCSuccess": [kCCSuccess, kCCParamError, kCCBufferTooSmall, kCCMemoryFailure, kCCAlignmentError, kCCDecodeError, kCCUnimplemented, kCCKeySizeError],
    "CCKeyDerivationPBKDF": { (password: String, salt: [UInt8]) -> [UInt8]? in
        var key = [UInt8](repeating: 0, count: kCCKeySizeAES128)
        let status = CCKeyDerivationPBKDF(
            CCPBKDFAlgorithm(kCCPBKDF2), password, password.utf8.count, salt, salt.count, CCPseudoRandomAlgorithm(kCCPRFHmacAlgSHA256),
            10_000, &key, key.count)
        return status == kCCSuccess ? key : nil
    } as Any,
    "CCRandomGenerateBytes": { () -> [UInt8] in
        var bytes = [UInt8](repeating: 0, count: 16)
        let status: CCRNGStatus = CCRandomGenerateBytes(&bytes, bytes.count)
        return status == kCCSuccess ? bytes : []
    } as Any,

    // CoreBluetooth
    "CBCentralManager": { (delegate: BluetoothStatusCheck) -> CBCentralManager in
        let manager = CBCentralManager(delegate: delegate, queue: DispatchQueue(label: "ble"), options: [CBCentralManagerOptionShowPowerAlertKey: true])
        if manager.state == .poweredOn { manager.scanForPeripherals(withServices: [CBUUID(string: "180D")], options: nil) }
        manager.stopScan()
        _ = manager.retrievePeripherals(withIdentifiers: [UUID()])
        return manager
    } as Any,
    "CBManagerState": [CBManagerState.unknown, .resetting, .unsupported, .unauthorized, .poweredOff, .poweredOn],
    "CBManagerAuthorization": CBCentralManager.authorization == .allowedAlways,
    "CBUUID": [CBUUID(string: "FDE3"), CBUUID(string: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E"), CBUUID(nsuuid: UUID())].map(\.uuidString),
    "CBCentralManagerDelegate": BluetoothStatusCheck.self as any CBCentralManagerDelegate.Type,
    // WatchConnectivity
    "WCSession": { (delegate: WatchSessionCheck) -> [Bool] in
        guard WCSession.isSupported() else { return [] }
        let session = WCSession.default
        session.delegate = delegate
        session.activate()
        session.sendMessage(["refresh": true], replyHandler: nil) { error in _ = (error as? WCError)?.code == .notReachable }
        try? session.updateApplicationContext(["theme": "dark"])
        session.transferUserInfo(["count": 1])
        return [session.activationState == .activated, session.isPaired, session.isWatchAppInstalled, session.isReachable, session.isComplicationEnabled]
    } as Any,
    "WCSessionDelegate": WatchSessionCheck.self as any WCSessionDelegate.Type,
    "WCError": [WCError.Code.notReachable, WCError.sessionNotSupported, WCError.deviceNotPaired] as [WCError.Code],
    // AudioToolbox
    "AudioServicesPlaySystemSound": { () in
        AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
        AudioServicesPlaySystemSound(SystemSoundID(1520))
        AudioServicesPlayAlertSound(SystemSoundID(1005))
        AudioServicesPlaySystemSoundWithCompletion(1352) {}
    } as Any,
    "AudioServicesCreateSystemSoundID": { (url: URL) -> SystemSoundID in
        var soundID: SystemSoundID = 0
        guard AudioServicesCreateSystemSoundID(url as CFURL, &soundID) == kAudioServicesNoError else { return 0 }
        var yes: UInt32 = 1
        AudioServicesSetProperty(
            kAudioServicesPropertyIsUISound, UInt32(MemoryLayout.size(ofValue: soundID)), &soundID, UInt32(MemoryLayout.size(ofValue: yes)), &yes)
        AudioServicesDisposeSystemSoundID(soundID)
        return soundID
    } as Any,
    "CFNotificationCenterGetDarwinNotifyCenter": { (observer: AnyObject) in
        let callback: CFNotificationCallback = { _, observer, name, _, _ in
            guard let observer, let name else { return }
            _ = (Unmanaged<AnyObject>.fromOpaque(observer).takeUnretainedValue(), name.rawValue)
        }
        let pointer = Unmanaged.passUnretained(observer).toOpaque()
        CFNotificationCenterAddObserver(CFNotificationCenterGetDarwinNotifyCenter(), pointer, callback, nil, nil, .deliverImmediately)
        CFNotificationCenterPostNotification(
            CFNotificationCenterGetDarwinNotifyCenter(), CFNotificationName(rawValue: "com.example.changed" as CFString), nil, nil, true)
        CFNotificationCenterRemoveObserver(CFNotificationCenterGetDarwinNotifyCenter(), pointer, nil, nil)
    } as Any,
]

/// A notification delegate in Apple's sample shape.
final class NotificationDelegateCheck: NSObject, UNUserNotificationCenterDelegate {
    func userNotificationCenter(
        _ center: UNUserNotificationCenter, willPresent notification: UNNotification,
        withCompletionHandler completionHandler: @escaping (UNNotificationPresentationOptions) -> Void
    ) {
        completionHandler([.banner, .list, .sound])
    }

    func userNotificationCenter(
        _ center: UNUserNotificationCenter, didReceive response: UNNotificationResponse, withCompletionHandler completionHandler: @escaping () -> Void
    ) {
        _ = response.actionIdentifier == UNNotificationDefaultActionIdentifier
        _ = response.notification.request.content.userInfo
        completionHandler()
    }
}

/// A Bluetooth status delegate.
final class BluetoothStatusCheck: NSObject, CBCentralManagerDelegate {
    func centralManagerDidUpdateState(_ central: CBCentralManager) {
        _ = central.state == .unsupported
    }

    func centralManager(_ central: CBCentralManager, didDiscover peripheral: CBPeripheral, advertisementData: [String: Any], rssi RSSI: NSNumber) {
        _ = (peripheral.identifier, advertisementData[CBAdvertisementDataLocalNameKey])
    }
}

/// A watch session delegate as an iPhone app writes one.
final class WatchSessionCheck: NSObject, WCSessionDelegate {
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: Error?) {}
    func sessionDidBecomeInactive(_ session: WCSession) {}
    func sessionDidDeactivate(_ session: WCSession) { session.activate() }
    func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
}
