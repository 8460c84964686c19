// On Apple's systems `URLSession`, `URLRequest`, `URLResponse`, `HTTPURLResponse`, `URLCache`,
// `URLProtocol` and `URLCredential` come with `import Foundation`; on Linux they live in
// FoundationNetworking, and Foundation declares only placeholders that say "This type has moved
// to the FoundationNetworking module". Re-exported here, they reach every module that re-exports
// WidgetryFoundation (SwiftUI, WidgetKit, AppIntents) and, through `appleSystemModules`, every
// file of an author's target, whatever it imports.
@_exported import FoundationNetworking
