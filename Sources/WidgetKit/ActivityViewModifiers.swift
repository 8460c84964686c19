import WidgetryWire

// Modifiers of a Live Activity's views. They change how the system presents the activity
// around the view (its background, the colour of the system's buttons beside it, where a wide
// region of the expanded island goes), not the view's own drawing: they are recorded while the
// view is evaluated (`LiveActivityRendering.swift` reads them).

/// What a Live Activity's Lock Screen view asked of the system while it was evaluated.
@MainActor
final class LiveActivityChromeRecord {
    var backgroundTint: RGBAColor?
    var systemActionForeground: RGBAColor?
}

private struct LiveActivityChromeKey: EnvironmentKey {
    static var defaultValue: LiveActivityChromeRecord? { nil }
}

extension EnvironmentValues {
    /// Where the Lock Screen view being evaluated records its chrome (nil outside one).
    var liveActivityChrome: LiveActivityChromeRecord? {
        get { self[LiveActivityChromeKey.self] }
        set { self[LiveActivityChromeKey.self] = newValue }
    }
}

extension View {
    /// The background of the Live Activity on the Lock Screen (nil: the system's). It fills the
    /// whole presentation behind the view, as its container background.
    public nonisolated func activityBackgroundTint(_ color: Color?) -> some View {
        onEvaluation(color) { context, color in
            guard let color else { return }
            context.setContainerBackground(context.fillNode(color, component: "activityBackgroundTint"))
            context.environment.liveActivityChrome?.backgroundTint = context.paint(color).color
        }
    }

    /// The colour of the system's action button beside the Live Activity on the Lock Screen.
    public nonisolated func activitySystemActionForegroundColor(_ color: Color?) -> some View {
        onEvaluation(color) { context, color in
            context.environment.liveActivityChrome?.systemActionForeground = color.flatMap { context.paint($0).color }
        }
    }

    /// Where the expanded Dynamic Island puts this leading or trailing region's content when it
    /// is too wide to sit beside the camera (`DynamicIslandLayout.swift`).
    public nonisolated func dynamicIsland(verticalPlacement: DynamicIslandExpandedRegionVerticalPlacement) -> some View {
        onEvaluation(verticalPlacement) { context, placement in
            context.environment.dynamicIslandRegion?.verticalPlacement = placement
        }
    }
}
