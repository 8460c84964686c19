import Foundation

extension EnvironmentValues {
    /// Whether the user asked for reduced motion, which views read to choose a still variant.
    /// A widget is never animated and the host has no such setting: false.
    public var accessibilityReduceMotion: Bool { false }
}
