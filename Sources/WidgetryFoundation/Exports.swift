// Apple's Foundation re-exports CoreFoundation and Security: a file that imports only Foundation
// writes `query as CFDictionary` and `SecItemCopyMatching(_:_:)`.
@_exported import WidgetryCoreFoundation
@_exported import WidgetrySecurity
// And the C library under its Apple name: `Darwin.round(x)` in a file that imports only Foundation.
@_exported import WidgetryDarwin
