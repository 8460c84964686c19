import WidgetryActivityKit
import WidgetryWire

/// A Live Activity of the widget extension: the view it shows on the Lock Screen (and as a banner)
/// and its Dynamic Island, both drawn from an `ActivityViewContext` of `Attributes`.
///
/// A widget whose body is an `ActivityConfiguration` sits in a `WidgetBundle` beside ordinary
/// widgets. The extension records it (`WidgetExtension.liveActivities`), describes it to the
/// host apart from the widgets (`describeActivities`) and draws it in every presentation when
/// asked (`renderActivity`, `LiveActivityRendering.swift`).
public struct ActivityConfiguration<Attributes: ActivityAttributes>: WidgetConfiguration, LiveActivityDescribing {
    let content: (ActivityViewContext<Attributes>) -> AnyView
    let dynamicIsland: (ActivityViewContext<Attributes>) -> DynamicIsland

    public init<Content: View>(
        for attributesType: Attributes.Type, @ViewBuilder content: @escaping (ActivityViewContext<Attributes>) -> Content,
        dynamicIsland: @escaping (ActivityViewContext<Attributes>) -> DynamicIsland
    ) {
        self.content = { AnyView(content($0)) }
        self.dynamicIsland = dynamicIsland
    }

    public var body: Never { fatalError("ActivityConfiguration is primitive") }

    package var resolvedLiveActivity: ResolvedLiveActivity {
        let views = Unchecked(value: (content: content, dynamicIsland: dynamicIsland))
        return ResolvedLiveActivity(attributesType: String(describing: Attributes.self)) { attributes, state, isStale, activityID in
            let decoder = JSONDecoder()
            func decode<Value: Decodable>(_ type: Value.Type, from data: Data, part: String) throws -> Value {
                do { return try decoder.decode(type, from: data) } catch { throw LiveActivityDecodingError(part: part, underlying: error) }
            }
            let context = ActivityViewContext(
                attributes: try decode(Attributes.self, from: attributes, part: "attributes"),
                state: try decode(Attributes.ContentState.self, from: state, part: "content state"), isStale: isStale, activityID: activityID)
            return LiveActivityPresentations(lockScreen: views.value.content(context), dynamicIsland: views.value.dynamicIsland(context))
        }
    }
}

/// A Live Activity as the extension knows it: its attributes type, the families it also offers
/// (`supplementalActivityFamilies`), and its views for given attributes and content state.
package struct ResolvedLiveActivity {
    /// The name of the `ActivityAttributes` type, which identifies the activity kind.
    package let attributesType: String
    package var supplementalFamilies: [ActivityFamily] = []
    /// The views for the JSON of an attributes value and of a content state.
    package let presentations: @MainActor (_ attributes: Data, _ state: Data, _ isStale: Bool, _ activityID: String) throws -> LiveActivityPresentations

    init(
        attributesType: String,
        presentations: @escaping @MainActor (Data, Data, Bool, String) throws -> LiveActivityPresentations
    ) {
        self.attributesType = attributesType
        self.presentations = presentations
    }
}

/// A Live Activity's views for one state: the Lock Screen's and the Dynamic Island's.
package struct LiveActivityPresentations {
    package let lockScreen: AnyView
    package let dynamicIsland: DynamicIsland
}

/// A configuration that describes a Live Activity rather than a widget.
@MainActor
package protocol LiveActivityDescribing {
    var resolvedLiveActivity: ResolvedLiveActivity { get }
}

extension WidgetConfiguration {
    /// The Live Activity this configuration describes, following bodies and modifiers; nil for
    /// a widget.
    package var resolvedLiveActivity: ResolvedLiveActivity? {
        if let activity = self as? any LiveActivityDescribing { return activity.resolvedLiveActivity }
        if let modified = self as? any ModifiedConfigurationBase { return modified.baseConfiguration.resolvedLiveActivity }
        if self is any PrimitiveWidgetConfiguration || Body.self == Never.self { return nil }
        return body.resolvedLiveActivity
    }
}

extension Widget {
    /// The Live Activity this widget describes, if its body is an `ActivityConfiguration`.
    package var resolvedLiveActivity: ResolvedLiveActivity? { body.resolvedLiveActivity }
}

/// A modified configuration, seen through to the configuration it modifies.
@MainActor
protocol ModifiedConfigurationBase {
    var baseConfiguration: any WidgetConfiguration { get }
}

extension ModifiedWidgetConfiguration: ModifiedConfigurationBase {
    var baseConfiguration: any WidgetConfiguration { base }
}
