import WidgetryWire

// Modifiers of a control's label views: the texts the system shows about the control around it
// (beside the Action button, in Control Center when its state changes). The label draws
// unchanged; the texts travel with the control's value (`ControlArchive.status`, `actionHint`),
// and the page's Control Center shows them.

extension View {
    /// What pressing the control does, shown beside the Action button.
    public nonisolated func controlWidgetActionHint(_ hint: Text) -> some View { ControlLabelNote(content: self, note: .actionHint, text: hint) }

    public nonisolated func controlWidgetActionHint(_ hintKey: LocalizedStringKey) -> some View { controlWidgetActionHint(Text(hintKey)) }

    @_disfavoredOverload
    public nonisolated func controlWidgetActionHint(_ hint: LocalizedStringResource) -> some View { controlWidgetActionHint(Text(hint)) }

    @_disfavoredOverload
    public nonisolated func controlWidgetActionHint<S: StringProtocol>(_ hint: S) -> some View {
        controlWidgetActionHint(Text(verbatim: String(hint)))
    }

    /// The control's status, shown in Control Center when its state changes.
    public nonisolated func controlWidgetStatus(_ status: Text) -> some View { ControlLabelNote(content: self, note: .status, text: status) }

    public nonisolated func controlWidgetStatus(_ statusKey: LocalizedStringKey) -> some View { controlWidgetStatus(Text(statusKey)) }

    @_disfavoredOverload
    public nonisolated func controlWidgetStatus(_ status: LocalizedStringResource) -> some View { controlWidgetStatus(Text(status)) }

    @_disfavoredOverload
    public nonisolated func controlWidgetStatus<S: StringProtocol>(_ status: S) -> some View {
        controlWidgetStatus(Text(verbatim: String(status)))
    }
}

/// A label view with a text about its control: draws `content`, and while a control's label is
/// archived (``ControlLabelNotes/collecting(_:)``) hands its text to the collector.
nonisolated struct ControlLabelNote<Content: View> {
    let content: Content
    let note: ControlLabelNotes.Kind
    let text: Text
}

extension ControlLabelNote: View {
    @MainActor var body: some View {
        ControlLabelNotes.current?.record(note, text)
        return content
    }
}

/// The status and action hint found while a control's labels are evaluated (the first of each).
@MainActor final class ControlLabelNotes {
    /// Which text a label view carries.
    nonisolated enum Kind { case status, actionHint }

    static var current: ControlLabelNotes?
    private(set) var status: Text?
    private(set) var actionHint: Text?

    func record(_ note: Kind, _ text: Text) {
        switch note {
        case .status: if status == nil { status = text }
        case .actionHint: if actionHint == nil { actionHint = text }
        }
    }

    /// Runs `body` (which evaluates label views) with a collector, and returns it.
    static func collecting(_ body: () -> Void) -> ControlLabelNotes {
        let notes = ControlLabelNotes()
        let outer = current
        current = notes
        defer { current = outer }
        body()
        return notes
    }
}
