// docs/compatibility.md's rows for the device frameworks and the image and text frameworks.
import Foundation

let deviceFrameworkChecks: [String: Any] = [:]
