import WidgetryWire

/// The widget a configuration resolves to, with every modifier applied.
package struct ResolvedWidget: @unchecked Sendable {
    package var kind: String
    package var displayName: String?
    package var description: String?
    package var families: [WidgetFamily]?
    package var contentMarginsDisabled = false
    package var containerBackgroundRemovable = true
    package var promptsForUserConfiguration = false
    package var disfavoredLocations: [String: [String]] = [:]
    /// `.pushHandler(_:)`: the type that hears the extension's push token.
    package var pushHandler: (any WidgetPushHandler.Type)?
    /// Runs the provider and the view.
    package var runner: any WidgetRunner

    /// The description the gallery and the host use; a missing name or description falls back
    /// to the configuration intent's title and description, as Apple's does.
    package var wire: WidgetDescription {
        let intent = runner.intentSchema
        return WidgetDescription(
            kind: kind,
            displayName: displayName ?? intent?.title ?? kind,
            description: description ?? intent?.description ?? "",
            supportedFamilies: (families ?? WidgetFamily.defaultFamilies).map(\.rawValue),
            intent: intent,
            contentMarginsDisabled: contentMarginsDisabled,
            containerBackgroundRemovable: containerBackgroundRemovable,
            promptsForUserConfiguration: promptsForUserConfiguration,
            disfavoredLocations: disfavoredLocations,
            hasPushHandler: pushHandler != nil)
    }
}

/// A configuration that is itself a widget description (not built from a body).
@MainActor
package protocol PrimitiveWidgetConfiguration {
    var resolved: ResolvedWidget { get }
}

extension WidgetConfiguration {
    /// Follows bodies down to the primitive configuration and its modifiers.
    package var resolvedWidget: ResolvedWidget? {
        if let primitive = self as? any PrimitiveWidgetConfiguration { return primitive.resolved }
        if Body.self == Never.self { return nil }
        return body.resolvedWidget
    }
}

extension Widget {
    package var resolvedWidget: ResolvedWidget? { body.resolvedWidget }
}

/// A widget without configuration, fed by a `TimelineProvider`.
public struct StaticConfiguration<Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let kind: String
    let runner: any WidgetRunner

    public init<Provider: TimelineProvider>(kind: String, provider: Provider, @ViewBuilder content: @escaping (Provider.Entry) -> Content) {
        self.kind = kind
        self.runner = StaticRunner(provider: provider, content: content)
    }

    public var body: Never { fatalError("StaticConfiguration is primitive") }
    package var resolved: ResolvedWidget { ResolvedWidget(kind: kind, runner: runner) }
}

/// A widget people configure through `Intent`'s parameters, fed by an `AppIntentTimelineProvider`.
public struct AppIntentConfiguration<Intent: WidgetConfigurationIntent, Content: View>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let kind: String
    let runner: any WidgetRunner

    public init<Provider: AppIntentTimelineProvider>(
        kind: String, intent: Intent.Type = Intent.self, provider: Provider,
        @ViewBuilder content: @escaping (Provider.Entry) -> Content
    ) where Intent == Provider.Intent {
        self.kind = kind
        self.runner = IntentRunner(provider: provider, content: content)
    }

    public var body: Never { fatalError("AppIntentConfiguration is primitive") }
    package var resolved: ResolvedWidget { ResolvedWidget(kind: kind, runner: runner) }
}

/// A configuration with gallery details changed by a modifier.
public struct ModifiedWidgetConfiguration<Base: WidgetConfiguration>: WidgetConfiguration, PrimitiveWidgetConfiguration {
    let base: Base
    let change: (inout ResolvedWidget) -> Void

    public var body: Never { fatalError("ModifiedWidgetConfiguration is primitive") }

    package var resolved: ResolvedWidget {
        guard var widget = base.resolvedWidget else {
            preconditionFailure("\(Base.self) does not describe a widget")
        }
        change(&widget)
        return widget
    }
}

extension WidgetConfiguration {
    func modified(_ change: @escaping (inout ResolvedWidget) -> Void) -> ModifiedWidgetConfiguration<Self> {
        ModifiedWidgetConfiguration(base: self, change: change)
    }

    /// The name shown in the gallery.
    public func configurationDisplayName(_ displayName: Text) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.plainText() }
    }

    public func configurationDisplayName(_ displayNameKey: LocalizedStringKey) -> some WidgetConfiguration {
        configurationDisplayName(Text(displayNameKey))
    }

    @_disfavoredOverload
    public func configurationDisplayName<S: StringProtocol>(_ displayName: S) -> some WidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    /// (A string literal is a `LocalizedStringKey`, as with Apple's overloads.)
    @_disfavoredOverload
    public func configurationDisplayName(_ displayName: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.displayName = displayName.description }
    }

    /// The description shown in the gallery.
    public func description(_ description: Text) -> some WidgetConfiguration {
        modified { $0.description = description.plainText() }
    }

    public func description(_ descriptionKey: LocalizedStringKey) -> some WidgetConfiguration {
        description(Text(descriptionKey))
    }

    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some WidgetConfiguration {
        modified { $0.description = String(description) }
    }

    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some WidgetConfiguration {
        modified { $0.description = description.description }
    }

    /// The families the widget can be added in.
    public func supportedFamilies(_ families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { $0.families = families }
    }

    /// The view fills the widget edge to edge instead of inside the system's margins.
    public func contentMarginsDisabled() -> some WidgetConfiguration {
        modified { $0.contentMarginsDisabled = true }
    }

    /// Whether the system may remove the container background (StandBy, Lock Screen).
    public func containerBackgroundRemovable(_ isRemovable: Bool = true) -> some WidgetConfiguration {
        modified { $0.containerBackgroundRemovable = isRemovable }
    }

    /// Open the configuration editor right after the widget is added.
    public func promptsForUserConfiguration() -> some WidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }

    /// The action for events of a background `URLSession` whose identifier `matchingBlock`
    /// accepts (all, when nil), waiting to be handled after the extension was suspended.
    /// Accepted so that widget code compiles unchanged: an extension process here is not
    /// suspended, and FoundationNetworking runs a session made with
    /// `URLSessionConfiguration.background(withIdentifier:)` in the process that started it, so
    /// its delegate receives every event directly and this action is never called.
    public func onBackgroundURLSessionEvents(
        matching matchingBlock: ((String) -> Bool)? = nil, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        self
    }

    /// The action for events of the background `URLSession` named `identifier`: accepted,
    /// never called, as the overload with a matching closure.
    public func onBackgroundURLSessionEvents(
        matching identifier: String, _ urlSessionEvent: @escaping (String, @escaping () -> Void) -> Void
    ) -> some WidgetConfiguration {
        self
    }

    /// Do not suggest the widget in `locations` for `families`.
    public func disfavoredLocations(_ locations: [WidgetLocation], for families: [WidgetFamily]) -> some WidgetConfiguration {
        modified { widget in
            for location in locations {
                widget.disfavoredLocations[location.name, default: []].append(contentsOf: families.map(\.rawValue))
            }
        }
    }
}
