/// SF Symbols by name, as the renderer draws them: for the page's own chrome (a control in the
/// Control Center shows its label's symbol), served as standalone SVG files.
public enum SymbolFiles {
    /// The glyph's SVG markup: the name itself, else the name without its last components
    /// (`person.crop.circle.badge` → `person.crop.circle`), else nil.
    static func glyph(_ name: String) -> String? {
        if let glyph = symbolGlyphNames[name] { return symbolGlyphs[glyph] }
        if let glyph = numberGlyph(name) { return glyph }
        var components = name.split(separator: ".")
        while components.count > 1 {
            components.removeLast()
            if let glyph = symbolGlyphNames[components.joined(separator: ".")] { return symbolGlyphs[glyph] }
        }
        return nil
    }

    /// The symbol as an SVG file in a 16-point view box, drawn in black (the page uses it as a
    /// mask, painted in the text's colour); nil for a symbol Widgetry does not draw.
    public static func svg(named name: String) -> String? {
        glyph(name).map { ##"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 16 16" fill="#000">"## + $0 + "</svg>" }
    }

    /// SF Symbols' numbers in a circle or a square, 0 to 50 (`1.circle`, `10.circle.fill`,
    /// `7.square`): the shape's outline with the number in it, or the filled shape with the
    /// number cut out.
    static func numberGlyph(_ name: String) -> String? {
        let parts = name.split(separator: ".")
        guard parts.count == 2 || (parts.count == 3 && parts[2] == "fill"), let number = Int(parts[0]), (0...50).contains(number),
            String(number) == parts[0], parts[1] == "circle" || parts[1] == "square"
        else { return nil }
        let filled = parts.count == 3
        let size = number < 10 ? "9.5" : "7.5"
        let text = #"<text x="8" y="8" dy="0.36em" text-anchor="middle" font-family="system-ui,sans-serif" font-weight="700" font-size=""#
            + size + #"">"# + String(number) + "</text>"
        let shape = { (attributes: String) in
            parts[1] == "circle"
                ? #"<circle cx="8" cy="8" "# + attributes + "/>"
                : #"<rect "# + attributes + #" rx="3.5"/>"#
        }
        guard filled else {
            let outline = parts[1] == "circle" ? #"r="7.25""# : #"x="0.75" y="0.75" width="14.5" height="14.5""#
            return shape(outline + #" fill="none" stroke="currentColor" stroke-width="1.5""#) + text
        }
        // The number cut out of the shape (a mask named after the symbol: one definition per name).
        let id = "wr-symbol-" + name.replacingOccurrences(of: ".", with: "-")
        let area = parts[1] == "circle" ? #"r="8""# : #"x="0" y="0" width="16" height="16""#
        return #"<mask id=""# + id + ##""><rect width="16" height="16" fill="#fff"/>"## + text.replacingOccurrences(of: "<text ", with: ##"<text fill="#000" "##)
            + "</mask>" + shape(area + #" mask="url(#"# + id + #")""#)
    }
}
