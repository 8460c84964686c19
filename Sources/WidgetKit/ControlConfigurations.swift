import WidgetryWire

/// A control without configuration: its template from a `ControlValueProvider`'s value (or from
/// nothing).
public struct StaticControlConfiguration<Content: ControlWidgetTemplate>: ControlWidgetConfiguration, PrimitiveControlConfiguration {
    let kind: String
    let runner: any ControlRunner

    public init(kind: String, @ControlWidgetTemplateBuilder content: @escaping () -> Content) {
        self.kind = kind
        self.runner = StaticControlRunner<Void, Content>(preview: {}, current: {}, content: { _ in content() })
    }

    public init<Provider: ControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) {
        self.kind = kind
        let provider = Unchecked(value: provider)
        self.runner = StaticControlRunner(
            preview: { provider.value.previewValue }, current: { try await provider.value.currentValue() }, content: content)
    }

    public var body: Never { fatalError("StaticControlConfiguration is primitive") }
    package var resolvedControl: ResolvedControl { ResolvedControl(kind: kind, runner: runner) }
}

/// A control people configure through `Configuration`'s parameters.
public struct AppIntentControlConfiguration<Configuration: ControlConfigurationIntent, Content: ControlWidgetTemplate>:
    ControlWidgetConfiguration, PrimitiveControlConfiguration
{
    let kind: String
    let runner: any ControlRunner

    /// A control whose template is built from the configuration itself.
    public init(
        kind: String, intent: Configuration.Type = Configuration.self, @ControlWidgetTemplateBuilder content: @escaping (Configuration) -> Content
    ) {
        self.kind = kind
        self.runner = IntentControlRunner<Configuration, Configuration, Content>(preview: { $0 }, current: { $0 }, content: content)
    }

    /// A control whose template is built from `provider`'s value for the configuration.
    public init<Provider: AppIntentControlValueProvider>(
        kind: String, provider: Provider, @ControlWidgetTemplateBuilder content: @escaping (Provider.Value) -> Content
    ) where Configuration == Provider.Configuration {
        self.kind = kind
        let provider = Unchecked(value: provider)
        self.runner = IntentControlRunner(
            preview: { provider.value.previewValue(configuration: $0) },
            current: { try await provider.value.currentValue(configuration: $0) }, content: content)
    }

    public var body: Never { fatalError("AppIntentControlConfiguration is primitive") }
    package var resolvedControl: ResolvedControl { ResolvedControl(kind: kind, runner: runner) }
}

/// Runs a control's value provider and builds its template, in the extension.
package protocol ControlRunner: Sendable {
    /// The configuration intent's schema; nil for a static control.
    var intentSchema: IntentSchema? { get }
    /// The template with the provider's preview value (`preview`: the gallery) or its current value.
    func template(configuration: Configuration, preview: Bool) async throws -> ResolvedControlTemplate?
    /// The values a new control starts with, and the required parameters they leave without one.
    func defaultConfiguration() async -> (configuration: Configuration, missing: ConfigurationError?)
    /// `configuration` validated through the intent, defaults filled in.
    func normalized(_ configuration: Configuration) async throws(ConfigurationError) -> Configuration
    /// A picker's choices for a parameter of the intent; nil when it offers no list.
    func options(for parameter: String, matching: String?) async throws -> ParameterOptions?
}

extension ControlRunner {
    /// A static control has no parameters: no defaults, and any key is unknown.
    func staticDefaultConfiguration() -> (configuration: Configuration, missing: ConfigurationError?) { ([:], nil) }

    func refuseParameters(_ configuration: Configuration) throws(ConfigurationError) -> Configuration {
        guard configuration.isEmpty else {
            throw ConfigurationError(issues: configuration.keys.sorted().map {
                ConfigurationIssue(parameter: $0, code: .unknownParameter, message: "This control has no settings; “\($0.prefix(64))” is not one.")
            })
        }
        return [:]
    }
}

/// `StaticControlConfiguration`'s runner.
struct StaticControlRunner<Value, Content: ControlWidgetTemplate>: ControlRunner, @unchecked Sendable {
    let preview: () -> Value
    let current: () async throws -> Value
    let content: (Value) -> Content

    var intentSchema: IntentSchema? { nil }

    func defaultConfiguration() async -> (configuration: Configuration, missing: ConfigurationError?) { staticDefaultConfiguration() }

    func normalized(_ configuration: Configuration) async throws(ConfigurationError) -> Configuration {
        try refuseParameters(configuration)
    }

    func options(for parameter: String, matching: String?) async throws -> ParameterOptions? {
        _ = try refuseParameters([parameter: .null])
        return nil
    }

    func template(configuration: Configuration, preview isPreview: Bool) async throws -> ResolvedControlTemplate? {
        let value = Unchecked(value: isPreview ? preview() : try await current())
        return await MainActor.run { content(value.value).resolvedTemplate }
    }
}

/// `AppIntentControlConfiguration`'s runner: the configuration decoded into the intent first.
struct IntentControlRunner<Intent: ControlConfigurationIntent, Value, Content: ControlWidgetTemplate>: ControlRunner, @unchecked Sendable {
    let preview: (Intent) -> Value
    let current: (Intent) async throws -> Value
    let content: (Value) -> Content

    var intentSchema: IntentSchema? { Intent.configurationSchema }

    func defaultConfiguration() async -> (configuration: Configuration, missing: ConfigurationError?) {
        await Intent.defaultConfiguration()
    }

    func normalized(_ configuration: Configuration) async throws(ConfigurationError) -> Configuration {
        try await Intent.normalizedConfiguration(configuration)
    }

    func options(for parameter: String, matching: String?) async throws -> ParameterOptions? {
        try await Intent.parameterOptions(for: parameter, matching: matching)
    }

    func template(configuration: Configuration, preview isPreview: Bool) async throws -> ResolvedControlTemplate? {
        let intent = try await Intent.decodeConfiguration(configuration)
        let value = Unchecked(value: isPreview ? preview(intent) : try await current(intent))
        return await MainActor.run { content(value.value).resolvedTemplate }
    }
}

/// A control configuration with gallery details changed by a modifier.
public struct ModifiedControlWidgetConfiguration<Base: ControlWidgetConfiguration>: ControlWidgetConfiguration, PrimitiveControlConfiguration {
    let base: Base
    let change: (inout ResolvedControl) -> Void

    public var body: Never { fatalError("ModifiedControlWidgetConfiguration is primitive") }

    package var resolvedControl: ResolvedControl {
        guard var control = base.resolvedControl else { preconditionFailure("\(Base.self) does not describe a control") }
        change(&control)
        return control
    }
}

extension ControlWidgetConfiguration {
    func modified(_ change: @escaping (inout ResolvedControl) -> Void) -> ModifiedControlWidgetConfiguration<Self> {
        ModifiedControlWidgetConfiguration(base: self, change: change)
    }

    /// The control's name in the controls gallery (the app's name when not set).
    public func displayName(_ displayName: Text) -> some ControlWidgetConfiguration {
        modified { $0.displayName = displayName.plainText() }
    }

    public func displayName(_ displayNameKey: LocalizedStringKey) -> some ControlWidgetConfiguration {
        displayName(Text(displayNameKey))
    }

    @_disfavoredOverload
    public func displayName(_ displayName: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.displayName = displayName.description }
    }

    @_disfavoredOverload
    public func displayName<S: StringProtocol>(_ displayName: S) -> some ControlWidgetConfiguration {
        modified { $0.displayName = String(displayName) }
    }

    /// The control's description in the controls gallery.
    public func description(_ description: Text) -> some ControlWidgetConfiguration {
        modified { $0.description = description.plainText() }
    }

    public func description(_ descriptionKey: LocalizedStringKey) -> some ControlWidgetConfiguration {
        description(Text(descriptionKey))
    }

    @_disfavoredOverload
    public func description(_ description: LocalizedStringResource) -> some ControlWidgetConfiguration {
        modified { $0.description = description.description }
    }

    @_disfavoredOverload
    public func description<S: StringProtocol>(_ description: S) -> some ControlWidgetConfiguration {
        modified { $0.description = String(description) }
    }

    /// Ask for the configuration as soon as the control is added.
    public func promptsForUserConfiguration() -> some ControlWidgetConfiguration {
        modified { $0.promptsForUserConfiguration = true }
    }

    /// Ask the provider for the value every time the control is shown, never a cached one.
    public func disablesControlStateCaching() -> some ControlWidgetConfiguration {
        modified { $0.disablesControlStateCaching = true }
    }
}
