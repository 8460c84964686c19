// Apple's UserNotifications as widget code and the app files it shares import it (`import UserNotifications`;
// `appleSystemModules` maps the name here). See docs/compatibility.md for what it provides.
@_exported import Foundation
