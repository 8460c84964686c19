import ArgumentParser

/// The `widgetry` command line.
@main
struct Widgetry: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetry",
        abstract: "Apple's configurable-widget system (WidgetKit + App Intents) for Linux.",
        version: "0.1.0",
        subcommands: [Serve.self, Schema.self, Preview.self, Timeline.self])
}
