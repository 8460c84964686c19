import Foundation

extension ProcessInfo {
    /// Whether the process is an iPhone or iPad app running on a Mac: false, it runs on Linux.
    public var isiOSAppOnMac: Bool { false }

    /// Whether the process is a Mac Catalyst app: false, it runs on Linux.
    public var isMacCatalystApp: Bool { false }
}
