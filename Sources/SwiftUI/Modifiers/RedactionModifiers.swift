import Foundation
import WidgetryWire

// Redaction and identity.

extension View {
    /// Marks the content as sensitive: it is redacted when the environment's redaction reasons
    /// contain `.privacy` (a locked device).
    public nonisolated func privacySensitive(_ sensitive: Bool = true) -> some View {
        transformEnvironmentValues { $0.isPrivacySensitive = sensitive }
    }

    /// Adds `reason` to the redaction reasons of the content.
    public nonisolated func redacted(reason: RedactionReasons) -> some View {
        transformEnvironmentValues { $0.builtIn.redactionReasons.formUnion(reason) }
    }

    /// Removes every redaction reason for the content.
    public nonisolated func unredacted() -> some View {
        transformEnvironmentValues { $0.builtIn.redactionReasons = [] }
    }

    /// Marks the content as showing state that an interaction may invalidate: it is dimmed when
    /// the reasons contain `.invalidated`.
    public nonisolated func invalidatableContent(_ invalidatable: Bool = true) -> some View {
        transformEnvironmentValues { $0.isInvalidatable = invalidatable }
    }

    /// Gives the view an explicit identity: its node id ends in `#` and `id`.
    public nonisolated func id<ID: Hashable>(_ id: ID) -> some View {
        modifier(_IdentityModifier(id: id))
    }
}
