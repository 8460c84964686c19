extension Product.SubscriptionInfo.Status {
    /// The user's subscription statuses each time one changes: never on a host, which has no
    /// App Store account (a `for await` over it ends when its task is cancelled).
    public static var updates: Statuses { Statuses() }

    /// An asynchronous sequence of subscription statuses, as Apple's
    /// `Product.SubscriptionInfo.Status.Statuses`.
    public struct Statuses: AsyncSequence, Sendable {
        public typealias Element = Product.SubscriptionInfo.Status

        public struct AsyncIterator: AsyncIteratorProtocol {
            /// Waits until the iterating task is cancelled (no status ever changes here).
            public mutating func next() async -> Product.SubscriptionInfo.Status? {
                await nothingUntilCancelled(Product.SubscriptionInfo.Status.self)
            }
        }

        public func makeAsyncIterator() -> AsyncIterator { AsyncIterator() }
    }
}
