/// The host ↔ extension protocol: JSON messages in length-prefixed frames over the extension's
/// stdin (host → extension) and stdout (extension → host).
///
/// Both sides send requests and answer them: the host asks for descriptions, entries and
/// timelines; the extension asks the host on behalf of `WidgetCenter`. Each request carries an
/// id unique on its side; the answer carries the same id. The first exchange is `hello`, which
/// checks the protocol version.
public enum ExtensionProtocol {
    /// Bumped on any incompatible change of the messages below (2: controls; 3: a control's
    /// pickers' choices; 4: Live Activities and push tokens).
    public static let version = 4
    /// The largest frame either side accepts (a timeline of archives is well below this).
    public static let maximumFrameSize = 64 << 20
}

/// One message on the wire.
public enum ProtocolMessage: Codable, Hashable, Sendable {
    /// Host → extension.
    case request(id: UInt64, body: ExtensionRequest)
    /// Extension → host, answering `request`.
    case response(id: UInt64, body: ExtensionResponse)
    /// Extension → host: a `WidgetCenter` call.
    case hostRequest(id: UInt64, body: HostRequest)
    /// Host → extension, answering `hostRequest`.
    case hostResponse(id: UInt64, body: HostResponse)
}

/// What a render is for: family, colour schemes, redaction.
public struct RenderParameters: Codable, Hashable, Sendable {
    /// `WidgetFamily` raw name.
    public var family: String
    /// `light` and/or `dark`: one archive per scheme.
    public var colorSchemes: [String]
    /// `privacy` renders `privacySensitive` content redacted.
    public var redactionReasons: [RedactionReason]
    public var isPreview: Bool
    /// The host's time (seconds since 1970) when it runs on a virtual clock: an extension
    /// process moves its wall clock there before asking the provider, so `Date()` in the
    /// author's code reads virtual time. `nil`: the real time.
    public var now: Double?

    public init(
        family: String, colorSchemes: [String] = ["light", "dark"], redactionReasons: [RedactionReason] = [], isPreview: Bool = false,
        now: Double? = nil
    ) {
        self.family = family
        self.colorSchemes = colorSchemes
        self.redactionReasons = redactionReasons
        self.isPreview = isPreview
        self.now = now
    }
}

/// Host → extension.
public enum ExtensionRequest: Codable, Hashable, Sendable {
    /// The first message: the host's protocol version.
    case hello(version: Int)
    /// The widgets of the extension.
    case describe
    case placeholder(kind: String, render: RenderParameters)
    case snapshot(kind: String, configuration: Configuration, render: RenderParameters)
    case timeline(kind: String, configuration: Configuration, render: RenderParameters)
    case recommendations(kind: String)
    /// The values a new widget starts with, and what still needs a value.
    case defaultConfiguration(kind: String, family: String)
    /// A configuration validated and normalised (defaults filled in), or the issues.
    case validateConfiguration(kind: String, family: String, configuration: Configuration)
    /// A picker's choices for a parameter, searched with `matching`.
    case options(kind: String, parameter: String, matching: String?)
    /// A `Button(intent:)`/`Toggle` tap: perform `intent`. `kind` and `configuration` say which
    /// widget showed it, so the extension can find the intent's type after a restart.
    case perform(intent: IntentArchive, kind: String, family: String, configuration: Configuration)
    /// Every `#Preview` of the extension, rendered.
    case previews
    /// The image resource `name` (`Image("Hero")`), for the page; `appearance` `dark`: an image
    /// set's dark-appearance file, when it has one.
    case image(name: String, appearance: String? = nil)
    /// The controls (`ControlWidget`) of the extension.
    case describeControls
    /// The values a new control of `kind` starts with, and what still needs a value.
    case defaultControlConfiguration(kind: String)
    /// A control's configuration validated and normalised (defaults filled in), or the issues.
    case validateControlConfiguration(kind: String, configuration: Configuration)
    /// A control's value: the provider's `previewValue` (`preview`: the gallery) or its
    /// `currentValue`, as its template shows it.
    case controlValue(kind: String, configuration: Configuration, preview: Bool)
    /// A tap on a control: perform `intent` (its `ControlArchive.tapIntent`). `kind` and
    /// `configuration` say which control showed it, so the extension can find the intent's type
    /// after a restart.
    case performControl(kind: String, configuration: Configuration, intent: IntentArchive)
    /// A picker's choices for a parameter of a control's configuration intent, searched with
    /// `matching` (answered with `options`).
    case controlOptions(kind: String, parameter: String, matching: String?)
    /// The extension's Live Activity kinds (protocol 4): `activityDescriptions`.
    case describeActivities
    /// Draw a Live Activity in every presentation (protocol 4): `activity`.
    case renderActivity(LiveActivityRenderRequest)
    /// Push tokens changed (protocol 4): the token of the extension's push-enabled widgets
    /// (`WidgetPushHandler`) with the placed widgets of those kinds, and the placed controls of
    /// kinds with a `ControlPushHandler`, each with its token. Answered `performed`.
    case pushTokensDidChange(widgetToken: String?, widgets: [PlacedWidgetInfo], controls: [PlacedControlInfo])
}

/// Extension → host, answering an `ExtensionRequest`.
public enum ExtensionResponse: Codable, Hashable, Sendable {
    case hello(version: Int, process: Int32)
    case descriptions([WidgetDescription])
    case entry(EntryArchive)
    case timeline(TimelineArchive)
    case recommendations([WidgetRecommendation])
    case configuration(Configuration, missing: ConfigurationError?)
    case options(ParameterOptions?)
    case performed
    case previews([WidgetPreviewArchive])
    /// The image resource asked for; nil: the extension has no image of that name.
    case image(ImageResourceArchive?)
    case controlDescriptions([ControlDescription])
    case activityDescriptions([LiveActivityDescription])
    case activity(LiveActivityArchive)
    /// A control's value; nil: its template is empty.
    case controlValue(ControlArchive?)
    /// The configuration was refused; nothing ran.
    case invalidConfiguration(ConfigurationError)
    /// The request failed in the extension (unknown kind, a provider error, a version mismatch).
    case failure(String)
}

/// Extension → host: what `WidgetCenter` asks.
public enum HostRequest: Codable, Hashable, Sendable {
    /// `reloadTimelines(ofKind:)`, or `reloadAllTimelines()` when `kind` is nil.
    case reloadTimelines(kind: String?)
    case currentConfigurations
    case invalidateConfigurationRecommendations
    /// `ControlCenter.reloadControls(ofKind:)`, or `reloadAllControls()` when `kind` is nil.
    case reloadControls(kind: String?)
    /// `ControlCenter.currentControls()`.
    case currentControls
}

/// Host → extension, answering a `HostRequest`.
public enum HostResponse: Codable, Hashable, Sendable {
    case done
    case configurations([PlacedWidgetInfo])
    case controls([PlacedControlInfo])
    case failure(String)
}

/// A widget a person placed, as the host tells its extension or app.
public struct PlacedWidgetInfo: Codable, Hashable, Sendable {
    public var id: String
    public var kind: String
    public var family: String
    public var configuration: Configuration
    /// The type name of the intent that configures the widget (`nil`: a static widget), so that
    /// `widgetConfigurationIntent(of:)` answers nil for another intent type.
    public var intentTypeName: String?
    public init(id: String, kind: String, family: String, configuration: Configuration, intentTypeName: String? = nil) {
        self.id = id
        self.kind = kind
        self.family = family
        self.configuration = configuration
        self.intentTypeName = intentTypeName
    }
}

// MARK: - Framing

/// Splits a byte stream into frames: a 4-byte big-endian length, then that many bytes of JSON.
public struct FrameDecoder: Sendable {
    private var buffer: [UInt8] = []
    private var start = 0

    public init() {}

    public enum Failure: Error, Equatable, CustomStringConvertible {
        case frameTooLarge(Int)

        public var description: String {
            switch self {
            case .frameTooLarge(let size):
                "a frame of \(size) bytes exceeds the protocol's limit of \(ExtensionProtocol.maximumFrameSize) (is the peer writing something else to the pipe?)"
            }
        }
    }

    /// Adds received bytes and returns the frames they complete.
    public mutating func append(_ bytes: some Sequence<UInt8>) throws(Failure) -> [[UInt8]] {
        buffer.append(contentsOf: bytes)
        var frames: [[UInt8]] = []
        while buffer.count - start >= 4 {
            let length = buffer[start..<start + 4].reduce(0) { $0 << 8 | Int($1) }
            guard length <= ExtensionProtocol.maximumFrameSize else { throw .frameTooLarge(length) }
            guard buffer.count - start - 4 >= length else { break }
            frames.append(Array(buffer[start + 4..<start + 4 + length]))
            start += 4 + length
        }
        if start > 0, start >= buffer.count / 2 {
            buffer.removeFirst(start)
            start = 0
        }
        return frames
    }
}

/// `payload` with its 4-byte big-endian length in front.
public func frame(_ payload: some Collection<UInt8>) -> [UInt8] {
    let length = UInt32(payload.count)
    return [UInt8(length >> 24), UInt8(length >> 16 & 0xFF), UInt8(length >> 8 & 0xFF), UInt8(length & 0xFF)] + payload
}
