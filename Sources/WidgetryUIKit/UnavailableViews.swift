// UIKit's views and controllers, declared unavailable with the reason: a widget cannot show them
// on iOS either (WidgetKit archives SwiftUI views), and an app's screens built from them do not
// belong in a widget extension. Code that names them gets this message, not "cannot find".

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): draw it with SwiftUI views (see docs/compatibility.md, UIKit)")
open class UIView { public init() {} }

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): draw it with SwiftUI views (see docs/compatibility.md, UIKit)")
open class UIViewController { public init() {} }

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): use SwiftUI's Text")
open class UILabel { public init() {} }

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): use SwiftUI's Image(uiImage:)")
open class UIImageView { public init() {} }

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): use SwiftUI's Button(intent:) for an interactive widget")
open class UIButton { public init() {} }

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): a widget has no window or scene")
open class UIWindow { public init() {} }

@available(*, unavailable, message: "UIKit views and controllers cannot be shown in a widget (on iOS either): a widget has no window or scene")
open class UIWindowScene { public init() {} }
