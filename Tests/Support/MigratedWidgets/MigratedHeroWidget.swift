import AppIntents
import SwiftUI
import WidgetKit
@testable import SiriKitWidgets

/// `HeroDetail` after its author moved it to App Intents: same kind, `SelectHeroAppIntent`
/// (a `CustomIntentMigratedAppIntent` of `SelectHeroIntent`).
struct MigratedHeroDetailWidget: Widget {
    let kind: String = "HeroDetail"

    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: kind, intent: SelectHeroAppIntent.self, provider: HeroAppProvider()) { entry in
            HeroView(entry: entry)
            Text("App Intents")
        }
        .configurationDisplayName("Hero Detail")
        .description("Follow a hero.")
        .supportedFamilies([.systemSmall, .systemMedium])
    }
}

public struct MigratedBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        MigratedHeroDetailWidget()
    }
}
