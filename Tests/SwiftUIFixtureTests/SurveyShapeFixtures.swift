import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetryWire

// Shapes real widgets use that the survey of public widget code found missing: a scroll view,
// a filled shape stroked too (iOS 17), angle arithmetic and entity properties.

struct HeadlinesView: View {
    let titles: [String]

    var body: some View {
        ScrollView(showsIndicators: false) {
            ForEach(titles, id: \.self) { title in
                Text(title)
            }
        }
        .scrollIndicators(.hidden)
    }
}

struct DialView: View {
    let start = Angle.degrees(30)
    let sweep = Angle.degrees(60)

    var body: some View {
        Circle()
            .fill(.orange)
            .stroke(.black, lineWidth: 2)
            .rotationEffect(start + sweep - .degrees(10))
    }
}

struct Book: AppEntity {
    static var typeDisplayRepresentation: TypeDisplayRepresentation = "Book"
    static var defaultQuery = BookQuery()

    let id: String
    @Property(title: "Title")
    var title: String
    @Property(title: "Pages")
    var pages: Int?

    init(id: String, title: String) {
        self.id = id
        self.title = title
    }

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(title)") }
}

struct BookQuery: EntityQuery {
    func entities(for identifiers: [String]) async throws -> [Book] { [] }
}

@MainActor @Suite struct SurveyShapeFixtureTests {
    @Test func aScrollViewStacksItsContentFromTheTop() {
        let root = evaluate(HeadlinesView(titles: ["One", "Two"]), environment: EnvironmentValues(), referenceDate: Date()).root
        var all: [ViewNode] = []
        root.collect(into: &all)
        #expect(all.filter { $0.kind == .vstack }.count == 1)
        #expect(all.compactMap { $0.text?.plainText } == ["One", "Two"])
    }

    @Test func aFilledShapeIsStrokedOverItsFill() {
        let root = evaluate(DialView(), environment: EnvironmentValues(), referenceDate: Date()).root
        var all: [ViewNode] = []
        root.collect(into: &all)
        let shapes = all.compactMap(\.shape)
        #expect(shapes.count == 2)
        #expect(shapes.contains { $0.stroke != nil })
        #expect((Angle.degrees(30) + .degrees(60) - .degrees(10)).degrees.rounded() == 80)
        #expect((Angle.degrees(45) * 2).degrees.rounded() == 90)
    }

    @Test func entityPropertiesHoldTheirValues() {
        var book = Book(id: "b", title: "Dune")
        book.pages = 412
        #expect(book.title == "Dune" && book.pages == 412 && book.$title.title.description == "Title")
    }
}
