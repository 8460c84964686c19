import Testing
import WidgetryWire

@testable import WidgetryWeb

/// The inspector says what an entry's charts could not draw: values that are not numbers.
struct InspectorNotesTests {
    static func entry(omitted: Int?) -> EntryArchive {
        var chart = ChartArchive(summary: "Line chart")
        chart.omittedValues = omitted
        let root = ViewNode(id: "r", content: .vstack(StackArchive()), children: [ViewNode(id: "r.0", content: .chart(chart))])
        let widget = WidgetArchive(family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: 0, environment: ArchiveEnvironment(), root: root)
        return EntryArchive(date: 0, variants: [widget])
    }

    @Test func anEntryWhoseChartLeftValuesOutSaysHowMany() {
        #expect(InspectorResource.notes(of: Self.entry(omitted: 3)) == ["3 chart values were not drawn: not a number or infinite"])
        #expect(InspectorResource.notes(of: Self.entry(omitted: 1)) == ["1 chart value was not drawn: not a number or infinite"])
        #expect(InspectorResource.notes(of: Self.entry(omitted: nil)) == nil)
    }
}
