import AppIntents
import Testing
import WidgetryWire

@Suite struct ParameterOptionsTests {
    @Test func filteringIgnoresCaseAndAccentsAndDropsEmptySections() {
        let options = ParameterOptions(sections: [
            .init(title: "North", items: [.init(value: "1", display: DisplayText(title: "Crème Brûlée")), .init(value: "2", display: DisplayText(title: "Tart", subtitle: "Apple"))]),
            .init(title: "South", items: [.init(value: "3", display: DisplayText(title: "Pie"))]),
        ])
        #expect(options.filtered(matching: "creme").items.map(\.value) == ["1"])
        #expect(options.filtered(matching: "APPLE").items.map(\.value) == ["2"])
        #expect(options.filtered(matching: "pie").sections.map(\.title) == ["South"])
        #expect(options.filtered(matching: "  ") == options)
        #expect(options.filtered(matching: nil) == options)
    }
}
