/// Why a Live Activity could not be started (or reconnected).
public enum ActivityAuthorizationError: Error, LocalizedError, Hashable, Sendable {
    /// The attributes are larger than 4 KB.
    case attributesTooLarge
    /// Live Activities are turned off (on Apple's systems, in Settings). On Linux: the app has no
    /// Widgetry host (`WIDGETRY_HOST`, `WIDGETRY_TOKEN`), or the host turned them off for it.
    case denied
    /// The device runs as many Live Activities as it may.
    case globalMaximumExceeded
    /// The activity identifier is malformed.
    case malformedActivityIdentifier
    /// The process that asked has no identifier.
    case missingProcessIdentifier
    /// The system could not keep the activity.
    case persistenceFailure
    /// The process may not reconnect to the activity.
    case reconnectNotPermitted
    /// The app runs as many Live Activities as it may.
    case targetMaximumExceeded
    /// The app lacks the Live Activities entitlement (`NSSupportsLiveActivities`).
    case unentitled
    /// The device does not support Live Activities.
    case unsupported
    /// The target does not support Live Activities.
    case unsupportedTarget
    /// The app must be in the foreground to start a Live Activity.
    case visibility

    public var errorDescription: String? {
        switch self {
        case .attributesTooLarge: "The provided Live Activity attributes exceeded the maximum size of 4KB."
        case .denied: "Live Activities are not enabled: the app has no Widgetry host (set WIDGETRY_HOST and WIDGETRY_TOKEN), or the host turned them off."
        case .globalMaximumExceeded: "The device reached the maximum number of ongoing Live Activities."
        case .malformedActivityIdentifier: "The provided activity identifier is malformed."
        case .missingProcessIdentifier: "The process that tried to start the Live Activity has no process identifier."
        case .persistenceFailure: "The Live Activity could not be persisted."
        case .reconnectNotPermitted: "The process may not reconnect to the Live Activity."
        case .targetMaximumExceeded: "The app reached the maximum number of ongoing Live Activities."
        case .unentitled: "The app doesn't have the required entitlement to start a Live Activity."
        case .unsupported: "The device doesn't support Live Activities."
        case .unsupportedTarget: "The target doesn't support Live Activities."
        case .visibility: "The app must be in the foreground to start a Live Activity."
        }
    }

    public var failureReason: String? { errorDescription }
}
