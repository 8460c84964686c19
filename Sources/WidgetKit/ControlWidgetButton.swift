import WidgetryWire

/// A control that performs an action each time it is pressed (it has no state).
public struct ControlWidgetButton<Label: View, ActionLabel: View, Action>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let title: String?
    let action: any AppIntent
    let label: () -> Label
    let actionLabel: (Bool) -> ActionLabel

    public var body: Never { fatalError("ControlWidgetButton is primitive") }

    package var resolvedTemplate: ResolvedControlTemplate? {
        ResolvedControlTemplate(
            kind: .button, title: title, label: AnyView(label()), valueLabel: { [actionLabel] in AnyView(actionLabel($0)) },
            action: action, tint: nil)
    }

    /// A button that performs `action`, drawn by `label`.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label) where ActionLabel == ControlWidgetButtonDefaultActionLabel, Action: AppIntent {
        self.init(title: nil, action: action, label: label) { _ in ControlWidgetButtonDefaultActionLabel() }
    }

    /// A button that performs `action`, drawn by `label`, and by `actionLabel(true)` while the
    /// action runs.
    public init(action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        self.init(title: nil, action: action, label: label, actionLabel: actionLabel)
    }

    init(title: String?, action: any AppIntent, label: @escaping () -> Label, actionLabel: @escaping (Bool) -> ActionLabel) {
        self.title = title
        self.action = action
        self.label = label
        self.actionLabel = actionLabel
    }
}

extension ControlWidgetButton where Label == Text {
    /// A button titled `titleKey` that performs `action`.
    public init(_ titleKey: LocalizedStringKey, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        let title = Text(titleKey)
        self.init(title: title.plainText(), action: action, label: { title }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel)
    where Action: AppIntent {
        let title = titleResource.description
        self.init(title: title, action: action, label: { Text(verbatim: title) }, actionLabel: actionLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, action: Action, @ViewBuilder actionLabel: @escaping (Bool) -> ActionLabel) where Action: AppIntent {
        let title = String(title)
        self.init(title: title, action: action, label: { Text(verbatim: title) }, actionLabel: actionLabel)
    }
}

/// The action label of a button made without one: nothing besides the button's label.
public struct ControlWidgetButtonDefaultActionLabel: View {
    init() {}
    public var body: EmptyView { EmptyView() }
}
