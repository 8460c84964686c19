import Foundation
import Synchronization
import WidgetryWire

/// What the host keeps of extensions' answers that change only when the extension does: its
/// rendered `#Preview`s, placeholders and image resources (until it is rebuilt) and its widgets'
/// recommendations (until its app invalidates them).
final class ExtensionCaches: Sendable {
    private struct State {
        /// extension id → kind → recommendations.
        var recommendations: [String: [String: [WidgetRecommendation]]] = [:]
        /// "extension/kind/family" → the placeholder entry.
        var placeholders: [String: EntryArchive] = [:]
        /// extension id → its rendered `#Preview`s.
        var previews: [String: [WidgetPreviewArchive]] = [:]
        /// extension id → its image resources asked for so far, by appearance and name (nil: it
        /// has none of that name).
        var images: [String: [String: ImageResourceArchive?]] = [:]
    }
    private let state = Mutex(State())

    /// Images kept per extension; names come from the page's URLs, so the cache is bounded.
    private static let imageLimit = 256

    /// Forgets everything of extension `id` (it was rebuilt).
    func forget(extensionID id: String) {
        state.withLock {
            $0.recommendations[id] = nil
            $0.previews[id] = nil
            $0.placeholders = $0.placeholders.filter { !$0.key.hasPrefix(id + "/") }
            $0.images[id] = nil
        }
    }

    func recommendations(extensionID: String, kind: String) -> [WidgetRecommendation]? {
        state.withLock { $0.recommendations[extensionID]?[kind] }
    }

    func keep(_ recommendations: [WidgetRecommendation], extensionID: String, kind: String) {
        state.withLock { $0.recommendations[extensionID, default: [:]][kind] = recommendations }
    }

    /// The app said its recommendations changed.
    func forgetRecommendations(extensionID: String) {
        state.withLock { $0.recommendations[extensionID] = nil }
    }

    func placeholder(extensionID: String, kind: String, family: String) -> EntryArchive? {
        state.withLock { $0.placeholders["\(extensionID)/\(kind)/\(family)"] }
    }

    func keep(placeholder: EntryArchive, extensionID: String, kind: String, family: String) {
        state.withLock { $0.placeholders["\(extensionID)/\(kind)/\(family)"] = placeholder }
    }

    func previews(extensionID: String) -> [WidgetPreviewArchive]? {
        state.withLock { $0.previews[extensionID] }
    }

    func keep(_ previews: [WidgetPreviewArchive], extensionID: String) {
        state.withLock { $0.previews[extensionID] = previews }
    }

    /// `.some(nil)`: the extension was asked and has no image `key`; `nil`: not asked yet.
    func image(extensionID: String, key: String) -> ImageResourceArchive?? {
        state.withLock { $0.images[extensionID]?[key] }
    }

    func keep(image: ImageResourceArchive?, extensionID: String, key: String) {
        state.withLock { state in
            if state.images[extensionID, default: [:]].count >= Self.imageLimit { state.images[extensionID] = [:] }
            state.images[extensionID, default: [:]][key] = .some(image)
        }
    }
}
