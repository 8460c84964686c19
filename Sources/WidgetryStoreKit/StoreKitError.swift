import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// StoreKit's errors, as Apple's `StoreKitError`. On a Linux host the App Store cannot be
/// reached: calls that need it throw `.networkError` with `URLError.cannotConnectToHost`.
public enum StoreKitError: Error, LocalizedError, Sendable {
    case unknown
    case userCancelled
    case networkError(URLError)
    case systemError(any Error & Sendable)
    case notAvailableInStorefront
    case notEntitled
    case unsupported

    /// What Linux hosts answer for anything that needs the App Store.
    static var storeUnreachable: StoreKitError {
        .networkError(URLError(.cannotConnectToHost, userInfo: [NSLocalizedDescriptionKey: "The App Store cannot be reached from this host."]))
    }

    public var errorDescription: String? {
        switch self {
        case .unknown: "An unknown error occurred."
        case .userCancelled: "The user cancelled."
        case .networkError(let error): error.localizedDescription
        case .systemError(let error): error.localizedDescription
        case .notAvailableInStorefront: "The product is not available in the current storefront."
        case .notEntitled: "The app is not entitled to this."
        case .unsupported: "This is not supported."
        }
    }
}
