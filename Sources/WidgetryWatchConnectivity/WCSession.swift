import Foundation

/// The state of a session's activation.
public enum WCSessionActivationState: Int, Sendable {
    case notActivated = 0
    case inactive = 1
    case activated = 2
}

/// The link between an iPhone app and its watch app, as Apple's. A host has no paired watch, so it answers
/// as a device that does not support sessions (an iPad): `isSupported()` is false, activating tells the
/// delegate `.notActivated` with `WCError.sessionNotSupported`, nothing is paired, installed or reachable,
/// and every message and transfer fails with `WCError.sessionNotSupported`.
open class WCSession: NSObject, @unchecked Sendable {
    private static let shared = WCSession()
    private let lock = NSLock()
    private weak var storedDelegate: (any WCSessionDelegate)?

    private override init() { super.init() }

    /// Whether this device supports sessions: false on a host.
    open class func isSupported() -> Bool { false }

    /// The app's session.
    open class var `default`: WCSession { shared }

    /// The object told about activation, messages and transfers (held weakly).
    open var delegate: (any WCSessionDelegate)? {
        get { lock.withLock { storedDelegate } }
        set { lock.withLock { storedDelegate = newValue } }
    }

    /// Activates the session: the delegate is told, on a background queue, that activation finished as
    /// `.notActivated` with `WCError.sessionNotSupported`.
    open func activate() {
        guard let delegate else { return }
        let session = UncheckedSendable(value: (self, delegate))
        DispatchQueue.global().async {
            session.value.1.session(session.value.0, activationDidCompleteWith: .notActivated, error: WCError.make(.sessionNotSupported))
        }
    }

    /// `.notActivated`: a session never activates on a host.
    open var activationState: WCSessionActivationState { .notActivated }
    /// Whether content waits to be delivered to the delegate: false.
    open var hasContentPending: Bool { false }
    /// Whether a watch is paired: false.
    open var isPaired: Bool { false }
    /// Whether the watch app is installed: false.
    open var isWatchAppInstalled: Bool { false }
    /// Whether the watch face shows the app's complication: false.
    open var isComplicationEnabled: Bool { false }
    /// Whether the counterpart can be messaged now: false.
    open var isReachable: Bool { false }
    /// Whether the iPhone must be unlocked before the watch can reach it: false.
    open var iOSDeviceNeedsUnlockAfterRebootForReachability: Bool { false }
    /// Whether the companion app is installed (on watchOS): false.
    open var isCompanionAppInstalled: Bool { false }
    /// The complication transfers left today: none.
    open var remainingComplicationUserInfoTransfers: Int { 0 }
    /// The directory shared with the watch app: nil with no watch.
    open var watchDirectoryURL: URL? { nil }
    /// The context last sent: none (sending fails).
    open var applicationContext: [String: Any] { [:] }
    /// The context last received: none.
    open var receivedApplicationContext: [String: Any] { [:] }
    /// User-info transfers still queued: none.
    open var outstandingUserInfoTransfers: [WCSessionUserInfoTransfer] { [] }
    /// File transfers still queued: none.
    open var outstandingFileTransfers: [WCSessionFileTransfer] { [] }

    private var notSupported: WCError { WCError.make(.sessionNotSupported) }

    /// Sends a message at once: the error handler gets `WCError.sessionNotSupported` on a background queue.
    open func sendMessage(
        _ message: [String: Any], replyHandler: (([String: Any]) -> Void)?, errorHandler: ((any Error) -> Void)? = nil
    ) {
        fail(errorHandler)
    }

    /// Sends data at once: the error handler gets `WCError.sessionNotSupported` on a background queue.
    open func sendMessageData(_ data: Data, replyHandler: ((Data) -> Void)?, errorHandler: ((any Error) -> Void)? = nil) {
        fail(errorHandler)
    }

    private func fail(_ errorHandler: ((any Error) -> Void)?) {
        guard let errorHandler else { return }
        let handler = UncheckedSendable(value: errorHandler)
        let error = notSupported
        DispatchQueue.global().async { handler.value(error) }
    }

    /// Replaces the context the counterpart reads: throws `WCError.sessionNotSupported`.
    open func updateApplicationContext(_ applicationContext: [String: Any]) throws {
        throw notSupported
    }

    /// Queues a dictionary for the counterpart: the delegate is told the transfer failed with
    /// `WCError.sessionNotSupported`.
    @discardableResult
    open func transferUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: false)
        tellFinished { $0.session(self, didFinish: transfer, error: self.notSupported) }
        return transfer
    }

    /// Queues complication data for the watch face: fails as `transferUserInfo(_:)` does.
    @discardableResult
    open func transferCurrentComplicationUserInfo(_ userInfo: [String: Any] = [:]) -> WCSessionUserInfoTransfer {
        let transfer = WCSessionUserInfoTransfer(userInfo: userInfo, isCurrentComplicationInfo: true)
        tellFinished { $0.session(self, didFinish: transfer, error: self.notSupported) }
        return transfer
    }

    /// Queues a file for the counterpart: the delegate is told the transfer failed with `WCError.sessionNotSupported`.
    @discardableResult
    open func transferFile(_ file: URL, metadata: [String: Any]?) -> WCSessionFileTransfer {
        let transfer = WCSessionFileTransfer(file: WCSessionFile(fileURL: file, metadata: metadata))
        tellFinished { $0.session(self, didFinish: transfer, error: self.notSupported) }
        return transfer
    }

    private func tellFinished(_ tell: @escaping (any WCSessionDelegate) -> Void) {
        guard let delegate else { return }
        let call = UncheckedSendable(value: { tell(delegate) })
        DispatchQueue.global().async { call.value() }
    }
}

/// A value handed to another queue that Apple's API hands over too (delegates and handlers).
struct UncheckedSendable<Value>: @unchecked Sendable {
    let value: Value
}
