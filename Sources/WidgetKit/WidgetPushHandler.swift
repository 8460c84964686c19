import Synchronization
import WidgetryAppTransport
import WidgetryWire

/// A type that receives the push token of the extension's widgets (iOS 26), registered with
/// `.pushHandler(_:)` on the widgets' configurations.
///
/// The host issues an extension with push-enabled widgets one token, which a server puts in the
/// path of its pushes to the host's APNs-shaped gateway (`POST /3/device/{token}`, push type
/// `widgets`): each push reloads the extension's push-enabled widgets, counted against their
/// budgets as Apple counts them. The host tells the extension the token when it starts and when
/// its push-enabled widgets change: each unique handler type is instantiated and called with the
/// placed widgets of its kinds.
public protocol WidgetPushHandler {
    init()
    /// The push token changed, or the widgets that support push updates did.
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo])
}

/// The push token of the extension's widgets.
public struct WidgetPushInfo: Sendable, Hashable {
    /// The token (the host's gateway takes it as 64 hexadecimal digits in the push's path).
    public let token: Data

    package init(token: Data) {
        self.token = token
    }
}

extension WidgetConfiguration {
    /// Opts the widget into updates by push: `pushHandlerType` hears the extension's push token.
    /// Widgets of several kinds may share one handler type, which is then called once for them all.
    public func pushHandler(_ pushHandlerType: any WidgetPushHandler.Type) -> some WidgetConfiguration {
        modified { $0.pushHandler = pushHandlerType }
    }
}

extension WidgetCenter {
    /// The push token of the extension's widgets: nil until the host issued one (none of their
    /// kinds has a push handler, or the extension has not been told yet). In the extension, the
    /// token it was last told; in an app, the one its host issued (asked over its connection).
    public var currentPushInfo: WidgetPushInfo? {
        get async {
            switch currentTransport {
            case let app as HTTPWidgetCenterTransport:
                (try? await app.widgetPushToken()).flatMap { Data(hexadecimal: $0) }.map(WidgetPushInfo.init)
            case let widgetExtension as ProtocolWidgetCenterTransport:
                widgetExtension.pushToken.value.map(WidgetPushInfo.init)
            default:
                nil
            }
        }
    }
}

extension HTTPWidgetCenterTransport {
    /// The push token the host issued for the app's widgets (`GET /api/widgetcenter/push-info`).
    func widgetPushToken() async throws -> String? {
        let data = try await connection.send("GET", "api/widgetcenter/push-info", body: nil as WidgetCenterAPI.PushInfo?)
        return try JSONDecoder().decode(WidgetCenterAPI.PushInfo.self, from: data).token
    }
}

/// The widgets' push token an extension was last told (`pushTokensDidChange`).
package final class DeliveredPushToken: Sendable {
    private let stored = Mutex<Data?>(nil)
    package init() {}
    package var value: Data? {
        get { stored.withLock { $0 } }
        set { stored.withLock { $0 = newValue } }
    }
}

extension Data {
    /// Bytes from hexadecimal digits (a push token as the host writes it); nil for anything else.
    package init?(hexadecimal text: String) {
        let digits = Array(text.utf8)
        guard digits.count.isMultiple(of: 2) else { return nil }
        var bytes = [UInt8]()
        bytes.reserveCapacity(digits.count / 2)
        var index = 0
        while index < digits.count {
            guard let high = Self.nibble(digits[index]), let low = Self.nibble(digits[index + 1]) else { return nil }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(bytes)
    }

    private static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): digit - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): digit - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): digit - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
