/// Which widget may join which in a Smart Stack, as both stores check it: widgets of one
/// family on one home-screen page (the lock screen has no stacks).
enum StackRule {
    static func check(_ widget: PlacedWidget, onto target: PlacedWidget) throws {
        guard !StoreArguments.isAccessory(target.family), target.pageID != nil else {
            throw WidgetStoreError.invalidArgument("lock-screen widgets are not stacked")
        }
        guard widget.family == target.family else {
            throw WidgetStoreError.invalidArgument("a stack holds widgets of one size: \(target.family), not \(widget.family)")
        }
        guard widget.pageID == target.pageID else {
            throw WidgetStoreError.invalidArgument("the widgets are on different pages")
        }
    }
}
