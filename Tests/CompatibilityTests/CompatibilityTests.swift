import AppIntents
import CoreLocation
import Foundation
import Intents
import SwiftUI
import Testing
import WidgetKit

/// Every API docs/compatibility.md lists as full or partial, each with a use that compiles only
/// while the API exists in that shape (CompatibilityFixture.swift uses them all in a widget).
let checks: [String: Any] = [
    // AppIntents
    "AppIntent": Nibble.self as any AppIntent.Type,
    "WidgetConfigurationIntent": SnackIntent.self as any WidgetConfigurationIntent.Type,
    "IntentDescription": SnackIntent.description,
    "@Parameter": { (intent: SnackIntent) in intent.$hour } as Any,
    "AppEnum": Flavour.self as any AppEnum.Type,
    "CaseDisplayRepresentable": Flavour.caseDisplayRepresentations,
    "AppEntity": Snack.self as any AppEntity.Type,
    "EntityQuery": SnackQuery.self as any EntityQuery.Type,
    "EntityStringQuery": SnackQuery.self as any EntityStringQuery.Type,
    "EnumerableEntityQuery": AllSnacks.self as any EnumerableEntityQuery.Type,
    "DynamicOptionsProvider": HourOptions.self as any DynamicOptionsProvider.Type,
    "IntentItemCollection": IntentItemCollection<Snack>.self,
    "DisplayRepresentation": DisplayRepresentation(title: "A", subtitle: "B"),
    "TypeDisplayRepresentation": Snack.typeDisplayRepresentation,
    "ParameterSummary": SnackIntent.parameterSummary,
    "Summary": SnackIntent.parameterSummary,
    "When": SnackIntent.parameterSummary,
    "Switch": SnackIntent.parameterSummary,
    "IntentResult": { (nibble: Nibble) in try await nibble.perform() } as Any,
    "IntentDialog": IntentDialog("Hello"),
    // WidgetKit
    "Widget": SnackWidget.self as any Widget.Type,
    "WidgetBundle": SnackBundle.self as any WidgetBundle.Type,
    "WidgetBundleBuilder": WidgetBundleBuilder.self,
    "StaticConfiguration": PlainWidget.self,
    "AppIntentConfiguration": SnackWidget.self,
    "configurationDisplayName": SnackWidget.self,
    "description": SnackWidget.self,
    "supportedFamilies": SnackWidget.self,
    "contentMarginsDisabled": SnackWidget.self,
    "containerBackgroundRemovable": SnackWidget.self,
    "promptsForUserConfiguration": SnackWidget.self,
    "disfavoredLocations": SnackWidget.self,
    "onBackgroundURLSessionEvents": [SnackWidget.self, PlainWidget.self] as [any Widget.Type],
    "TimelineProvider": StaticProvider.self as any TimelineProvider.Type,
    "AppIntentTimelineProvider": SnackProvider.self as any AppIntentTimelineProvider.Type,
    "TimelineProviderContext": TimelineProviderContext.self,
    "TimelineEntry": SnackEntry.self as any TimelineEntry.Type,
    "TimelineEntryRelevance": TimelineEntryRelevance(score: 1, duration: 60),
    "Timeline": Timeline<SnackEntry>.self,
    "TimelineReloadPolicy": [TimelineReloadPolicy.atEnd, .never, .after(Date())],
    "WidgetFamily": WidgetFamily.allCases,
    "WidgetRenderingMode": [WidgetRenderingMode.fullColor, .accented, .vibrant],
    "WidgetLocation": [WidgetLocation.homeScreen, .lockScreen, .standBy],
    "WidgetCenter": { (center: WidgetCenter) in
        center.reloadTimelines(ofKind: "Snack")
        center.reloadAllTimelines()
        center.invalidateConfigurationRecommendations()
        center.getCurrentConfigurations { _ in }
    } as Any,
    "WidgetInfo": { (info: WidgetInfo) in info.widgetConfigurationIntent(of: SnackIntent.self) } as Any,
    "SetValueIntent": { (intent: inout any SetValueIntent) in _ = intent.value } as Any,
    "AppIntentRecommendation": AppIntentRecommendation<SnackIntent>.self,
    "containerBackground(_:for:)": SnackView.self,
    "widgetURL(_:)": SnackView.self,
    "widgetAccentable(_:)": SnackView.self,
    "widgetLabel": SnackView.self,
    "AccessoryWidgetBackground": AccessoryWidgetBackground.self as any View.Type,
    "WidgetAccentedRenderingMode": [WidgetAccentedRenderingMode.accented, .desaturated, .accentedDesaturated, .fullColor],
    "#Preview(as:)": "CompatibilityFixture.swift ends with one",
    "WidgetPreviewContext": WidgetPreviewContext(family: .systemMedium) as any PreviewContext,
    "IntentConfiguration": TreatWidget.self as any Widget.Type,
    "IntentTimelineProvider": TreatProvider.self as any IntentTimelineProvider.Type,
    "IntentRecommendation": IntentRecommendation<SnackChoiceIntent>.self,
    "CustomIntentMigratedAppIntent": SnackChoiceAppIntent.self as any CustomIntentMigratedAppIntent.Type,
    // Intents
    "INIntent": SnackChoiceIntent.self as INIntent.Type,
    "INObject": Treat(identifier: "a", display: "A", pronunciationHint: nil),
    "INObjectCollection": INObjectCollection(items: [Treat(identifier: "a", display: "A")]),
    "INObjectSection": INObjectSection(title: "A", items: [Treat(identifier: "a", display: "A")]),
    "INImage": [INImage(named: "a"), INImage.systemImageNamed("star"), INImage(imageData: Data())],
    "INExtension": IntentHandler.self as INExtension.Type,
    "INIntentResponse": SnackChoiceIntentResponse(code: .success, userActivity: NSUserActivity(activityType: "a")),
    "INIntentResolutionResult": [
        INStringResolutionResult.success(with: "a"), INIntegerResolutionResult.confirmationRequired(with: 1), INBooleanResolutionResult.notRequired(),
        INDoubleResolutionResult.success(with: 1), INDateComponentsResolutionResult.unsupported(), INURLResolutionResult.needsValue(),
        INObjectResolutionResult.disambiguation(with: []), SizeResolutionResult.success(with: .bite),
    ] as [INIntentResolutionResult],
    "NSUserActivity": NSUserActivity(activityType: "com.example.snack"),
    ".intentdefinition": SnackChoiceIntentHandling.self,
    "EntityProperty": EntityProperty<String>(wrappedValue: "a", title: "Title"),
    "showsWidgetLabel": \EnvironmentValues.showsWidgetLabel,
    "ScrollView": ScrollView(.horizontal, showsIndicators: false) { Text("a") }.scrollIndicators(.hidden),
    "ShapeView": Circle().fill(.red).stroke(.blue, lineWidth: 2),
    "Angle": Angle.degrees(30) + .radians(1) - .zero,
    "#Preview": "CompatibilityFixture.swift ends with a view #Preview too",
    "PreviewTrait": [PreviewTrait<Preview.ViewTraits>.sizeThatFitsLayout, .fixedLayout(width: 1, height: 2), .landscapeLeft, .defaultLayout],
    "preferredColorScheme(_:)": Text("a").preferredColorScheme(.dark),
    // CoreLocation
    "CLLocationCoordinate2D": CLLocationCoordinate2D(latitude: 1, longitude: 2),
    "CLLocation": CLLocation(latitude: 1, longitude: 2).distance(from: CLLocation(latitude: 2, longitude: 3)),
    "CLLocationManager": CLLocationManager().location as Any,
    // SwiftUI
    "View": SnackView.self as any View.Type,
    "ViewBuilder": ViewBuilder.self,
    "Environment": \EnvironmentValues.widgetFamily,
    "AppStorage": SnackView.self,
    "ScaledMetric": SnackView.self,
    "State": State(wrappedValue: 1),
    "Binding": Binding.constant(1),
    "Text": Text("A") + Text(verbatim: "B"),
    "Image": Image("named"),
    "Color": Color(red: 1, green: 0, blue: 0, opacity: 0.5),
    "Rectangle": Rectangle(),
    "RoundedRectangle": RoundedRectangle(cornerRadius: 3),
    "Circle": Circle(),
    "Capsule": Capsule(),
    "ContainerRelativeShape": ContainerRelativeShape(),
    "UnevenRoundedRectangle": [UnevenRoundedRectangle(cornerRadii: RectangleCornerRadii(topLeading: 2)), .rect(topTrailingRadius: 3)],
    "ContentUnavailableView": SnackView.self,
    "blendMode(_:)": BlendMode.multiply,
    "contentShape(_:eoFill:)": ContentShapeKinds.interaction,
    "LinearGradient": LinearGradient.self,
    "RadialGradient": RadialGradient.self,
    "VStack": VStack<Text>.self,
    "HStack": HStack<Text>.self,
    "ZStack": ZStack<Text>.self,
    "GeometryReader": GeometryReader<Text>.self,
    "Canvas": Canvas<EmptyView>.self,
    "GraphicsContext": GraphicsContext.Shading.linearGradient(Gradient(colors: [.red]), startPoint: .zero, endPoint: CGPoint(x: 1, y: 1)),
    "CGAffineTransform": CGAffineTransform(rotationAngle: 1).concatenating(.identity).inverted(),
    "saturation": SnackView.self,
    "Grid": Grid<Text>.self,
    "AnyLayout": AnyLayout(HStackLayout()),
    "HStackLayout": [AnyLayout(HStackLayout(alignment: .top, spacing: 2)), AnyLayout(VStackLayout(alignment: .leading)), AnyLayout(ZStackLayout(alignment: .top)), AnyLayout(GridLayout(alignment: .leading, horizontalSpacing: 1, verticalSpacing: 1))],
    "Layout": [HStackLayout()] as [any Layout],
    "containerRelativeFrame": SnackView.self,
    "GridRow": GridRow<Text>.self,
    "LazyVGrid": LazyVGrid<Text>.self,
    "LazyHGrid": LazyHGrid<Text>.self,
    "GridItem": [GridItem(), GridItem(.fixed(10)), GridItem(.adaptive(minimum: 5, maximum: 9), spacing: 1, alignment: .top)],
    "gridCellColumns(_:)": SnackView.self,
    "gridColumnAlignment(_:)": SnackView.self,
    "gridCellUnsizedAxes(_:)": SnackView.self,
    "gridCellAnchor(_:)": SnackView.self,
    "Spacer": Spacer(),
    "Divider": Divider(),
    "Label": Label<Text, Image>.self,
    "Gauge": SnackView.self,
    "ProgressView": [SnackView.self, ProgressView("Loading…").self, ProgressView(LocalizedStringKey("Loading")).self] as [Any],
    "Observable()": { (model: SnackCounter) in Text("\(model.count)") } as Any,
    "Link": SnackView.self,
    "Button(intent:)": SnackView.self,
    "Toggle(isOn:intent:)": SnackView.self,
    "padding": SnackView.self,
    "frame": SnackView.self,
    "font": Font.system(size: 10, weight: .bold, design: .monospaced),
    "fontWidth(_:)": [Font.Width.condensed, .expanded, Font.Width(0.1)],
    "foregroundStyle": HierarchicalShapeStyle.secondary,
    "background": SnackView.self,
    "overlay": SnackView.self,
    "clipShape": SnackView.self,
    "mask(alignment:_:)": SnackView.self,
    "opacity": SnackView.self,
    "lineLimit": SnackView.self,
    "lineSpacing": SnackView.self,
    "position(x:y:)": SnackView.self,
    "labelsHidden": SnackView.self,
    "minimumScaleFactor": SnackView.self,
    "privacySensitive": SnackView.self,
    "redacted(reason:)": RedactionReasons.placeholder,
    "unredacted": SnackView.self,
    "invalidatableContent": SnackView.self,
    "contentTransition": ContentTransition.numericText(),
    "onAppear": SnackView.self,
    "accessibilityLabel": SnackView.self,
    "accessibilityElement(children:)": [AccessibilityChildBehavior.ignore, .combine, .contain],
    "accessibilityHidden": SnackView.self,
    "accessibilityAddTraits": AccessibilityTraits([.isHeader, .isButton]),
    "symbolEffect": [AnySymbolEffectCheck(.bounce.down), AnySymbolEffectCheck(.wiggle.clockwise), AnySymbolEffectCheck(.rotate.byLayer)],
    "animation": Animation.default,
    "PreviewProvider": SnackWidget_Previews.self as any PreviewProvider.Type,
    "previewContext(_:)": SnackWidget_Previews.self,
    "previewDisplayName(_:)": SnackWidget_Previews.self,
    "previewLayout(_:)": [PreviewLayout.device, .sizeThatFits, .fixed(width: 1, height: 2)],
    "previewInterfaceOrientation(_:)": InterfaceOrientation.allCases,
    "previewDevice(_:)": PreviewDevice(rawValue: "Mac"),
    "PreviewPlatform": [PreviewPlatform.iOS, .macOS, .tvOS, .watchOS],
]

@Suite("docs/compatibility.md against the code")
struct CompatibilityTests {
    /// The table's rows: API name (first backticked text) and status.
    static func rows() throws -> [(api: String, status: String)] {
        let document = URL(fileURLWithPath: #filePath)
            .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/compatibility.md")
        let text = try String(contentsOf: document, encoding: .utf8)
        return text.split(separator: "\n").compactMap { line in
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, cells[1].hasPrefix("`"), ["full", "partial", "absent"].contains(cells[2]) else { return nil }
            let name = cells[1].dropFirst().prefix { $0 != "`" }
            return (String(name), cells[2])
        }
    }

    @Test func everyFullOrPartialRowHasACompiledCheck() throws {
        let rows = try Self.rows()
        #expect(rows.count > 80)
        let listed = rows.filter { $0.status != "absent" }.map(\.api)
        let tables = [systemModuleChecks, chartsModuleChecks, uiKitChecks, coreGraphicsChecks, systemFrameworkChecks, activityKitChecks, swiftUIAppViewChecks,
            notificationAndCryptoChecks, deviceFrameworkChecks, authoringGapChecks, surveyRoundFourChecks, pushHandlerChecks,
        ]
        let checks = tables.reduce(checks) { all, table in all.merging(table) { first, _ in first } }
        let unchecked = listed.filter { checks[$0] == nil }
        #expect(unchecked.isEmpty, "rows without a check in CompatibilityTests.swift: \(unchecked)")
        let unlisted = Set(checks.keys).subtracting(listed)
        #expect(unlisted.isEmpty, "checks for APIs the table does not list as full or partial: \(unlisted.sorted())")
    }

    @Test func theFixtureWidgetIsDescribed() async throws {
        let snack = await MainActor.run { SnackWidget() }
        _ = snack
        #expect(SnackIntent.title == "Snack")
    }
}

/// A model with the `@Observable` macro, which `import SwiftUI` brings.
@Observable final class SnackCounter {
    var count = 0
}

/// Any symbol effect, for the table's check.
struct AnySymbolEffectCheck {
    let effect: any SymbolEffect
    init(_ effect: some SymbolEffect) { self.effect = effect }
}
