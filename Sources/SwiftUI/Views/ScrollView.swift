/// A scroll view, as a widget shows one: widgets do not scroll, so the content is laid out from
/// the top leading corner in the space offered (a stack along `axes`) and what does not fit is
/// cut off, as on Apple's systems where a widget's scroll view stays at rest.
public struct ScrollView<Content: View>: View {
    public var content: Content
    public var axes: Axis.Set
    public var showsIndicators: Bool

    public init(_ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    public var body: some View {
        Group {
            if axes.contains(.horizontal) && !axes.contains(.vertical) {
                HStack(spacing: 0) { content }
            } else {
                VStack(spacing: 0) { content }
            }
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .clipped()
    }
}

extension View {
    /// Accepted: a widget's scroll views do not scroll.
    public nonisolated func scrollIndicators(_ visibility: ScrollIndicatorVisibility, axes: Axis.Set = [.vertical, .horizontal]) -> some View { self }
    /// Accepted: a widget's scroll views do not scroll.
    public nonisolated func scrollDisabled(_ disabled: Bool) -> some View { self }
}

/// Whether a scroll view shows its indicators.
public struct ScrollIndicatorVisibility: Hashable, Sendable {
    let name: String
    public static let automatic = ScrollIndicatorVisibility(name: "automatic")
    public static let visible = ScrollIndicatorVisibility(name: "visible")
    public static let hidden = ScrollIndicatorVisibility(name: "hidden")
    public static let never = ScrollIndicatorVisibility(name: "never")
}

/// Whether something is shown: as the system decides, or always, or never.
public enum Visibility: Hashable, CaseIterable, Sendable {
    case automatic, visible, hidden
}
