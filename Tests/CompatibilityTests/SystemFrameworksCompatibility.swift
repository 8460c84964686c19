// docs/compatibility.md's rows for UniformTypeIdentifiers, Network, Security, LocalAuthentication, StoreKit and the Foundation and os gaps.
import Foundation

let systemFrameworkChecks: [String: Any] = [:]
