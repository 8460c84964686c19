// `SetValueIntent` as Apple's reference spells its example: the intent a widget toggle
// performs, whose `value` the system sets to the toggle's new state.
import AppIntents
import Testing
import WidgetryWire

struct ToggleSilentMode: SetValueIntent {
    static var title = LocalizedStringResource("Silent Mode")

    @Parameter(title: "Silent")
    var value: Bool

    func perform() async throws -> some IntentResult {
        .result()
    }
}

/// Sets any set-value intent's value, as the system does before performing it.
func set<Intent: SetValueIntent>(_ intent: Intent, to value: Intent.ValueType) -> Intent {
    var intent = intent
    intent.value = value
    return intent
}

@Suite("SetValueIntent")
struct SetValueIntentTests {
    @Test func theValueIsAParameterNamedValue() throws {
        let schema = ToggleSilentMode.configurationSchema
        #expect(schema.parameters.map(\.key) == ["value"])
        #expect(schema.parameter("value")?.kind == .bool)
    }

    @Test func theValueCanBeSetThroughTheProtocol() async throws {
        let intent = set(ToggleSilentMode(), to: true)
        #expect(intent.value)
        #expect(intent.configurationValues == ["value": true])
        let decoded = try await ToggleSilentMode.decodeConfiguration(["value": false])
        #expect(decoded.value == false)
    }
}
