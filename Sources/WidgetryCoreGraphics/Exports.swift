// Apple's CoreGraphics as widget code imports it (`import CoreGraphics`; `appleSystemModules` maps
// the name here). Foundation on Linux already has the geometry (`CGFloat`, `CGPoint`, `CGSize`,
// `CGRect`); this module re-exports it beside what Foundation lacks.
@_exported import Foundation
