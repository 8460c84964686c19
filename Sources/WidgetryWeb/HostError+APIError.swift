import Hummingbird
import WidgetryHost

extension APIError {
    /// The API's answer to a host error: unknown things are 404, a refused configuration 422
    /// with one issue per parameter, a family the widget does not offer 400, a widget without
    /// configuration 409, a layout change the home screen refuses 409, an extension that failed 502, an extension backing off after a failure
    /// 503 with `Retry-After`, a store failure 500.
    public init(_ error: HostError) {
        switch error {
        case .unknownExtension: self.init(status: .notFound, code: "extensionNotFound", message: error.sentence)
        case .unknownKind: self.init(status: .notFound, code: "kindNotFound", message: error.sentence)
        case .unknownInstance: self.init(status: .notFound, code: "instanceNotFound", message: error.sentence)
        case .unknownPage: self.init(status: .notFound, code: "pageNotFound", message: error.sentence)
        case .refused: self.init(status: .conflict, code: "layoutRefused", message: error.sentence)
        case .invalidImport(let problems):
            self.init(
                status: .unprocessableContent, code: "invalidImport", message: "The file cannot be imported; nothing was changed.",
                issues: problems.map { Issue(parameter: "file", code: "invalidImport", message: $0) })
        case .unknownParameter: self.init(status: .notFound, code: "parameterNotFound", message: error.sentence)
        case .unknownAction: self.init(status: .notFound, code: "actionNotFound", message: error.sentence)
        case .unknownImage: self.init(status: .notFound, code: "imageNotFound", message: error.sentence)
        case .unsupportedFamily: self.init(status: .badRequest, code: "unsupportedFamily", message: error.sentence)
        case .notConfigurable: self.init(status: .conflict, code: "notConfigurable", message: error.sentence)
        case .invalidConfiguration(let refused):
            self.init(
                status: .unprocessableContent, code: "invalidConfiguration",
                message: refused.needsConfiguration ? "Some required values are missing." : "Some values are not valid.",
                issues: refused.issues.map(Issue.init))
        case .extensionFailed: self.init(status: .badGateway, code: "extensionFailed", message: error.sentence)
        case .extensionBackingOff(_, let retryAfter):
            self = .unavailable(code: "extensionRestarting", error.sentence, retryAfter: retryAfter)
        case .store: self = .internalError
        case .unknownControlKind: self.init(status: .notFound, code: "kindNotFound", message: error.sentence)
        case .unknownControl: self.init(status: .notFound, code: "controlNotFound", message: error.sentence)
        case .controlNotConfigurable: self.init(status: .conflict, code: "notConfigurable", message: error.sentence)
        case .controlUnavailable: self.init(status: .conflict, code: "controlUnavailable", message: error.sentence)
        case .unknownActivityType: self.init(status: .notFound, code: "activityTypeNotFound", message: error.sentence)
        case .unknownActivity: self.init(status: .notFound, code: "activityNotFound", message: error.sentence)
        case .tooManyActivities: self.init(status: .conflict, code: "tooManyActivities", message: error.sentence)
        case .activityDataTooLarge: self.init(status: .contentTooLarge, code: "activityTooLarge", message: error.sentence)
        case .activityEnded: self.init(status: .conflict, code: "activityEnded", message: error.sentence)
        case .invalidActivity: self.init(status: .unprocessableContent, code: "invalidActivity", message: error.sentence)
        }
    }
}

extension HostError {
    /// The description as a sentence: capitalised, with a full stop.
    var sentence: String {
        var text = description
        if let first = text.first { text.replaceSubrange(text.startIndex...text.startIndex, with: first.uppercased()) }
        if let last = text.last, !".!?".contains(last) { text += "." }
        return text
    }
}
