// SwiftUI's bridges to UIKit and AppKit views, declared unavailable with the reason: WidgetKit
// does not draw them in a widget on iOS either (it shows a placeholder), and here there are no
// UIKit or AppKit views to bridge.

@available(*, unavailable, message: "UIKit views cannot be shown in a widget (WidgetKit draws a placeholder on iOS): draw it with SwiftUI views")
public protocol UIViewRepresentable {}

@available(*, unavailable, message: "UIKit view controllers cannot be shown in a widget (WidgetKit draws a placeholder on iOS): draw it with SwiftUI views")
public protocol UIViewControllerRepresentable {}

@available(*, unavailable, message: "AppKit views cannot be shown in a widget (WidgetKit draws a placeholder on macOS): draw it with SwiftUI views")
public protocol NSViewRepresentable {}

@available(*, unavailable, message: "AppKit view controllers cannot be shown in a widget: draw it with SwiftUI views")
public protocol NSViewControllerRepresentable {}

@available(*, unavailable, message: "a widget has no view controllers to host SwiftUI in: the widget's view is the SwiftUI view itself")
open class UIHostingController<Content> { public init() {} }
