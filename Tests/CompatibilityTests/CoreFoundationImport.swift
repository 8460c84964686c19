// A keychain helper as shared code writes it, with `import CoreFoundation` beside Foundation:
// the CoreFoundation names are WidgetryFoundation's, not Linux's CoreFoundation module's.
import CoreFoundation
import Foundation
import Security

enum CoreFoundationImportCheck {
    static func query(account: String) -> CFDictionary {
        [kSecClass as String: kSecClassGenericPassword, kSecAttrAccount as String: account, kSecReturnData as String: kCFBooleanTrue as Any] as CFDictionary
    }

    static var now: CFAbsoluteTime { CFAbsoluteTimeGetCurrent() }
}
