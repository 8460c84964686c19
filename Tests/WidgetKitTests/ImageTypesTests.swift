import Testing
@testable import WidgetKit

/// Conformers `ImageTypes` must find in this test binary, of every kind it lists.
private protocol ImageTypeProbe { static var probeName: String { get } }

private struct ProbeStruct: ImageTypeProbe { static var probeName: String { "struct" } }
private enum ProbeEnum: ImageTypeProbe { static var probeName: String { "enum" } }
private final class ProbeClass: ImageTypeProbe { static var probeName: String { "class" } }
private class ProbeBase { var value = 0 }
private final class ProbeSubclass: ProbeBase, ImageTypeProbe { static var probeName: String { "subclass" } }
private enum ProbeNamespace {
    struct Nested: ImageTypeProbe { static var probeName: String { "nested" } }
}
/// Generic: its metadata needs arguments, so it is not listed.
private struct ProbeGeneric<T>: ImageTypeProbe { static var probeName: String { "generic" } }

private func declaresALocalType() {
    struct ProbeLocal: ImageTypeProbe { static var probeName: String { "local" } }
}

@Test func imageTypesListsTheExecutablesNonGenericTypes() {
    let names = ImageTypes.all.compactMap { ($0 as? any ImageTypeProbe.Type)?.probeName }
    #expect(names.sorted() == ["class", "enum", "local", "nested", "struct", "subclass"])
}

@Test func imageTypesIncludesTheLinkedLibrariesTypes() {
    // WidgetKit is linked statically into the test binary: its types are in the same section.
    #expect(ImageTypes.all.contains { $0 == WidgetFamily.self })
    #expect(ImageTypes.all.contains { $0 == ImageTypesTestsMarker.self })
    #expect(!ImageTypes.all.contains { $0 == ProbeGeneric<Int>.self })
}

private struct ImageTypesTestsMarker {}
