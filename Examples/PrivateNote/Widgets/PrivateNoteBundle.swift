// The private-note extension.
import SwiftUI
import WidgetKit

public struct PrivateNoteBundle: WidgetBundle {
    public init() {}

    public var body: some Widget {
        PrivateNoteWidget()
    }
}
