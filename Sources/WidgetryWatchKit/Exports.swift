// Apple's WatchKit as watch complication code and the watch app files it shares import it
// (`import WatchKit`; `appleSystemModules` maps the name here): the device's description
// (`WKInterfaceDevice.current()`), which complication views read to size themselves. Interface
// controllers are watchOS's app UI and are not here (a complication cannot show them).
@_exported import Foundation
@_exported import WidgetryCoreGraphics
