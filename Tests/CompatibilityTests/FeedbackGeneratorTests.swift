// UIKit's haptic feedback generators on a host with no haptic hardware: made and called as a
// shared helper does after an action, and nothing happens.
import Testing
import UIKit

@Suite("UIKit: feedback generators play nothing")
@MainActor
struct FeedbackGeneratorTests {
    @Test func generatorsAcceptEveryCall() {
        let impact = UIImpactFeedbackGenerator(style: .rigid)
        impact.prepare()
        impact.impactOccurred()
        impact.impactOccurred(intensity: 0.3)
        impact.impactOccurred(intensity: 1, at: CGPoint(x: 4, y: 4))
        #expect(impact.style == .rigid)
        #expect(UIImpactFeedbackGenerator().style == .medium)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.warning)
        let selection = UISelectionFeedbackGenerator()
        selection.selectionChanged()
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.soft.rawValue == 3)
    }
}
