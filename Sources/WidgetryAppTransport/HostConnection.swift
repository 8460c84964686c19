import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An app's connection to its Widgetry host: the host's local HTTP endpoint, authenticated by
/// the token the host issued for the app's extension (`Authorization: Bearer`). WidgetKit's
/// `WidgetCenter` and ActivityKit send their requests through it.
///
/// The app finds the host in its environment: `WIDGETRY_HOST` (`http://127.0.0.1:8080`) and
/// `WIDGETRY_TOKEN`; `WIDGETRY_APP_STATE=background` says the app runs in the background (a
/// scheduled job, a push handler).
package struct HostConnection: Sendable, Hashable {
    package let base: URL
    package let token: String
    package let appInForeground: Bool

    package init(base: URL, token: String, appInForeground: Bool = true) {
        self.base = base
        self.token = token
        self.appInForeground = appInForeground
    }

    /// The connection the environment describes, if it does.
    package static func fromEnvironment(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Self? {
        guard let host = environment["WIDGETRY_HOST"], let base = URL(string: host), base.scheme != nil,
            let token = environment["WIDGETRY_TOKEN"], !token.isEmpty
        else { return nil }
        return Self(base: base, token: token, appInForeground: environment["WIDGETRY_APP_STATE"] != "background")
    }

    /// `method path` (relative to the host's address, `api/widgetcenter/…`) with `body` as JSON;
    /// the answer's body, or `HostAPIError` for a status outside 2xx. A cancelled caller stops
    /// waiting at once (see `ShieldedRequest`).
    package func send(_ method: String, _ path: String, body: (some Encodable)?, timeout: TimeInterval = 60) async throws -> Data {
        let request = try makeRequest(method, path, body: body, timeout: timeout)
        let (data, response) = try await ShieldedRequest.data(for: request)
        return try Self.checked(data, response)
    }

    /// `send` for a synchronous API (ActivityKit's `Activity.request`): blocks the calling thread
    /// until the answer or `timeout`. The request runs on URLSession's own queue, never on Swift
    /// concurrency's pool, so a caller on that pool only waits.
    package func sendBlocking(_ method: String, _ path: String, body: (some Encodable)?, timeout: TimeInterval = 10) throws -> Data {
        let request = try makeRequest(method, path, body: body, timeout: timeout)
        let answer = BlockingAnswer()
        URLSession.shared.dataTask(with: request) { data, response, error in
            answer.finish(data: data, response: response, error: error)
        }.resume()
        // The request's own timeout ends it first; the wait is bounded in case it does not.
        guard answer.done.wait(timeout: .now() + timeout + 5) == .success else { throw URLError(.timedOut) }
        let (data, response, error) = answer.result
        if let error { throw error }
        guard let response else { throw URLError(.badServerResponse) }
        return try Self.checked(data ?? Data(), response)
    }

    private func makeRequest(_ method: String, _ path: String, body: (some Encodable)?, timeout: TimeInterval) throws -> URLRequest {
        guard let url = URL(string: path, relativeTo: base) else { throw URLError(.badURL) }
        var request = URLRequest(url: url)
        request.httpMethod = method
        request.timeoutInterval = timeout
        request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization")
        if let body {
            request.httpBody = try JSONEncoder().encode(body)
            request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        }
        return request
    }

    private static func checked(_ data: Data, _ response: URLResponse) throws -> Data {
        let status = (response as? HTTPURLResponse)?.statusCode ?? 0
        guard (200..<300).contains(status) else { throw HostAPIError(status: status, body: data) }
        return data
    }
}

/// The answer `sendBlocking` waits for, set once by URLSession's completion handler.
private final class BlockingAnswer: @unchecked Sendable {
    let done = DispatchSemaphore(value: 0)
    private let lock = NSLock()
    private var stored: (Data?, URLResponse?, (any Error)?) = (nil, nil, nil)

    var result: (Data?, URLResponse?, (any Error)?) { lock.withLock { stored } }

    func finish(data: Data?, response: URLResponse?, error: (any Error)?) {
        lock.withLock { stored = (data, response, error) }
        done.signal()
    }
}
