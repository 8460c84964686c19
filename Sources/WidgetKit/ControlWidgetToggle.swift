import WidgetryWire

/// A control with two states, on and off; pressing it performs its `SetValueIntent` with the
/// new state.
public struct ControlWidgetToggle<Label: View, ValueLabel: View, Action>: ControlWidgetTemplate, PrimitiveControlTemplate {
    let title: String?
    let isOn: Bool
    let action: any AppIntent
    let label: () -> Label
    let valueLabel: (Bool) -> ValueLabel

    public var body: Never { fatalError("ControlWidgetToggle is primitive") }

    package var resolvedTemplate: ResolvedControlTemplate? {
        ResolvedControlTemplate(
            kind: .toggle(isOn: isOn), title: title, label: AnyView(label()), valueLabel: { [valueLabel] in AnyView(valueLabel($0)) },
            action: action, tint: nil)
    }

    /// A toggle in state `isOn`, drawn by `label`, whose value reads “On” or “Off”.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label)
    where ValueLabel == ControlWidgetToggleDefaultLabel, Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: nil, isOn: isOn, action: action, label: label) { ControlWidgetToggleDefaultLabel(isOn: $0) }
    }

    /// A toggle in state `isOn`, drawn by `label`, whose value `valueLabel` draws.
    public init(isOn: Bool, action: Action, @ViewBuilder label: @escaping () -> Label, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        self.init(title: nil, isOn: isOn, action: action, label: label, valueLabel: valueLabel)
    }

    init(title: String?, isOn: Bool, action: any AppIntent, label: @escaping () -> Label, valueLabel: @escaping (Bool) -> ValueLabel) {
        self.title = title
        self.isOn = isOn
        self.action = action
        self.label = label
        self.valueLabel = valueLabel
    }
}

extension ControlWidgetToggle where Label == Text {
    /// A toggle titled `titleKey` in state `isOn`, whose value `valueLabel` draws.
    public init(_ titleKey: LocalizedStringKey, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        let title = Text(titleKey)
        self.init(title: title.plainText(), isOn: isOn, action: action, label: { title }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(_ titleResource: LocalizedStringResource, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        let title = titleResource.description
        self.init(title: title, isOn: isOn, action: action, label: { Text(verbatim: title) }, valueLabel: valueLabel)
    }

    @_disfavoredOverload
    public init(_ title: some StringProtocol, isOn: Bool, action: Action, @ViewBuilder valueLabel: @escaping (Bool) -> ValueLabel)
    where Action: SetValueIntent, Action.ValueType == Bool {
        let title = String(title)
        self.init(title: title, isOn: isOn, action: action, label: { Text(verbatim: title) }, valueLabel: valueLabel)
    }
}

/// The value label of a toggle made without one: “On” or “Off”.
public struct ControlWidgetToggleDefaultLabel: View {
    let isOn: Bool
    init(isOn: Bool) { self.isOn = isOn }
    public var body: Text { Text(isOn ? "On" : "Off") }
}
