import Intents
import SwiftUI
import WidgetKit

// A SiriKit-configured widget as Xcode's iOS 14–16 template writes it, with the generated
// `SnackChoiceIntent` (Compatibility.intentdefinition) and the Intents extension's handler.

class IntentHandler: INExtension, SnackChoiceIntentHandling {
    override func handler(for intent: INIntent) -> Any {
        return self
    }

    func provideTreatOptionsCollection(for intent: SnackChoiceIntent, with completion: @escaping (INObjectCollection<Treat>?, Error?) -> Void) {
        let treats = [Treat(identifier: "cake", display: "Cake"), Treat(identifier: "plum", display: "Plum", subtitle: "Fresh", image: INImage(named: "plum"))]
        completion(INObjectCollection(sections: [INObjectSection(title: "Treats", items: treats)]), nil)
    }

    func defaultTreat(for intent: SnackChoiceIntent) -> Treat? {
        Treat(identifier: "cake", display: "Cake")
    }

    func resolveSize(for intent: SnackChoiceIntent, with completion: @escaping (SizeResolutionResult) -> Void) {
        completion(intent.size == .unknown ? SizeResolutionResult.needsValue() : SizeResolutionResult.success(with: intent.size))
    }

    func resolveTreat(for intent: SnackChoiceIntent) async -> TreatResolutionResult {
        intent.treat.map { TreatResolutionResult.success(with: $0) } ?? TreatResolutionResult.needsValue()
    }
}

struct TreatEntry: TimelineEntry {
    let date: Date
    let configuration: SnackChoiceIntent
}

struct TreatProvider: IntentTimelineProvider {
    func placeholder(in context: Context) -> TreatEntry {
        TreatEntry(date: Date(), configuration: SnackChoiceIntent())
    }

    func getSnapshot(for configuration: SnackChoiceIntent, in context: Context, completion: @escaping (TreatEntry) -> ()) {
        completion(TreatEntry(date: Date(), configuration: configuration))
    }

    func getTimeline(for configuration: SnackChoiceIntent, in context: Context, completion: @escaping (Timeline<Entry>) -> ()) {
        completion(Timeline(entries: [TreatEntry(date: Date(), configuration: configuration)], policy: .atEnd))
    }

    func recommendations() -> [IntentRecommendation<SnackChoiceIntent>] {
        let intent = SnackChoiceIntent()
        intent.size = .feast
        return [IntentRecommendation(intent: intent, description: Text("A feast"))]
    }
}

struct TreatWidget: Widget {
    let kind: String = "Treat"

    var body: some WidgetConfiguration {
        IntentConfiguration(kind: kind, intent: SnackChoiceIntent.self, provider: TreatProvider()) { entry in
            Text(entry.configuration.treat?.displayString ?? "No treat")
        }
        .configurationDisplayName("Treat")
    }
}

/// An App Intent that replaced `SnackChoiceIntent`.
struct SnackChoiceAppIntent: WidgetConfigurationIntent, CustomIntentMigratedAppIntent {
    static let intentClassName = "SnackChoiceIntent"
    static var title: LocalizedStringResource = "Snack Choice"

    @Parameter(title: "Size")
    var size: Flavour?
}
