import Foundation

/// A user-info dictionary queued for the counterpart (`transferUserInfo(_:)`).
open class WCSessionUserInfoTransfer: NSObject, @unchecked Sendable {
    public let userInfo: [String: Any]
    public let isCurrentComplicationInfo: Bool
    /// Whether it is still queued: false once it finished or failed (at once on a host).
    open private(set) var isTransferring = false

    init(userInfo: [String: Any], isCurrentComplicationInfo: Bool) {
        self.userInfo = userInfo
        self.isCurrentComplicationInfo = isCurrentComplicationInfo
    }

    /// Cancels the transfer (it is already over on a host).
    open func cancel() {}
}

/// A file received from the counterpart.
open class WCSessionFile: NSObject, @unchecked Sendable {
    public let fileURL: URL
    public let metadata: [String: Any]?

    init(fileURL: URL, metadata: [String: Any]?) {
        self.fileURL = fileURL
        self.metadata = metadata
    }
}

/// A file queued for the counterpart (`transferFile(_:metadata:)`).
open class WCSessionFileTransfer: NSObject, @unchecked Sendable {
    public let file: WCSessionFile
    /// Whether it is still queued: false once it finished or failed (at once on a host).
    open private(set) var isTransferring = false
    /// The transfer's progress: finished without a byte sent on a host.
    public let progress = Progress(totalUnitCount: 0)

    init(file: WCSessionFile) { self.file = file }

    /// Cancels the transfer (it is already over on a host).
    open func cancel() {}
}
