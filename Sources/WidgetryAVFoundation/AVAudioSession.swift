import Foundation

/// The domain of the OSStatus codes audio errors carry.
let audioErrorDomain = "NSOSStatusErrorDomain"

/// The app's audio session, as AVFoundation's `AVAudioSession`. A Linux host has no audio
/// device: category, mode and preferred values are kept as set, the hardware values read 0,
/// the route is empty, and activating the session throws `ErrorCode.resourceNotAvailable`
/// (deactivating succeeds — nothing was active).
open class AVAudioSession: NSObject, @unchecked Sendable {
    private static let shared = AVAudioSession()
    private let lock = NSLock()
    private var state = (category: Category.soloAmbient, mode: Mode.default, options: CategoryOptions(), sampleRate: 0.0,
                         ioBufferDuration: 0.0, policy: RouteSharingPolicy.default)

    override private init() {}

    public class func sharedInstance() -> AVAudioSession { shared }

    private func read<T>(_ body: (inout (category: Category, mode: Mode, options: CategoryOptions, sampleRate: Double,
                                          ioBufferDuration: Double, policy: RouteSharingPolicy)) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    public var category: Category { read { $0.category } }
    public var mode: Mode { read { $0.mode } }
    public var categoryOptions: CategoryOptions { read { $0.options } }
    public var routeSharingPolicy: RouteSharingPolicy { read { $0.policy } }

    public func setCategory(_ category: Category) throws { read { $0.category = category } }
    public func setCategory(_ category: Category, options: CategoryOptions = []) throws {
        read { $0.category = category; $0.options = options }
    }
    public func setCategory(_ category: Category, mode: Mode, options: CategoryOptions = []) throws {
        read { $0.category = category; $0.mode = mode; $0.options = options }
    }
    public func setCategory(_ category: Category, mode: Mode, policy: RouteSharingPolicy, options: CategoryOptions = []) throws {
        read { $0.category = category; $0.mode = mode; $0.policy = policy; $0.options = options }
    }
    public func setMode(_ mode: Mode) throws { read { $0.mode = mode } }

    /// Activating throws: there is no audio device to play or record with.
    public func setActive(_ active: Bool, options: SetActiveOptions = []) throws {
        if active { throw Self.error(.resourceNotAvailable) }
    }

    public func setPreferredSampleRate(_ sampleRate: Double) throws { read { $0.sampleRate = sampleRate } }
    public func setPreferredIOBufferDuration(_ duration: TimeInterval) throws { read { $0.ioBufferDuration = duration } }
    public var preferredSampleRate: Double { read { $0.sampleRate } }
    public var preferredIOBufferDuration: TimeInterval { read { $0.ioBufferDuration } }

    /// Hardware values: 0 with no device.
    public var sampleRate: Double { 0 }
    public var ioBufferDuration: TimeInterval { 0 }
    public var outputLatency: TimeInterval { 0 }
    public var inputLatency: TimeInterval { 0 }
    public var outputVolume: Float { 0 }
    public var outputNumberOfChannels: Int { 0 }
    public var inputNumberOfChannels: Int { 0 }
    public var isInputAvailable: Bool { false }
    public var isOtherAudioPlaying: Bool { false }
    public var secondaryAudioShouldBeSilencedHint: Bool { false }
    public var currentRoute: AVAudioSessionRouteDescription { AVAudioSessionRouteDescription() }
    public var availableInputs: [AVAudioSessionPortDescription]? { [] }
    public var availableCategories: [Category] { [.ambient, .soloAmbient, .playback, .record, .playAndRecord, .multiRoute] }

    /// No microphone: permission is denied.
    public var recordPermission: RecordPermission { .denied }
    public func requestRecordPermission(_ response: @escaping @Sendable (Bool) -> Void) {
        DispatchQueue.global().async { response(false) }
    }

    static func error(_ code: ErrorCode) -> NSError {
        NSError(domain: audioErrorDomain, code: code.rawValue, userInfo: [NSLocalizedDescriptionKey: "No audio device on this host"])
    }

    /// How the app's audio mixes with others.
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }

    /// A specialised use of the category.
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoChat = Mode(rawValue: "AVAudioSessionModeVideoChat")
        public static let gameChat = Mode(rawValue: "AVAudioSessionModeGameChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voicePrompt = Mode(rawValue: "AVAudioSessionModeVoicePrompt")
    }

    public struct CategoryOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 0x1)
        public static let duckOthers = CategoryOptions(rawValue: 0x2)
        public static let allowBluetooth = CategoryOptions(rawValue: 0x4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 0x8)
        public static let interruptSpokenAudioAndMixWithOthers = CategoryOptions(rawValue: 0x11)
        public static let allowBluetoothA2DP = CategoryOptions(rawValue: 0x20)
        public static let allowAirPlay = CategoryOptions(rawValue: 0x40)
        public static let overrideMutedMicrophoneInterruption = CategoryOptions(rawValue: 0x80)
    }

    public struct SetActiveOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    public enum RouteSharingPolicy: UInt, Sendable {
        case `default` = 0, longFormAudio, independent, longFormVideo
    }

    public enum RecordPermission: UInt, Sendable {
        case undetermined = 1970168948, denied = 1684369017, granted = 1735552628
    }

    /// AVAudioSession's error codes (OSStatus four-character codes), with Apple's raw values.
    public enum ErrorCode: Int, Sendable {
        case none = 0
        case mediaServicesFailed = 1836282486
        case isBusy = 560030580
        case incompatibleCategory = 560161140
        case cannotInterruptOthers = 560557684
        case missingEntitlement = 1701737535
        case siriIsRecording = 1936290409
        case cannotStartPlaying = 561015905
        case cannotStartRecording = 561145187
        case badParam = -50
        case insufficientPriority = 561017449
        case resourceNotAvailable = 561145203
        case unspecified = 2003329396
        case expiredSession = 561210739
        case sessionNotActive = 1768841571
    }

    public enum InterruptionType: UInt, Sendable {
        case began = 1, ended = 0
    }

    public struct InterruptionOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let shouldResume = InterruptionOptions(rawValue: 1)
    }

    public enum InterruptionReason: UInt, Sendable {
        case `default` = 0, appWasSuspended, builtInMicMuted, routeDisconnected = 4
    }

    public enum RouteChangeReason: UInt, Sendable {
        case unknown = 0, newDeviceAvailable, oldDeviceUnavailable, categoryChange, override, wakeFromSleep = 6,
             noSuitableRouteForCategory, routeConfigurationChange
    }

    public enum SilenceSecondaryAudioHintType: UInt, Sendable {
        case begin = 1, end = 0
    }

    /// A kind of input or output port.
    public struct Port: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let builtInSpeaker = Port(rawValue: "Speaker")
        public static let builtInReceiver = Port(rawValue: "Receiver")
        public static let builtInMic = Port(rawValue: "MicrophoneBuiltIn")
        public static let headphones = Port(rawValue: "Headphones")
        public static let headsetMic = Port(rawValue: "MicrophoneWired")
        public static let bluetoothA2DP = Port(rawValue: "BluetoothA2DPOutput")
        public static let bluetoothHFP = Port(rawValue: "BluetoothHFP")
        public static let bluetoothLE = Port(rawValue: "BluetoothLE")
        public static let airPlay = Port(rawValue: "AirPlay")
        public static let carAudio = Port(rawValue: "CarAudio")
        public static let HDMI = Port(rawValue: "HDMIOutput")
        public static let usbAudio = Port(rawValue: "USBAudio")
        public static let lineOut = Port(rawValue: "LineOut")
    }

    public static let interruptionNotification = Notification.Name("AVAudioSessionInterruptionNotification")
    public static let routeChangeNotification = Notification.Name("AVAudioSessionRouteChangeNotification")
    public static let mediaServicesWereLostNotification = Notification.Name("AVAudioSessionMediaServicesWereLostNotification")
    public static let mediaServicesWereResetNotification = Notification.Name("AVAudioSessionMediaServicesWereResetNotification")
    public static let silenceSecondaryAudioHintNotification = Notification.Name("AVAudioSessionSilenceSecondaryAudioHintNotification")
}

/// The session's inputs and outputs: none with no device.
open class AVAudioSessionRouteDescription: NSObject, @unchecked Sendable {
    public let inputs: [AVAudioSessionPortDescription]
    public let outputs: [AVAudioSessionPortDescription]
    override init() { inputs = []; outputs = [] }
}

/// An input or output port.
open class AVAudioSessionPortDescription: NSObject, @unchecked Sendable {
    public let portType: AVAudioSession.Port
    public let portName: String
    public let uid: String
    init(portType: AVAudioSession.Port, portName: String, uid: String) {
        self.portType = portType
        self.portName = portName
        self.uid = uid
    }
}

// Keys of the session notifications' `userInfo`.
public let AVAudioSessionInterruptionTypeKey = "AVAudioSessionInterruptionTypeKey"
public let AVAudioSessionInterruptionOptionKey = "AVAudioSessionInterruptionOptionKey"
public let AVAudioSessionInterruptionReasonKey = "AVAudioSessionInterruptionReasonKey"
public let AVAudioSessionRouteChangeReasonKey = "AVAudioSessionRouteChangeReasonKey"
public let AVAudioSessionRouteChangePreviousRouteKey = "AVAudioSessionRouteChangePreviousRouteKey"
public let AVAudioSessionSilenceSecondaryAudioHintTypeKey = "AVAudioSessionSilenceSecondaryAudioHintTypeKey"
