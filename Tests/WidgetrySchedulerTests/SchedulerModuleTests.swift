import Testing
@testable import WidgetryScheduler

@Test func schedulerModuleLinks() {
    _ = WidgetryScheduler.self
}
