// Declared in SwiftUI, as Apple's SDK declares them, so a bundle file that imports only SwiftUI
// (`@main struct Widgets: WidgetBundle`) compiles; WidgetKit gives them their configurations.

/// Describes a widget: its kind, provider, view and gallery details.
@MainActor @preconcurrency
public protocol WidgetConfiguration {
    associatedtype Body: WidgetConfiguration
    var body: Body { get }
}

extension Never: WidgetConfiguration {}

/// A configuration with no content (the body of bundle-only widget types).
public struct EmptyWidgetConfiguration: WidgetConfiguration, Sendable {
    public init() {}
    public var body: Never { fatalError("EmptyWidgetConfiguration has no body") }
}

