import Foundation

/// A node of an audio graph, as AVFoundation's `AVAudioNode`.
open class AVAudioNode: NSObject, @unchecked Sendable {
    public internal(set) weak var engine: AVAudioEngine?
    var formats: [AVAudioNodeBus: AVAudioFormat] = [:]

    public var numberOfInputs: Int { 1 }
    public var numberOfOutputs: Int { 1 }
    public func outputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { formats[bus] ?? AVAudioFormat(unconnected: ()) }
    public func inputFormat(forBus bus: AVAudioNodeBus) -> AVAudioFormat { AVAudioFormat(unconnected: ()) }
    public func reset() {}
    public var lastRenderTime: Any? { nil }
}

/// A mixer, as AVFoundation's `AVAudioMixerNode`: volume and pan kept as set.
open class AVAudioMixerNode: AVAudioNode, @unchecked Sendable {
    public var outputVolume: Float = 1
    public var volume: Float = 1
    public var pan: Float = 0
    override public init() {}
    public var nextAvailableInputBus: AVAudioNodeBus { 0 }
}

/// The device's output, as `AVAudioOutputNode`: with no device its formats are 0 Hz, no channels.
open class AVAudioOutputNode: AVAudioNode, @unchecked Sendable {}

/// The device's input, as `AVAudioInputNode`.
open class AVAudioInputNode: AVAudioNode, @unchecked Sendable {}

/// An audio unit effect.
open class AVAudioUnit: AVAudioNode, @unchecked Sendable {}
open class AVAudioUnitEffect: AVAudioUnit, @unchecked Sendable {
    public var bypass = false
}

/// A multi-band equaliser, as AVFoundation's `AVAudioUnitEQ`: its bands' settings kept as set.
open class AVAudioUnitEQ: AVAudioUnitEffect, @unchecked Sendable {
    public let bands: [AVAudioUnitEQFilterParameters]
    public var globalGain: Float = 0
    public init(numberOfBands: Int) { bands = (0..<max(0, numberOfBands)).map { _ in AVAudioUnitEQFilterParameters() } }
    override public convenience init() { self.init(numberOfBands: 1) }
}

/// One equaliser band.
open class AVAudioUnitEQFilterParameters: NSObject, @unchecked Sendable {
    public var filterType: AVAudioUnitEQFilterType = .parametric
    public var frequency: Float = 1000
    public var bandwidth: Float = 0.5
    public var gain: Float = 0
    public var bypass = true
}

public enum AVAudioUnitEQFilterType: Int, Sendable {
    case parametric = 0, lowPass, highPass, resonantLowPass, resonantHighPass, bandPass, bandStop, lowShelf, highShelf,
         resonantLowShelf, resonantHighShelf
}

/// An audio graph, as AVFoundation's `AVAudioEngine`. Nodes attach and connect as on Apple's
/// systems (connections keep their formats); starting throws, because there is no output device.
open class AVAudioEngine: NSObject, @unchecked Sendable {
    public private(set) var attachedNodes: Set<AVAudioNode> = []
    public let outputNode = AVAudioOutputNode()
    public let inputNode = AVAudioInputNode()
    public private(set) lazy var mainMixerNode: AVAudioMixerNode = {
        let mixer = AVAudioMixerNode()
        attach(mixer)
        return mixer
    }()
    public private(set) var isRunning = false

    override public init() {
        super.init()
        outputNode.engine = self
        inputNode.engine = self
    }

    public func attach(_ node: AVAudioNode) {
        attachedNodes.insert(node)
        node.engine = self
    }
    public func detach(_ node: AVAudioNode) {
        attachedNodes.remove(node)
        node.engine = nil
    }
    public func connect(_ node1: AVAudioNode, to node2: AVAudioNode, format: AVAudioFormat?) {
        connect(node1, to: node2, fromBus: 0, toBus: 0, format: format)
    }
    public func connect(_ node1: AVAudioNode, to node2: AVAudioNode, fromBus bus1: AVAudioNodeBus, toBus bus2: AVAudioNodeBus,
                        format: AVAudioFormat?) {
        if let format { node1.formats[bus1] = format }
    }
    public func disconnectNodeInput(_ node: AVAudioNode) {}
    public func disconnectNodeOutput(_ node: AVAudioNode) { node.formats = [:] }

    public func prepare() {}

    /// Throws `kAudioUnitErr_FailedInitialization` (-10875): no output device to render to.
    public func start() throws {
        throw NSError(domain: "com.apple.coreaudio.avfaudio", code: -10875,
                      userInfo: [NSLocalizedDescriptionKey: "No audio output device on this host"])
    }
    public func pause() { isRunning = false }
    public func stop() { isRunning = false }
    public func reset() {}

    public static let configurationChangeNotification = Notification.Name("AVAudioEngineConfigurationChangeNotification")
}

extension Notification.Name {
    public static let AVAudioEngineConfigurationChange = AVAudioEngine.configurationChangeNotification
}
