import Foundation

/// The app (`UIApplication.shared`), as the app code a widget target shares reaches it. A widget
/// extension has no app to drive here (on iOS, `shared` is unavailable to extensions altogether):
/// URLs are not opened — a widget links to its app with `widgetURL(_:)` and `Link`, which the
/// home screen follows — so `open` reports false and `canOpenURL` answers false.
open class UIApplication: NSObject, @unchecked Sendable {
    public static let shared = UIApplication()

    /// The settings URL (`app-settings:`), as UIKit names it.
    public static let openSettingsURLString = "app-settings:"
    /// The notification settings URL.
    public static let openNotificationSettingsURLString = "app-settings:notifications"

    /// Not opened: calls `completion` with false.
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler completion: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        guard let completion else { return }
        Task { @MainActor in completion(false) }
    }

    /// Not opened: false.
    @discardableResult
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:]) async -> Bool { false }

    /// False: there is no app here to open a URL in.
    open func canOpenURL(_ url: URL) -> Bool { false }

    /// The app runs in the background, as an extension's host app does.
    open var applicationState: State { .background }

    /// The badge on the app's icon; kept, not shown.
    open var applicationIconBadgeNumber = 0
    open var isIdleTimerDisabled = false
    open var isNetworkActivityIndicatorVisible = false

    /// Keys of `open(_:options:)`'s options.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `UIApplication.State`.
    public enum State: Int, Sendable {
        case active, inactive, background
    }
}
