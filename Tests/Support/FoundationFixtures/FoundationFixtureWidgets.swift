import SwiftUI
import WidgetKit

public struct FoundationFixtureWidgets: WidgetBundle {
    public init() {}

    public var body: some Widget {
        DeparturesWidget()
        FareWidget()
        AccountWidget()
        AboutWidget()
    }
}
