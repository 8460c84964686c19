import Foundation

/// The App Store storefront (country or region) of the device, as StoreKit 2's `Storefront`.
/// A Linux host has no App Store account and so no storefront: `current` is nil and `updates`
/// never yields (a `for await` over it ends when its task is cancelled). Code that reloads
/// products when the storefront changes therefore loads them once, as on a device whose
/// storefront never changes.
public struct Storefront: Identifiable, Hashable, Sendable, CustomStringConvertible {
    /// The storefront's ISO 3166-1 alpha-3 country code ("USA").
    public let countryCode: String
    /// Apple's identifier of the storefront ("143441").
    public let id: String
    /// The storefront's currency.
    public let currency: Locale.Currency?

    /// The device's storefront: nil on a host, which has no App Store account.
    public static var current: Storefront? {
        get async { nil }
    }

    /// The storefront each time it changes: never, here.
    public static var updates: Storefronts { Storefronts() }

    public var description: String { "Storefront(countryCode: \(countryCode), id: \(id))" }

    /// An asynchronous sequence of storefronts, as Apple's `Storefront.Storefronts`.
    public struct Storefronts: AsyncSequence, Sendable {
        public typealias Element = Storefront

        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Waits until the iterating task is cancelled (no storefront ever changes here).
            public mutating func next() async -> Storefront? {
                await nothingUntilCancelled(Storefront.self)
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
