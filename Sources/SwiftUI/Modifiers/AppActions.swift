import Foundation

// Actions an app's views read from the environment (`dismiss`, `openURL`) and the modifiers of
// scrolling lists (`refreshable`, `searchable`). A widget's views run no actions (a tap opens
// the app, a `Link` or the widget's URL, or runs a `Button(intent:)`), so the actions do
// nothing when called, and the modifiers are accepted without effect, as in Apple's widgets.

/// Dismisses the presentation a view is in (`@Environment(\.dismiss)`). A widget is not
/// presented, so calling it does nothing.
public struct DismissAction: Sendable {
    public func callAsFunction() {}
}

/// Opens a URL (`@Environment(\.openURL)`). A widget's views run no actions; a widget opens
/// URLs with `Link` and `widgetURL(_:)`, which the host follows. Calling it here does nothing
/// and reports the URL as discarded.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        let name: String
        let url: URL?
        /// The handler opened the URL.
        public static let handled = Result(name: "handled", url: nil)
        /// The handler did not open the URL.
        public static let discarded = Result(name: "discarded", url: nil)
        /// The system should open the URL.
        public static let systemAction = Result(name: "systemAction", url: nil)
        /// The system should open `url` instead.
        public static func systemAction(_ url: URL) -> Result { Result(name: "systemAction", url: url) }
    }

    let handler: @Sendable (URL) -> Result

    /// An action that hands URLs to `handler` (`.environment(\.openURL, OpenURLAction { … })`).
    public init(handler: @escaping @Sendable (URL) -> Result) {
        self.handler = handler
    }

    public func callAsFunction(_ url: URL) {
        _ = handler(url)
    }

    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        completion(handler(url).name == "handled")
    }
}

/// Where a search field goes.
public struct SearchFieldPlacement: Sendable {
    let name: String
    public static let automatic = SearchFieldPlacement(name: "automatic")
    public static let toolbar = SearchFieldPlacement(name: "toolbar")
    public static let sidebar = SearchFieldPlacement(name: "sidebar")
    public static func navigationBarDrawer(displayMode: NavigationBarDrawerDisplayMode = .automatic) -> SearchFieldPlacement {
        SearchFieldPlacement(name: "navigationBarDrawer")
    }
    public static let navigationBarDrawer = SearchFieldPlacement(name: "navigationBarDrawer")

    /// Whether a navigation bar's search field is always shown.
    public enum NavigationBarDrawerDisplayMode: Sendable {
        case automatic, always
    }
}

extension EnvironmentValues {
    /// Dismisses the presentation: does nothing in a widget, which is not presented.
    public var dismiss: DismissAction { DismissAction() }

    /// Whether the view is in a presentation: never, in a widget.
    public var isPresented: Bool { false }

    /// Opens a URL: in a widget, an action that opens nothing (`.discarded`).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set { self[OpenURLKey.self] = newValue }
    }

    /// Whether a search field of an enclosing `searchable` is active: never, in a widget.
    public var isSearching: Bool { false }
}

private struct OpenURLKey: EnvironmentKey {
    static var defaultValue: OpenURLAction { OpenURLAction { _ in .discarded } }
}

extension View {
    /// Accepted; a widget does not scroll, so it is never pulled to refresh.
    public nonisolated func refreshable(action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Accepted; a widget shows no search field.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: Text? = nil) -> some View {
        self
    }

    /// Accepted; a widget shows no search field.
    public nonisolated func searchable(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: LocalizedStringKey) -> some View {
        self
    }

    /// Accepted; a widget shows no search field.
    @_disfavoredOverload
    public nonisolated func searchable<S: StringProtocol>(text: Binding<String>, placement: SearchFieldPlacement = .automatic, prompt: S) -> some View {
        self
    }
}
