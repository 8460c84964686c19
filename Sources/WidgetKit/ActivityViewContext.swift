import WidgetryActivityKit

/// What a Live Activity's views are drawn from: its attributes, its current content state,
/// whether that content is past its stale date, and the activity's identifier.
public struct ActivityViewContext<Attributes: ActivityAttributes> {
    /// The fixed attributes the activity was started with.
    public let attributes: Attributes
    /// The current content state.
    public let state: Attributes.ContentState
    /// Whether the content is past its `staleDate`.
    public let isStale: Bool
    /// The identifier of the activity (`Activity.id`).
    public let activityID: String

    package init(attributes: Attributes, state: Attributes.ContentState, isStale: Bool, activityID: String) {
        self.attributes = attributes
        self.state = state
        self.isStale = isStale
        self.activityID = activityID
    }
}
