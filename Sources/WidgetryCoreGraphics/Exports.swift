// Apple's CoreGraphics as widget code imports it (`import CoreGraphics`; `appleSystemModules` maps
// the name here). Foundation on Linux already has the geometry (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`, `CGVector`); this module re-exports it beside what Foundation lacks: `CGAffineTransform`,
// `CGColor` and its colour spaces, `CGImage`.
@_exported import Foundation
