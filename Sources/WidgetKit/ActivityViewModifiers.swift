import WidgetryWire

// Modifiers of a Live Activity's Lock Screen view. They change how the system presents the
// activity around the view (its background, the colour of the system's buttons beside it), not
// the view's own drawing: the view draws unchanged, and the presentation (issue 30) reads them.

extension View {
    /// The background of the Live Activity on the Lock Screen (nil: the system's).
    public nonisolated func activityBackgroundTint(_ color: Color?) -> some View { self }

    /// The colour of the system's action button beside the Live Activity on the Lock Screen.
    public nonisolated func activitySystemActionForegroundColor(_ color: Color?) -> some View { self }

    /// Where the expanded Dynamic Island puts this leading or trailing region's content when it
    /// is too wide to sit beside the camera.
    public nonisolated func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View { self }
}
