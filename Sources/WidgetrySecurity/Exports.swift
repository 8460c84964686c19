// Apple's Security framework: the keychain's `SecItem*` functions over a private file per access
// group, its status codes, and `SecRandomCopyBytes`. It sits under WidgetryFoundation, which
// re-exports it as Apple's Foundation re-exports Security, so a model file that imports only
// Foundation reaches the keychain as it does on iOS.
@_exported import Foundation
@_exported import WidgetryCoreFoundation
