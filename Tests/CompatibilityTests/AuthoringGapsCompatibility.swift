// docs/compatibility.md's rows for what the survey found missing in SwiftUI, WidgetKit, code generation and re-exports.
import Foundation

let authoringGapChecks: [String: Any] = [:]
