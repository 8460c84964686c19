// The system monitor extension: this machine's processor, drawn with Swift Charts.
import SwiftUI
import WidgetKit

public struct SystemMonitorBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        ProcessorWidget()
    }
}
