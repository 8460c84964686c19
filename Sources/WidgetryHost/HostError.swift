import WidgetryStore
import WidgetryWire

/// Why the host refused or could not do what was asked. Each case reads as a sentence for the
/// person (the web layer maps them to 404, 409, 422, 502 and 503).
public enum HostError: Error, CustomStringConvertible, Sendable, Equatable {
    case unknownExtension(String)
    /// `known`: the extension's kinds, named in the message so a typo is easy to fix.
    case unknownKind(extensionID: String, kind: String, known: [String] = [])
    case unsupportedFamily(kind: String, family: String, supported: [String])
    case unknownInstance(String)
    case unknownPage(String)
    /// A change the home screen refuses (a page without a name, deleting the last page).
    case refused(String)
    /// A home-screen file refused on import, one sentence per problem; nothing was changed.
    case invalidImport([String])
    /// The widget is not configurable (a `StaticConfiguration`), so it has no parameters.
    case notConfigurable(kind: String)
    case unknownParameter(kind: String, parameter: String)
    /// The extension has no image resource of this name.
    case unknownImage(extensionID: String, name: String)
    /// No tappable view with this id in the entry shown now.
    case unknownAction(instanceID: String, action: String)
    /// The configuration was refused; nothing was stored.
    case invalidConfiguration(ConfigurationError)
    /// The extension failed, crashed or timed out answering.
    case extensionFailed(extensionID: String, message: String)
    /// The extension failed a moment ago and is not restarted before `retryAfter` seconds have
    /// passed; nothing was asked of it.
    case extensionBackingOff(extensionID: String, retryAfter: Double)
    /// The store failed (the database), with its message.
    case store(String)
    /// No control of this kind in the extension (`known`: its control kinds).
    case unknownControlKind(extensionID: String, kind: String, known: [String] = [])
    case unknownControl(String)
    /// The control is static (`StaticControlConfiguration`): it has no parameters.
    case controlNotConfigurable(kind: String)
    /// The control has nothing to tap now: it needs configuration, or its template is empty.
    case controlUnavailable(controlID: String, reason: String)
    /// No Live Activity of this attributes type in the extension (`known`: its types).
    case unknownActivityType(extensionID: String, type: String, known: [String] = [])
    case unknownActivity(String)
    /// The app already runs as many Live Activities as it may.
    case tooManyActivities(limit: Int)
    /// A content state (or attributes) larger than Apple's 4 KB.
    case activityDataTooLarge(what: String, bytes: Int, limit: Int)
    /// The activity has ended: it takes no more updates.
    case activityEnded(String)
    /// The extension could not draw the activity from what was sent (its JSON does not decode
    /// as the attributes type's), with its message; nothing was stored.
    case invalidActivity(String)

    public var description: String {
        switch self {
        case .unknownExtension(let id): "no extension “\(id.prefix(100))” is registered"
        case .unknownKind(let id, let kind, let known):
            "extension \(id) has no widget of kind “\(kind.prefix(100))”" + (known.isEmpty ? "" : " (its kinds: \(known.joined(separator: ", ")))")
        case .unsupportedFamily(let kind, let family, let supported):
            "widget \(kind) does not support the family “\(family.prefix(100))” (it supports \(supported.joined(separator: ", ")))"
        case .unknownInstance(let id): "no placed widget with id “\(id.prefix(100))”"
        case .unknownPage(let id): "no page with id “\(id.prefix(100))”"
        case .refused(let reason): reason
        case .invalidImport(let problems): "the file cannot be imported: " + problems.joined(separator: " ")
        case .notConfigurable(let kind): "widget \(kind) has no configuration"
        case .unknownParameter(let kind, let parameter): "widget \(kind) has no parameter “\(parameter.prefix(100))”"
        case .unknownImage(let id, let name): "extension \(id) has no image named “\(name.prefix(100))”"
        case .unknownAction(let id, let action): "widget \(id) shows no button, toggle or link “\(action.prefix(100))” now"
        case .invalidConfiguration(let error): error.description
        case .extensionFailed(let id, let message): "extension \(id) failed: \(message)"
        case .extensionBackingOff(let id, let retryAfter):
            "extension \(id) failed a moment ago and is restarted in \(Int(retryAfter.rounded(.up))) s; try again then"
        case .store(let message): "the store failed: \(message)"
        case .unknownControlKind(let id, let kind, let known):
            "extension \(id) has no control of kind “\(kind.prefix(100))” (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case .unknownControl(let id): "no placed control with id “\(id.prefix(100))”"
        case .controlNotConfigurable(let kind): "control \(kind) has no configuration"
        case .controlUnavailable(let id, let reason): "control \(id) cannot be tapped now: \(reason)"
        case .unknownActivityType(let id, let type, let known):
            "extension \(id) has no Live Activity for “\(type.prefix(100))” (it has \(known.isEmpty ? "none" : known.joined(separator: ", ")))"
        case .unknownActivity(let id): "no Live Activity with id “\(id.prefix(100))”"
        case .tooManyActivities(let limit): "the app already runs \(limit) Live Activities, the most an app may run at once; end one first"
        case .activityDataTooLarge(let what, let bytes, let limit): "the \(what) is \(bytes) bytes; Live Activities take at most \(limit)"
        case .activityEnded(let id): "Live Activity \(id) has ended and takes no more updates"
        case .invalidActivity(let message): "the extension cannot draw this Live Activity: \(message)"
        }
    }

    /// Maps a store error: unknown ids keep their meaning, the rest is a store failure.
    init(_ error: any Error) {
        switch error {
        case WidgetStoreError.instanceNotFound(let id): self = .unknownInstance(id)
        case WidgetStoreError.extensionNotFound(let id): self = .unknownExtension(id)
        case WidgetStoreError.pageNotFound(let id): self = .unknownPage(id)
        case WidgetStoreError.controlNotFound(let id): self = .unknownControl(id)
        case WidgetStoreError.duplicateControl: self = .refused("\(error)")
        case WidgetStoreError.activityNotFound(let id): self = .unknownActivity(id)
        case WidgetStoreError.tooManyActivities(let limit): self = .tooManyActivities(limit: limit)
        case WidgetStoreError.invalidArgument(let reason): self = .refused(reason)
        case WidgetStoreError.invalidOrder: self = .refused("\(error)")
        case let error as WidgetStoreError: self = .store(error.description)
        default: self = .store("\(error)")
        }
    }
}
