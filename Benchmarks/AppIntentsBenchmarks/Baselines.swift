// The baselines: the same six settings as plain Swift, with no App Intents machinery.
import Foundation

enum PlainTheme: String, Codable {
    case light, dark, sepia
}

/// `ForecastIntent`'s parameters as plain stored properties; the city is its identifier.
struct PlainForecastSettings: Codable, Equatable {
    var label = "Today"
    var days = 3
    var showDetails = true
    var theme = PlainTheme.light
    var start: Date? = nil
    var city = ""
}

extension PlainForecastSettings {
    /// The schema baseline: each stored property's name and type, found by reflection.
    static func reflectedFields() -> [(name: String, type: String)] {
        Mirror(reflecting: PlainForecastSettings()).children.map { child in
            (child.label ?? "", String(describing: type(of: child.value)))
        }
    }

    /// The floor of any reflection-based schema: the stored properties' names alone.
    static func reflectedLabels() -> [String] {
        Mirror(reflecting: PlainForecastSettings()).children.map { $0.label ?? "" }
    }

    /// A decoder whose dates are the same ISO 8601 form (with fractional seconds) that the
    /// configuration stores.
    static func makeDecoder() -> JSONDecoder {
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .custom { decoder in
            let text = try decoder.singleValueContainer().decode(String.self)
            return try Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text)
        }
        return decoder
    }
}
