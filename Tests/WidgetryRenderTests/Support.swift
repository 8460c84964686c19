import Foundation
import SwiftUI
import WidgetKit
import WidgetryRender
import WidgetryWire

/// A fixed moment: 2023-11-14T22:13:20Z.
let referenceDate = Date(timeIntervalSince1970: 1_700_000_000)

/// Evaluates `view` as WidgetKit does for an entry of `family` (its size, content margins,
/// rendering mode and container-background visibility), in `scheme` with `reasons`.
@MainActor
func widgetArchive<V: View>(
    _ view: V, family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, reasons: RedactionReasons = [],
    date: Date = referenceDate, contentMarginsDisabled: Bool = false
) -> WidgetArchive {
    var environment = EnvironmentValues()
    environment.colorScheme = scheme
    environment.redactionReasons = reasons
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = TimeZone(identifier: "UTC")!
    environment.calendar = calendar
    environment.widgetFamily = family
    environment.widgetRenderingMode = family.isAccessory ? .vibrant : .fullColor
    environment.showsWidgetContainerBackground = !family.isAccessory
    environment.widgetContentMargins = family.defaultContentMargins
    return makeWidgetArchive(
        view, family: family.rawValue, size: ArchiveSize(width: family.displaySize.width, height: family.displaySize.height),
        entryDate: date, environment: environment, renderingMode: environment.widgetRenderingMode.archive,
        showsWidgetContainerBackground: environment.showsWidgetContainerBackground, contentMargins: environment.widgetContentMargins,
        contentMarginsDisabled: contentMarginsDisabled)
}

/// The HTML of `view` rendered as a widget.
@MainActor
func html<V: View>(
    _ view: V, family: WidgetFamily = .systemSmall, scheme: ColorScheme = .light, reasons: RedactionReasons = [],
    now: Double? = nil, contentMarginsDisabled: Bool = false
) throws -> String {
    try WidgetHTMLRenderer.render(
        widgetArchive(view, family: family, scheme: scheme, reasons: reasons, contentMarginsDisabled: contentMarginsDisabled),
        options: HTMLRenderOptions(now: now))
}

/// The plain-text preview of `view`.
@MainActor
func plainText<V: View>(_ view: V, family: WidgetFamily = .systemSmall, reasons: RedactionReasons = [], now: Double? = nil) throws -> String {
    try WidgetTextRenderer.render(widgetArchive(view, family: family, reasons: reasons), now: now)
}

extension String {
    /// The number of non-overlapping occurrences of `part`.
    func occurrences(of part: String) -> Int {
        components(separatedBy: part).count - 1
    }

    /// The opening tag of the element whose attribute `data-wr-action` or class list starts
    /// where `marker` is found.
    func tag(containing marker: String) -> String? {
        guard let range = range(of: marker) else { return nil }
        let start = self[..<range.lowerBound].lastIndex(of: "<") ?? startIndex
        let end = self[range.upperBound...].firstIndex(of: ">") ?? endIndex
        return String(self[start..<end]) + ">"
    }
}
