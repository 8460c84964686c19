/// How much one home screen holds. Placing, adding a page and importing all keep within these, so
/// that whatever a home screen holds can be exported and imported again.
public enum HomeScreenLimits {
    /// Pages on one home screen.
    public static let pages = 50
    /// Placed widgets, on every page, in every stack and on the lock screen together: as many
    /// as the benchmarks run a host with (its memory is measured at 10,000).
    public static let widgets = 10_000
    /// Placed controls (the Control Center's pages together).
    public static let controls = 100

    /// Refuses one more of `what` when `count` already reached `limit`.
    static func requireRoom(_ count: Int, below limit: Int, for what: String) throws {
        guard count < limit else {
            throw WidgetStoreError.invalidArgument("the home screen holds at most \(limit) \(what); remove one first")
        }
    }
}
