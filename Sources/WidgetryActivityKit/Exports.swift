// Apple's ActivityKit as widget code and the app files it shares import it (`import ActivityKit`;
// `appleSystemModules` maps the name here). See docs/compatibility.md for what it provides.
@_exported import Foundation
// Foundation as Apple's: `LocalizedStringResource` (alerts) is there.
@_exported import WidgetryFoundation
