import Foundation

/// A product on the App Store, as StoreKit 2's `Product`. A Linux host cannot reach the App
/// Store, so no product can be loaded: `products(for:)` throws `StoreKitError.networkError`, as
/// Apple's does when the store is unreachable.
public struct Product: Identifiable, Hashable, Sendable {
    public let id: String
    public let type: ProductType
    public let displayName: String
    public let description: String
    public let price: Decimal
    public let displayPrice: String
    public let isFamilyShareable: Bool
    public let subscription: SubscriptionInfo?
    public let jsonRepresentation: Data

    /// Loads the products with these identifiers from the App Store: throws
    /// `StoreKitError.networkError` here.
    public static func products<Identifiers: Collection>(for identifiers: Identifiers) async throws -> [Product]
    where Identifiers.Element == String {
        throw StoreKitError.storeUnreachable
    }

    /// Buys the product. No product exists here to call it on.
    public func purchase(options: Set<PurchaseOption> = []) async throws -> PurchaseResult {
        throw StoreKitError.storeUnreachable
    }

    /// What kind of product it is.
    public struct ProductType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let consumable = ProductType(rawValue: "Consumable")
        public static let nonConsumable = ProductType(rawValue: "Non-Consumable")
        public static let nonRenewable = ProductType(rawValue: "Non-Renewing Subscription")
        public static let autoRenewable = ProductType(rawValue: "Auto-Renewable Subscription")
    }

    /// How a purchase ended.
    public enum PurchaseResult: Sendable {
        case success(VerificationResult<Transaction>)
        case userCancelled
        case pending
    }

    /// Why a purchase could not be made.
    public enum PurchaseError: Error, Hashable, Sendable {
        case invalidQuantity
        case productUnavailable
        case purchaseNotAllowed
        case ineligibleForOffer
        case invalidOfferIdentifier
        case invalidOfferPrice
        case invalidOfferSignature
        case missingOfferParameters
    }

    /// An option of a purchase.
    public struct PurchaseOption: Hashable, Sendable {
        let name: String
        let value: String

        /// The app's identifier of the user, returned in the transaction.
        public static func appAccountToken(_ token: UUID) -> PurchaseOption { PurchaseOption(name: "appAccountToken", value: token.uuidString) }
        /// How many to buy.
        public static func quantity(_ quantity: Int) -> PurchaseOption { PurchaseOption(name: "quantity", value: String(quantity)) }
        /// Whether to simulate "Ask to Buy" in the sandbox.
        public static func simulatesAskToBuyInSandbox(_ simulate: Bool) -> PurchaseOption {
            PurchaseOption(name: "simulatesAskToBuyInSandbox", value: String(simulate))
        }
    }

    /// A subscription product's details.
    public struct SubscriptionInfo: Hashable, Sendable {
        public let subscriptionGroupID: String
        public let subscriptionPeriod: SubscriptionPeriod

        /// The statuses of the user's subscriptions in a group: none here.
        public static func status(for groupID: String) async throws -> [Status] { [] }

        /// The statuses of the user's subscriptions in this product's group: none here.
        public var status: [Status] {
            get async throws { [] }
        }

        /// Whether the user may take the introductory offer: false, nothing can be bought here.
        public var isEligibleForIntroOffer: Bool {
            get async { false }
        }

        /// A subscription's state.
        public struct RenewalState: RawRepresentable, Hashable, Sendable {
            public let rawValue: Int
            public init(rawValue: Int) { self.rawValue = rawValue }
            public static let subscribed = RenewalState(rawValue: 1)
            public static let expired = RenewalState(rawValue: 2)
            public static let inBillingRetryPeriod = RenewalState(rawValue: 3)
            public static let inGracePeriod = RenewalState(rawValue: 4)
            public static let revoked = RenewalState(rawValue: 5)
        }

        /// What renews next.
        public struct RenewalInfo: Hashable, Sendable {
            public let willAutoRenew: Bool
            public let currentProductID: String
            public let autoRenewPreference: String?
            public let expirationReason: String?
        }

        /// A subscription's status: its state, latest transaction and renewal.
        public struct Status: Hashable, Sendable {
            public let state: RenewalState
            public let transaction: VerificationResult<Transaction>
            public let renewalInfo: VerificationResult<RenewalInfo>
        }
    }

    /// How long a subscription period is.
    public struct SubscriptionPeriod: Hashable, Sendable {
        public let unit: Unit
        public let value: Int

        public enum Unit: Int, Hashable, Sendable {
            case day, week, month, year
        }
    }
}
