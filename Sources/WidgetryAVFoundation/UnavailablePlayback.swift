// Media playback and assets, declared unavailable with the reason: no widget target of the survey
// uses them (only app targets), and a widget cannot play video on iOS either.

@available(*, unavailable, message: "AVPlayer is not provided: a widget cannot play media (on iOS either); AVAudioPlayer plays short sounds")
open class AVPlayer { public init() {} }

@available(*, unavailable, message: "AVPlayerItem is not provided: a widget cannot play media (on iOS either)")
open class AVPlayerItem { public init() {} }

@available(*, unavailable, message: "AVAsset is not provided on Linux: read the media's file or data directly")
open class AVAsset { public init() {} }
