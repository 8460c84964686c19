// docs/compatibility.md's SwiftUI rows for the app views and modifiers shared files compile into a widget.
import Foundation

let swiftUIAppViewChecks: [String: Any] = [:]
