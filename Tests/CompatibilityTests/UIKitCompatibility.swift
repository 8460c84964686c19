// docs/compatibility.md's UIKit rows, each used as widget and shared app code uses it.
import Foundation

let uiKitChecks: [String: Any] = [:]
