import Foundation

/// Haptic feedback, as UIKit's `UIFeedbackGenerator` and its subclasses. A Linux host has no
/// Taptic Engine (and a widget never plays haptics on iOS either): `prepare()` and the
/// `…Occurred` calls do nothing, as on an iPhone whose system haptics are off, so shared code
/// that gives feedback after an action compiles and runs unchanged.
@preconcurrency @MainActor
open class UIFeedbackGenerator: NSObject {
    nonisolated public override init() {
        super.init()
    }

    /// Readies the haptic hardware for feedback soon: nothing to ready here.
    open func prepare() {}
}

/// Feedback for a physical impact ("a view snapped into place"); plays nothing on a host.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// How heavy the impact feels.
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy
        case soft, rigid
    }

    /// The style the generator was made with.
    public let style: FeedbackStyle

    /// A generator of impacts of `style`.
    nonisolated public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// A generator of medium impacts, as Apple's default.
    nonisolated public override convenience init() {
        self.init(style: .medium)
    }

    /// Plays an impact: nothing happens on a host.
    open func impactOccurred() {}

    /// Plays an impact of `intensity` (0 to 1): nothing happens on a host.
    open func impactOccurred(intensity: CGFloat) {}

    /// Plays an impact at a location of a view: nothing happens on a host.
    open func impactOccurred(at location: CGPoint) {}

    /// Plays an impact of `intensity` at a location: nothing happens on a host.
    open func impactOccurred(intensity: CGFloat, at location: CGPoint) {}
}

/// Feedback for the outcome of a task (success, warning, error); plays nothing on a host.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome the feedback tells of.
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback of `notificationType`: nothing happens on a host.
    open func notificationOccurred(_ notificationType: FeedbackType) {}

    /// Plays the feedback of `notificationType` at a location: nothing happens on a host.
    open func notificationOccurred(_ notificationType: FeedbackType, at location: CGPoint) {}
}

/// Feedback for a change of selection (a picker's wheel); plays nothing on a host.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Plays the selection-changed tick: nothing happens on a host.
    open func selectionChanged() {}

    /// Plays the selection-changed tick at a location: nothing happens on a host.
    open func selectionChanged(at location: CGPoint) {}
}
