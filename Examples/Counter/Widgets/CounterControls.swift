// The counter's controls, in the shape of Xcode's widget-extension template: a button that adds
// one and a toggle that makes the widget's buttons count in tens, both configured with the
// counter's name and sharing the widget's state (`CounterStore`). The host reloads the widget
// after a control's action (as after the widget's own buttons), and the widget's intents ask
// ControlCenter to reload the controls, so whichever is tapped, the other shows the new state.
import AppIntents
import SwiftUI
import WidgetKit

/// Which counter a control works on.
struct CounterControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Counter"

    @Parameter(title: "Name", default: "Coffees")
    var name: String
}

/// The "Add one" button: adds one to the counter.
struct AddOneControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "CounterAddOne", intent: CounterControlConfiguration.self) { configuration in
            ControlWidgetButton(action: AddOneIntent(counter: configuration.name)) {
                Label("Add one", systemImage: "plus.circle")
            }
        }
        .displayName("Add One")
        .description("Adds one to a counter.")
    }
}

/// The "Count in tens" toggle: on, the widget's buttons add and subtract ten.
struct CountInTensControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "CounterCountInTens", provider: Provider()) { value in
            ControlWidgetToggle("Count in tens", isOn: value.countsInTens, action: CountInTensControlIntent(counter: value.name)) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "10.circle.fill" : "1.circle")
            }
            .tint(.blue)
        }
        .displayName("Count in Tens")
        .description("Makes a counter's buttons count in tens.")
    }
}

extension CountInTensControl {
    struct Value {
        var name: String
        var countsInTens: Bool
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: CounterControlConfiguration) -> Value {
            Value(name: configuration.name, countsInTens: false)
        }

        func currentValue(configuration: CounterControlConfiguration) async throws -> Value {
            Value(name: configuration.name, countsInTens: CounterStore.shared.state(of: configuration.name).countsInTens)
        }
    }
}

/// Adds one to a counter.
struct AddOneIntent: AppIntent {
    static let title: LocalizedStringResource = "Add One"

    @Parameter(title: "Counter")
    var counter: String

    init() {}

    init(counter: String) {
        self.counter = counter
    }

    func perform() async throws -> some IntentResult {
        try CounterStore.shared.update(counter) { $0.count += 1 }
        return .result()
    }
}

/// The toggle's intent: `value` is the toggle's new state.
struct CountInTensControlIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Count in Tens"

    @Parameter(title: "Counter")
    var counter: String

    @Parameter(title: "In Tens")
    var value: Bool

    init() {}

    init(counter: String) {
        self.counter = counter
    }

    func perform() async throws -> some IntentResult {
        let value = value
        try CounterStore.shared.update(counter) { $0.countsInTens = value }
        return .result()
    }
}
