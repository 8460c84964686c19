// Apple's Security as widget code and the app files it shares import it (`import Security`;
// `appleSystemModules` maps the name here). See docs/compatibility.md for what it provides.
// Its API takes CoreFoundation's types (`CFDictionary`, `CFTypeRef`, `OSStatus`), which
// WidgetryFoundation declares, as Apple's Security brings CoreFoundation's.
@_exported import Foundation
@_exported import WidgetryFoundation
