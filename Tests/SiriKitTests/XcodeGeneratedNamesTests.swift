import Foundation
@testable import IntentDefinitionCodegen
import Intents
import Testing
@testable import SiriKitWidgets

/// Salutations.intentdefinition names its parameters, a type property, enum values and a response
/// code with capitals, as the survey's repositories do. Xcode keeps a parameter's or property's
/// name (`var Punctuation: Punctuation?`) and lowers an enum value's (`case transparent`); the
/// stored names, the configuration's keys, stay the definition's.
@Suite("Xcode's generated names")
struct XcodeGeneratedNamesTests {
    @Test func enumCasesAreLowerCamelCaseAndParametersKeepTheirNames() throws {
        var warnings: [String] = []
        let definition = try IntentDefinition(
            propertyList: try definitionData("Salutations.intentdefinition"), file: "Salutations.intentdefinition", warnings: &warnings)
        let code = IntentCodeEmitter(definition: definition, extensionClassName: nil, sourceName: "Salutations.intentdefinition").emit()
        for declaration in [
            "case transparent = 1", "case singleColor = 2", "case urlPattern = 3", "case id = 4", "case noNetwork = 100",
            "public var Name: String? = nil", "public var Punctuation: Punctuation? = nil", "public var Backdrop: Backdrop = .unknown",
            "public var Repeats: NSNumber? = nil",
            "func resolvePunctuation(for intent: SalutationIntent) async -> PunctuationResolutionResult",
            "func defaultPunctuation(for intent: SalutationIntent) -> Punctuation?",
            "_INEnumDescription.Case(name: \"Transparent\", rawValue: 1", "_INEnumDescription.Case(name: \"URLPattern\", rawValue: 3",
            "_INParameterDescription(name: \"Punctuation\"", "values[\"Repeats\"]",
        ] {
            #expect(code.contains(declaration), "missing: \(declaration)")
        }
    }

    @Test func theRuleForLeadingCapitalsAcronymsAndOtherCharacters() {
        #expect(caseName("Transparent") == "transparent")
        #expect(caseName("PhantomOfOpera1") == "phantomOfOpera1")
        #expect(caseName("URLPattern") == "urlPattern")
        #expect(caseName("ID") == "id" && caseName("ID2") == "id2")
        #expect(caseName("singleColor") == "singleColor")
        #expect(caseName("Top left") == "topLeft")
        #expect(swiftName("2x") == "_2x")
        #expect(identifier("Punctuation") == "Punctuation" && identifier("default") == "`default`")
    }

    /// The generated class compiles with a property named like its type, and code written against
    /// Xcode's names reads the values the configuration stores under the definition's names.
    @Test func generatedCodeCompilesAndReadsTheStoredValues() throws {
        let intent = SalutationIntent()
        #expect(SalutationText(configuration: intent).text == "Hello, World. on the default")
        let mark = Punctuation(identifier: "!", display: "Exclamation mark")
        mark.Repeats = NSNumber(value: 3)
        intent._setValue("Ada", forParameter: "Name")
        intent._setValue(mark, forParameter: "Punctuation")
        intent._setValue(3, forParameter: "Backdrop")
        #expect(intent.Backdrop == .urlPattern)
        #expect(intent._value(forParameter: "Backdrop") as? Int == 3)
        #expect(SalutationText(configuration: intent).text == "Hello, Ada!!! on a pattern")
        #expect((mark._propertyValues()["Repeats"] as? NSNumber)?.intValue == 3)

        let parameters = SalutationIntent._intentDescription.parameters
        #expect(parameters.map(\.name) == ["Name", "Punctuation", "Backdrop"])
        guard case .enumeration(let backdrop) = parameters[2].type else { Issue.record("Backdrop is an enum parameter"); return }
        #expect(backdrop.cases.map(\.name) == ["Transparent", "SingleColor", "URLPattern", "ID"])
        guard case .object(let type, _) = parameters[1].type else { Issue.record("Punctuation is an object parameter"); return }
        #expect(type == Punctuation.self)
        #expect(SalutationText.offline().code == .noNetwork)
    }
}
