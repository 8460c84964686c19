import Foundation

/// The signed record of the app's purchase, as StoreKit's `AppTransaction`. A Linux host has no
/// App Store to sign one: `shared` and `refresh()` throw `StoreKitError.storeUnreachable`, as
/// `AppStore.sync()` does, so code reading it takes its `catch` path (the one it has for a device
/// offline on Apple's systems).
public struct AppTransaction: Hashable, Sendable {
    /// The App Store environment the app was bought in.
    public let environment: AppStore.Environment
    /// The app's bundle identifier.
    public let bundleID: String
    /// The version of the app now installed.
    public let appVersion: String
    /// The version first bought.
    public let originalAppVersion: String
    /// When the app was first bought.
    public let originalPurchaseDate: Date
    /// When the transaction was signed.
    public let signedDate: Date
    /// The app's App Store identifier (nil outside the App Store).
    public let appID: UInt64?
    /// The JSON the App Store signed.
    public let jsonRepresentation: Data

    /// The app's transaction, verified or not: throws `StoreKitError.storeUnreachable` here.
    public static var shared: VerificationResult<AppTransaction> {
        get async throws { throw StoreKitError.storeUnreachable }
    }

    /// Asks the App Store for the app's transaction again: throws `StoreKitError.storeUnreachable` here.
    public static func refresh() async throws -> VerificationResult<AppTransaction> {
        throw StoreKitError.storeUnreachable
    }
}
