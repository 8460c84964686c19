// Apple's SystemConfiguration as widget code and the app files it shares import it
// (`import SystemConfiguration`; `appleSystemModules` maps the name here): network reachability
// (`SCNetworkReachability`) answered from the host's interfaces. See docs/compatibility.md.
@_exported import Foundation
@_exported import WidgetryFoundation
