// Intents written in the Swift 6 language mode with strict concurrency: the modules work for
// authors who adopt it (immutable statics, Sendable entities).
import AppIntents
import Testing
import WidgetryWire

enum Flavour: String, AppEnum {
    case vanilla, pistachio
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Flavour"
    static let caseDisplayRepresentations: [Flavour: DisplayRepresentation] = [.vanilla: "Vanilla", .pistachio: "Pistachio"]
}

struct Shop: AppEntity {
    let id: UUID
    let name: String
    static let typeDisplayRepresentation: TypeDisplayRepresentation = TypeDisplayRepresentation(name: "Shop", numericFormat: "\(placeholder: .int) shops")
    static let defaultQuery = ShopQuery()
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)", image: .init(named: "shop")) }
    static let all = [Shop(id: UUID(uuidString: "00000000-0000-0000-0000-000000000001")!, name: "Gelateria")]
}

struct ShopQuery: EntityStringQuery {
    func entities(for identifiers: [Shop.ID]) async throws -> [Shop] { Shop.all.filter { identifiers.contains($0.id) } }
    func entities(matching string: String) async throws -> [Shop] { Shop.all.filter { $0.name.localizedStandardContains(string) } }
    func suggestedEntities() async throws -> [Shop] { Shop.all }
    func defaultResult() async -> Shop? { Shop.all.first }
}

struct IceCreamIntent: WidgetConfigurationIntent {
    static let title: LocalizedStringResource = "Ice Cream"
    static let description = IntentDescription("Your order.", categoryName: "Food")

    @Parameter(title: "Flavour", default: .pistachio) var flavour: Flavour
    @Parameter(title: "Scoops", default: 2, inclusiveRange: (1, 5)) var scoops: Int
    @Parameter(title: "Shop") var shop: Shop

    static var parameterSummary: some ParameterSummary {
        When(\.$scoops, .greaterThanOrEqualTo, 3) {
            Summary("\(\.$scoops) scoops of \(\.$flavour)") { \.$shop }
        } otherwise: {
            Summary { \.$flavour; \.$scoops }
        }
    }
}

@Suite struct StrictModeIntentTests {
    @Test func schemaAndRoundTrip() async throws {
        let schema = IceCreamIntent.configurationSchema
        #expect(schema.parameters.map(\.key) == ["flavour", "scoops", "shop"])
        #expect(schema.visibleParameters(values: ["scoops": 4]) == ["scoops", "flavour", "shop"])
        #expect(schema.visibleParameters(values: ["scoops": 1]) == ["flavour", "scoops"])
        #expect(schema.parameter("shop")?.isSearchable == true)
        let (defaults, missing) = await IceCreamIntent.defaultConfiguration()
        #expect(missing == nil)
        #expect(defaults == ["flavour": "pistachio", "scoops": 2, "shop": "00000000-0000-0000-0000-000000000001"])
        let intent = try await IceCreamIntent.decodeConfiguration(defaults)
        #expect(intent.shop.name == "Gelateria")
        let options = try await IceCreamIntent.parameterOptions(for: "shop", matching: "gela")
        #expect(options?.items.first?.display == DisplayText(title: "Gelateria", image: "named:shop"))
    }

    @Test func schemaIsCachedPerType() {
        #expect(IceCreamIntent.configurationSchema == IceCreamIntent.makeConfigurationSchema())
    }
}

@Suite struct LocalizedStringResourceTests {
    @Test func literalsAndInterpolation() {
        let plain: LocalizedStringResource = "Select Character"
        #expect(plain.key == "Select Character")
        #expect(String(localized: plain) == "Select Character")
        let count = 3
        let name = "Panda"
        let interpolated: LocalizedStringResource = "\(count) lives for \(name) at 100%"
        #expect(interpolated.key == "%lld lives for %@ at 100%%")
        #expect(interpolated.description == "3 lives for Panda at 100%")
    }

    @Test func keyAndDefaultValue() {
        let resource = LocalizedStringResource("TimeZone", defaultValue: "Time Zone", table: "Widgets", comment: "type name")
        #expect(resource.key == "TimeZone")
        #expect(resource.description == "Time Zone")
        #expect(resource.table == "Widgets")
        #expect(resource.comment == "type name")
        #expect(String(localized: "greeting", defaultValue: "Hello") == "Hello")
    }

    @Test func displayRepresentationsFromLiterals() {
        let representation: DisplayRepresentation = "Every Hour"
        #expect(representation.title.description == "Every Hour")
        #expect(representation.subtitle == nil)
        let type: TypeDisplayRepresentation = "Character"
        #expect(type.name.description == "Character")
        let description: IntentDescription = "Shows things."
        #expect(description.descriptionText.description == "Shows things.")
        #expect(Flavour.pistachio.localizedStringResource.description == "Pistachio")
    }
}

@Suite struct PlaceholderTests {
    @Test func numericFormatKeepsItsSpecifier() {
        #expect(Shop.typeDisplayRepresentation.numericFormat?.key == "%lld shops")
    }
}
