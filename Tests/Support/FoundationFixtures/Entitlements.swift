// The entitlement check shared by an app and its widget, StoreKit 2 style: the current
// entitlements' verified transactions, and the products for the paywall.
import Foundation
import StoreKit

enum StoreError: Error {
    case failedVerification
}

enum Entitlements {
    static let proProductID = "org.widgetry.fixtures.pro"

    static func checkVerified<T>(_ result: VerificationResult<T>) throws -> T {
        switch result {
        case .unverified:
            throw StoreError.failedVerification
        case .verified(let safe):
            return safe
        }
    }

    static func purchasedProductIDs() async -> Set<String> {
        var purchased: Set<String> = []
        for await result in Transaction.currentEntitlements {
            guard let transaction = try? checkVerified(result) else { continue }
            if transaction.revocationDate == nil {
                purchased.insert(transaction.productID)
            }
        }
        return purchased
    }

    static func hasPro() async -> Bool {
        if let latest = await Transaction.latest(for: proProductID), case .verified(let transaction) = latest {
            return transaction.revocationDate == nil
        }
        return await purchasedProductIDs().contains(proProductID)
    }

    /// The paywall's products, or why they could not be loaded.
    static func loadProducts() async -> Result<[Product], Error> {
        do {
            return .success(try await Product.products(for: [proProductID]))
        } catch {
            return .failure(error)
        }
    }
}
