// `import CoreFoundation` as widget code writes it beside `import Foundation` (`appleSystemModules`
// maps the name here): Foundation, with the CoreFoundation names (`CFDictionary`, `CFString`,
// `CFTypeRef`, `CFAbsoluteTimeGetCurrent`, …) that WidgetryFoundation gives it as Apple's Foundation
// does. Linux's own CoreFoundation module declares opaque types of the same names, which would
// make every use ambiguous.
@_exported import Foundation
@_exported import WidgetryFoundation
