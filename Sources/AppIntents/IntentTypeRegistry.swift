import Synchronization
import WidgetryWire

/// The intent types an extension has shown in its widgets (`Button(intent:)`, `Toggle`), by
/// type name, so a tap relayed by the host can be performed.
package enum IntentTypeRegistry {
    private static let types = Mutex<[String: any AppIntent.Type]>([:])

    /// The name an intent type is archived and looked up under.
    package static func name<I: AppIntent>(of type: I.Type) -> String { String(describing: type) }

    package static func register<I: AppIntent>(_ type: I.Type) {
        let name = name(of: type)
        types.withLock { if $0[name] == nil { $0[name] = type } }
    }

    package static func type(named name: String) -> (any AppIntent.Type)? {
        types.withLock { $0[name] }
    }
}

/// Why an intent could not be performed.
package enum IntentPerformError: Error, CustomStringConvertible {
    case unknownType(String)
    case invalidConfiguration(ConfigurationError)
    case failed(String)

    package var description: String {
        switch self {
        case .unknownType(let name): "the extension does not know an intent named \(name)"
        case .invalidConfiguration(let error): "the intent's values were refused: \(error)"
        case .failed(let detail): "perform() threw: \(detail)"
        }
    }
}

extension AppIntent {
    /// Decodes `configuration` into a new intent and runs its `perform()`.
    package static func perform(configuration: Configuration) async throws(IntentPerformError) {
        let intent: Self
        do { intent = try await decodeConfiguration(configuration) } catch { throw .invalidConfiguration(error) }
        do { _ = try await intent.perform() } catch { throw .failed("\(error)") }
    }
}

/// Performs the intent `archive` names, if its type is registered.
package func performIntent(_ archive: IntentArchive) async throws(IntentPerformError) {
    guard let type = IntentTypeRegistry.type(named: archive.typeName) else { throw .unknownType(archive.typeName) }
    try await type.perform(configuration: archive.configuration)
}
