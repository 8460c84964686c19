import Foundation

/// The size of controls: `controlSize(_:)` sets it for the views below, which read it from the
/// environment's `controlSize`.
public enum ControlSize: CaseIterable, Hashable, Sendable {
    case mini, small, regular, large, extraLarge
}

extension EnvironmentValues {
    /// The size of controls below (`regular` unless set).
    public var controlSize: ControlSize {
        get { self[ControlSizeKey.self] }
        set { self[ControlSizeKey.self] = newValue }
    }
}

private struct ControlSizeKey: EnvironmentKey {
    static var defaultValue: ControlSize { .regular }
}

extension View {
    /// Sets the size of the controls below (the environment's `controlSize`).
    public nonisolated func controlSize(_ controlSize: ControlSize) -> some View {
        environment(\.controlSize, controlSize)
    }
}
