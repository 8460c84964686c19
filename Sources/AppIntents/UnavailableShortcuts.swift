// App Intents API a home screen has no use for, declared unavailable with the reason.

@available(*, unavailable, message: "Siri and Shortcuts are not part of a home screen: App Shortcuts are not provided")
public protocol AppShortcutsProvider {}

@available(*, unavailable, message: "property queries (filters and sorting in Shortcuts) are not used by widget configuration: use EntityQuery or EntityStringQuery")
public protocol EntityPropertyQuery {}
