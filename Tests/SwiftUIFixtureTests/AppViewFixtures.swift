import Foundation
import Observation
import SwiftUI

// App files that widget targets compile in because they share them, in the shapes real ones
// have (Swift 5 mode, as Apple's sample code is written): a settings screen, an observable
// model read from the environment, and a widget view using the layout and environment API.

@Observable final class ReadingSettings {
    var dailyGoal = 20
    var units = "pages"
    var remindersOn = true
    var reminderTime = Date(timeIntervalSince1970: 1_700_000_000)
    var nickname = ""
}

enum Theme: String, CaseIterable, Identifiable {
    case system, light, dark
    var id: String { rawValue }
    var title: String { rawValue.capitalized }
}

struct ReadingSettingsView: View {
    @Environment(ReadingSettings.self) private var settings
    @Environment(\.dismiss) private var dismiss
    @Environment(\.openURL) private var openURL
    @Environment(\.scenePhase) private var scenePhase
    @State private var theme: Theme = .dark
    @State private var showsAbout = false
    @State private var confirmsReset = false
    @FocusState private var nicknameFocused: Bool

    var body: some View {
        @Bindable var settings = settings
        NavigationStack {
            Form {
                Section {
                    Stepper("Goal: \(settings.dailyGoal)", value: $settings.dailyGoal, in: 1...200)
                    Picker("Units", selection: $settings.units) {
                        Text("Pages").tag("pages")
                        Text("Minutes").tag("minutes")
                    }
                } header: {
                    Text("Daily goal")
                } footer: {
                    Text("Shown on the widget.")
                }
                Section("Appearance") {
                    Picker("Theme", selection: $theme) {
                        ForEach(Theme.allCases, id: \.self) { theme in
                            Text(theme.title)
                        }
                    }
                    .pickerStyle(.menu)
                    Toggle("Reminders", isOn: $settings.remindersOn)
                    DatePicker("Remind at", selection: $settings.reminderTime, displayedComponents: .hourAndMinute)
                }
                Section {
                    LabeledContent("Version", value: "2.1")
                    TextField("Goal", value: $settings.dailyGoal, format: .number)
                        .keyboardType(.numberPad)
                    TextField("Nickname", text: $settings.nickname)
                        .focused($nicknameFocused)
                        .textInputAutocapitalization(.words)
                        .onSubmit { nicknameFocused = false }
                    Button("Reset", role: .destructive) { confirmsReset = true }
                        .disabled(scenePhase != .active)
                }
            }
            .navigationTitle("Settings")
            .navigationBarTitleDisplayMode(.inline)
            .toolbar {
                ToolbarItem(placement: .confirmationAction) {
                    Button("Done") { dismiss() }
                }
                ToolbarItem(placement: .topBarLeading) {
                    Menu {
                        Button("About") { showsAbout = true }
                        Button("Website") { openURL(URL(string: "https://example.com")!) }
                    } label: {
                        Image(systemName: "ellipsis.circle")
                    }
                }
            }
            .sheet(isPresented: $showsAbout) {
                Text("About")
            }
            .alert("Reset progress?", isPresented: $confirmsReset) {
                Button("Reset", role: .destructive) {
                    withAnimation { settings.dailyGoal = 20 }
                }
                Button("Cancel", role: .cancel) {}
            } message: {
                Text("This cannot be undone.")
            }
            .confirmationDialog("Share", isPresented: .constant(false), titleVisibility: .visible) {
                Button("Copy") {}
            }
            .refreshable {}
            .onOpenURL { _ in }
            .searchable(text: .constant(""), prompt: "Search")
        }
    }
}

/// A group box style of one's own, as widgets give their cards.
struct CardGroupBoxStyle: GroupBoxStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 4) {
            configuration.label
                .font(.caption.weight(.semibold))
                .foregroundStyle(.secondary)
            configuration.content
        }
        .padding(10)
        .background(.blue.opacity(0.15), in: RoundedRectangle(cornerRadius: 12))
    }
}

struct ReadingProgressWidgetView: View {
    let pagesRead: Double
    let goal: Double

    @Environment(\.sizeCategory) private var sizeCategory
    @Environment(\.displayScale) private var displayScale
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass

    var body: some View {
        TimelineView(.everyMinute) { context in
            VStack(alignment: .leading) {
                GroupBox {
                    Text("\(pagesRead / goal * 100, specifier: "%.1f")% of goal")
                } label: {
                    Label("Today", systemImage: "book")
                }
                .groupBoxStyle(CardGroupBoxStyle())
                Text(context.date, style: .time)
                    .font(sizeCategory.isAccessibilityCategory ? .caption : .body)
                Text("Scale \(Int(displayScale))×, \(horizontalSizeClass == .compact ? "compact" : "regular")")
                ControlSizeReader()
            }
            .controlSize(.small)
        }
        .edgesIgnoringSafeArea(.all)
    }
}

struct ControlSizeReader: View {
    @Environment(\.controlSize) private var controlSize

    var body: some View {
        Text(controlSize == .small ? "Small controls" : "Regular controls")
    }
}

/// A layout of one's own: its subviews side by side, each as wide as the widest.
struct EqualWidthRow: Layout {
    var spacing: CGFloat = 6

    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        let widest = sizes.map(\.width).max() ?? 0
        let gaps = spacing * CGFloat(max(subviews.count - 1, 0))
        return CGSize(width: widest * CGFloat(subviews.count) + gaps, height: sizes.map(\.height).max() ?? 0)
    }

    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let widest = subviews.map { $0.sizeThatFits(.unspecified).width }.max() ?? 0
        var x = bounds.minX
        for subview in subviews {
            subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: ProposedViewSize(width: widest, height: nil))
            x += widest + spacing
        }
    }
}

struct StreakBarsView: View {
    var body: some View {
        EqualWidthRow {
            Text("Mon").frame(width: 30, height: 20)
            Color.orange.frame(width: 50, height: 10)
        }
    }
}
