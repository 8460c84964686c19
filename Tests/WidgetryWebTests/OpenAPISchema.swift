import Foundation
import WebDriver
import Yams

/// Checks JSON values against the schemas of an OpenAPI document (the subset `openapi.yaml`
/// uses: `$ref`, `type` (one or a list), `enum`, `required`, `properties`,
/// `additionalProperties`, `items`, `oneOf`/`anyOf`/`allOf`, `format: date-time`). Stricter than
/// OpenAPI in one way, on purpose: an object schema that lists `properties` and says nothing of
/// `additionalProperties` must list every member the value has, so a member added to a Codable
/// type and not to the document is found.
struct OpenAPISchema {
    let document: [String: Any]

    init(yaml: String) throws {
        guard let document = try Yams.load(yaml: yaml) as? [String: Any] else { throw Failure("the document is not a map") }
        self.document = document
    }

    /// The JSON schema of an operation's request body.
    func requestSchema(_ method: String, _ path: String) throws -> [String: Any] {
        try schema(at: ["paths", path, method, "requestBody", "content", "application/json", "schema"])
    }

    /// The JSON schema of an operation's answer with `status`.
    func responseSchema(_ method: String, _ path: String, status: Int) throws -> [String: Any] {
        try schema(at: ["paths", path, method, "responses", String(status), "content", "application/json", "schema"])
    }

    /// What is wrong with `value` for `schema`; empty if nothing.
    func problems(of value: JSONValue, for schema: [String: Any], at location: String = "$") -> [String] {
        let schema = resolved(schema)
        if let all = schema["allOf"] as? [[String: Any]] {
            return all.flatMap { problems(of: value, for: $0, at: location) }
        }
        for key in ["oneOf", "anyOf"] {
            if let branches = schema[key] as? [[String: Any]] {
                let failures = branches.map { problems(of: value, for: $0, at: location) }
                if failures.contains(where: \.isEmpty) { return [] }
                return ["\(location): matches no branch of \(key) (\(failures.map { $0.joined(separator: "; ") }.joined(separator: " | ")))"]
            }
        }
        if let types = typeNames(schema), !types.contains(where: { Self.value(value, is: $0) }) {
            return ["\(location): \(Self.describe(value)) where the document says \(types.joined(separator: " or "))"]
        }
        if let allowed = schema["enum"] as? [Any], case .string(let text) = value, !allowed.contains(where: { "\($0)" == text }) {
            return ["\(location): \(text) is not one of \(allowed)"]
        }
        if schema["format"] as? String == "date-time", case .string(let text) = value, (try? Date(text, strategy: .iso8601)) == nil {
            return ["\(location): \(text) is not an ISO 8601 date-time"]
        }
        var found: [String] = []
        if case .object(let object) = value {
            let properties = schema["properties"] as? [String: Any] ?? [:]
            for name in schema["required"] as? [String] ?? [] where object[name] == nil {
                found.append("\(location): the required member \(name) is missing")
            }
            for (name, member) in object.sorted(by: { $0.key < $1.key }) {
                if let property = properties[name] as? [String: Any] {
                    found += problems(of: member, for: property, at: "\(location).\(name)")
                } else if let additional = schema["additionalProperties"] as? [String: Any] {
                    found += problems(of: member, for: additional, at: "\(location).\(name)")
                } else if schema["additionalProperties"] == nil, !properties.isEmpty {
                    found.append("\(location): the member \(name) is not in the document")
                } else if schema["additionalProperties"] as? Bool == false {
                    found.append("\(location): the member \(name) is not allowed")
                }
            }
        }
        if case .array(let array) = value, let items = schema["items"] as? [String: Any] {
            for (index, element) in array.enumerated() { found += problems(of: element, for: items, at: "\(location)[\(index)]") }
        }
        return found
    }

    /// What is wrong with `value` encoded as JSON, for `schema`.
    func problems(ofEncoded value: some Encodable, for schema: [String: Any]) throws -> [String] {
        let data = try JSONEncoder().encode(value)
        return problems(of: try JSONDecoder().decode(JSONValue.self, from: data), for: schema)
    }

    private func typeNames(_ schema: [String: Any]) -> [String]? {
        if let one = schema["type"] as? String { return [one] }
        return schema["type"] as? [String]
    }

    private static func value(_ value: JSONValue, is type: String) -> Bool {
        switch (type, value) {
        case ("null", .null), ("object", .object), ("array", .array), ("string", .string), ("boolean", .bool), ("number", .number):
            true
        case ("integer", .number(let number)): number == number.rounded()
        default: false
        }
    }

    private static func describe(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool: "a JSON boolean"
        case .number(let number): "the number \(number)"
        case .string: "a JSON string"
        case .array: "a JSON array"
        case .object: "a JSON object"
        }
    }

    /// `schema` with its `$ref` (to `#/…`) followed.
    private func resolved(_ schema: [String: Any]) -> [String: Any] {
        guard let reference = schema["$ref"] as? String, reference.hasPrefix("#/"),
            let target = try? self.schema(at: reference.dropFirst(2).split(separator: "/").map(String.init))
        else { return schema }
        return resolved(target)
    }

    private func schema(at keys: [String]) throws -> [String: Any] {
        var node: Any = document
        for key in keys {
            guard let map = node as? [String: Any], let next = map[key] else {
                throw Failure("openapi.yaml has nothing at \(keys.joined(separator: " › "))")
            }
            node = next
        }
        guard let schema = node as? [String: Any] else { throw Failure("\(keys.joined(separator: " › ")) is not a schema") }
        return resolved(schema)
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
