// Apple's UIKit as widget code and the app files it shares import it (`import UIKit`;
// `appleSystemModules` maps the name here): the values a widget touches — images, colours, fonts,
// traits, the screen and device — not views or controllers, which a widget cannot show on iOS either.
@_exported import Foundation
@_exported import WidgetryCoreGraphics
@_exported import WidgetryFoundation
// UIKit's headers bring UserNotifications (its notification-response additions), so a SwiftUI file
// asks `UNUserNotificationCenter` for authorization without importing it, as on iOS.
@_exported import WidgetryUserNotifications
