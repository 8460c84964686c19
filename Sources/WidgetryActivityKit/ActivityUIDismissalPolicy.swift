/// When an ended Live Activity leaves the Lock Screen.
public struct ActivityUIDismissalPolicy: Hashable, Sendable {
    enum Rule: Hashable, Sendable {
        case standard, immediate
        case after(Date)
    }

    let rule: Rule

    /// The system's choice: the activity stays up to four hours after it ends.
    public static let `default` = ActivityUIDismissalPolicy(rule: .standard)
    /// Removed as soon as it ends.
    public static let immediate = ActivityUIDismissalPolicy(rule: .immediate)

    /// Removed at `date` (at most four hours after it ends).
    public static func after(_ date: Date) -> ActivityUIDismissalPolicy {
        ActivityUIDismissalPolicy(rule: .after(date))
    }
}
