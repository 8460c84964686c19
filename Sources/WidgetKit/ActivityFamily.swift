import WidgetryWire

/// The sizes a Live Activity is drawn in: `medium` on iPhone's and iPad's Lock Screen, `small`
/// in the Smart Stack of Apple Watch and CarPlay.
public enum ActivityFamily: String, CaseIterable, Hashable, Sendable {
    case small
    case medium
}

private struct ActivityFamilyKey: EnvironmentKey { static let defaultValue: ActivityFamily = .medium }

extension EnvironmentValues {
    /// The family the Live Activity is drawn in; its views switch on it.
    public package(set) var activityFamily: ActivityFamily {
        get { self[ActivityFamilyKey.self] }
        set { self[ActivityFamilyKey.self] = newValue }
    }
}

/// A Live Activity offered in more families than `medium`.
public struct SupplementalActivityFamiliesConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, LiveActivityDescribing {
    let base: Base
    let families: [ActivityFamily]

    public var body: Never { fatalError("SupplementalActivityFamiliesConfiguration is primitive") }

    package var resolvedLiveActivity: ResolvedLiveActivity {
        guard var activity = base.resolvedLiveActivity else {
            preconditionFailure("supplementalActivityFamilies(_:) applies to an ActivityConfiguration; \(Base.self) is not one")
        }
        activity.supplementalFamilies = families
        return activity
    }
}

extension WidgetConfiguration {
    /// The families besides `medium` the Live Activity is offered in (`small`: Apple Watch, CarPlay).
    public func supplementalActivityFamilies(_ families: [ActivityFamily]) -> some WidgetConfiguration {
        SupplementalActivityFamiliesConfiguration(base: self, families: families)
    }
}
