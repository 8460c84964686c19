// docs/compatibility.md's SwiftUI rows for the app views and modifiers shared files compile into a widget.
import Foundation
import SwiftUI

@Observable final class CompatibilitySettings {
    var goal = 10
}

struct CompatibilityGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack { configuration.label; configuration.content }
    }
}

struct CompatibilityLayout: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        for subview in subviews { subview.place(at: bounds.origin, anchor: .topLeading, proposal: .unspecified) }
    }
}

struct CompatibilityRank: LayoutValueKey {
    static let defaultValue = 0
}

struct CompatibilitySettingsView: View {
    @Environment(CompatibilitySettings.self) var settings
    @Environment(\.dismiss) var dismiss
    @Environment(\.openURL) var openURL
    @Environment(\.scenePhase) var scenePhase
    @FocusState var focused: Bool
    @State var name = ""
    @State var choice = 1
    @State var date = Date()
    @State var level = 0.5

    var body: some View {
        @Bindable var settings = settings
        NavigationStack {
            Form {
                Section("Goal") {
                    Stepper("Goal", value: $settings.goal, in: 1...20)
                    Picker("Choice", selection: $choice) { Text("One").tag(1); Text("Two").tag(2) }.pickerStyle(.segmented)
                    TextField("Name", text: $name).focused($focused).onSubmit {}.textInputAutocapitalization(.never)
                    SecureField("Password", text: $name)
                    Slider(value: $level)
                    DatePicker("Date", selection: $date)
                    NavigationLink("More") { Text("More") }
                    Menu("Actions") { Button("Close") { dismiss() } }
                }
                List { Text("Row") }.listStyle(.insetGrouped).listRowBackground(Color.clear)
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar { ToolbarItem(placement: .confirmationAction) { Button("Done") {} } }
            .sheet(isPresented: .constant(false)) { Text("Sheet") }
            .alert("Alert", isPresented: .constant(false)) { Button("OK") {} }
            .refreshable {}
            .searchable(text: $name)
        }
    }
}

let swiftUIAppViewChecks: [String: Any] = [
    "controlSize(_:)": { (view: Text) in view.controlSize(.small) } as Any,
    "ignoresSafeArea(_:edges:)": { (view: Text) in view.ignoresSafeArea().edgesIgnoringSafeArea(.all) } as Any,
    "ContentSizeCategory": { (values: EnvironmentValues) in values.sizeCategory.isAccessibilityCategory } as Any,
    "displayScale": { (values: EnvironmentValues) in values.displayScale * values.pixelLength } as Any,
    "UserInterfaceSizeClass": { (values: EnvironmentValues) in values.horizontalSizeClass == .compact && values.verticalSizeClass == .compact } as Any,
    "appendInterpolation(_:specifier:)": Text("\(2.5, specifier: "%.1f")"),
    "withAnimation(_:_:)": { withAnimation(.easeInOut) { _ = 1 } } as Any,
    "TimelineView": TimelineView(.periodic(from: Date(), by: 60)) { context in Text(context.date, style: .time) },
    "TimelineSchedule": [
        TimelineView(.everyMinute) { _ in Text("A") } as Any, TimelineView(.explicit([Date()])) { _ in Text("A") },
        TimelineView(.animation(minimumInterval: 1, paused: false)) { _ in Text("A") },
    ],
    "ImageRenderer": { @MainActor in ImageRenderer(content: Text("A")).uiImage } as Any,
    "Environment(_:)": CompatibilitySettingsView.self,
    "Bindable": Bindable(CompatibilitySettings()).goal,
    "Form": CompatibilitySettingsView.self,
    "List": List(0..<3) { Text("\($0)") },
    "Section": Section("Header") { Text("Row") },
    "Picker": CompatibilitySettingsView.self,
    "tag(_:)": Text("A").tag(1),
    "Menu": Menu("Actions") { Text("A") },
    "GroupBox": GroupBox("Title") { Text("A") }.groupBoxStyle(CompatibilityGroupBoxStyle()),
    "GroupBoxStyle": CompatibilityGroupBoxStyle() as any GroupBoxStyle,
    "NavigationStack": CompatibilitySettingsView.self,
    "NavigationLink": NavigationLink("More", value: 1),
    "navigationTitle(_:)": CompatibilitySettingsView.self,
    "toolbar(content:)": CompatibilitySettingsView.self,
    "sheet(isPresented:onDismiss:content:)": CompatibilitySettingsView.self,
    "refreshable(action:)": CompatibilitySettingsView.self,
    "listStyle(_:)": CompatibilitySettingsView.self,
    "TextField": CompatibilitySettingsView.self,
    "Stepper": CompatibilitySettingsView.self,
    "Slider": CompatibilitySettingsView.self,
    "DatePicker": CompatibilitySettingsView.self,
    "FocusState": CompatibilitySettingsView.self,
    "DismissAction": CompatibilitySettingsView.self,
    "OpenURLAction": OpenURLAction { _ in .handled },
    "ScenePhase": [ScenePhase.active, .inactive, .background],
    "LabeledContent": LabeledContent("Distance", value: 4.2, format: .number),
    "keyboardType(_:)": { (field: TextField<Text>) in field.keyboardType(.decimalPad).autocapitalization(.none).onOpenURL { _ in } } as Any,
    "LayoutSubviews": CompatibilityLayout { Text("A").layoutValue(key: CompatibilityRank.self, value: 1) },
    "ControlGroup": ControlGroup { Button("Copy") {}; Button("Reset") {} },
    "DisclosureGroup": { (expanded: Binding<Bool>) in
        DisclosureGroup(isExpanded: expanded) { Text("Details") } label: { Text("EQ") }
    } as Any,
    "ShareLink": { (log: String) in
        [AnyView(ShareLink(item: log) { Label("Share log", systemImage: "square.and.arrow.up") }.buttonStyle(.bordered)), AnyView(ShareLink(item: URL(string: "https://example.com")!))]
    } as Any,
    "ButtonStyle": Button("Start") {}.buttonStyle(CapsuleCheckButtonStyle()),
]

/// A custom button style, as app screens shared with a widget define them.
struct CapsuleCheckButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .padding(.horizontal, 20)
            .background(Capsule().fill(configuration.isPressed ? Color.gray : Color.blue))
    }
}
