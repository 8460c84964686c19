import Intents

// The Intents extension's principal class, as Xcode's template writes it: one handler for every
// intent of the definitions, returning itself.
class IntentHandler: INExtension, SelectHeroIntentHandling, PickMessageIntentHandling {

    override func handler(for intent: INIntent) -> Any {
        // This is the default implementation.  If you want different objects to handle different intents,
        // you can override this and return the handler you want for that particular intent.
        return self
    }

    // MARK: - SelectHeroIntentHandling

    func provideHeroOptionsCollection(for intent: SelectHeroIntent, with completion: @escaping (INObjectCollection<Hero>?, Error?) -> Void) {
        let heroes: [Hero] = HeroRecord.all.map { record in
            let hero = Hero(identifier: record.id, display: record.name)
            hero.health = NSNumber(value: record.health)
            return hero
        }
        completion(INObjectCollection(sections: [INObjectSection(title: "Heroes", items: heroes)]), nil)
    }

    func defaultHero(for intent: SelectHeroIntent) -> Hero? {
        let record = HeroRecord.all[0]
        return Hero(identifier: record.id, display: record.name)
    }

    func provideSidekicksOptionsCollection(for intent: SelectHeroIntent, searchTerm: String?) async throws -> INObjectCollection<Hero> {
        let matching = HeroRecord.all.filter { record in
            guard let searchTerm, !searchTerm.isEmpty else { return true }
            return record.name.localizedCaseInsensitiveContains(searchTerm)
        }
        return INObjectCollection(items: matching.map { Hero(identifier: $0.id, display: $0.name) })
    }

    // MARK: - PickMessageIntentHandling

    func provideMessageOptionsCollection(for intent: PickMessageIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<NSString>?, Error?) -> Void) {
        let messages: [NSString] = ["Good morning", "Hello there", "Good night"]
        completion(INObjectCollection(items: messages), nil)
    }
}
