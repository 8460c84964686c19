/// One state of a Live Activity's dynamic content, with when it goes stale and how relevant it
/// is beside the app's other activities.
public struct ActivityContent<State>: Codable, Hashable where State: Decodable & Encodable & Hashable {
    /// The content state the activity's views are drawn from.
    public let state: State
    /// When the content is out of date (the views then see `isStale`); nil: never.
    public let staleDate: Date?
    /// Orders the app's concurrent activities: the highest shows in the Dynamic Island.
    public let relevanceScore: Double

    public init(state: State, staleDate: Date?, relevanceScore: Double = 0.0) {
        self.state = state
        self.staleDate = staleDate
        self.relevanceScore = relevanceScore
    }
}

extension ActivityContent: Sendable where State: Sendable {}
