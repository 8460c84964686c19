import Testing
@testable import WidgetryStore

@Test func storeModuleLinks() {
    _ = WidgetryStore.self
}
