// docs/compatibility.md's ActivityKit and Live Activity rows.
import Foundation

let activityKitChecks: [String: Any] = [:]
