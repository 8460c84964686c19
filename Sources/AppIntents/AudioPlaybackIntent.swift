import WidgetryWire

/// An intent that plays, pauses or otherwise controls audio, as a widget's play and pause buttons
/// run. Apple runs it in the app's process so audio keeps playing; here, as every widget intent, it
/// runs in the extension when its `Button(intent:)` is tapped, and the audio is the app's to play.
public protocol AudioPlaybackIntent: SystemIntent {}

/// An intent the system treats specially (audio playback, Live Activities); a kind of `AppIntent`.
public protocol SystemIntent: AppIntent {}
