import WidgetryWire

/// Where a container background goes: `.widget`, the widget's own background.
public struct ContainerBackgroundPlacement: Hashable, Sendable {
    let name: String
    public static let widget = ContainerBackgroundPlacement(name: "widget")
}

extension View {
    /// The widget's background: drawn behind the content over the whole widget, ignoring
    /// content margins, and removed where the system shows no container.
    public nonisolated func containerBackground<S: ShapeStyle>(_ style: S, for container: ContainerBackgroundPlacement) -> some View {
        onEvaluation(style) { context, style in
            context.setContainerBackground(context.fillNode(style, component: "containerBackground"))
        }
    }

    /// The widget's background, drawn by `content`.
    public nonisolated func containerBackground<V: View>(
        for container: ContainerBackgroundPlacement, alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        onEvaluation((content(), alignment)) { context, payload in
            context.setContainerBackground(context.node(payload.0, component: "containerBackground", alignment: payload.1))
        }
    }

    /// Where a tap on the widget (outside its links and buttons) goes.
    public nonisolated func widgetURL(_ url: URL?) -> some View {
        onEvaluation(url) { context, url in context.setWidgetURL(url) }
    }

    /// Puts the view in the accent group when the widget is rendered `accented`.
    public nonisolated func widgetAccentable(_ accentable: Bool = true) -> some View {
        archiveModifier(accentable) { _, _, accentable in ModifierArchive.widgetAccentable(accentable) }
    }

    /// The text accessory widgets show with this view (around a circular gauge, under a corner).
    public nonisolated func widgetLabel<S: StringProtocol>(_ label: S) -> some View {
        widgetLabel { Text(label) }
    }

    public nonisolated func widgetLabel(_ labelKey: LocalizedStringKey) -> some View {
        widgetLabel { Text(labelKey) }
    }

    /// A label view accessory widgets show with this view.
    public nonisolated func widgetLabel<Label: View>(@ViewBuilder label: () -> Label) -> some View {
        archiveModifier(label()) { context, _, label in
            ModifierArchive.widgetLabel(context.node(label, component: "widgetLabel"))
        }
    }
}
