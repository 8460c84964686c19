import Foundation
import WidgetryWire

/// The host's side of the extension protocol: one method per request, each answer unwrapped in
/// one place. A refused configuration becomes ``HostError/invalidConfiguration(_:)``, a failure
/// of the extension or the supervisor ``HostError/extensionFailed(extensionID:message:)`` (or
/// ``HostError/extensionBackingOff(extensionID:retryAfter:)`` while it waits to restart), and an
/// answer of the wrong kind an `extensionFailed` too.
struct ExtensionClient: Sendable {
    /// What a timeline request answered: a refused configuration is an answer here, not an error
    /// (the host records which entities went missing).
    enum TimelineAnswer: Sendable {
        case timeline(TimelineArchive)
        case invalidConfiguration(ConfigurationError)
    }

    let supervisor: ExtensionSupervisor

    /// The widgets the extension declares.
    func describe(_ id: String) async throws(HostError) -> [WidgetDescription] {
        try await ask(id, .describe) { if case .descriptions(let widgets) = $0 { widgets } else { nil } }
    }

    /// Every `#Preview` of the extension, rendered.
    func previews(_ id: String) async throws(HostError) -> [WidgetPreviewArchive] {
        try await ask(id, .previews) { if case .previews(let previews) = $0 { previews } else { nil } }
    }

    /// The image resource `name` (`nil`: none of that name).
    func image(_ id: String, name: String, appearance: String?) async throws(HostError) -> ImageResourceArchive? {
        try await ask(id, .image(name: name, appearance: appearance)) { if case .image(let image) = $0 { .some(image) } else { nil } }
    }

    /// The intent's defaults, and the required parameters they leave without a value.
    func defaultConfiguration(_ id: String, kind: String, family: String) async throws(HostError) -> (Configuration, missing: ConfigurationError?) {
        try await ask(id, .defaultConfiguration(kind: kind, family: family)) {
            if case .configuration(let values, let missing) = $0 { (values, missing) } else { nil }
        }
    }

    /// `values` validated through the intent and normalised (defaults filled in).
    func validate(_ id: String, kind: String, family: String, _ values: Configuration) async throws(HostError) -> Configuration {
        try await ask(id, .validateConfiguration(kind: kind, family: family, configuration: values)) {
            if case .configuration(let normalized, _) = $0 { normalized } else { nil }
        }
    }

    /// A picker's choices for one parameter.
    func options(_ id: String, kind: String, parameter: String, matching: String?) async throws(HostError) -> ParameterOptions? {
        try await ask(id, .options(kind: kind, parameter: parameter, matching: matching)) {
            if case .options(let options) = $0 { .some(options) } else { nil }
        }
    }

    /// The widget's preconfigured choices.
    func recommendations(_ id: String, kind: String) async throws(HostError) -> [WidgetRecommendation] {
        try await ask(id, .recommendations(kind: kind)) { if case .recommendations(let list) = $0 { list } else { nil } }
    }

    /// The widget's placeholder entry.
    func placeholder(_ id: String, kind: String, render: RenderParameters) async throws(HostError) -> EntryArchive {
        try await ask(id, .placeholder(kind: kind, render: render)) { if case .entry(let entry) = $0 { entry } else { nil } }
    }

    /// One entry for `configuration` (the gallery's preview).
    func snapshot(_ id: String, kind: String, configuration: Configuration, render: RenderParameters) async throws(HostError) -> EntryArchive {
        try await ask(id, .snapshot(kind: kind, configuration: configuration, render: render)) {
            if case .entry(let entry) = $0 { entry } else { nil }
        }
    }

    /// Runs an intent (a button's or toggle's) in the extension.
    func perform(_ id: String, intent: IntentArchive, kind: String, family: String, configuration: Configuration) async throws(HostError) {
        try await ask(id, .perform(intent: intent, kind: kind, family: family, configuration: configuration)) {
            if case .performed = $0 { () } else { nil }
        }
    }

    /// The controls the extension declares.
    func describeControls(_ id: String) async throws(HostError) -> [ControlDescription] {
        try await ask(id, .describeControls) { if case .controlDescriptions(let controls) = $0 { controls } else { nil } }
    }

    /// A new control's configuration, and the required parameters it leaves without a value.
    func defaultControlConfiguration(_ id: String, kind: String) async throws(HostError) -> (Configuration, missing: ConfigurationError?) {
        try await ask(id, .defaultControlConfiguration(kind: kind)) {
            if case .configuration(let values, let missing) = $0 { (values, missing) } else { nil }
        }
    }

    /// A picker's choices for a parameter of a control's configuration intent.
    func controlOptions(_ id: String, kind: String, parameter: String, matching: String?) async throws(HostError) -> ParameterOptions? {
        try await ask(id, .controlOptions(kind: kind, parameter: parameter, matching: matching)) {
            if case .options(let options) = $0 { .some(options) } else { nil }
        }
    }

    /// A control's `values` validated through its intent and normalised.
    func validateControl(_ id: String, kind: String, _ values: Configuration) async throws(HostError) -> Configuration {
        try await ask(id, .validateControlConfiguration(kind: kind, configuration: values)) {
            if case .configuration(let normalized, _) = $0 { normalized } else { nil }
        }
    }

    /// A control's value (`preview`: the provider's preview value); nil when it shows no template.
    func controlValue(_ id: String, kind: String, configuration: Configuration, preview: Bool) async throws(HostError) -> ControlArchive? {
        try await ask(id, .controlValue(kind: kind, configuration: configuration, preview: preview)) {
            if case .controlValue(let value) = $0 { .some(value) } else { nil }
        }
    }

    /// Runs a control's action in the extension.
    func performControl(_ id: String, kind: String, configuration: Configuration, intent: IntentArchive) async throws(HostError) {
        try await ask(id, .performControl(kind: kind, configuration: configuration, intent: intent)) {
            if case .performed = $0 { () } else { nil }
        }
    }

    /// The Live Activity kinds the extension declares.
    func describeActivities(_ id: String) async throws(HostError) -> [LiveActivityDescription] {
        try await ask(id, .describeActivities) { if case .activityDescriptions(let kinds) = $0 { kinds } else { nil } }
    }

    /// A Live Activity drawn in every presentation.
    func renderActivity(_ id: String, _ request: LiveActivityRenderRequest) async throws(HostError) -> LiveActivityArchive {
        try await ask(id, .renderActivity(request)) { if case .activity(let archive) = $0 { archive } else { nil } }
    }

    /// A scheduled reload's timeline: nobody waits for it, so while the extension backs off for
    /// no longer than the request time limit, it waits for the restart and asks once more
    /// rather than failing (which would postpone the reload by the scheduler's retry backoff).
    func timeline(_ id: String, kind: String, configuration: Configuration, render: RenderParameters) async throws(HostError) -> TimelineAnswer {
        let request = ExtensionRequest.timeline(kind: kind, configuration: configuration, render: render)
        let unwrap: @Sendable (ExtensionResponse) -> TimelineAnswer? = {
            switch $0 {
            case .timeline(let timeline): .timeline(timeline)
            case .invalidConfiguration(let error): .invalidConfiguration(error)
            default: nil
            }
        }
        do {
            return try await ask(id, request, unwrap)
        } catch .extensionBackingOff(_, let retryAfter) where retryAfter <= supervisor.configuration.requestTimeout.seconds {
            try? await Task.sleep(for: .seconds(retryAfter))
            return try await ask(id, request, unwrap)
        }
    }

    /// Sends `request` and unwraps its answer with `unwrap` (`nil`: an unexpected answer).
    private func ask<Answer>(
        _ id: String, _ request: ExtensionRequest, _ unwrap: (ExtensionResponse) -> Answer?
    ) async throws(HostError) -> Answer {
        let response: ExtensionResponse
        do {
            response = try await supervisor.request(id, request)
        } catch .unknownExtension(let id) {
            throw .unknownExtension(id)
        } catch .backingOff(let id, let retryAfter) {
            throw .extensionBackingOff(extensionID: id, retryAfter: retryAfter.seconds)
        } catch {
            throw .extensionFailed(extensionID: id, message: error.description)
        }
        if let answer = unwrap(response) { return answer }
        switch response {
        case .invalidConfiguration(let error): throw .invalidConfiguration(error)
        case .failure(let message): throw .extensionFailed(extensionID: id, message: message)
        default: throw .extensionFailed(extensionID: id, message: "unexpected answer \(String(describing: response).prefix(200))")
        }
    }
}
