import ArgumentParser

/// The `widgetry` command line. Subcommands (`serve`, `preview`, `timeline`, `schema`) arrive
/// with the host; until then it reports its version.
@main
struct Widgetry: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "widgetry",
        abstract: "Apple's configurable-widget system (WidgetKit + App Intents) for Linux.",
        version: "0.1.0")
}
