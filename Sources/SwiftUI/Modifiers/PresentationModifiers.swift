import Foundation

// Modal presentations of views shared with an app: sheets, full-screen covers, popovers,
// alerts and confirmation dialogs. A widget presents nothing (it is a picture of one entry and
// has no window to present from), so on Apple's systems a widget never shows them; here too
// they are accepted, and their content is never evaluated.

extension View {
    /// Accepted; a widget presents no sheet (its content is never evaluated).
    public nonisolated func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Accepted; a widget presents no sheet.
    public nonisolated func sheet<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Accepted; a widget presents no cover.
    public nonisolated func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Accepted; a widget presents no cover.
    public nonisolated func fullScreenCover<Item: Identifiable, Content: View>(
        item: Binding<Item?>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping (Item) -> Content
    ) -> some View { self }

    /// Accepted; a widget presents no popover.
    public nonisolated func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds), arrowEdge: Edge? = nil,
        @ViewBuilder content: @escaping () -> Content
    ) -> some View { self }

    /// Accepted; a widget presents no sheet, so no detents apply.
    public nonisolated func presentationDetents(_ detents: Set<PresentationDetent>) -> some View { self }

    /// Accepted; a widget presents nothing to dismiss interactively.
    public nonisolated func interactiveDismissDisabled(_ isDisabled: Bool = true) -> some View { self }

    // Alerts

    /// Accepted; a widget shows no alert.
    public nonisolated func alert<A: View>(_ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// Accepted; a widget shows no alert.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View>(_ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View {
        self
    }

    /// Accepted; a widget shows no alert.
    public nonisolated func alert<A: View>(_ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A) -> some View { self }

    /// Accepted; a widget shows no alert.
    public nonisolated func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Accepted; a widget shows no alert.
    @_disfavoredOverload
    public nonisolated func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Accepted; a widget shows no alert.
    public nonisolated func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Accepted; a widget shows no alert.
    public nonisolated func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View { self }

    /// Accepted; a widget shows no alert.
    public nonisolated func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View { self }

    /// Accepted; a widget shows no alert (iOS 13's form).
    public nonisolated func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View { self }

    /// Accepted; a widget shows no alert (iOS 13's form).
    public nonisolated func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View { self }

    // Confirmation dialogs

    /// Accepted; a widget shows no dialog.
    public nonisolated func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// Accepted; a widget shows no dialog.
    @_disfavoredOverload
    public nonisolated func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A
    ) -> some View { self }

    /// Accepted; a widget shows no dialog.
    public nonisolated func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View { self }

    /// Accepted; a widget shows no dialog.
    public nonisolated func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View { self }
}

/// An alert, as iOS 13's `alert(isPresented:content:)` takes it. A widget never shows one.
public struct Alert {
    /// A button of an alert.
    public struct Button {
        let label: Text
        let role: ButtonRole?

        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: nil) }
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .cancel) }
        public static func cancel(_ action: (() -> Void)? = {}) -> Button { Button(label: Text("Cancel"), role: .cancel) }
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Button { Button(label: label, role: .destructive) }
    }

    let title: Text
    let message: Text?
    let buttons: [Button]

    public init(title: Text, message: Text? = nil, dismissButton: Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = dismissButton.map { [$0] } ?? []
    }

    public init(title: Text, message: Text? = nil, primaryButton: Button, secondaryButton: Button) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }
}

/// Where a popover points.
public enum PopoverAttachmentAnchor: Sendable {
    case rect(Anchor<CGRect>.Source)
    case point(UnitPoint)
}

extension Anchor {
    /// Where an anchor's value comes from (a popover's attachment).
    public struct Source: Sendable {
        let name: String
    }
}

extension Anchor.Source where Value == CGRect {
    /// The view's bounds.
    public static var bounds: Anchor<CGRect>.Source { Anchor<CGRect>.Source(name: "bounds") }
}

/// The height a sheet stops at. A widget shows no sheet.
public struct PresentationDetent: Hashable, Sendable {
    let name: String
    public static let medium = PresentationDetent(name: "medium")
    public static let large = PresentationDetent(name: "large")
    public static func fraction(_ fraction: CGFloat) -> PresentationDetent { PresentationDetent(name: "fraction \(fraction)") }
    public static func height(_ height: CGFloat) -> PresentationDetent { PresentationDetent(name: "height \(height)") }
}
