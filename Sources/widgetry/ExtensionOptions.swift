import ArgumentParser
import Foundation
import Logging
import WidgetryHost
import WidgetryWire

/// `--extension PATH`: a widget extension executable.
struct ExtensionOptions: ParsableArguments {
    @Option(name: .customLong("extension"), help: "The widget extension executable.", completion: .file())
    var path: String

    @Option(help: "Seconds an extension may take to answer.")
    var timeout: Double = 15

    var url: URL { URL(fileURLWithPath: path) }

    func validate() throws {
        guard FileManager.default.isExecutableFile(atPath: path) else {
            throw ValidationError("\(path) is not an executable file: pass a widget extension built with `swift build`.")
        }
    }

    /// Runs `body` with a supervisor that has started the extension, and stops it afterwards.
    func withExtension<T>(_ body: (ExtensionSupervisor) async throws -> T) async throws -> T {
        var configuration = ExtensionSupervisor.Configuration()
        configuration.requestTimeout = .milliseconds(Int(timeout * 1000))
        var logger = Logger(label: "widgetry")
        logger.logLevel = .warning
        let supervisor = ExtensionSupervisor(configuration: configuration, logger: logger) { _, request in
            switch request {
            case .currentConfigurations: .configurations([])
            case .currentControls: .controls([])
            case .reloadTimelines, .invalidateConfigurationRecommendations, .reloadControls: .done
            }
        }
        await supervisor.register("extension", launcher: .executable(url))
        do {
            let result = try await body(supervisor)
            await supervisor.shutdown()
            return result
        } catch {
            await supervisor.shutdown()
            throw error
        }
    }
}

/// An answer the command did not expect, as an error for the person.
struct UnexpectedAnswer: Error, CustomStringConvertible {
    let response: ExtensionResponse
    var description: String {
        switch response {
        case .failure(let message): "the extension failed: \(message)"
        case .invalidConfiguration(let error): error.description
        default: "the extension answered unexpectedly: \(response)"
        }
    }
}

/// JSON as the commands print it.
func printJSON(_ value: some Encodable) throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    print(String(decoding: try encoder.encode(value), as: UTF8.self))
}
