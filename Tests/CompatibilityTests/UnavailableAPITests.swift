// What Widgetry knowingly does not provide answers with a reason and an alternative, not the
// compiler's bare "cannot find": each snippet is type-checked as an author's file is compiled
// (Swift 5, the README's `appleSystemModules` flags) against this build's modules.
import Foundation
import Testing

/// Type-checks author files against the modules of this build.
enum AuthorTypeChecker {
    /// The build folder the tests run from (`.build/<triple>/debug`).
    static let buildFolder: URL = {
        var folder = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        while !FileManager.default.fileExists(atPath: folder.appendingPathComponent("Modules").path), folder.path != "/" {
            folder.deleteLastPathComponent()
        }
        return folder
    }()

    /// The flags of the README's `appleSystemModules`, as an author's package copies them.
    static let readmeFlags: [String] = {
        let readme = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("README.md")
        guard let text = try? String(contentsOf: readme, encoding: .utf8),
            let start = text.range(of: "let appleSystemModules: SwiftSetting = .unsafeFlags(["),
            let end = text.range(of: "], .when(platforms: [.linux]))", range: start.upperBound..<text.endIndex)
        else { return [] }
        return text[start.upperBound..<end.lowerBound].split(separator: "\"").enumerated().filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }()

    /// The C modules' maps SwiftPM wrote for this build (one per module).
    static let moduleMaps: [String] = {
        let folders = (try? FileManager.default.contentsOfDirectory(atPath: buildFolder.path)) ?? []
        var seen = Set<String>()
        return folders.sorted().filter { $0.hasSuffix(".build") && !$0.hasSuffix("-tool.build") }.compactMap { folder in
            let map = buildFolder.appendingPathComponent(folder).appendingPathComponent("module.modulemap").path
            guard FileManager.default.fileExists(atPath: map), seen.insert(folder).inserted else { return nil }
            return map
        }
    }()

    /// The compiler's diagnostics for `source`, and whether it type-checked.
    static func typecheck(_ source: String) throws -> (succeeded: Bool, diagnostics: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("author-\(UUID().uuidString).swift")
        try Data(source.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["swiftc", "-typecheck", "-swift-version", "5", "-I", buildFolder.appendingPathComponent("Modules").path]
            + moduleMaps.flatMap { ["-Xcc", "-fmodule-map-file=\($0)"] } + readmeFlags + [file.path]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        let output = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus == 0, String(decoding: output, as: UTF8.self))
    }
}

@Suite("Absent APIs say why, and what to use")
struct UnavailableAPITests {
    /// An author's file naming an API, and the reason its error must give.
    static let cases: [(source: String, says: String)] = [
        ("import UIKit\nfinal class Badge: UIView {}", "UIKit views and controllers cannot be shown in a widget"),
        ("import UIKit\nlet label: UILabel? = nil", "use SwiftUI's Text"),
        ("import SwiftUI\nstruct Map: UIViewRepresentable {}", "WidgetKit draws a placeholder on iOS"),
        ("import CoreLocation\nlet geocoder = CLGeocoder()", "CLGeocoder needs Apple's geocoding service"),
        ("import os\nvar lock = os_unfair_lock()", "use OSAllocatedUnfairLock"),
        ("import OSLog\nlet store: OSLogStore? = nil", "OSLogStore reads the system's unified log"),
        ("import UserNotifications\nfinal class Service: UNNotificationServiceExtension {}", "no push notifications to modify"),
        ("import AVFoundation\nlet player: AVPlayer? = nil", "a widget cannot play media"),
        ("import CoreBluetooth\nlet manager: CBPeripheralManager? = nil", "cannot advertise as a Bluetooth peripheral"),
        ("import Charts\nlet plot: BarPlot? = nil", "use ForEach with BarMark"),
        ("import AppIntents\nstruct Shortcuts: AppShortcutsProvider {}", "App Shortcuts are not provided"),
        ("import Network\nlet connection: NWConnection? = nil", "fetch with URLSession"),
    ]

    @Test(arguments: 0..<cases.count)
    func anAbsentAPIsErrorGivesTheReason(_ index: Int) throws {
        let (source, says) = Self.cases[index]
        let result = try AuthorTypeChecker.typecheck(source)
        #expect(!result.succeeded, "\(source) type-checked")
        #expect(result.diagnostics.contains("is unavailable: "), "\(source): \(result.diagnostics.prefix(600))")
        #expect(result.diagnostics.contains(says), "\(source): \(result.diagnostics.prefix(600))")
    }

    /// The checker itself: a file using what is provided type-checks with the README's flags.
    @Test func aProvidedAPITypeChecks() throws {
        let result = try AuthorTypeChecker.typecheck("""
            import SwiftUI
            import WidgetKit
            import Security
            let color = Color(uiColor: .systemRed)
            let status = SecItemDelete([kSecClass: kSecClassGenericPassword] as CFDictionary)
            """)
        #expect(result.succeeded, "\(result.diagnostics.prefix(1200))")
    }
}
