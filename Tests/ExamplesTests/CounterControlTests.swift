// The counter's controls (an "Add one" button and a "Count in tens" toggle, as in Xcode's
// template) share the widget's state: a control's tap changes what the widget shows, and the
// widget's taps change what the controls show.
import CounterWidgets
import Foundation
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryHost
import WidgetryWire

@Suite("Counter controls")
struct CounterControlTests {
    @Test func theControlsAndTheWidgetShareTheCounter() async throws {
        _ = exampleData
        let home = try await WidgetTestHost(CounterBundle())
        defer { Task { await home.shutdown() } }
        let extensionID = try #require(home.host.extensions.first?.id)
        let controls = try home.host.controls(extensionID: extensionID)
        #expect(controls.map(\.kind) == ["CounterAddOne", "CounterCountInTens"])
        #expect(controls.map(\.template) == [.button, .toggle])
        #expect(controls.map(\.displayName) == ["Add One", "Count in Tens"])

        let name = uniqueCounterName()
        let widget = try await home.place("Counter", family: .systemMedium, configuration: ["name": .string(name), "goal": 3])
        let toggle = try await home.host.placeControl(extensionID: extensionID, kind: "CounterCountInTens", configuration: ["name": .string(name)])
        let addOne = try await home.host.placeControl(extensionID: extensionID, kind: "CounterAddOne", configuration: ["name": .string(name)])
        #expect(toggle.value?.isOn == false)
        #expect(toggle.value?.title == "Count in tens")
        #expect(toggle.value?.offLabel == ControlLabelArchive(text: "Off", symbol: "1.circle"))
        #expect(addOne.value?.label == ControlLabelArchive(text: "Add one", symbol: "plus.circle"))

        // The toggle control: the widget reloads after the action, and its buttons count in tens.
        var events = home.host.events().makeAsyncIterator()
        #expect(try await home.host.performControl(id: toggle.control.id).value?.isOn == true)
        #expect(CounterStore.shared.state(of: name).countsInTens)
        await home.advance(by: 1)
        #expect(try await widget.texts().contains("Add 10"))

        // The button control adds one.
        try await home.host.performControl(id: addOne.control.id)
        await home.advance(by: 1)
        #expect(try await widget.texts().contains("1 of 3"))
        #expect(try widget.reloads().allSatisfy { !$0.counted })

        // The widget's toggle: the control shows its state once ControlCenter has reloaded it.
        try await widget.tap("Count in tens")
        #expect(!CounterStore.shared.state(of: name).countsInTens)
        while try await home.host.controlDisplay(toggle.control.id).value?.isOn != false {
            guard await events.next() != nil else { break }
        }
        #expect(try await home.host.controlDisplay(toggle.control.id).value?.isOn == false)
    }
}
