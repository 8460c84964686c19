// The network layer of a transit departures widget, in the shape such widgets have: a file
// that imports only Foundation and uses URLSession, URLRequest, HTTPURLResponse, URLCache and a
// URLProtocol for sample data, as on Apple's systems (where they come with Foundation).
import Foundation

struct Departure: Codable, Hashable {
    let line: String
    let destination: String
    /// Minutes until it leaves.
    let minutes: Int
}

enum TransitError: Error, LocalizedError, Equatable {
    case badStatus(Int)
    case noData

    var errorDescription: String? {
        switch self {
        case .badStatus(let status): return "The server answered \(status)"
        case .noData: return "The server sent nothing"
        }
    }
}

enum TransitAPI {
    /// The app lets the user pick their city's server; the widget reads it from the app group.
    static var baseURL: URL {
        SharedSettings.serverURL ?? URL(string: "https://transit.example.com/api")!
    }

    static func departuresURL(stop: String) -> URL {
        baseURL.appendingPathComponent("stops").appendingPathComponent(stop).appendingPathComponent("departures")
    }

    /// A session that keeps a small cache in memory only.
    static let session: URLSession = {
        let configuration = URLSessionConfiguration.default
        configuration.urlCache = URLCache(memoryCapacity: 512 * 1024, diskCapacity: 0, diskPath: nil)
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.timeoutIntervalForRequest = 15
        return URLSession(configuration: configuration)
    }()

    /// The completion-handler form widgets written before Swift concurrency use.
    static func fetchDepartures(stop: String, completion: @escaping (Result<[Departure], Error>) -> Void) {
        var request = URLRequest(url: departuresURL(stop: stop))
        request.httpMethod = "GET"
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        let task = session.dataTask(with: request) { data, response, error in
            if let error = error {
                completion(.failure(error))
                return
            }
            guard let http = response as? HTTPURLResponse else {
                completion(.failure(TransitError.noData))
                return
            }
            guard http.statusCode == 200 else {
                completion(.failure(TransitError.badStatus(http.statusCode)))
                return
            }
            guard let data = data else {
                completion(.failure(TransitError.noData))
                return
            }
            do {
                let departures = try Diagnostics.measureDecoding(stop: stop, bytes: data.count) {
                    try JSONDecoder().decode([Departure].self, from: data)
                }
                completion(.success(departures))
            } catch {
                completion(.failure(error))
            }
        }
        task.resume()
    }

    /// The async form.
    static func departures(stop: String) async throws -> [Departure] {
        let (data, response) = try await URLSession.shared.data(from: departuresURL(stop: stop))
        guard let http = response as? HTTPURLResponse, http.statusCode == 200 else {
            throw TransitError.badStatus((response as? HTTPURLResponse)?.statusCode ?? 0)
        }
        return try JSONDecoder().decode([Departure].self, from: data)
    }
}

/// Answers every request with the sample departures the widget's previews show, without a
/// network: registered on a session's configuration.
final class SampleDeparturesProtocol: URLProtocol {
    static let sample = [
        Departure(line: "4", destination: "Harbour", minutes: 3),
        Departure(line: "12", destination: "Airport", minutes: 95),
    ]

    override class func canInit(with request: URLRequest) -> Bool {
        request.url?.path.hasSuffix("/departures") ?? false
    }

    override class func canonicalRequest(for request: URLRequest) -> URLRequest {
        request
    }

    override func startLoading() {
        let response = HTTPURLResponse(url: request.url!, statusCode: 200, httpVersion: "HTTP/1.1", headerFields: ["Content-Type": "application/json"])!
        client?.urlProtocol(self, didReceive: response, cacheStoragePolicy: .notAllowed)
        client?.urlProtocol(self, didLoad: try! JSONEncoder().encode(Self.sample))
        client?.urlProtocolDidFinishLoading(self)
    }

    override func stopLoading() {}

    /// A session whose departures requests are answered by this protocol.
    static var session: URLSession {
        let configuration = URLSessionConfiguration.ephemeral
        configuration.protocolClasses = [SampleDeparturesProtocol.self]
        return URLSession(configuration: configuration)
    }
}
