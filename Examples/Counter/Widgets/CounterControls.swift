// The counter's controls, in the shape of Xcode's widget-extension template: a button that adds
// one and a toggle that makes the widget's buttons count in tens, both configured with the
// counter's name, sharing the widget's state (`CounterStore`) and its intents. The host reloads
// the widget after a control's action (as after the widget's own buttons), and the intents ask
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
            ControlWidgetButton(action: AddToCounterIntent(counter: configuration.name, amount: 1)) {
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
            ControlWidgetToggle("Count in tens", isOn: value.countsInTens, action: CountInTensIntent(counter: value.name, value: !value.countsInTens)) { isOn in
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
