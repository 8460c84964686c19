import Foundation
import WidgetryCombine

// More actions of shared views that a widget never runs (see InertModifiers.swift): a widget is
// drawn once per entry, so a publisher's values (a `Timer.publish` tick) never arrive while it
// is drawn and a geometry change is never observed. Accepted so the views compile, as on Apple's
// systems; the actions are never called and nothing is subscribed.

extension View {
    /// Accepted; `action` is never called in a widget and `publisher` is not subscribed to.
    public nonisolated func onReceive<P: Publisher>(_ publisher: P, perform action: @escaping (P.Output) -> Void) -> some View
    where P.Failure == Never {
        self
    }

    /// Accepted; `action` is never called in a widget.
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Accepted; `action` is never called in a widget.
    public nonisolated func onGeometryChange<T: Equatable>(
        for type: T.Type, of transform: @escaping (GeometryProxy) -> T, action: @escaping (_ oldValue: T, _ newValue: T) -> Void
    ) -> some View {
        self
    }

    /// Accepted; a widget's views are not hit-tested (its only interactions are buttons and
    /// toggles with app intents, and links), so this draws the view unchanged.
    public nonisolated func allowsHitTesting(_ enabled: Bool) -> some View {
        self
    }
}
