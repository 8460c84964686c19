import Foundation
import IntentDefinitionCodegen
import Testing

/// The three definitions of the SiriKit fixture target, in the shapes Xcode writes them.
let definitionsFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Support/SiriKitWidgets")

func definitionData(_ name: String) throws -> Data {
    try Data(contentsOf: definitionsFolder.appendingPathComponent(name))
}

@Suite("Code generation from .intentdefinition files")
struct IntentDefinitionCodegenTests {
    @Test func aCustomTypeWithDynamicOptionsAnEnumAndAnOptionalArray() throws {
        var warnings: [String] = []
        let definition = try IntentDefinition(propertyList: try definitionData("Heroes.intentdefinition"), file: "Heroes.intentdefinition", warnings: &warnings)
        #expect(warnings.isEmpty)
        #expect(definition.intents.map(\.className) == ["SelectHeroIntent"])
        #expect(definition.types.map(\.name) == ["Hero"])
        #expect(definition.types[0].properties.map(\.name) == ["health"])  // identifier and displayString are INObject's
        #expect(definition.enums[0].cases.map(\.name) == ["volcano", "lagoon"])  // `unknown` is the empty value
        let parameters = definition.intents[0].parameters
        #expect(parameters.map(\.name) == ["hero", "theme", "sidekicks", "showsHealth", "potions"])
        #expect(parameters[0].type == .object("Hero") && parameters[0].hasDynamicOptions && !parameters[0].isSearchable)
        #expect(parameters[1].type == .enumeration("Theme") && parameters[1].defaultValue == .string("lagoon"))
        #expect(parameters[2].isArray && parameters[2].isSearchable)
        #expect(parameters[3].defaultValue == .bool(true) && parameters[3].trueTitle == "Shown")
        #expect(parameters[4].minimum == 1 && parameters[4].maximum == 9 && parameters[4].defaultValue == .number(3))

        let code = IntentCodeEmitter(definition: definition, extensionClassName: "IntentHandler", sourceName: "Heroes.intentdefinition").emit()
        for declaration in [
            "public class SelectHeroIntent: INIntent", "public var hero: Hero? = nil", "public var theme: Theme = .unknown",
            "public var sidekicks: [Hero]? = nil", "public var showsHealth: NSNumber? = nil", "public var potions: NSNumber? = nil",
            "public protocol SelectHeroIntentHandling: NSObjectProtocol",
            "func provideHeroOptionsCollection(for intent: SelectHeroIntent, with completion: @escaping (INObjectCollection<Hero>?, Swift.Error?) -> Swift.Void)",
            "func provideHeroOptionsCollection(for intent: SelectHeroIntent) async throws -> INObjectCollection<Hero>",
            "func provideSidekicksOptionsCollection(for intent: SelectHeroIntent, searchTerm: String?) async throws -> INObjectCollection<Hero>",
            "func defaultHero(for intent: SelectHeroIntent) -> Hero?", "func defaultSidekicks(for intent: SelectHeroIntent) -> [Hero]?",
            "func resolveTheme(for intent: SelectHeroIntent, with completion: @escaping (ThemeResolutionResult) -> Swift.Void)",
            "public enum Theme: Int, CaseIterable, Sendable", "case lagoon = 2", "public class Hero: INObject", "public var health: NSNumber? = nil",
            "public class HeroResolutionResult: INObjectResolutionResult", "public class func success(with resolvedHero: Hero) -> HeroResolutionResult",
            "public enum SelectHeroIntentResponseCode: Int", "public class SelectHeroIntentResponse: INIntentResponse",
            "public convenience init(code: SelectHeroIntentResponseCode, userActivity: NSUserActivity?)",
            "public override class func _makeExtension() -> INExtension?",
        ] {
            #expect(code.contains(declaration), "missing: \(declaration)")
        }
    }

    @Test func stringOptionsWithSearchDatesURLsDecimalsAndAnIntentNotForWidgets() throws {
        var warnings: [String] = []
        let definition = try IntentDefinition(propertyList: try definitionData("Messages.intentdefinition"), file: "Messages.intentdefinition", warnings: &warnings)
        // The system intent is Apple's; the Person parameter of an intent not for widgets is skipped, said once.
        #expect(definition.intents.map(\.className) == ["PickMessageIntent", "SendGreetingIntent"])
        #expect(warnings.count == 1 && warnings[0].contains("intent SendGreeting, parameter recipient") && warnings[0].contains("Person"))
        let code = IntentCodeEmitter(definition: definition, extensionClassName: nil, sourceName: "Messages.intentdefinition").emit()
        for declaration in [
            "public var message: String? = nil", "public var startDate: DateComponents? = nil", "public var link: URL? = nil",
            "public var scale: NSNumber? = nil",
            "func provideMessageOptionsCollection(for intent: PickMessageIntent, searchTerm: String?, with completion: @escaping (INObjectCollection<NSString>?, Swift.Error?) -> Swift.Void)",
            "type: .dateComponents(.date)", "defaultValue: 1.5", "range: 0.5...3.0", "case failureWithReason = 100",
        ] {
            #expect(code.contains(declaration), "missing: \(declaration)")
        }
        #expect(!code.contains("_makeExtension"))
    }

    @Test func xcodesTemplateIntentWithAnEnumArray() throws {
        var warnings: [String] = []
        let definition = try IntentDefinition(propertyList: try definitionData("Counters.intentdefinition"), file: "Counters.intentdefinition", warnings: &warnings)
        let code = IntentCodeEmitter(definition: definition, extensionClassName: nil, sourceName: "Counters.intentdefinition").emit()
        for declaration in [
            "public class ConfigurationIntent: INIntent", "public var units: [NSNumber]? = nil", "public var goal: [NSNumber]? = nil",
            "public var title: String? = nil", "defaultValue: \"Today\"", "public enum Unit: Int",
            "func resolveUnits(for intent: ConfigurationIntent, with completion: @escaping ([UnitResolutionResult]) -> Swift.Void)",
        ] {
            #expect(code.contains(declaration), "missing: \(declaration)")
        }
    }

    @Test func errorsNameTheFileAndTheEntry() throws {
        var warnings: [String] = []
        do {
            _ = try IntentDefinition(propertyList: Data("<plist><dict><key>".utf8), file: "Broken.intentdefinition", warnings: &warnings)
            Issue.record("a malformed file must be refused")
        } catch {
            #expect(error.file == "Broken.intentdefinition" && error.message.hasPrefix("not a readable property list"))
        }
        let unsupported = """
            <?xml version="1.0" encoding="UTF-8"?>
            <plist version="1.0"><dict><key>INIntents</key><array><dict>
            <key>INIntentName</key><string>Route</string><key>INIntentEligibleForWidgets</key><true/>
            <key>INIntentParameters</key><array><dict><key>INIntentParameterName</key><string>place</string>
            <key>INIntentParameterType</key><string>Placemark</string></dict></array></dict></array></dict></plist>
            """
        do {
            _ = try IntentDefinition(propertyList: Data(unsupported.utf8), file: "Route.intentdefinition", warnings: &warnings)
            Issue.record("an unsupported type in a widget's intent must be refused")
        } catch {
            #expect(error.file == "Route.intentdefinition" && error.entry == "intent Route, parameter place")
            #expect(error.description.hasPrefix("Route.intentdefinition: error: intent Route, parameter place: parameter type “Placemark” is not supported"))
        }
        let undefinedType = unsupported.replacingOccurrences(of: "<string>Placemark</string>", with: "<string>Object</string><key>INIntentParameterObjectType</key><string>Ghost</string>")
        #expect(throws: IntentDefinitionError(file: "Route.intentdefinition", entry: "intent Route, parameter place", message: "custom type “Ghost” is not defined in the file")) {
            try IntentDefinition(propertyList: Data(undefinedType.utf8), file: "Route.intentdefinition", warnings: &warnings)
        }
    }

    @Test func theIntentsExtensionsPrincipalClassIsFoundInTheSources() {
        let sources = [
            "import Intents\n// class Old: INExtension {}\n",
            "final class IntentHandler : INExtension, SelectHeroIntentHandling {\n}",
        ]
        #expect(IntentDefinitionGenerator.extensionClassName(inSources: sources) == "IntentHandler")
        #expect(IntentDefinitionGenerator.extensionClassName(inSources: ["class Handler: NSObject, SelectHeroIntentHandling {}"]) == nil)
        #expect(IntentDefinitionGenerator.extensionClassName(inSources: ["public class Principal: INExtension {}"]) == "Principal")
    }
}
