/// What a Live Activity shows: its fixed attributes (the conforming type's own properties, set
/// when the activity starts) and the `ContentState` that changes with every update.
///
/// Apple's shape: attributes and content state are `Codable` (ActivityKit sends both to the
/// widget extension that draws the activity, and push servers send content states as JSON).
public protocol ActivityAttributes: Decodable, Encodable {
    /// The dynamic part of the activity, replaced by `Activity.update(_:)` and by pushes.
    associatedtype ContentState: Decodable, Encodable, Hashable
}
