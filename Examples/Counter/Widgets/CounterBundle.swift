// The interactive counter extension: the widget and its two controls.
import SwiftUI
import WidgetKit

public struct CounterBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        CounterWidget()
        AddOneControl()
        CountInTensControl()
    }
}
