import WidgetryWire

// Modifiers of a control's label views: the texts the system shows about the control around it
// (beside the Action button, in Control Center when its state changes). The label draws
// unchanged; Control Center (issue 29) will show them.

extension View {
    /// What pressing the control does, shown beside the Action button.
    public nonisolated func controlWidgetActionHint(_ hint: Text) -> some View { self }

    public nonisolated func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    public nonisolated func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { self }

    @_disfavoredOverload
    public nonisolated func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View { self }

    /// The control's status, shown in Control Center when its state changes.
    public nonisolated func controlWidgetStatus(_ status: Text) -> some View { self }

    public nonisolated func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { self }

    @_disfavoredOverload
    public nonisolated func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { self }

    @_disfavoredOverload
    public nonisolated func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View { self }
}
