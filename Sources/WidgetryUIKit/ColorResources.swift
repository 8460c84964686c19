import Foundation
import WidgetryCoreGraphics
import WidgetryWire

/// The colour sets of the running extension's asset catalogs, for `Color("WidgetBackground")`
/// and `UIColor(named:)`: the `.colorset` folders of `Assets.xcassets` in the resource bundles
/// next to the executable (where `ImageResources` finds image sets), found by name (`Folder/Name`
/// in a folder that provides a namespace, and by their own name).
///
/// A colour set's iPhone or universal entry is its colour, and the entry whose `appearances`
/// hold `luminosity` `dark` its dark-appearance colour. Components are read as Xcode writes
/// them: `0.400` (0…1), `102` (0…255) or `0x66`, in `srgb`, `extended-srgb`,
/// `extended-linear-srgb`, `display-p3` (converted to sRGB), `gray-gamma-22` or `extended-gray`
/// (`white`); a `reference` to a system colour (`systemBlueColor`, `labelColor`) is that colour.
package enum ColorResources {
    /// A catalog colour, resolved to extended sRGB for each appearance.
    package struct ColorSet: Sendable, Hashable {
        package var light: RGBAColor
        package var dark: RGBAColor?

        package func color(dark isDark: Bool) -> RGBAColor { isDark ? dark ?? light : light }
    }

    /// The colour set `name`, if a catalog of the extension has one with a colour.
    package static func color(named name: String) -> ColorSet? {
        index[name]
    }

    static let index: [String: ColorSet] = makeIndex(roots: ImageResources.defaultRoots())

    /// The colour sets under `roots` by name; the first root to have a name wins.
    package static func makeIndex(roots: [URL]) -> [String: ColorSet] {
        var index: [String: ColorSet] = [:]
        for root in roots {
            var found: [String: ColorSet] = [:]
            ResourceFolders.walkCatalogs(
                root, setExtension: "colorset", skipped: ["imageset", "appiconset", "symbolset", "dataset"], make: colorSet, into: &found)
            for (name, set) in found where index[name] == nil { index[name] = set }
        }
        return index
    }

    /// What a colour set's `Contents.json` lists.
    struct Contents: Decodable {
        struct Entry: Decodable {
            var idiom: String?
            var appearances: [Appearance]?
            var color: Value?
        }
        struct Appearance: Decodable {
            var appearance: String?
            var value: String?
        }
        struct Value: Decodable {
            var colorSpace: String?
            var components: [String: String]?
            var reference: String?
            enum CodingKeys: String, CodingKey {
                case colorSpace = "color-space", components, reference
            }
        }
        var colors: [Entry]?
    }

    private static func contents(of directory: URL) -> Contents? {
        guard let data = try? Data(contentsOf: directory.appendingPathComponent("Contents.json")) else { return nil }
        return try? JSONDecoder().decode(Contents.self, from: data)
    }

    /// The colour set in `directory`; nil when it has no colour (Xcode's empty `AccentColor`).
    static func colorSet(_ directory: URL) -> ColorSet? {
        guard let contents = contents(of: directory) else { return nil }
        return colorSet(contents)
    }

    static func colorSet(_ contents: Contents) -> ColorSet? {
        let entries = (contents.colors ?? []).filter { entry in
            let idiom = entry.idiom ?? "universal"
            return (idiom == "universal" || idiom == "iphone") && entry.appearances?.contains(where: { $0.appearance != "luminosity" }) != true
        }
        func best(_ appearance: String?) -> RGBAColor? {
            let matching = entries.filter { entry in entry.appearances?.first { $0.appearance == "luminosity" }?.value == appearance }
            // An iPhone entry wins over a universal one, as on an iPhone.
            let ordered = matching.filter { $0.idiom == "iphone" } + matching.filter { $0.idiom != "iphone" }
            return ordered.lazy.compactMap { $0.color.flatMap(resolve) }.first
        }
        guard let light = best(nil) ?? best("light") else { return nil }
        return ColorSet(light: light, dark: best("dark"))
    }

    /// A colour entry as extended sRGB.
    static func resolve(_ value: Contents.Value) -> RGBAColor? {
        if let reference = value.reference {
            let name = reference.hasSuffix("Color") ? String(reference.dropLast(5)) : reference
            return UIColor.systemColor(named: name).map { $0.resolvedRGBA(dark: false) }
        }
        guard let components = value.components else { return nil }
        // Xcode writes alpha as 0…1 in every input mode (`1.000`, or `1`).
        let alpha = components["alpha"].flatMap { $0.lowercased().hasPrefix("0x") ? component($0) : Double($0.trimmingCharacters(in: .whitespaces)) } ?? 1
        let space = (value.colorSpace ?? "srgb").lowercased()
        if let white = components["white"].flatMap(component) {
            let gray = space.contains("linear") ? ColorSpaceConversion.encode(white) : white
            return RGBAColor(red: gray, green: gray, blue: gray, opacity: alpha)
        }
        guard let red = components["red"].flatMap(component), let green = components["green"].flatMap(component),
            let blue = components["blue"].flatMap(component)
        else { return nil }
        var rgb = (red, green, blue)
        if space.contains("linear") { rgb = (ColorSpaceConversion.encode(red), ColorSpaceConversion.encode(green), ColorSpaceConversion.encode(blue)) }
        if space.contains("p3") { rgb = ColorSpaceConversion.sRGB(fromDisplayP3: rgb) }
        return RGBAColor(red: rgb.0, green: rgb.1, blue: rgb.2, opacity: alpha)
    }

    /// One component as Xcode writes it: `0.400` is 0…1, `102` is 0…255, `0x66` is hexadecimal
    /// 0…255.
    static func component(_ text: String) -> Double? {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        if trimmed.lowercased().hasPrefix("0x") {
            return Int(trimmed.dropFirst(2), radix: 16).map { Double($0) / 255 }
        }
        if trimmed.contains(".") { return Double(trimmed) }
        return Int(trimmed).map { Double($0) / 255 }
    }
}
