import Foundation
import WidgetryWire

// Accepted and ignored: animation, transitions, content shapes, safe areas (a widget archive is
// a static picture of one entry).

/// An animation. Accepted for source compatibility: a widget archive is a static picture of
/// one entry, so animations do not apply.
public struct Animation: Equatable, Sendable {
    let name: String
    public static let `default` = Animation(name: "default")
    public static let linear = Animation(name: "linear")
    public static let easeIn = Animation(name: "easeIn")
    public static let easeOut = Animation(name: "easeOut")
    public static let easeInOut = Animation(name: "easeInOut")
    public static let spring = Animation(name: "spring")
    public static let interactiveSpring = Animation(name: "interactiveSpring")
    public static let smooth = Animation(name: "smooth")
    public static let snappy = Animation(name: "snappy")
    public static let bouncy = Animation(name: "bouncy")
    public static func linear(duration: Double) -> Animation { .linear }
    public static func easeIn(duration: Double) -> Animation { .easeIn }
    public static func easeOut(duration: Double) -> Animation { .easeOut }
    public static func easeInOut(duration: Double) -> Animation { .easeInOut }
    public static func spring(response: Double = 0.5, dampingFraction: Double = 0.825, blendDuration: Double = 0) -> Animation { .spring }
    public static func spring(duration: Double = 0.5, bounce: Double = 0, blendDuration: Double = 0) -> Animation { .spring }
    public static func smooth(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .smooth }
    public static func snappy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .snappy }
    public static func bouncy(duration: Double = 0.5, extraBounce: Double = 0) -> Animation { .bouncy }
    public func delay(_ delay: Double) -> Animation { self }
    public func speed(_ speed: Double) -> Animation { self }
    public func repeatCount(_ repeatCount: Int, autoreverses: Bool = true) -> Animation { self }
    public func repeatForever(autoreverses: Bool = true) -> Animation { self }
}

/// How changing content animates. Accepted for source compatibility and ignored: a widget
/// archive is a static picture of one entry.
public struct ContentTransition: Equatable, Sendable {
    let name: String
    public static let identity = ContentTransition(name: "identity")
    public static let opacity = ContentTransition(name: "opacity")
    public static let interpolate = ContentTransition(name: "interpolate")
    public static var symbolEffect: ContentTransition { ContentTransition(name: "symbolEffect") }
    public static func numericText(countsDown: Bool = false) -> ContentTransition { ContentTransition(name: "numericText") }
    public static func numericText(value: Double) -> ContentTransition { ContentTransition(name: "numericText") }
}

/// How a view enters and leaves. Accepted and ignored, like `ContentTransition`.
public struct AnyTransition: Sendable {
    let name: String
    public static let identity = AnyTransition(name: "identity")
    public static let opacity = AnyTransition(name: "opacity")
    public static let scale = AnyTransition(name: "scale")
    public static let slide = AnyTransition(name: "slide")
    public static func move(edge: Edge) -> AnyTransition { AnyTransition(name: "move") }
    public static func push(from edge: Edge) -> AnyTransition { AnyTransition(name: "push") }
    public static func offset(x: CGFloat = 0, y: CGFloat = 0) -> AnyTransition { AnyTransition(name: "offset") }
    public static func scale(scale: CGFloat, anchor: UnitPoint = .center) -> AnyTransition { .scale }
    public func combined(with other: AnyTransition) -> AnyTransition { self }
    public func animation(_ animation: Animation?) -> AnyTransition { self }
    public static func asymmetric(insertion: AnyTransition, removal: AnyTransition) -> AnyTransition { insertion }
}

extension View {
    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func animation<V: Equatable>(_ animation: Animation?, value: V) -> some View { self }

    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func contentTransition(_ transition: ContentTransition) -> some View { self }

    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func transition(_ transition: AnyTransition) -> some View { self }

    /// Accepted; the container shape is the widget's (`ContainerRelativeShape`) in the archive.
    public nonisolated func containerShape<T: InsettableShape>(_ shape: T) -> some View { self }

    /// Accepted; a button's, toggle's or link's whole frame is its tap target in the page, as
    /// `contentShape(Rectangle())` makes it on Apple platforms.
    public nonisolated func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View { self }

    /// Accepted, as `contentShape(_:eoFill:)`: previews, hover and focus effects do not exist here.
    public nonisolated func contentShape<S: Shape>(_ kind: ContentShapeKinds, _ shape: S, eoFill: Bool = false) -> some View { self }
}

extension View where Self: Equatable {
    /// A no-op: a widget archive is a static picture of one entry, so there is nothing to animate.
    public nonisolated func animation(_ animation: Animation?) -> some View { self }
}

/// Safe-area regions, for `ignoresSafeArea(_:edges:)` (which widgets accept and ignore).
public struct SafeAreaRegions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let container = SafeAreaRegions(rawValue: 1)
    public static let keyboard = SafeAreaRegions(rawValue: 2)
    public static let all: SafeAreaRegions = [.container, .keyboard]
}

/// The kinds of content shape (`contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    public static let focusEffect = ContentShapeKinds(rawValue: 1 << 4)
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

/// When an animation counts as finished, for `withAnimation(_:completionCriteria:_:completion:)`.
public struct AnimationCompletionCriteria: Hashable, Sendable {
    let name: String
    public static let logicallyComplete = AnimationCompletionCriteria(name: "logicallyComplete")
    public static let removed = AnimationCompletionCriteria(name: "removed")
}

/// Runs `body` and returns its result. The changes it makes are not animated: a widget is a
/// static picture of one entry (and an app's code shared with one runs here unchanged).
public func withAnimation<Result>(_ animation: Animation? = .default, _ body: () throws -> Result) rethrows -> Result {
    try body()
}

/// Runs `body`, then `completion` at once: nothing is animated, so the animation is complete
/// as soon as the changes are made.
public func withAnimation<Result>(
    _ animation: Animation? = .default, completionCriteria: AnimationCompletionCriteria = .logicallyComplete, _ body: () throws -> Result,
    completion: @escaping () -> Void
) rethrows -> Result {
    let result = try body()
    completion()
    return result
}
