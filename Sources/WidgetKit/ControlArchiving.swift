import WidgetryWire

// A control as the host sees it: its description (from its preview) and its template's value,
// the label views evaluated to the text and symbol the system draws.

extension ResolvedControl {
    /// The control's description for the host; its template kind is the preview's (with the
    /// intent's default configuration).
    package func wire() async -> ControlDescription {
        let (defaults, _) = await runner.defaultConfiguration()
        let template = try? await runner.template(configuration: defaults, preview: true)
        return ControlDescription(
            kind: kind, displayName: displayName ?? kind, description: description ?? "", template: template?.templateKind,
            intent: runner.intentSchema, promptsForUserConfiguration: promptsForUserConfiguration, hasPushHandler: pushHandler != nil)
    }
}

extension ResolvedControlTemplate {
    var templateKind: ControlTemplateKind {
        if case .toggle = kind { .toggle } else { .button }
    }

    /// The template as the wire carries it. Archiving the action registers its intent type, so
    /// a tap relayed by the host can be performed.
    @MainActor package var archive: ControlArchive {
        let isOn: Bool? = if case .toggle(let isOn) = kind { isOn } else { nil }
        var label = ControlLabelArchive(), onLabel = ControlLabelArchive(), offLabel = ControlLabelArchive()
        // The status and action hint of what shows now: the label, and a toggle's value label
        // for its state (a button's action label shows only while its action runs).
        let notes = ControlLabelNotes.collecting {
            label = Self.labelArchive(self.label)
            if isOn == true { onLabel = Self.labelArchive(valueLabel(true)) }
            if isOn == false { offLabel = Self.labelArchive(valueLabel(false)) }
        }
        if isOn != true { onLabel = Self.labelArchive(valueLabel(true)) }
        if isOn != false { offLabel = Self.labelArchive(valueLabel(false)) }
        return ControlArchive(
            template: templateKind, title: title ?? label.text, label: label, onLabel: onLabel, offLabel: offLabel, isOn: isOn,
            tint: tint?.resolved(in: .light), action: archiveIntent(action), status: notes.status.map(Self.string),
            actionHint: notes.actionHint.map(Self.string))
    }

    /// A text as the system shows it (localized, its runs joined).
    @MainActor static func string(_ text: Text) -> String {
        evaluate(AnyView(text)).root.text?.runs.map(\.string).joined() ?? ""
    }

    /// The first text and the first SF Symbol of a label's views.
    @MainActor static func labelArchive(_ view: AnyView) -> ControlLabelArchive {
        var found = ControlLabelArchive()
        func visit(_ node: ViewNode) {
            if found.text == nil, let text = node.text { found.text = text.runs.map(\.string).joined() }
            if found.symbol == nil, let symbol = node.image?.systemName { found.symbol = symbol }
            node.children.forEach(visit)
        }
        visit(evaluate(view).root)
        return found
    }
}

/// An intent as the host stores and sends it, its type registered for performing.
private func archiveIntent<Intent: AppIntent>(_ intent: Intent) -> IntentArchive {
    IntentTypeRegistry.register(Intent.self)
    return IntentArchive(typeName: IntentTypeRegistry.name(of: Intent.self), configuration: intent.configurationValues)
}
