// CoreFoundation as Swift code on Apple's systems sees it through Foundation (`appleSystemModules`
// maps `import CoreFoundation` here): the toll-free bridged names (`CFDictionary`, `CFString`,
// `CFTypeRef`, `CFAbsoluteTimeGetCurrent`, …), the notification centers, and the app group
// container that the keychain and `UserDefaults` suites keep their files in. The layer under
// WidgetryFoundation and Security, which both re-export it as Apple's Foundation does. Linux's own
// CoreFoundation module declares opaque types of the same names, which would make every use
// ambiguous.
@_exported import Foundation
