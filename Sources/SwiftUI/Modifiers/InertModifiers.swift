import Foundation

// Modifiers of views shared with an app that a widget never runs: a widget is a picture of one
// entry, drawn without appearing, disappearing or being tapped (its interactions are
// `Button(intent:)`, `Toggle(isOn:intent:)` and `Link`). Accepted so shared views compile, as
// on Apple's systems; their actions are never called.

extension View {
    /// Accepted; never called in a widget.
    public nonisolated func onAppear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted; never called in a widget.
    public nonisolated func onDisappear(perform action: (() -> Void)? = nil) -> some View { self }

    /// Accepted; never started in a widget (a timeline provider loads a widget's data).
    public nonisolated func task(priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void) -> some View { self }

    /// Accepted; never started in a widget.
    public nonisolated func task<T: Equatable>(
        id value: T, priority: TaskPriority = .userInitiated, _ action: @escaping @Sendable () async -> Void
    ) -> some View { self }

    /// Accepted; never called in a widget (an entry's views do not change in place).
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping (V, V) -> Void) -> some View { self }

    /// Accepted; never called in a widget.
    public nonisolated func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> some View { self }

    /// Accepted; never called in a widget (iOS 14–16's form).
    @available(*, deprecated, message: "Use onChange with a two or zero parameter action closure instead.")
    public nonisolated func onChange<V: Equatable>(of value: V, perform action: @escaping (V) -> Void) -> some View { self }

    /// Accepted; never called: a tap on a widget opens its `widgetURL` or runs a
    /// `Button(intent:)`.
    public nonisolated func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View { self }

    /// Accepted: the preferred appearance of the window presenting the view. A widget follows the
    /// appearance of the screen it is on, on Apple's systems too.
    public nonisolated func preferredColorScheme(_ colorScheme: ColorScheme?) -> some View { self }

    /// Accepted; never called in a widget: the app, not the widget, is opened with a URL (the
    /// widget's `widgetURL` and links).
    public nonisolated func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }
}

extension View {
    /// Accepted; the transform is never called: a widget's entry is drawn once, without a
    /// transaction to adjust (WidgetKit animates between entries itself).
    public nonisolated func transaction(_ transform: @escaping (inout Transaction) -> Void) -> some View { self }

    /// Accepted; the transform is never called (as `transaction(_:)`).
    public nonisolated func transaction<V: Equatable>(value: V, _ transform: @escaping (inout Transaction) -> Void) -> some View { self }
}
