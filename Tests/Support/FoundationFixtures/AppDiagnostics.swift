// A diagnostics helper in the shape shared app code keeps: `%@` formats whose argument is a
// dictionary or an array of them (`CVarArg` on Apple's systems), logged with `os_log`, and numbers
// rounded with the C library spelled `Darwin.round`. Foundation and os only.
import Foundation
import os

final class AppDiagnostics {
    static let shared = AppDiagnostics()
    private let log = OSLog(subsystem: "org.widgetry.fixtures", category: "diagnostics")
    private(set) var lines: [String] = []

    private init() {}

    func logDiagnostic(code: Int, userInfo: [String: Any]) {
        logInfo(format: "Diagnostic %@", with: [userInfo])
        lines.append(String(format: "code %d: %@", code, userInfo.keys.sorted()))
    }

    func logInfo(format: StaticString, with value: CVarArg) {
        os_log(format, log: log, type: .info, value)
        lines.append(String(format: format.description, value))
    }

    /// A duration in tenths of a second, as the diagnostics screen shows it.
    static func seconds(_ interval: TimeInterval) -> Double {
        Darwin.round(interval * 10) / 10
    }
}
