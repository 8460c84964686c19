import Foundation

/// The heroes the fixtures' handlers offer, as an app's data store would.
struct HeroRecord {
    let id: String
    let name: String
    let health: Int

    static let all = [
        HeroRecord(id: "spouty", name: "Spouty", health: 80),
        HeroRecord(id: "egghead", name: "Egghead", health: 35),
        HeroRecord(id: "mrspuff", name: "Mr. Spuff", health: 100),
    ]

    static func named(_ id: String?) -> HeroRecord? { all.first { $0.id == id } }
}
