import Foundation

/// A purchase, as StoreKit 2's `Transaction`. A Linux host has no App Store account and no
/// purchases: `currentEntitlements`, `all` and `unfinished` end at once without a transaction,
/// `latest(for:)` and `currentEntitlement(for:)` are nil, and `updates` never yields (it ends
/// when the task iterating it is cancelled). Shared code that gates features on entitlements
/// sees the free tier, as it would for a user who bought nothing.
public struct Transaction: Identifiable, Hashable, Sendable {
    public let id: UInt64
    public let originalID: UInt64
    public let productID: String
    public let productType: Product.ProductType
    public let purchaseDate: Date
    public let originalPurchaseDate: Date
    public let expirationDate: Date?
    public let revocationDate: Date?
    public let revocationReason: RevocationReason?
    public let isUpgraded: Bool
    public let ownershipType: OwnershipType
    public let purchasedQuantity: Int
    public let appAccountToken: UUID?
    public let subscriptionGroupID: String?
    public let appBundleID: String
    public let signedDate: Date
    public let environment: AppStore.Environment
    public let jsonRepresentation: Data

    /// Tells the App Store the app delivered the purchase; there is nothing to tell here.
    public func finish() async {}

    /// Why a purchase was refunded or revoked.
    public struct RevocationReason: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let developerIssue = RevocationReason(rawValue: 1)
        public static let other = RevocationReason(rawValue: 0)
    }

    /// Whether the user bought the product or has it through Family Sharing.
    public struct OwnershipType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let purchased = OwnershipType(rawValue: "PURCHASED")
        public static let familyShared = OwnershipType(rawValue: "FAMILY_SHARED")
    }

    /// An asynchronous sequence of transactions.
    public struct Transactions: AsyncSequence, Sendable {
        public typealias Element = VerificationResult<Transaction>

        /// Whether the sequence waits for transactions that never come (`updates`) or ends.
        let waitsForever: Bool

        public struct AsyncIterator: AsyncIteratorProtocol {
            let waitsForever: Bool

            public mutating func next() async -> VerificationResult<Transaction>? {
                guard waitsForever else { return nil }
                // No transaction ever arrives: wait until the iterating task is cancelled.
                let stream = AsyncStream<VerificationResult<Transaction>> { _ in }
                for await transaction in stream { return transaction }
                return nil
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator(waitsForever: waitsForever) }
    }

    /// The transactions that entitle the user now (none here).
    public static var currentEntitlements: Transactions { Transactions(waitsForever: false) }

    /// Every transaction of the user (none here).
    public static var all: Transactions { Transactions(waitsForever: false) }

    /// Transactions the app has not finished (none here).
    public static var unfinished: Transactions { Transactions(waitsForever: false) }

    /// Transactions made or changed while the app runs, as they happen (never, here).
    public static var updates: Transactions { Transactions(waitsForever: true) }

    /// The current entitlements for one product (none here).
    public static func currentEntitlements(for productID: String) -> Transactions { Transactions(waitsForever: false) }

    /// The user's latest transaction for a product: nil, there are none.
    public static func latest(for productID: String) async -> VerificationResult<Transaction>? { nil }

    /// The transaction that entitles the user to a product: nil, there are none.
    public static func currentEntitlement(for productID: String) async -> VerificationResult<Transaction>? { nil }
}
