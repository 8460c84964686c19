import Foundation
import WidgetryAppTransport
import WidgetryWire

/// `WidgetCenter` for an app: the host's local HTTP endpoint, authenticated by the token the
/// host issued for the app's extension. An app sees and reloads only that extension's widgets.
///
/// The app finds the host in its environment (`HostConnection.fromEnvironment`: `WIDGETRY_HOST`,
/// `WIDGETRY_TOKEN`). Reloads asked while the app is in the foreground are not counted against
/// the widgets' budgets, as on Apple's systems; an app running in the background (a scheduled
/// job, a push handler) sets `WIDGETRY_APP_STATE=background`.
package struct HTTPWidgetCenterTransport: WidgetCenterTransport {
    package let connection: HostConnection

    package init(connection: HostConnection) { self.connection = connection }

    package init(base: URL, token: String, appInForeground: Bool = true) {
        self.init(connection: HostConnection(base: base, token: token, appInForeground: appInForeground))
    }

    /// The transport the environment describes, if it does.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self? {
        HostConnection.fromEnvironment(environment).map(Self.init(connection:))
    }

    package func reloadTimelines(ofKind kind: String?) async throws {
        _ = try await send("POST", "reload", body: WidgetCenterAPI.ReloadRequest(kind: kind, appInForeground: connection.appInForeground))
    }

    package func currentConfigurations() async throws -> [PlacedWidgetInfo] {
        let data = try await send("GET", "configurations", body: nil as WidgetCenterAPI.ReloadRequest?)
        return try JSONDecoder().decode(WidgetCenterAPI.Configurations.self, from: data).widgets
    }

    package func invalidateConfigurationRecommendations() async throws {
        _ = try await send("POST", "invalidate-recommendations", body: nil as WidgetCenterAPI.ReloadRequest?)
    }

    package func reloadControls(ofKind kind: String?) async throws {
        _ = try await send("POST", "reload-controls", body: WidgetCenterAPI.ReloadRequest(kind: kind, appInForeground: connection.appInForeground))
    }

    package func currentControls() async throws -> [PlacedControlInfo] {
        let data = try await send("GET", "controls", body: nil as WidgetCenterAPI.ReloadRequest?)
        return try JSONDecoder().decode(WidgetCenterAPI.Controls.self, from: data).controls
    }

    /// The app links people tapped in the widgets, after `sequence`, waiting up to `wait`
    /// seconds for one (`GET /api/widgetcenter/opened`).
    package func openedURLs(after sequence: Int, wait: Int) async throws -> [WidgetCenterAPI.OpenedURL] {
        let data = try await send("GET", "opened?after=\(sequence)&wait=\(wait)", body: nil as WidgetCenterAPI.ReloadRequest?)
        return try JSONDecoder().decode(WidgetCenterAPI.OpenedURLs.self, from: data).urls
    }

    private func send(_ method: String, _ path: String, body: (some Encodable)?) async throws -> Data {
        do {
            return try await connection.send(method, "api/widgetcenter/\(path)", body: body)
        } catch let error as HostAPIError {
            throw WidgetCenterHostError(message: error.description)
        }
    }
}
