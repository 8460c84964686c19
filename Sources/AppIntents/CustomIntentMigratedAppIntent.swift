import WidgetryWire

/// An App Intent that replaces a SiriKit custom intent: a widget whose author moved from
/// `IntentConfiguration` to `AppIntentConfiguration` keeps every placed instance's
/// configuration, stored by the SiriKit intent named `intentClassName`.
public protocol CustomIntentMigratedAppIntent: AppIntent {
    /// The class name of the SiriKit intent this one replaces (`ConfigurationIntent`).
    static var intentClassName: String { get }
}

extension CustomIntentMigratedAppIntent {
    /// `configuration` as this intent reads it: a custom object its SiriKit predecessor stored
    /// (`{"identifier": …, "displayString": …}`) becomes the entity identifier it names, as
    /// SiriKit objects become entities with the same identifiers.
    static func migrated(_ configuration: Configuration) -> Configuration {
        configuration.mapValues(migrated)
    }

    private static func migrated(_ value: ConfigurationValue) -> ConfigurationValue {
        switch value {
        case .object(let fields):
            if let identifier = fields["identifier"], case .string = identifier { return identifier }
            return value
        case .array(let items): return .array(items.map(migrated))
        default: return value
        }
    }
}
