import Foundation

public typealias AVAudioChannelCount = UInt32
public typealias AVAudioFrameCount = UInt32
public typealias AVAudioFramePosition = Int64
public typealias AVAudioNodeBus = Int

/// Sample formats.
public enum AVAudioCommonFormat: UInt, Sendable {
    case otherFormat = 0, pcmFormatFloat32, pcmFormatFloat64, pcmFormatInt16, pcmFormatInt32
}

/// A PCM format: sample rate, channels, sample type, as AVFoundation's `AVAudioFormat`.
open class AVAudioFormat: NSObject, @unchecked Sendable {
    public let sampleRate: Double
    public let channelCount: AVAudioChannelCount
    public let commonFormat: AVAudioCommonFormat
    public let isInterleaved: Bool
    public var isStandard: Bool { commonFormat == .pcmFormatFloat32 && !isInterleaved }

    /// Deinterleaved 32-bit float; nil for zero or more than 8 channels or a non-positive rate,
    /// as Apple's.
    public init?(standardFormatWithSampleRate sampleRate: Double, channels: AVAudioChannelCount) {
        guard sampleRate > 0, (1...8).contains(channels) else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = .pcmFormatFloat32
        isInterleaved = false
    }

    public init?(commonFormat format: AVAudioCommonFormat, sampleRate: Double, channels: AVAudioChannelCount, interleaved: Bool) {
        guard sampleRate > 0, channels > 0, format != .otherFormat else { return nil }
        self.sampleRate = sampleRate
        channelCount = channels
        commonFormat = format
        isInterleaved = interleaved
    }

    /// The format a node reports for a bus with nothing behind it (no device): 0 Hz, no channels.
    init(unconnected: Void) {
        sampleRate = 0
        channelCount = 0
        commonFormat = .pcmFormatFloat32
        isInterleaved = false
    }

    override open func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? AVAudioFormat else { return false }
        return other.sampleRate == sampleRate && other.channelCount == channelCount && other.commonFormat == commonFormat
            && other.isInterleaved == isInterleaved
    }
    override open var hash: Int { sampleRate.hashValue ^ Int(channelCount) }
}
