// The diagnostics of the transit widget in the older style: `import os`, an OSLog handle,
// os_log with format strings, and signposts around the work Instruments should show.
import Foundation
import os

enum Diagnostics {
    static let log = OSLog(subsystem: "org.widgetry.fixtures.transit", category: "decoding")
    static let signposter = OSSignposter(logHandle: log)

    static func measureDecoding<T>(stop: String, bytes: Int, _ decode: () throws -> T) rethrows -> T {
        let signpostID = signposter.makeSignpostID()
        let state = signposter.beginInterval("decode", id: signpostID, "\(bytes) bytes")
        defer { signposter.endInterval("decode", state) }
        os_log("Decoding %d bytes of departures for %{public}@ at %@", log: log, type: .debug, bytes, stop, stop)
        return try signposter.withIntervalSignpost("parse") {
            try decode()
        }
    }

    static func noteFailure(_ message: String) {
        os_log(.error, log: log, "Departures failed: %{public}@", message)
        os_signpost(.event, log: log, name: "failure")
    }
}
