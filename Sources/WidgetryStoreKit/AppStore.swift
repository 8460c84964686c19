import Foundation

/// The App Store, as StoreKit 2's `AppStore`: unreachable from a Linux host.
public enum AppStore {
    /// Whether the user may make payments: false, there is no App Store account here.
    public static var canMakePayments: Bool { false }

    /// Syncs the user's transactions with the App Store: throws
    /// `StoreKitError.networkError`, as when the store cannot be reached.
    public static func sync() async throws {
        throw StoreKitError.storeUnreachable
    }

    /// An identifier of the device for verifying transactions: nil here.
    public static var deviceVerificationID: UUID? { nil }

    /// The server environment a transaction comes from.
    public struct Environment: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let production = Environment(rawValue: "Production")
        public static let sandbox = Environment(rawValue: "Sandbox")
        public static let xcode = Environment(rawValue: "Xcode")
    }
}

/// Asks for an App Store rating, as StoreKit's `SKStoreReviewController`. Apple shows the prompt
/// at the system's discretion and may show nothing; a Linux host never shows one.
open class SKStoreReviewController: NSObject {
    /// Asks for a rating; nothing is shown on a host.
    @available(*, deprecated, message: "Use AppStore.requestReview(in:) or SwiftUI's requestReview on Apple's systems")
    open class func requestReview() {}
}
