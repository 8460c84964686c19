import Foundation
import SwiftUI
import Testing
import WidgetryWire

/// A bundle folder with an `en.lproj` strings table and a string catalog, removed afterwards.
private struct LocalizedBundle {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strings-\(UUID().uuidString)", isDirectory: true)

    func make() throws -> Bundle {
        let lproj = folder.appendingPathComponent("en.lproj", isDirectory: true)
        try FileManager.default.createDirectory(at: lproj, withIntermediateDirectories: true)
        try Data("""
            "greeting" = "Hello there";
            "count %lld" = "%lld cups today";
            "swap %@ %@" = "%2$@ before %1$@";
            "percent %lld" = "%lld%% done";
            """.utf8).write(to: lproj.appendingPathComponent("Localizable.strings"))
        let catalog: [String: Any] = [
            "sourceLanguage": "en", "version": "1.0",
            "strings": ["widget.title": ["localizations": ["en": ["stringUnit": ["state": "translated", "value": "Mantras"]]]]],
        ]
        try JSONSerialization.data(withJSONObject: catalog).write(to: folder.appendingPathComponent("Widget.xcstrings"))
        return try #require(Bundle(path: folder.path))
    }

    func remove() { try? FileManager.default.removeItem(at: folder) }
}

@Suite("Text is translated with the bundle's string tables")
@MainActor
struct LocalizationTests {
    @Test func keysAreTranslatedWithTheirInterpolationsInPlace() throws {
        let strings = LocalizedBundle()
        defer { strings.remove() }
        let bundle = try strings.make()
        #expect(root(Text("greeting", bundle: bundle)).plainText == "Hello there")
        #expect(root(Text("count \(3)", bundle: bundle)).plainText == "3 cups today")
        #expect(root(Text("swap \("tea") \("milk")", bundle: bundle)).plainText == "milk before tea")
        #expect(root(Text("percent \(40)", bundle: bundle)).plainText == "40% done")
        // A date interpolation keeps its run (it keeps counting on the page).
        let dated = root(Text("count \(Text(referenceDate, style: .relative))", bundle: bundle))
        #expect(dated.text?.runs.count == 2)
        // A string catalog, by its table name.
        #expect(root(Text("widget.title", tableName: "Widget", bundle: bundle)).plainText == "Mantras")
        // A key no table has is shown as written.
        #expect(root(Text("untranslated \(5)", bundle: bundle)).plainText == "untranslated 5")
        #expect(root(Text("greeting")).plainText == "greeting")  // the test runner's main bundle has no tables
    }
}
