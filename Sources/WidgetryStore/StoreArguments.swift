import Foundation
import WidgetryWire

/// What every store does to its arguments before it touches its database, and to the text it
/// reads back: checking them, encoding them as they are stored (times as finite seconds since
/// 1970, JSON as text), making tokens. One definition, so the SQLite and PostgreSQL stores refuse
/// the same input with the same ``WidgetStoreError`` and store the same bytes.
enum StoreArguments {
    /// A time as stored: finite seconds since 1970.
    static func time(_ date: Date) throws -> Double {
        let seconds = date.timeIntervalSince1970
        guard seconds.isFinite else { throw WidgetStoreError.invalidArgument("time \(seconds) is not finite") }
        return seconds
    }

    /// `ids` name every one of `existing` exactly once (a new order of them); `notFound` is the
    /// error for an id that is not one of them, `what` names them in the message.
    static func requireOrder(
        _ ids: [String], of existing: Set<String>, what: String, notFound: (String) -> WidgetStoreError
    ) throws {
        var seen = Set<String>()
        for id in ids {
            guard existing.contains(id) else { throw notFound(id) }
            guard seen.insert(id).inserted else { throw WidgetStoreError.invalidOrder("\(id) is listed twice") }
        }
        guard seen.count == existing.count else {
            let left = existing.subtracting(seen).sorted()
            throw WidgetStoreError.invalidOrder("\(left.count) \(what)(s) not listed: \(left.prefix(5).joined(separator: ", "))")
        }
    }

    static func requireNonEmpty(_ value: String, _ name: String) throws {
        if value.isEmpty { throw WidgetStoreError.invalidArgument("\(name) is empty") }
    }

    /// Keys in first-seen order without repeats.
    static func normalized(_ keys: [String]) -> [String] {
        var seen = Set<String>()
        return keys.filter { seen.insert($0).inserted }
    }

    /// A new id for a placed widget, a page or a pass: a lowercase UUID string.
    static func newID() -> String { UUID().uuidString.lowercased() }

    /// A lock-screen family (on no page, never stacked).
    static func isAccessory(_ family: String) -> Bool { family.hasPrefix("accessory") }

    /// 256 random bits, URL-safe, after `prefix` (which says what the token is for).
    static func makeToken(prefix: String = "wgt_") -> String {
        var generator = SystemRandomNumberGenerator()
        var bytes: [UInt8] = []
        for _ in 0..<4 {
            let word = generator.next() as UInt64
            for shift in stride(from: 0, to: 64, by: 8) { bytes.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        let base64 = Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_")
            .replacingOccurrences(of: "=", with: "")
        return prefix + base64
    }

    static func encodeJSON<T: Encodable>(_ value: T) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            throw WidgetStoreError.invalidArgument("cannot encode as JSON: \(error)")
        }
    }

    static func decodeJSON<T: Decodable>(_ type: T.Type, _ text: String, _ decoder: JSONDecoder = JSONDecoder()) throws -> T {
        do {
            return try decoder.decode(type, from: Data(text.utf8))
        } catch {
            throw WidgetStoreError.corruptData("cannot decode \(T.self) from \(text.prefix(80)): \(error)")
        }
    }

    /// Each parameter value as JSON text, sorted by key.
    static func encodeConfiguration(_ configuration: WidgetryWire.Configuration) throws -> [(key: String, json: String)] {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return try configuration.sorted { $0.key < $1.key }.map { key, value in
            do {
                return (key, String(decoding: try encoder.encode(value), as: UTF8.self))
            } catch {
                throw WidgetStoreError.invalidArgument("parameter \(key): value \(value) is not valid JSON (\(error))")
            }
        }
    }

    /// A widget's configuration rows and its missing parameters (JSON), as both stores write them.
    static func encoded(
        configuration: WidgetryWire.Configuration, missingParameters: [String]
    ) throws -> (values: [(key: String, json: String)], missing: String) {
        (try encodeConfiguration(configuration), try encodeJSON(normalized(missingParameters)))
    }

    /// A widget to place, checked and encoded: its id (a new one for `nil`), configuration rows
    /// and missing parameters.
    static func placement(
        id: String?, kind: String, family: String, configuration: WidgetryWire.Configuration, missingParameters: [String]
    ) throws -> (id: String, values: [(key: String, json: String)], missing: String) {
        let id = id ?? newID()
        try requireNonEmpty(id, "instance id")
        try requireNonEmpty(kind, "kind")
        try requireNonEmpty(family, "family")
        let (values, missing) = try encoded(configuration: configuration, missingParameters: missingParameters)
        return (id, values, missing)
    }

    /// A whole home screen to put in place of the stored one, checked and encoded: at least one
    /// page, each with a valid name, and each widget's configuration rows and missing parameters.
    static func homeScreen(
        pages: [HomePage], widgets: [NewPlacedWidget]
    ) throws -> (pages: [HomePage], widgets: [(NewPlacedWidget, [(key: String, json: String)], String)]) {
        guard !pages.isEmpty else { throw WidgetStoreError.invalidArgument("the home screen keeps at least one page") }
        let pages = try pages.map { HomePage(id: $0.id, name: try HomePage.validName($0.name), position: $0.position) }
        let prepared = try widgets.map { widget in
            let (values, missing) = try encoded(configuration: widget.configuration, missingParameters: widget.missingParameters)
            return (widget, values, missing)
        }
        return (pages, prepared)
    }

    /// A history bound as both stores compare it: times in seconds since 1970 (no counted
    /// reload kept when `keepCountedReloadsSince` is `nil`), and the records kept per widget.
    static func limits(_ bound: HistoryBound) throws -> (cutoff: Double, countedSince: Double, keep: Int) {
        let cutoff = try time(bound.before)
        let countedSince = try bound.keepCountedReloadsSince.map(time) ?? .greatestFiniteMagnitude
        let keep = bound.ledgerRecordsPerInstance
        guard keep >= 0 else { throw WidgetStoreError.invalidArgument("ledgerRecordsPerInstance \(keep) is negative") }
        return (cutoff, countedSince, keep)
    }

    static func decodeValue(_ text: String, _ decoder: JSONDecoder) throws -> ConfigurationValue {
        try decodeJSON(ConfigurationValue.self, text, decoder)
    }
}
