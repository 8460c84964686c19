import Foundation
import WidgetryWeb
import Yams

/// The operations an OpenAPI document's `paths` declares, read with Yams.
struct OpenAPIDocument {
    /// One operation: a method and path template, and whether it is only planned
    /// (`x-widgetry-planned: true`), i.e. described but not served yet.
    struct Operation: Hashable, CustomStringConvertible {
        let route: WebRoute
        let isPlanned: Bool

        var description: String { "\(route)\(isPlanned ? " (planned)" : "")" }
    }

    static let methods = ["get", "put", "post", "delete", "options", "head", "patch", "trace"]

    let operations: [Operation]

    init(yaml: String) throws {
        guard let document = try Yams.load(yaml: yaml) as? [String: Any], let paths = document["paths"] as? [String: Any] else {
            throw DocumentError("the document has no `paths` map")
        }
        var operations: [Operation] = []
        for (path, item) in paths {
            guard let item = item as? [String: Any] else { throw DocumentError("path \(path) is not a map") }
            for method in Self.methods {
                guard let operation = item[method] else { continue }
                let planned = (operation as? [String: Any])?["x-widgetry-planned"] as? Bool ?? false
                operations.append(Operation(route: WebRoute(method: method, path: path), isPlanned: planned))
            }
        }
        self.operations = operations.sorted { $0.route < $1.route }
    }

    /// What differs between the routes a router serves and this document: empty when every
    /// served route is described and not marked planned, and every unplanned operation is served.
    func mismatches(servedRoutes: [WebRoute]) -> [String] {
        let served = Set(servedRoutes)
        let described = Dictionary(operations.map { ($0.route, $0) }, uniquingKeysWith: { first, _ in first })
        var problems: [String] = []
        for route in servedRoutes.sorted() {
            switch described[route] {
            case nil: problems.append("\(route) is served but not in openapi.yaml")
            case let operation? where operation.isPlanned:
                problems.append("\(route) is served but openapi.yaml still marks it x-widgetry-planned")
            default: break
            }
        }
        for operation in operations where !operation.isPlanned && !served.contains(operation.route) {
            problems.append("\(operation.route) is in openapi.yaml but not served (mark it x-widgetry-planned: true until it is)")
        }
        return problems
    }

    struct DocumentError: Error, CustomStringConvertible {
        let description: String
        init(_ description: String) { self.description = description }
    }
}
