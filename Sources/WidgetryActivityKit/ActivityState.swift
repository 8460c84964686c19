/// Where a Live Activity is in its life.
public enum ActivityState: Hashable, Codable, Sendable {
    /// Started and shown.
    case active
    /// Ended; its last content may stay on the Lock Screen until its dismissal policy removes it.
    case ended
    /// Ended and removed from every presentation.
    case dismissed
    /// Shown with content past its `staleDate`.
    case stale
    /// Scheduled to start later (iOS 26's `request(…start:)`).
    case pending
}
