import Foundation

/// Plays a sound file, as AVFoundation's `AVAudioPlayer`. The file is read (an unreadable one
/// throws, as Apple's does) but never plays: with no audio device `prepareToPlay()` and `play()`
/// return false.
open class AVAudioPlayer: NSObject, @unchecked Sendable {
    public let url: URL?
    public let data: Data?
    public var volume: Float = 1
    public var pan: Float = 0
    public var rate: Float = 1
    public var enableRate = false
    public var numberOfLoops = 0
    public var currentTime: TimeInterval = 0
    public var isPlaying: Bool { false }
    public var isMeteringEnabled = false
    public weak var delegate: (any AVAudioPlayerDelegate)?

    public init(contentsOf url: URL) throws {
        data = try Data(contentsOf: url)
        self.url = url
    }
    public init(contentsOf url: URL, fileTypeHint utiString: String?) throws {
        data = try Data(contentsOf: url)
        self.url = url
    }
    public init(data: Data) throws {
        self.data = data
        url = nil
    }
    public init(data: Data, fileTypeHint utiString: String?) throws {
        self.data = data
        url = nil
    }

    @discardableResult public func prepareToPlay() -> Bool { false }
    @discardableResult public func play() -> Bool { false }
    @discardableResult public func play(atTime time: TimeInterval) -> Bool { false }
    public func pause() {}
    public func stop() {}
    public func setVolume(_ volume: Float, fadeDuration duration: TimeInterval) { self.volume = volume }
}

/// Told when a player finishes.
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?)
}

extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: (any Error)?) {}
}
