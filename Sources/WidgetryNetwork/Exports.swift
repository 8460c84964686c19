// Apple's Network as widget code and the app files it shares import it (`import Network`;
// `appleSystemModules` maps the name here). See docs/compatibility.md for what it provides.
@_exported import Foundation
