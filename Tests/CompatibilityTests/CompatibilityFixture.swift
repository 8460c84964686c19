// One widget extension that uses every API docs/compatibility.md lists as full or partial,
// written as Apple's sample code is (Swift 5 mode). If a listed API disappears or changes its
// shape, this file stops compiling.
import AppIntents
import SwiftUI
import WidgetKit

enum Flavour: String, AppEnum {
    case sweet, salty
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Flavour"
    static var caseDisplayRepresentations: [Flavour: DisplayRepresentation] = [
        .sweet: DisplayRepresentation(title: "Sweet", subtitle: "Sugar"),
        .salty: "Salty",
    ]
}

struct Snack: AppEntity {
    let id: String
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Snack"
    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(id)") }
    static var defaultQuery = SnackQuery()
}

struct SnackQuery: EntityStringQuery {
    func entities(for identifiers: [Snack.ID]) async throws -> [Snack] { identifiers.map(Snack.init(id:)) }
    func suggestedEntities() async throws -> [Snack] { [Snack(id: "crisps")] }
    func entities(matching string: String) async throws -> [Snack] { [Snack(id: string)] }
}

struct AllSnacks: EnumerableEntityQuery {
    func allEntities() async throws -> [Snack] { [Snack(id: "crisps")] }
    func entities(for identifiers: [Snack.ID]) async throws -> [Snack] { identifiers.map(Snack.init(id:)) }
}

struct HourOptions: DynamicOptionsProvider {
    func results() async throws -> [Int] { Array(0..<24) }
}

struct SnackIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Snack"
    static var description = IntentDescription("Pick a snack.")

    @Parameter(title: "Snack") var snack: Snack?
    @Parameter(title: "Flavour", default: .sweet) var flavour: Flavour
    @Parameter(title: "Hour", optionsProvider: HourOptions()) var hour: Int
    @Parameter(title: "Show hour", default: false) var showHour: Bool

    static var parameterSummary: some ParameterSummary {
        When(\.$showHour, .equalTo, true) {
            Summary("\(\.$snack) at \(\.$hour)") {
                \.$flavour
                \.$showHour
            }
        } otherwise: {
            Switch(\.$flavour) {
                Case(.sweet) { Summary("Sweet \(\.$snack)") }
                DefaultCase { Summary("\(\.$snack)") }
            }
        }
    }

    func perform() async throws -> some IntentResult & ProvidesDialog {
        .result(dialog: IntentDialog("Done"))
    }
}

struct Nibble: AppIntent {
    static var title: LocalizedStringResource = "Nibble"
    func perform() async throws -> some IntentResult { .result() }
}

struct SnackEntry: TimelineEntry {
    let date: Date
    var relevance: TimelineEntryRelevance? { TimelineEntryRelevance(score: 1) }
}

struct SnackProvider: AppIntentTimelineProvider {
    func placeholder(in context: Context) -> SnackEntry { SnackEntry(date: Date()) }
    func snapshot(for configuration: SnackIntent, in context: Context) async -> SnackEntry {
        _ = (context.family, context.isPreview, context.displaySize, context.environmentVariants)
        return SnackEntry(date: Date())
    }
    func timeline(for configuration: SnackIntent, in context: Context) async -> Timeline<SnackEntry> {
        Timeline(entries: [SnackEntry(date: Date())], policy: .after(Date().addingTimeInterval(900)))
    }
    func recommendations() -> [AppIntentRecommendation<SnackIntent>] {
        [AppIntentRecommendation(intent: SnackIntent(), description: "A snack")]
    }
}

struct StaticProvider: TimelineProvider {
    func placeholder(in context: Context) -> SnackEntry { SnackEntry(date: Date()) }
    func getSnapshot(in context: Context, completion: @escaping (SnackEntry) -> Void) { completion(SnackEntry(date: Date())) }
    func getTimeline(in context: Context, completion: @escaping (Timeline<SnackEntry>) -> Void) {
        completion(Timeline(entries: [SnackEntry(date: Date())], policy: .atEnd))
    }
}

struct SnackView: View {
    @Environment(\.widgetFamily) var family
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.redactionReasons) var redactionReasons
    @Environment(\.widgetRenderingMode) var renderingMode
    @Environment(\.showsWidgetContainerBackground) var showsBackground
    @Environment(\.widgetContentMargins) var margins
    @Environment(\.dynamicTypeSize) var typeSize
    @AppStorage("favourite", store: UserDefaults(suiteName: "group.snacks")) var favourite = "Crisps"
    @AppStorage("lastEaten") var lastEaten: Date?
    @ScaledMetric(relativeTo: .caption) var badgeSize: CGFloat = 12
    @State private var expanded = false
    var entry: SnackEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            HStack {
                Label("Snack", systemImage: "star.fill")
                Spacer()
                Image(systemName: "leaf")
            }
            ZStack {
                Rectangle().fill(.red)
                RoundedRectangle(cornerRadius: 4).stroke(.blue)
                Circle().fill(LinearGradient(colors: [.red, .orange], startPoint: .top, endPoint: .bottom))
                Capsule().fill(RadialGradient(colors: [.white, .black], center: .center, startRadius: 0, endRadius: 10))
                ContainerRelativeShape().fill(Color(red: 0.1, green: 0.2, blue: 0.3).opacity(0.5))
                UnevenRoundedRectangle(topLeadingRadius: 6, bottomTrailingRadius: 2, style: .circular)
                    .stroke(.purple, lineWidth: 2)
                    .blendMode(.multiply)
            }
            .clipShape(.rect(cornerRadii: RectangleCornerRadii(topLeading: 4, topTrailing: 4)))
            .frame(minWidth: 10, maxWidth: .infinity, maxHeight: 20, alignment: .leading)
            Grid(alignment: .leading, horizontalSpacing: 4, verticalSpacing: 2) {
                GridRow(alignment: .top) {
                    Text("Sweet").gridColumnAlignment(.leading)
                    Text("3").gridCellAnchor(.topLeading)
                }
                Divider().gridCellUnsizedAxes(.horizontal)
                GridRow {
                    Text("Salty, many").gridCellColumns(2)
                }
            }
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 20)), GridItem(.fixed(30), spacing: 2, alignment: .top)], pinnedViews: [.sectionHeaders]) {
                ForEach(0..<3) { Text("\($0)") }
            }
            LazyHGrid(rows: [GridItem(.flexible(minimum: 5, maximum: 20))], alignment: .top, spacing: 3) {
                Text("Row")
            }
            GeometryReader { geometry in
                Capsule()
                    .fill(.green)
                    .frame(width: geometry.size.width * 0.5, height: geometry.frame(in: .local).height)
            }
            .frame(height: 6)
            Canvas { context, size in
                var path = Path()
                path.move(to: CGPoint(x: 0, y: size.height))
                path.addLine(to: CGPoint(x: size.width / 2, y: 0))
                path.addLine(to: CGPoint(x: size.width, y: size.height / 2))
                context.stroke(path, with: .color(.orange), style: StrokeStyle(lineWidth: 2, lineCap: .round, lineJoin: .round))
                context.fill(
                    Path(ellipseIn: CGRect(x: size.width / 2 - 2, y: -2, width: 4, height: 4)),
                    with: .radialGradient(Gradient(colors: [.white, .orange]), center: CGPoint(x: size.width / 2, y: 0), startRadius: 0, endRadius: 2))
                var label = context
                label.translateBy(x: size.width / 2, y: size.height)
                label.rotate(by: .degrees(-10))
                label.opacity = 0.8
                label.blendMode = .plusLighter
                label.clip(to: Path(CGRect(origin: .zero, size: size)), options: .inverse)
                label.draw(Text("Peak"), at: .zero, anchor: .bottom)
                let resolved = context.resolve(Image(systemName: "sun.max"))
                context.draw(resolved, in: CGRect(origin: .zero, size: resolved.size))
                context.addFilter(.shadow(radius: 1, y: 1))
                context.addFilter(.brightness(0.1), options: .linearColor)
                context.drawLayer { layer in
                    layer.concatenate(CGAffineTransform(scaleX: 1, y: -1).translatedBy(x: 0, y: -size.height))
                    layer.fill(Path(CGRect(x: 0, y: 0, width: 2, height: 2)), with: .foreground)
                }
            }
            .frame(height: 12)
            Image(systemName: "bell")
                .symbolEffect(.bounce.up.byLayer, options: .nonRepeating, value: entry.date)
                .symbolEffect(.pulse, options: .repeating.speed(2), isActive: true)
                .symbolEffect(.variableColor.iterative.reversing)
                .contentTransition(.symbolEffect(.replace.downUp))
                .symbolEffectsRemoved(false)
            Image(systemName: "leaf")
                .saturation(0.5)
                .brightness(-0.1)
                .contrast(1.2)
                .hueRotation(.degrees(30))
                .colorInvert()
                .grayscale(0.2)
                .blur(radius: 1)
                .mask(alignment: .top) { LinearGradient(colors: [.black, .clear], startPoint: .top, endPoint: .bottom) }
                .mask(Circle())
            Divider()
            Text(entry.date, style: .timer)
                .font(.system(size: 12, weight: .bold, design: .rounded))
                .foregroundStyle(.secondary)
                .lineLimit(1)
                .minimumScaleFactor(0.5)
                .contentTransition(.numericText())
                .animation(.default, value: entry.date)
            Gauge(value: 0.5) { Text("Half") }
                .labelsHidden()
            Text("Two\nlines").lineSpacing(4)
            Toggle("Expanded", isOn: $expanded)
            SnackBadge(name: $favourite, expanded: $expanded)
                .frame(width: badgeSize, height: badgeSize)
            let layout = family == .systemSmall ? AnyLayout(VStackLayout(alignment: .leading, spacing: 2)) : AnyLayout(HStackLayout())
            layout {
                Color.mint.containerRelativeFrame(.horizontal, count: 4, span: 1, spacing: 2)
                Color.teal.containerRelativeFrame(.horizontal) { length, _ in length / 3 }
                Color.cyan.containerRelativeFrame([.horizontal, .vertical], alignment: .leading)
            }
            .frame(height: 8)
            (Text("12:30").monospaced() + Text(" narrow").fontWidth(.condensed).fontDesign(.serif))
                .font(.caption.width(.expanded))
                .fontWidth(.compressed)
            ZStack {
                Circle().frame(width: 4, height: 4).position(x: 2, y: 2)
                Circle().frame(width: 4, height: 4).position(CGPoint(x: 6, y: 2))
            }
            .frame(height: 4)
            ProgressView(timerInterval: entry.date...entry.date.addingTimeInterval(60))
            Link(destination: URL(string: "snacks://open")!) { Text("Open") }
            Button(intent: Nibble()) { Text("Nibble") }
                .contentShape(Rectangle())
                .contentShape(.interaction, Capsule())
            Toggle(isOn: true, intent: Nibble()) { Text("On") }
            Text("Secret").privacySensitive()
            Text("Shown").unredacted()
                .accessibilityLabel("Shown text")
                .accessibilityValue(Text("visible"))
                .accessibilityHint("Always shown")
            HStack {
                Image(systemName: "leaf").accessibilityHidden(true)
                Text("Crunchy").accessibilityAddTraits(.isHeader).accessibilityRemoveTraits(.isImage)
            }
            .accessibilityElement(children: .combine)
            .accessibilityIdentifier("snack-row")
            .accessibilitySortPriority(1)
            Text("Stale").invalidatableContent()
                .onAppear { print("appeared") }
                .onDisappear()
                .task { await Task.yield() }
                .task(id: entry.date) {}
                .onChange(of: entry.date) { old, new in print(old, new) }
                .onChange(of: entry.date, initial: true) {}
                .onTapGesture { print("tapped") }
            Text("Accent").widgetAccentable()
            Image("Snack").resizable().widgetAccentedRenderingMode(.desaturated)
            if family == .systemLarge {
                ContentUnavailableView("No Snacks", systemImage: "tray", description: Text("Add one in the app."))
                ContentUnavailableView {
                    Label("Offline", systemImage: "wifi.slash")
                } description: {
                    Text("Snacks will be back.")
                } actions: {
                    Link("Settings", destination: URL(string: "snacks://settings")!)
                }
            }
            if family == .accessoryCircular {
                ZStack {
                    AccessoryWidgetBackground()
                    Text("Label").widgetLabel("Snack")
                }
            }
        }
        .padding()
        .background(Color.yellow)
        .overlay(Circle().stroke(.green))
        .clipShape(RoundedRectangle(cornerRadius: 8))
        .opacity(0.9)
        .redacted(reason: .placeholder)
        .containerBackground(.fill.tertiary, for: .widget)
        .widgetURL(URL(string: "snacks://widget"))
    }
}

struct SnackWidget: Widget {
    var body: some WidgetConfiguration {
        AppIntentConfiguration(kind: "Snack", intent: SnackIntent.self, provider: SnackProvider()) { entry in
            SnackView(entry: entry)
        }
        .configurationDisplayName("Snack")
        .description("A snack.")
        .supportedFamilies([.systemSmall, .accessoryCircular])
        .contentMarginsDisabled()
        .containerBackgroundRemovable(false)
        .promptsForUserConfiguration()
        .disfavoredLocations([.standBy], for: [.systemSmall])
        .onBackgroundURLSessionEvents { identifier, completion in
            print("events for \(identifier)")
            completion()
        }
    }
}

struct PlainWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Plain", provider: StaticProvider()) { _ in Text("Plain") }
            .onBackgroundURLSessionEvents(matching: "plain-downloads") { _, completion in completion() }
    }
}

struct SnackBundle: WidgetBundle {
    var body: some Widget {
        SnackWidget()
        if #available(iOS 17.0, *) {
            PlainWidget()
        }
    }
}

#Preview(as: .systemSmall) {
    SnackWidget()
} timeline: {
    SnackEntry(date: .now)
}

// Xcode's previews before iOS 17, as its widget template wrote them.
struct SnackWidget_Previews: PreviewProvider {
    static var previews: some View {
        SnackView(entry: SnackEntry(date: Date()))
            .previewContext(WidgetPreviewContext(family: .systemSmall))
        Group {
            SnackView(entry: SnackEntry(date: Date()))
                .previewContext(WidgetPreviewContext(family: .accessoryRectangular))
                .previewDisplayName("Lock screen")
            Text("Snack")
                .previewLayout(.fixed(width: 100, height: 40))
                .previewLayout(PreviewLayout.sizeThatFits)
                .previewDevice(PreviewDevice(rawValue: "iPhone 15 Pro"))
                .previewDevice("iPad Pro (11-inch)")
                .previewInterfaceOrientation(.landscapeRight)
                .previewLayout(.device)
        }
        .environment(\.colorScheme, .dark)
    }

    static var platform: PreviewPlatform? { .iOS }
}

struct SnackBadge: View {
    @Binding var name: String
    @Binding var expanded: Bool
    var body: some View {
        Text(expanded ? name : String(name.prefix(1)))
    }
}

#Preview("Snack view", traits: .sizeThatFitsLayout) {
    Text("Snack")
}
