import Foundation

/// The standard sizes of sidebar rows. Only macOS has sizes other than `.medium` (the user's
/// sidebar icon size); a widget, as iOS and watchOS, always reads `.medium`.
public enum SidebarRowSize: Hashable, Sendable {
    case small
    case medium
    case large
}

extension EnvironmentValues {
    /// The size of sidebar rows: always `.medium` outside macOS, and setting another has no
    /// effect, as Apple documents.
    public var sidebarRowSize: SidebarRowSize {
        get { .medium }
        set {}
    }

}
