// AudioToolbox's system sound services (AudioServices.h), as shared app code calls them for alert sounds
// and vibration. A host has no speaker or vibration motor that a widget could use: sounds are registered
// and their properties kept, and playing one plays nothing (its completion runs at once).
import Foundation

/// A registered system sound (`UInt32`).
public typealias SystemSoundID = UInt32
/// A system sound property (`UInt32`, a four-character code).
public typealias AudioServicesPropertyID = UInt32

/// The vibration "sound" (`AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)`): nothing vibrates on a host.
public var kSystemSoundID_Vibrate: SystemSoundID { 0x0000_0FFF }
/// The person's chosen alert sound.
public var kSystemSoundID_UserPreferredAlert: SystemSoundID { 0x0000_1000 }
/// A screen flash (macOS).
public var kSystemSoundID_FlashScreen: SystemSoundID { 0x0000_0FFE }

// Results, as `OSStatus` (`Int32`).
/// Success.
public var kAudioServicesNoError: Int32 { 0 }
/// The property is not supported (`'pty?'`).
public var kAudioServicesUnsupportedPropertyError: Int32 { 0x7074_793F }
/// The property's data is of the wrong size (`'!siz'`).
public var kAudioServicesBadPropertySizeError: Int32 { 0x2173_697A }
/// The specifier is not a registered sound (`'!spc'`).
public var kAudioServicesBadSpecifierError: Int32 { 0x2173_7063 }
/// The sound could not be made (a missing or unreadable file).
public var kAudioServicesSystemSoundUnspecifiedError: Int32 { -1500 }
/// The sound's client timed out.
public var kAudioServicesSystemSoundClientTimedOutError: Int32 { -1501 }
/// The sound file is longer than 30 seconds.
public var kAudioServicesSystemSoundExceededMaximumDurationError: Int32 { -1502 }

/// Whether the sound obeys the ringer switch (`'isui'`, a `UInt32` 0 or 1).
public var kAudioServicesPropertyIsUISound: AudioServicesPropertyID { 0x6973_7569 }
/// Whether the sound finishes when the app quits (`'ifdi'`, a `UInt32` 0 or 1).
public var kAudioServicesPropertyCompletePlaybackIfAppDies: AudioServicesPropertyID { 0x6966_6469 }

/// The sounds registered from files, and their properties.
final class SystemSoundRegistry: @unchecked Sendable {
    static let shared = SystemSoundRegistry()
    private let lock = NSLock()
    private var next: SystemSoundID = 0x0000_1001
    private var sounds: [SystemSoundID: (url: URL, properties: [AudioServicesPropertyID: UInt32])] = [:]

    func register(_ url: URL) -> SystemSoundID {
        lock.withLock {
            let id = next
            next += 1
            sounds[id] = (url, [kAudioServicesPropertyIsUISound: 1, kAudioServicesPropertyCompletePlaybackIfAppDies: 0])
            return id
        }
    }

    func dispose(_ id: SystemSoundID) -> Bool { lock.withLock { sounds.removeValue(forKey: id) != nil } }

    func property(_ property: AudioServicesPropertyID, of id: SystemSoundID) -> UInt32?? {
        lock.withLock { sounds[id].map { $0.properties[property] } }
    }

    func set(_ property: AudioServicesPropertyID, of id: SystemSoundID, to value: UInt32) -> Bool {
        lock.withLock {
            guard sounds[id] != nil else { return false }
            sounds[id]?.properties[property] = value
            return true
        }
    }
}

/// Registers the sound file at `inFileURL` (`url as CFURL`) and writes its ID: `kAudioServicesNoError`, or
/// `kAudioServicesSystemSoundUnspecifiedError` when no readable file is there.
public func AudioServicesCreateSystemSoundID(_ inFileURL: NSURL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> Int32 {
    let url = inFileURL as URL
    guard url.isFileURL, FileManager.default.isReadableFile(atPath: url.path) else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = SystemSoundRegistry.shared.register(url)
    return kAudioServicesNoError
}

/// Unregisters a sound made by `AudioServicesCreateSystemSoundID`: `kAudioServicesBadSpecifierError` for another ID.
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> Int32 {
    SystemSoundRegistry.shared.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesBadSpecifierError
}

/// Plays a system sound: nothing plays on a host.
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays an alert sound (vibrating where the device does): nothing plays on a host.
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// Plays a system sound and runs `inCompletionBlock` when it ends: nothing plays, so the block runs at once
/// on a background queue.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    guard let inCompletionBlock else { return }
    DispatchQueue.global().async(execute: inCompletionBlock)
}

/// Plays an alert sound and runs `inCompletionBlock` when it ends: as `AudioServicesPlaySystemSoundWithCompletion`.
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (@Sendable () -> Void)?) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
}

/// Sets a property of the sound named by the specifier (a `SystemSoundID`): the two `UInt32` properties
/// are kept; `kAudioServicesBadSpecifierError`, `kAudioServicesBadPropertySizeError` or
/// `kAudioServicesUnsupportedPropertyError` otherwise.
@discardableResult
public func AudioServicesSetProperty(
    _ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?, _ inPropertyDataSize: UInt32,
    _ inPropertyData: UnsafeRawPointer
) -> Int32 {
    guard let id = soundID(inSpecifierSize, inSpecifier) else { return kAudioServicesBadSpecifierError }
    guard inPropertyID == kAudioServicesPropertyIsUISound || inPropertyID == kAudioServicesPropertyCompletePlaybackIfAppDies else {
        return kAudioServicesUnsupportedPropertyError
    }
    guard inPropertyDataSize == UInt32(MemoryLayout<UInt32>.size) else { return kAudioServicesBadPropertySizeError }
    let value = inPropertyData.loadUnaligned(as: UInt32.self)
    return SystemSoundRegistry.shared.set(inPropertyID, of: id, to: value) ? kAudioServicesNoError : kAudioServicesBadSpecifierError
}

/// Reads a property set with `AudioServicesSetProperty` (or its default) into `outPropertyData`.
@discardableResult
public func AudioServicesGetProperty(
    _ inPropertyID: AudioServicesPropertyID, _ inSpecifierSize: UInt32, _ inSpecifier: UnsafeRawPointer?,
    _ ioPropertyDataSize: UnsafeMutablePointer<UInt32>, _ outPropertyData: UnsafeMutableRawPointer?
) -> Int32 {
    guard let id = soundID(inSpecifierSize, inSpecifier) else { return kAudioServicesBadSpecifierError }
    guard let stored = SystemSoundRegistry.shared.property(inPropertyID, of: id) else { return kAudioServicesBadSpecifierError }
    guard let value = stored else { return kAudioServicesUnsupportedPropertyError }
    guard ioPropertyDataSize.pointee >= UInt32(MemoryLayout<UInt32>.size), let outPropertyData else {
        return kAudioServicesBadPropertySizeError
    }
    outPropertyData.storeBytes(of: value, as: UInt32.self)
    ioPropertyDataSize.pointee = UInt32(MemoryLayout<UInt32>.size)
    return kAudioServicesNoError
}

private func soundID(_ size: UInt32, _ specifier: UnsafeRawPointer?) -> SystemSoundID? {
    guard let specifier, size == UInt32(MemoryLayout<SystemSoundID>.size) else { return nil }
    return specifier.loadUnaligned(as: SystemSoundID.self)
}
