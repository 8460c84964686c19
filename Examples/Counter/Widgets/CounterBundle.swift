// The interactive counter extension.
import SwiftUI
import WidgetKit

public struct CounterBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        CounterWidget()
    }
}
