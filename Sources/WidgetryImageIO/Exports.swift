// Apple's ImageIO as widget code and the app files it shares import it (`import ImageIO`;
// `appleSystemModules` maps the name here). See docs/compatibility.md for what it provides.
@_exported import Foundation
@_exported import WidgetryCoreGraphics
