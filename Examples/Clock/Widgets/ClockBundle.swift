// Clock and countdown: widgets whose dates keep moving between reloads.
import SwiftUI
import WidgetKit

public struct ClockBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ClockWidget()
        CountdownWidget()
        FocusTimerWidget()
    }
}
