import Foundation

/// Where tests leave files for people to look at (screenshots): `$WIDGETRY_TEST_ARTIFACTS`, or
/// `.build/test-artifacts` under the current directory (the package root under `swift test`).
public enum TestArtifacts {
    /// The folder, created if needed.
    public static func directory() throws -> URL {
        let environment = ProcessInfo.processInfo.environment["WIDGETRY_TEST_ARTIFACTS"].flatMap { $0.isEmpty ? nil : $0 }
        let url =
            environment.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath, isDirectory: true)
            .appendingPathComponent(".build/test-artifacts", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    /// The URL of artifact `name` in the folder; `name` is made safe for a file name.
    public static func url(named name: String) throws -> URL {
        let safe = String(name.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
        return try directory().appendingPathComponent(safe)
    }
}
