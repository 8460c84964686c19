import WidgetryAppTransport
import WidgetryWire

// ActivityKit's values as the host's app API spells them (`ActivityAPI`), and back. Content
// states and attributes travel as the JSON text `JSONEncoder`'s defaults write; dates as seconds
// since 1970.

/// The name the host and the widget extension know an attributes type by (the extension's
/// `ActivityConfiguration(for:)` names it the same way).
func attributesTypeName<Attributes: ActivityAttributes>(_ type: Attributes.Type) -> String {
    String(describing: type)
}

/// `value`'s JSON text, as `JSONEncoder()` writes it.
func jsonText(_ value: some Encodable) throws -> String {
    String(decoding: try JSONEncoder().encode(value), as: UTF8.self)
}

func decodeJSONText<Value: Decodable>(_ type: Value.Type, _ text: String) throws -> Value {
    try JSONDecoder().decode(type, from: Data(text.utf8))
}

extension ActivityContent {
    /// The content as the app API sends it.
    func wireContent() throws -> ActivityAPI.Content {
        ActivityAPI.Content(state: try jsonText(state), staleDate: staleDate?.timeIntervalSince1970, relevanceScore: relevanceScore)
    }

    /// The content the host answered with; nil when its state does not decode as `State`.
    init?(wire: ActivityAPI.Content) {
        guard let state = try? decodeJSONText(State.self, wire.state) else { return nil }
        self.init(state: state, staleDate: wire.staleDate.map(Date.init(timeIntervalSince1970:)), relevanceScore: wire.relevanceScore)
    }
}

extension ActivityState {
    /// The state the host names (`ActivityAPI.Activity.state`); an unknown name reads as ended.
    init(wireName: String) {
        switch wireName {
        case "active": self = .active
        case "stale": self = .stale
        case "dismissed": self = .dismissed
        case "pending": self = .pending
        default: self = .ended
        }
    }
}

extension PushType {
    /// `token` or `channel:<id>`.
    var wireName: String {
        switch kind {
        case .token: "token"
        case .channel(let id): "channel:\(id)"
        }
    }
}

extension ActivityStyle {
    var wireName: String {
        switch self {
        case .standard: "standard"
        case .transient: "transient"
        }
    }
}

extension ActivityUIDismissalPolicy {
    /// The policy's name and, for `after(_:)`, its date.
    var wireForm: (policy: String, date: Double?) {
        switch rule {
        case .standard: ("default", nil)
        case .immediate: ("immediate", nil)
        case .after(let date): ("after", date.timeIntervalSince1970)
        }
    }
}

extension AlertConfiguration {
    var wireAlert: ActivityAPI.Alert {
        ActivityAPI.Alert(title: String(localized: title), body: String(localized: body), sound: sound.name ?? "default")
    }
}

extension Data {
    /// The bytes of a hex string (a push token as the host sends it); nil when it is not hex.
    init?(hexToken text: String) {
        guard text.count % 2 == 0 else { return nil }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count / 2)
        var high: UInt8?
        for character in text.utf8 {
            let nibble: UInt8
            switch character {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): nibble = character - UInt8(ascii: "0")
            case UInt8(ascii: "a")...UInt8(ascii: "f"): nibble = character - UInt8(ascii: "a") + 10
            case UInt8(ascii: "A")...UInt8(ascii: "F"): nibble = character - UInt8(ascii: "A") + 10
            default: return nil
            }
            if let first = high {
                bytes.append(first << 4 | nibble)
                high = nil
            } else {
                high = nibble
            }
        }
        self.init(bytes)
    }
}

extension ActivityAuthorizationError {
    /// What `Activity.request` throws when the host refused the request (its error code and
    /// status) or could not be reached.
    package init(requestFailure error: any Error) {
        guard let refused = error as? HostAPIError else {
            self = .persistenceFailure  // no answer: the host is down or did not answer in time
            return
        }
        switch refused.code {
        case "tooManyActivities": self = .targetMaximumExceeded
        case "activityTooLarge": self = .attributesTooLarge
        case "activityTypeNotFound": self = .unsupportedTarget
        default:
            switch refused.status {
            case 401: self = .unentitled  // the app's token is not the host's
            case 403: self = .denied
            case 409: self = .targetMaximumExceeded
            case 413: self = .attributesTooLarge
            default: self = .persistenceFailure
            }
        }
    }
}
