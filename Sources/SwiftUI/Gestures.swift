import Foundation

// Gestures of views shared with an app. A widget is never touched as an app's view is: a tap opens
// its `widgetURL` or runs a `Button(intent:)`. The gestures and the modifiers attaching them are
// accepted so shared views compile, as on Apple's systems, and their actions are never called.

/// An instance matched against touches; in a widget, never matched.
public protocol Gesture<Value> {
    /// The value the gesture reports while it changes and when it ends.
    associatedtype Value
}

/// A tap (or `count` taps).
public struct TapGesture: Gesture, Sendable {
    public typealias Value = Void
    /// The number of taps to recognise.
    public var count: Int

    public init(count: Int = 1) { self.count = count }
}

/// A touch held for `minimumDuration` seconds.
public struct LongPressGesture: Gesture, Sendable {
    public typealias Value = Bool
    public var minimumDuration: Double
    public var maximumDistance: CGFloat

    public init(minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10) {
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
    }
}

/// A gesture with an action for when it ends (`onEnded(_:)`); the action is kept, never called.
public struct _EndedGesture<Content: Gesture>: Gesture {
    public typealias Value = Content.Value
    public let content: Content
    let action: (Content.Value) -> Void
}

/// A gesture with an action for each change (`onChanged(_:)`); the action is kept, never called.
public struct _ChangedGesture<Content: Gesture>: Gesture where Content.Value: Equatable {
    public typealias Value = Content.Value
    public let content: Content
    let action: (Content.Value) -> Void
}

extension Gesture {
    /// Adds an action for when the gesture ends; never called in a widget.
    public func onEnded(_ action: @escaping (Value) -> Void) -> _EndedGesture<Self> {
        _EndedGesture(content: self, action: action)
    }
}

extension Gesture where Value: Equatable {
    /// Adds an action for each change of the gesture's value; never called in a widget.
    public func onChanged(_ action: @escaping (Value) -> Void) -> _ChangedGesture<Self> {
        _ChangedGesture(content: self, action: action)
    }
}

/// Which gestures of a view and its subviews are enabled.
public struct GestureMask: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }

    public static let none = GestureMask([])
    public static let gesture = GestureMask(rawValue: 1)
    public static let subviews = GestureMask(rawValue: 2)
    public static let all = GestureMask([.gesture, .subviews])
}

extension View {
    /// Accepted; the gesture is never matched in a widget.
    public nonisolated func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Accepted; the gesture is never matched in a widget.
    public nonisolated func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }

    /// Accepted; the gesture is never matched in a widget.
    public nonisolated func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View { self }
}
