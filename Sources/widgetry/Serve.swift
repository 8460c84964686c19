import ArgumentParser
import Foundation
import Logging
import ServiceLifecycle
import WidgetryHost
import WidgetryWeb

/// `widgetry serve`: the host — every extension in its own process, the scheduler, the store —
/// and the web home screen, until SIGINT or SIGTERM (graceful: extensions ended, ledger saved).
struct Serve: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run the host and its web home screen.",
        discussion: """
            Extensions are widget executables (a `Widget.main()` or `WidgetBundle.main()`). Each \
            runs in its own process, started on demand. Placed widgets, their configurations and \
            timelines are kept in the database (the default lives under the user's data directory).

            Bound to an address other than loopback, the home screen asks for sign-in: the owner \
            password comes from WIDGETRY_OWNER_PASSWORD (which also replaces a forgotten one), or \
            is set in the browser with the one-time setup code printed at start. Wall displays \
            sign in with links the owner makes under Connections.
            """)

    @Option(help: "The address to listen on; 127.0.0.1 keeps the home screen on this machine.")
    var host = "127.0.0.1"

    @Option(help: "The port to listen on (0: any free port).")
    var port = 8080

    @Option(
        name: .customLong("allowed-host"),
        help: "A host name people reach the home screen by (repeat for several); IP addresses and localhost are always allowed.")
    var allowedHosts: [String] = []

    @Flag(help: "Ask for sign-in even on loopback: for a TLS proxy on this machine that exposes the home screen.")
    var requireLogin = false

    @Option(
        help: """
            The SQLite database file (default: \(DatabaseLocation.defaultPath())), or a PostgreSQL database's URL, \
            postgres://user[:password]@host[:port]/database, for several hosts sharing one home screen.
            """, completion: .file())
    var database: String?

    @Option(
        name: .customLong("extension"),
        help: "A widget extension executable (repeat for several). Default: the example extensions built next to widgetry.",
        completion: .file())
    var extensions: [String] = []

    /// The example extensions `scripts/serve` builds, run when no `--extension` is given.
    static let examples = ["emoji-rangers", "favourites", "clock", "counter", "private-note", "system-monitor"]

    /// The extensions to run: the options, else the examples built next to this executable.
    func extensionPaths() throws -> [String] {
        guard extensions.isEmpty else { return extensions }
        let directory = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()
        let found = Self.examples.map { directory.appendingPathComponent($0).path }.filter(FileManager.default.isExecutableFile)
        guard !found.isEmpty else {
            throw ValidationError(
                "no --extension given and no example extension next to \(directory.path): pass --extension PATH, or run scripts/serve (it builds the examples)")
        }
        return found
    }

    /// What a new home screen of the examples starts with, so the first page shows widgets at
    /// work: the system monitor (a Swift Charts widget) and the clock.
    static let starterWidgets = [
        (extensionID: "system-monitor", kind: "Processor", family: "systemMedium"),
        (extensionID: "clock", kind: "Clock", family: "systemSmall"),
    ]

    static func placeStarterWidgets(on host: WidgetHost) async {
        for widget in starterWidgets {
            _ = try? await host.place(extensionID: widget.extensionID, kind: widget.kind, family: widget.family)
        }
    }

    @Option(help: "Seconds an extension may take to answer before it is stopped.")
    var timeout: Double = 15

    @Option(help: "Counted reloads allowed per widget per rolling 24 h.")
    var budget = 70

    @Option(
        help: """
            With a PostgreSQL database shared by several hosts: the longest, in seconds, the widgets of a host \
            that died wait for another host to take them over.
            """)
    var lease: Double = 15

    func validate() throws {
        for path in extensions where !FileManager.default.isExecutableFile(atPath: path) {
            throw ValidationError("\(path) is not an executable file: pass a widget extension built with `swift build`.")
        }
        let ids = extensions.map(Self.extensionID)
        if let duplicate = Dictionary(grouping: ids, by: { $0 }).first(where: { $0.value.count > 1 })?.key {
            throw ValidationError("two extensions are named \(duplicate); each executable needs its own name")
        }
        guard (0...65_535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard timeout > 0, budget > 0 else { throw ValidationError("--timeout and --budget must be positive") }
        guard lease >= 1, lease <= 3_600 else { throw ValidationError("--lease must be between 1 and 3600 seconds") }
    }

    /// The host's id for an extension: its executable's name.
    static func extensionID(_ path: String) -> String { URL(fileURLWithPath: path).lastPathComponent }

    func run() async throws {
        let logger = Logger(label: "widgetry")
        var options = WidgetHost.Options()
        options.scheduler.budget = budget
        options.supervisor.requestTimeout = .milliseconds(Int(timeout * 1000))
        options.leaseDuration = lease
        // A store that cannot be opened says why (`WidgetStoreError`: the file or server, and its reason).
        let opened = try await DatabaseOption(value: database).open(logger: logger)
        let isNewHomeScreen = (try? await opened.store.extensions().isEmpty) ?? false
        let widgetHost = WidgetHost(store: opened.store, options: options, logger: logger)
        // One that cannot be started (it exits, hangs, or writes what is not the protocol) is
        // logged and tried again with backoff; the others and the home screen come up.
        await widgetHost.addExtensions(executables: try extensionPaths().map { (Self.extensionID($0), URL(fileURLWithPath: $0)) })
        try await widgetHost.restore()
        if isNewHomeScreen && extensions.isEmpty { await Self.placeStarterWidgets(on: widgetHost) }
        var configuration = WebServerConfiguration(host: host, port: port, allowedHosts: allowedHosts)
        configuration.loginRequired = configuration.loginRequired || requireLogin
        let access = AccessControl(store: widgetHost.access)
        let ownerPassword = ProcessInfo.processInfo.environment["WIDGETRY_OWNER_PASSWORD"]
        var setupCode: String?
        do {
            if configuration.loginRequired || ownerPassword != nil { setupCode = try await access.prepare(ownerPassword: ownerPassword) }
        } catch {
            await widgetHost.shutdown()
            await opened.close()
            throw ValidationError("WIDGETRY_OWNER_PASSWORD: \((error as? APIError)?.message ?? "\(error)")")
        }
        let application = try HomeScreenAPI.makeApplication(
            host: widgetHost, configuration: configuration, access: access, logger: logger)
        let group = ServiceGroup(
            configuration: ServiceGroupConfiguration(
                services: [.init(service: widgetHost), .init(service: application)],
                gracefulShutdownSignals: [.sigterm, .sigint], logger: logger))
        Task {
            guard let bound = try? await application.listeningPort() else { return }
            let address = "http://\(host == "0.0.0.0" ? "127.0.0.1" : host):\(bound)/"
            // Unbuffered: scripts and tests read the address from a pipe.
            var lines = "Widgetry home screen: \(address)  (database \(opened.location))\n"
            if configuration.loginRequired, let setupCode {
                lines += "Sign-in is required. Set the owner password at \(address)login with the setup code \(setupCode)\n"
            } else if configuration.loginRequired {
                lines += "Sign-in is required: the owner password, or a wall-display link made under Connections.\n"
            }
            FileHandle.standardOutput.write(Data(lines.utf8))
        }
        do {
            try await group.run()
        } catch {
            await opened.close()
            throw error
        }
        await opened.close()
    }
}
