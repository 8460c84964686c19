import Foundation
import Synchronization
import WidgetryWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `WidgetCenter` for an app: the host's local HTTP endpoint, authenticated by the token the
/// host issued for the app's extension. An app sees and reloads only that extension's widgets.
///
/// The app finds the host in its environment: `WIDGETRY_HOST` (`http://127.0.0.1:8080`) and
/// `WIDGETRY_TOKEN`. Reloads asked while the app is in the foreground are not counted against
/// the widgets' budgets, as on Apple's systems; an app running in the background (a scheduled
/// job, a push handler) sets `WIDGETRY_APP_STATE=background`.
package struct HTTPWidgetCenterTransport: WidgetCenterTransport {
    package let base: URL
    package let token: String
    package let appInForeground: Bool

    package init(base: URL, token: String, appInForeground: Bool = true) {
        self.base = base
        self.token = token
        self.appInForeground = appInForeground
    }

    /// The transport the environment describes, if it does.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self? {
        guard let host = environment["WIDGETRY_HOST"], let base = URL(string: host), base.scheme != nil,
            let token = environment["WIDGETRY_TOKEN"], !token.isEmpty
        else { return nil }
        return Self(base: base, token: token, appInForeground: environment["WIDGETRY_APP_STATE"] != "background")
    }

    package func reloadTimelines(ofKind kind: String?) async throws {
        _ = try await send("POST", "reload", body: WidgetCenterAPI.ReloadRequest(kind: kind, appInForeground: appInForeground))
    }

    package func currentConfigurations() async throws -> [PlacedWidgetInfo] {
        let data = try await send("GET", "configurations", body: nil as WidgetCenterAPI.ReloadRequest?)
        return try JSONDecoder().decode(WidgetCenterAPI.Configurations.self, from: data).widgets
    }

    package func invalidateConfigurationRecommendations() async throws {
        _ = try await send("POST", "invalidate-recommendations", body: nil as WidgetCenterAPI.ReloadRequest?)
    }

    package func reloadControls(ofKind kind: String?) async throws {
        _ = try await send("POST", "reload-controls", body: WidgetCenterAPI.ReloadRequest(kind: kind, appInForeground: appInForeground))
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
        guard let url = URL(string: "api/widgetcenter/\(path)", relativeTo: base) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = 60
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        let (data, response) = try await Self.shieldedData(for: request)
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else {
            let message = (try? JSONDecoder().decode(ErrorBody.self, from: data))?.error.message ?? String(decoding: data.prefix(300), as: UTF8.self)
            throw WidgetCenterHostError(message: "HTTP \(status): \(message)")
        }
        return data
    }

    /// `URLSession.shared.data(for:)`, never cancelled: FoundationNetworking on Linux can crash
    /// the process when a request is cancelled as it completes ("Trying to access a behaviour
    /// for a task that in not in the registry"), and a cancelled Swift task cancels its
    /// request. The request runs in a task of its own; a cancelled caller stops waiting with
    /// `CancellationError` at once and the request ends by itself (a long poll at its timeout).
    static func shieldedData(for request: URLRequest) async throws -> (Data, URLResponse) {
        let waiter = Waiter()
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { continuation in
                guard waiter.wait(continuation) else { return }
                Task {
                    do {
                        waiter.finish(.success(try await URLSession.shared.data(for: request)))
                    } catch {
                        waiter.finish(.failure(error))
                    }
                }
            }
        } onCancel: {
            waiter.finish(.failure(CancellationError()))
        }
    }

    /// The caller of `shieldedData(for:)`, resumed once: by the answer or by cancellation,
    /// whichever comes first.
    private final class Waiter: Sendable {
        private enum State {
            case idle
            case waiting(CheckedContinuation<(Data, URLResponse), any Error>)
            case finished(Result<(Data, URLResponse), any Error>)
            case resumed
        }

        private let state = Mutex(State.idle)

        /// Keeps `continuation` until `finish`; resumes it now if that already came (a caller
        /// cancelled before waiting). False when it was resumed here.
        func wait(_ continuation: CheckedContinuation<(Data, URLResponse), any Error>) -> Bool {
            let early: Result<(Data, URLResponse), any Error>? = state.withLock { state in
                guard case .finished(let result) = state else {
                    state = .waiting(continuation)
                    return nil
                }
                state = .resumed
                return result
            }
            guard let early else { return true }
            continuation.resume(with: early)
            return false
        }

        func finish(_ result: Result<(Data, URLResponse), any Error>) {
            let continuation: CheckedContinuation<(Data, URLResponse), any Error>? = state.withLock { state in
                switch state {
                case .idle:
                    state = .finished(result)
                    return nil
                case .waiting(let continuation):
                    state = .resumed
                    return continuation
                case .finished, .resumed:
                    return nil
                }
            }
            continuation?.resume(with: result)
        }
    }

    private struct ErrorBody: Decodable {
        struct Detail: Decodable { var message: String }
        var error: Detail
    }
}
