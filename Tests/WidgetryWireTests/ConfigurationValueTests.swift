import Foundation
import Testing
import WidgetryWire

@Suite struct ConfigurationValueTests {
    @Test func encodesAsPlainJSON() throws {
        let configuration: Configuration = ["a": 1, "b": 2.5, "c": "x", "d": true, "e": nil, "f": [1, "two"], "g": ["h": false]]
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let text = String(decoding: try encoder.encode(configuration), as: UTF8.self)
        #expect(text == #"{"a":1,"b":2.5,"c":"x","d":true,"e":null,"f":[1,"two"],"g":{"h":false}}"#)
        #expect(try JSONDecoder().decode(Configuration.self, from: Data(text.utf8)) == configuration)
    }

    @Test func decodesEachJSONType() throws {
        let decoded = try JSONDecoder().decode([ConfigurationValue].self, from: Data(#"[null, true, 3, 3.25, "s", [], {}]"#.utf8))
        #expect(decoded == [.null, .bool(true), .int(3), .double(3.25), .string("s"), .array([]), .object([:])])
        #expect(decoded.map(\.jsonTypeName) == ["null", "boolean", "integer", "number", "string", "array", "object"])
    }

    @Test func numbersCompareLooselyAndDescribeAsJSON() {
        #expect(ConfigurationValue.int(1).looselyEquals(.double(1)))
        #expect(!ConfigurationValue.string("1").looselyEquals(.string("01")))
        #expect(ConfigurationValue.string(#"say "hi""#).description == #""say \"hi\"""#)
        #expect(ConfigurationValue.object(["b": 1, "a": [true]]).description == #"{"a":[true],"b":1}"#)
    }
}

@Suite struct SummaryNodeTests {
    func holds(_ op: ComparisonOperator, _ subject: ConfigurationValue?, _ operands: [ConfigurationValue]) -> Bool {
        let values: Configuration = subject.map { ["p": $0] } ?? [:]
        return SummaryCondition(parameter: "p", operator: op, values: operands).holds(configuration: values, family: nil)
    }

    @Test func equatableAndComparableOperators() {
        #expect(holds(.equalTo, 3, [3.0]))
        #expect(holds(.notEqualTo, "a", ["b"]))
        #expect(holds(.notEqualTo, nil, ["b"]))
        #expect(holds(.greaterThan, 5, [3]))
        #expect(!holds(.greaterThan, 3, [3]))
        #expect(holds(.greaterThanOrEqualTo, 3, [3]))
        #expect(holds(.lessThan, "2026-01-01T00:00:00.000Z", ["2026-06-01T00:00:00.000Z"]))
        #expect(holds(.lessThanOrEqualTo, 2, [2]))
        #expect(!holds(.lessThan, nil, [2]))
        // Integer entity identifiers are stored as strings but compare as numbers.
        #expect(holds(.greaterThan, "10", [9]))
    }

    @Test func oneOfHasValueAndStringOperators() {
        #expect(holds(.oneOf, "b", ["a", "b"]))
        #expect(!holds(.oneOf, "c", ["a", "b"]))
        #expect(holds(.hasAnyValue, "x", []))
        #expect(!holds(.hasAnyValue, "", []))
        #expect(holds(.hasNoValue, nil, []))
        #expect(holds(.hasNoValue, [], []))
        #expect(holds(.contains, "Work calendar", ["cal"]))
        #expect(holds(.contains, ["a", "b"], ["b"]))
        #expect(holds(.doesNotContain, "Home", ["Work"]))
        #expect(holds(.hasPrefix, "Work calendar", ["Work"]))
        #expect(holds(.hasSuffix, "Work calendar", ["dar"]))
        #expect(!holds(.hasSuffix, 5, ["5"]))
    }

    @Test func widgetFamilyConditions() {
        let condition = SummaryCondition(parameter: nil, operator: .oneOf, values: ["systemSmall", "systemMedium"])
        #expect(condition.holds(configuration: [:], family: "systemSmall"))
        #expect(!condition.holds(configuration: [:], family: "systemLarge"))
        #expect(!condition.holds(configuration: [:], family: nil))
    }

    @Test func visibleParametersAreOrderedAndUnique() {
        let node = SummaryNode.group([
            .summary(template: [.text("Show "), .parameter("b")], parameters: ["a", "b"]),
            .switch(parameter: "a", cases: [SummaryCase(value: 1, then: .summary(template: nil, parameters: ["c"]))], default: nil),
        ])
        #expect(node.visibleParameters(values: ["a": 1]) == ["b", "a", "c"])
        #expect(node.visibleParameters(values: ["a": 2]) == ["b", "a"])
        #expect(node.referencedParameters == ["a", "b", "c"])
    }

    @Test func jsonFormRoundTrips() throws {
        let node = SummaryNode.when(
            SummaryCondition(parameter: "p", operator: .equalTo, values: [true]),
            then: .switch(parameter: "q", cases: [SummaryCase(value: "x", then: .summary(template: [.text("T "), .parameter("q")], parameters: []))], default: .group([])),
            otherwise: nil)
        let data = try JSONEncoder().encode(node)
        #expect(try JSONDecoder().decode(SummaryNode.self, from: data) == node)
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(SummaryNode.self, from: Data(#"{"type":"loop"}"#.utf8)) }
    }
}
