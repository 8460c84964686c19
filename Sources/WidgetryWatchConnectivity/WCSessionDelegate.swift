import Foundation

/// What a session's delegate is told (Apple's optional methods have defaults here; activation's is required,
/// as Apple's is).
public protocol WCSessionDelegate: NSObjectProtocol {
    /// Activation finished: on a host, `.notActivated` with `WCError.sessionNotSupported`.
    func session(_ session: WCSession, activationDidCompleteWith activationState: WCSessionActivationState, error: (any Error)?)
    func sessionDidBecomeInactive(_ session: WCSession)
    func sessionDidDeactivate(_ session: WCSession)
    func sessionWatchStateDidChange(_ session: WCSession)
    func sessionCompanionAppInstalledDidChange(_ session: WCSession)
    func sessionReachabilityDidChange(_ session: WCSession)
    func session(_ session: WCSession, didReceiveMessage message: [String: Any])
    func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data)
    func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void)
    func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any])
    func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any])
    func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?)
    func session(_ session: WCSession, didReceive file: WCSessionFile)
    func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?)
}

extension WCSessionDelegate {
    public func sessionDidBecomeInactive(_ session: WCSession) {}
    public func sessionDidDeactivate(_ session: WCSession) {}
    public func sessionWatchStateDidChange(_ session: WCSession) {}
    public func sessionCompanionAppInstalledDidChange(_ session: WCSession) {}
    public func sessionReachabilityDidChange(_ session: WCSession) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveMessage message: [String: Any], replyHandler: @escaping ([String: Any]) -> Void) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data) {}
    public func session(_ session: WCSession, didReceiveMessageData messageData: Data, replyHandler: @escaping (Data) -> Void) {}
    public func session(_ session: WCSession, didReceiveApplicationContext applicationContext: [String: Any]) {}
    public func session(_ session: WCSession, didReceiveUserInfo userInfo: [String: Any]) {}
    public func session(_ session: WCSession, didFinish userInfoTransfer: WCSessionUserInfoTransfer, error: (any Error)?) {}
    public func session(_ session: WCSession, didReceive file: WCSessionFile) {}
    public func session(_ session: WCSession, didFinish fileTransfer: WCSessionFileTransfer, error: (any Error)?) {}
}
