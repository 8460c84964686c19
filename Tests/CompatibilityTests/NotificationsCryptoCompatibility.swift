// docs/compatibility.md's UserNotifications, CommonCrypto and CoreFoundation rows.
import Foundation

let notificationAndCryptoChecks: [String: Any] = [:]
