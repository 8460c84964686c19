import Foundation
import WidgetryWire

extension View {
    /// Insets the view; a nil length is the system's default padding (16 points).
    public nonisolated func padding(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        let value = Double(length ?? 16)
        let insets = ArchiveInsets(
            top: edges.contains(.top) ? value : 0, leading: edges.contains(.leading) ? value : 0,
            bottom: edges.contains(.bottom) ? value : 0, trailing: edges.contains(.trailing) ? value : 0)
        return archiving { _ in .padding(insets) }
    }

    public nonisolated func padding(_ length: CGFloat) -> some View {
        padding(.all, length)
    }

    public nonisolated func padding(_ insets: EdgeInsets) -> some View {
        let archive = insets.archive
        return archiving { _ in .padding(archive) }
    }

    /// The view framed to its container's length on `axes`. In a widget the container is the
    /// content area: the widget's size less its content margins.
    public nonisolated func containerRelativeFrame(_ axes: Axis.Set, alignment: Alignment = .center) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in length }
    }

    /// The view framed to `span` of `count` equal parts of its container's length on `axes`,
    /// `spacing` apart.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, count: Int, span: Int = 1, spacing: CGFloat, alignment: Alignment = .center
    ) -> some View {
        containerRelativeFrame(axes, alignment: alignment) { length, _ in
            let count = max(count, 1), span = min(max(span, 1), count)
            let part = (length - spacing * CGFloat(count - 1)) / CGFloat(count)
            return part * CGFloat(span) + spacing * CGFloat(span - 1)
        }
    }

    /// The view framed to the length `length` computes from its container's on each of `axes`.
    public nonisolated func containerRelativeFrame(
        _ axes: Axis.Set, alignment: Alignment = .center, _ length: @escaping (CGFloat, Axis) -> CGFloat
    ) -> some View {
        modifier(_ContainerRelativeFrame(axes: axes, alignment: alignment, length: length))
    }

    public nonisolated func frame(width: CGFloat? = nil, height: CGFloat? = nil, alignment: Alignment = .center) -> some View {
        let frame = FrameArchive(width: width.map(Double.init), height: height.map(Double.init), alignment: alignment.archive)
        return archiving { _ in .frame(frame) }
    }

    public nonisolated func frame(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil, minHeight: CGFloat? = nil,
        idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil, alignment: Alignment = .center
    ) -> some View {
        let frame = FrameArchive(
            minWidth: minWidth.map(Double.init), idealWidth: idealWidth.map(Double.init), maxWidth: maxWidth.map(Double.init),
            minHeight: minHeight.map(Double.init), idealHeight: idealHeight.map(Double.init), maxHeight: maxHeight.map(Double.init),
            alignment: alignment.archive)
        return archiving { _ in .frame(frame) }
    }

    public nonisolated func fixedSize() -> some View {
        fixedSize(horizontal: true, vertical: true)
    }

    public nonisolated func fixedSize(horizontal: Bool, vertical: Bool) -> some View {
        archiving { _ in .fixedSize(horizontal: horizontal, vertical: vertical) }
    }

    public nonisolated func layoutPriority(_ value: Double) -> some View {
        archiving { _ in .layoutPriority(value) }
    }

    public nonisolated func offset(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        archiving { _ in .offset(x: Double(x), y: Double(y)) }
    }

    public nonisolated func offset(_ offset: CGSize) -> some View {
        self.offset(x: offset.width, y: offset.height)
    }

    /// Puts the view's centre at (`x`, `y`) in the space it is offered, and takes all of it.
    public nonisolated func position(x: CGFloat = 0, y: CGFloat = 0) -> some View {
        archiving { _ in .position(x: Double(x), y: Double(y)) }
    }

    public nonisolated func position(_ position: CGPoint) -> some View {
        self.position(x: position.x, y: position.y)
    }

    public nonisolated func aspectRatio(_ aspectRatio: CGFloat? = nil, contentMode: ContentMode) -> some View {
        let mode: ModifierArchive.ContentMode = contentMode == .fit ? .fit : .fill
        return archiving { _ in .aspectRatio(aspectRatio.map(Double.init), contentMode: mode) }
    }

    public nonisolated func aspectRatio(_ aspectRatio: CGSize, contentMode: ContentMode) -> some View {
        self.aspectRatio(aspectRatio.height == 0 ? nil : aspectRatio.width / aspectRatio.height, contentMode: contentMode)
    }

    public nonisolated func scaledToFit() -> some View {
        aspectRatio(nil, contentMode: .fit)
    }

    public nonisolated func scaledToFill() -> some View {
        aspectRatio(nil, contentMode: .fill)
    }

    public nonisolated func hidden() -> some View {
        archiving { _ in .hidden }
    }
}
