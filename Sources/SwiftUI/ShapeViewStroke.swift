/// iOS 17's `ShapeView`: a filled shape can be stroked too (`Circle().fill(.red).stroke(.blue)`),
/// the outline drawn over the fill.
extension _ShapeView {
    public nonisolated func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay { shape.stroke(content, style: style) }
    }

    public nonisolated func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay { shape.stroke(content, lineWidth: lineWidth) }
    }
}

extension _ShapeView where Content: InsettableShape {
    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true) -> some View {
        overlay { shape.strokeBorder(content, style: style) }
    }

    public nonisolated func strokeBorder<S: ShapeStyle>(_ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true) -> some View {
        overlay { shape.strokeBorder(content, lineWidth: lineWidth) }
    }
}
