import Hummingbird
import WidgetryHost
import WidgetryWire

/// How the API's route handlers answer: they return values (``ResponseEncodable``), which the
/// request context encodes with this as JSON (``JSONExchange``'s rules: ISO 8601 dates, sorted
/// keys) and marks `Cache-Control: no-store`. Another status or header is an `EditedResponse`
/// around the value; errors are thrown and mapped by ``APIErrorMiddleware``.
public struct APIResponseEncoder: ResponseEncoder {
    public init() {}

    public func encode(_ value: some Encodable, from request: Request, context: some RequestContext) throws -> Response {
        try JSONExchange.response(value)
    }
}

// The answers defined outside this module that routes return as they are.
extension ParameterOptions: ResponseEncodable {}
extension WidgetCenterAPI.OpenedURL: ResponseEncodable {}
extension WidgetCenterAPI.Configurations: ResponseEncodable {}
extension WidgetCenterAPI.OpenedURLs: ResponseEncodable {}
extension ActivityAPI.Activity: ResponseEncodable {}
extension ActivityAPI.Activities: ResponseEncodable {}
extension ActivityAPI.PushToStartToken: ResponseEncodable {}
extension WidgetCenterAPI.Controls: ResponseEncodable {}
extension WidgetCenterAPI.PushInfo: ResponseEncodable {}
extension HomeScreenFile: ResponseEncodable {}
