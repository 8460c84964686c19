// docs/compatibility.md's CoreGraphics rows, each used as widget and shared app code uses it.
import Foundation

let coreGraphicsChecks: [String: Any] = [:]
