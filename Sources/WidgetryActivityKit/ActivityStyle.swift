/// How long a Live Activity stays on screen.
public enum ActivityStyle: Hashable, Sendable {
    /// Shown until it ends, on the Lock Screen and in the Dynamic Island.
    case standard
    /// Shown in the Dynamic Island only while it runs, removed from the Lock Screen when the
    /// device locks.
    case transient
}
