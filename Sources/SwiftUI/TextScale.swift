import WidgetryWire

extension Text {
    /// A logical size of text relative to its font: `.secondary` draws it smaller, for the
    /// lesser parts of a value ("$" before "9.99", the unit after "21°").
    ///
    /// Apple documents no ratio ("a logical text scale relative to the base font"); Widgetry
    /// draws `.secondary` at four fifths of the font's size (body's 17 points become 13.6).
    public struct Scale: Hashable, Sendable {
        let factor: Double
        /// The font's own size.
        public static let `default` = Scale(factor: 1)
        /// Smaller than the font.
        public static let secondary = Scale(factor: 0.8)
    }

    /// This text at `scale` (unless `isEnabled` is false); a scale set on the text wins over
    /// one set on the views around it.
    public func textScale(_ scale: Scale, isEnabled: Bool = true) -> Text {
        guard isEnabled else { return self }
        return styled { if $0.scale == nil { $0.scale = scale } }
    }
}

extension View {
    /// The texts in this view at `scale` (unless `isEnabled` is false).
    public nonisolated func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> some View {
        styling { if isEnabled { $0.textScale = scale } }
    }
}

extension FontArchive {
    /// This font at `scale`.
    func scaled(_ scale: Text.Scale) -> FontArchive {
        guard scale != .default else { return self }
        var font = self
        font.size = (size * scale.factor * 100).rounded() / 100
        return font
    }
}
