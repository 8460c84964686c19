/// How a Live Activity receives pushed updates besides the app's `update(_:)` calls.
public struct PushType: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case token
        case channel(String)
    }

    let kind: Kind

    /// Pushes addressed to the activity's own token (`Activity.pushTokenUpdates`).
    public static let token = PushType(kind: .token)

    /// Pushes broadcast on the channel `channelId`.
    public static func channel(_ channelId: String) -> PushType { PushType(kind: .channel(channelId)) }
}
