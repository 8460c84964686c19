import Foundation

/// The context of a state change: the animation it is made with. A widget is a still picture of
/// one entry, so nothing is animated; the value exists for the API that takes one
/// (`AsyncImage(url:scale:transaction:content:)`, `withTransaction`).
public struct Transaction: Sendable {
    /// The animation the change is made with; none by default.
    public var animation: Animation?
    /// Whether animations of the views the change affects are turned off.
    public var disablesAnimations = false
    /// Whether the change is part of a continuous interaction (a drag).
    public var isContinuous = false

    public init() {}

    public init(animation: Animation?) {
        self.animation = animation
    }
}

/// Runs `body` in `transaction` and returns its result; the changes are not animated (see
/// `withAnimation(_:_:)`).
public func withTransaction<Result>(_ transaction: Transaction, _ body: () throws -> Result) rethrows -> Result {
    try body()
}
