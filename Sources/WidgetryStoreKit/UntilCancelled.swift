/// Waits for an element that never comes: returns nil once the waiting task is cancelled. The
/// App Store's update sequences (`Storefront.updates`, `Product.SubscriptionInfo.Status.updates`)
/// on a host without an App Store: nothing ever changes, and a `for await` over them ends when
/// the task running it is cancelled.
func nothingUntilCancelled<Element>(_ type: Element.Type = Element.self) async -> Element? {
    // A stream nobody yields to: its iterator returns nil when the task is cancelled.
    let stream = AsyncStream<Never> { _ in }
    for await _ in stream {}
    return nil
}
