import Foundation

/// The host answered an app's request with an error status: its JSON error body
/// (`{"error":{"code":…,"message":…}}`) read, or the body's start when it is not one.
package struct HostAPIError: Error, CustomStringConvertible, Hashable, Sendable {
    package let status: Int
    /// The error body's `code` (`tooManyActivities`, `notFound`, …), if it had one.
    package let code: String?
    package let message: String

    package init(status: Int, code: String?, message: String) {
        self.status = status
        self.code = code
        self.message = message
    }

    package init(status: Int, body: Data) {
        if let decoded = try? JSONDecoder().decode(Body.self, from: body) {
            self.init(status: status, code: decoded.error.code, message: decoded.error.message)
        } else {
            self.init(status: status, code: nil, message: String(decoding: body.prefix(300), as: UTF8.self))
        }
    }

    package var description: String { "HTTP \(status): \(message)" }

    private struct Body: Decodable {
        struct Detail: Decodable {
            var code: String?
            var message: String
        }
        var error: Detail
    }
}
