import Foundation
import Observation
import SwiftUI
import Testing
import WidgetryWire

// The layout and environment API and the app views that shared files compile into a widget,
// as evaluation writes them into the archive.

@Observable final class TallyModel {
    var count = 3
}

private struct TallyText: View {
    @Environment(TallyModel.self) private var counter

    var body: some View { Text("Count \(counter.count)") }
}

private struct OptionalTallyText: View {
    @Environment(TallyModel.self) private var counter: TallyModel?

    var body: some View { Text(counter == nil ? "No counter" : "TallyModel") }
}

private struct ScheduleView<S: TimelineSchedule>: View {
    let schedule: S

    var body: some View {
        TimelineView(schedule) { context in
            Text(verbatim: "\(Int(context.date.timeIntervalSince1970)) \(context.cadence == .live ? "live" : context.cadence == .seconds ? "seconds" : "minutes")")
        }
    }
}

private enum Speed: Hashable { case slow, fast }

@MainActor @Suite struct AppViewTests {
    @Test func anObservableModelIsReadFromTheEnvironment() {
        #expect(root(TallyText().environment(TallyModel())).plainText == "Count 3")
        #expect(root(OptionalTallyText()).plainText == "No counter")
        #expect(root(OptionalTallyText().environment(TallyModel())).plainText == "TallyModel")
    }

    @Test func sizeCategoryIsTheDynamicTypeSize() {
        var environment = testEnvironment()
        environment.sizeCategory = .accessibilityLarge
        #expect(environment.dynamicTypeSize == .accessibility2)
        #expect(environment.sizeCategory.isAccessibilityCategory)
        // Text grows with it, as with the dynamic type size.
        let large = root(Text("A"), environment).text!.font.size
        #expect(large > root(Text("A")).text!.font.size)
        #expect(ContentSizeCategory(DynamicTypeSize.xSmall) == .extraSmall)
        #expect(EnvironmentValues().displayScale == 3)
        #expect(EnvironmentValues().horizontalSizeClass == .compact)
    }

    @Test func aTimelineViewIsDrawnForTheSchedulesDateAtTheEntry() {
        // 1_700_000_000 is 22:13:20: the minute began at 22:13:00.
        #expect(root(ScheduleView(schedule: .everyMinute)).plainText == "1699999980 minutes")
        let start = Date(timeIntervalSince1970: 1_699_999_000)
        #expect(root(ScheduleView(schedule: .periodic(from: start, by: 300))).plainText == "1699999900 minutes")
        #expect(root(ScheduleView(schedule: .periodic(from: start, by: 1))).plainText == "1700000000 seconds")
        let dates = [1_699_990_000, 1_699_995_000, 1_700_005_000].map { Date(timeIntervalSince1970: $0) }
        #expect(root(ScheduleView(schedule: .explicit(dates))).plainText == "1699995000 minutes")
        // No date of the schedule before the entry: the entry's date.
        #expect(root(ScheduleView(schedule: .explicit([Date(timeIntervalSince1970: 1_800_000_000)]))).plainText == "1700000000 minutes")
        #expect(root(ScheduleView(schedule: .animation)).plainText == "1700000000 live")
    }

    @Test func withAnimationRunsItsBody() {
        var count = 0
        let result = withAnimation(.spring) { count += 1; return count * 2 }
        var completed = false
        withAnimation(.easeIn, completionCriteria: .removed, { count += 1 }, completion: { completed = true })
        #expect(result == 2 && count == 2 && completed)
    }

    @Test func aSegmentedPickerDrawsEveryOptionAndRaisesTheSelectedOne() {
        let picker = Picker("Speed", selection: .constant(Speed.fast)) {
            Text("Slow").tag(Speed.slow)
            Text("Fast").tag(Speed.fast)
        }
        .pickerStyle(.segmented)
        let node = root(picker)
        let texts = node.all(.text)
        #expect(texts.map(\.plainText) == ["Slow", "Fast"])
        #expect(texts[1].text?.runs.first?.weight == .semibold || texts[1].text?.font.weight == .semibold)
        // Only the selected segment has a background (the raised one).
        let raised = node.all.filter { $0.modifiers.contains { if case .background = $0 { true } else { false } } }
        #expect(raised.count == 2)  // the selected segment and the track
    }

    @Test func aPickerOutsideAFormShowsTheSelectionInTheTint() {
        let picker = Picker("Speed", selection: .constant(Speed.slow)) {
            ForEach([Speed.slow, .fast], id: \.self) { speed in
                Text(speed == .slow ? "Slow" : "Fast")
            }
        }
        let node = root(picker)
        #expect(node.all(.text).map(\.plainText) == ["Slow"])
        #expect(node.all(.image).first?.image?.systemName == "chevron.up.chevron.down")
        #expect(node.all(.text).first?.text?.foreground.name == "tint")
    }

    @Test func aListGroupsLooseRowsAndSections() {
        let list = List {
            Text("Loose")
            Section("Header") {
                Text("One")
                Text("Two")
            }
        }
        let node = root(list)
        #expect(node.kind == .vstack)
        #expect(node.children.count == 2)
        #expect(node.all(.divider).count == 1)  // between One and Two
        #expect(node.all(.text).map(\.plainText) == ["Loose", "Header", "One", "Two"])
        let header = node.all(.text)[1]
        #expect(header.text?.font.textStyle == .footnote)
    }

    @Test func controlsAtRest() {
        let field = root(TextField("Name", text: .constant("")))
        #expect(field.all(.text).map(\.plainText) == ["Name"])
        let secure = root(SecureField("Password", text: .constant("abc")))
        #expect(secure.all(.text).map(\.plainText) == ["•••"])
        let stepper = root(Stepper("Goal", value: .constant(1), in: 1...5))
        #expect(stepper.all(.image).map { $0.image?.systemName } == ["minus", "plus"])
        let slider = root(Slider(value: .constant(0.25)))
        #expect(slider.first(.progress)?.progress?.value == 0.25)
        let menu = root(Menu("Actions") { Text("Hidden") })
        #expect(menu.kind == .button && menu.all(.text).map(\.plainText) == ["Actions"])
        let date = root(DatePicker("When", selection: .constant(referenceDate), displayedComponents: .date))
        #expect(date.all(.text).map(\.plainText) == ["When", "Nov 14, 2023"])
    }

    @Test func presentationsAndToolbarsShowNothing() {
        let view = Text("Body")
            .sheet(isPresented: .constant(true)) { Text("Sheet") }
            .alert("Alert", isPresented: .constant(true)) { Button("OK") {} }
            .toolbar { ToolbarItem { Text("Item") } }
            .navigationTitle("Title")
        #expect(root(NavigationStack { view }).all(.text).map(\.plainText) == ["Body"])
    }

    @Test func anImageRendererHasNoImage() {
        let renderer = ImageRenderer(content: Text("A"))
        var called = false
        renderer.render { _, _ in called = true }
        #expect(renderer.uiImage == nil && renderer.cgImage == nil && !called)
    }
}
