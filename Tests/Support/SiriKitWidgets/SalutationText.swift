import Intents

/// Reads a `SalutationIntent` (Salutations.intentdefinition) as code written against Xcode's
/// generated names does: the capitalised parameters and type properties keep the definition's
/// names (`configuration.Punctuation`), the enum's values are lower camel case (`.transparent`).
struct SalutationText {
    var configuration: SalutationIntent

    var text: String {
        let mark = configuration.Punctuation?.identifier ?? "."
        let repeats = configuration.Punctuation?.Repeats?.intValue ?? 1
        return "Hello, \(configuration.Name ?? "World")" + String(repeating: mark, count: max(repeats, 1)) + " on " + backdrop
    }

    var backdrop: String {
        switch configuration.Backdrop {
        case .transparent: return "nothing"
        case .singleColor: return "one colour"
        case .urlPattern: return "a pattern"
        case .id: return "a card"
        case .unknown: return "the default"
        }
    }

    /// A response with the definition's own code, as a handler would return it.
    static func offline() -> SalutationIntentResponse {
        SalutationIntentResponse(code: .noNetwork, userActivity: nil)
    }
}
