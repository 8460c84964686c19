import AppIntents
import Foundation
import SwiftUI
import Testing
import WidgetryWire

// Views written in the Swift 6 language mode, evaluated into archive trees.

struct Fruit: Identifiable {
    let id: String
    let count: Int
}

struct FruitList: View {
    let fruits: [Fruit]
    let showsTotal: Bool
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Fruit").font(.headline)
            ForEach(fruits) { fruit in
                HStack {
                    Text(fruit.id)
                    Spacer()
                    Text("\(fruit.count)")
                }
            }
            if showsTotal {
                Text("Total: \(fruits.map(\.count).reduce(0, +))")
            } else {
                Image(systemName: "cart")
            }
        }
    }
}

struct SchemeReader: View {
    @Environment(\.colorScheme) var colorScheme
    @Environment(\.accentName) var accentName
    @Environment(\.redactionReasons) var redactionReasons
    var body: some View {
        VStack {
            Text(colorScheme == .dark ? "dark" : "light")
            Text(accentName)
            if redactionReasons.contains(.placeholder) {
                Text("placeholder")
            }
        }
    }
}

enum Size { case small, medium, large }

struct SizeSwitch: View {
    let size: Size
    var body: some View {
        switch size {
        case .small: Text("S")
        case .medium: Image(systemName: "m.circle")
        case .large: Circle()
        }
    }
}

struct Wedge: Shape {
    func path(in rect: CGRect) -> Path {
        var path = Path()
        path.move(to: CGPoint(x: rect.midX, y: rect.midY))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
        path.addArc(center: CGPoint(x: rect.midX, y: rect.midY), radius: rect.width / 2, startAngle: .zero, endAngle: .degrees(90), clockwise: false)
        path.closeSubpath()
        return path
    }
}

struct Card: ViewModifier {
    @Environment(\.colorScheme) var colorScheme
    func body(content: Content) -> some View {
        content
            .padding(8)
            .background(colorScheme == .dark ? Color.black : Color.white)
    }
}

@MainActor @Suite struct EvaluationTests {
    /// The extension evaluates a locked variant only for views that read `redactionReasons`:
    /// an `@Environment` read counts, the built-in redaction modifiers and the evaluator's own
    /// bookkeeping do not.
    @Test func readsOfTheRedactionReasonsAreCounted() {
        let start = RedactionReasonsReads.current
        _ = root(VStack {
            Text("a").redacted(reason: .placeholder)
            Text("b").privacySensitive().unredacted()
        }, testEnvironment(reasons: .privacy))
        #expect(RedactionReasonsReads.current == start)
        _ = root(SchemeReader())
        #expect(RedactionReasonsReads.current > start)
    }

    @Test func nodeKindsOfARepresentativeView() {
        let node = root(FruitList(fruits: [Fruit(id: "apple", count: 3), Fruit(id: "pear", count: 2)], showsTotal: true))
        #expect(node.kind == .vstack)
        #expect(node.stack == StackArchive(alignment: .leading, spacing: 4))
        #expect(node.children.map(\.kind) == [.text, .hstack, .hstack, .text])
        #expect(node.children[1].children.map(\.kind) == [.text, .spacer, .text])
        #expect(node.children[0].text?.runs[0].font?.textStyle == .headline)
        #expect(node.children[0].text?.runs[0].font?.weight == .semibold)
        #expect(node.children[0].text?.font.textStyle == .body)
        #expect(node.children[3].plainText == "Total: 5")
        #expect(node.children[1].children[2].plainText == "3")
    }

    @Test func idsAreStructuralStableAcrossEntriesAndUnique() {
        let first = root(FruitList(fruits: [Fruit(id: "apple", count: 3), Fruit(id: "pear", count: 2)], showsTotal: true))
        let second = root(FruitList(fruits: [Fruit(id: "apple", count: 9), Fruit(id: "pear", count: 1)], showsTotal: true), date: referenceDate + 3600)
        #expect(first.all.map(\.id) == second.all.map(\.id))
        #expect(Set(first.all.map(\.id)).count == first.all.count)
        #expect(first.id == "r")
        #expect(first.children[0].id == "r.c.0")
        #expect(first.children[1].id == "r.c.1#apple")
        #expect(first.children[2].id == "r.c.1#pear")
        #expect(first.children[1].children[0].id == "r.c.1#apple.c.0")
        #expect(first.children[3].id == "r.c.2.t")
        let other = root(FruitList(fruits: [], showsTotal: false))
        #expect(other.children.map(\.id) == ["r.c.0", "r.c.2.f"])
        #expect(other.children[1].kind == .image)
    }

    @Test func forEachOverRangesAndKeyPaths() {
        let node = root(HStack {
            ForEach(0..<3) { index in Text("\(index)") }
            ForEach(["a", "b"], id: \.self) { letter in Text(letter) }
        })
        #expect(node.children.map(\.id) == ["r.c.0#0", "r.c.0#1", "r.c.0#2", "r.c.1#a", "r.c.1#b"])
        #expect(node.children.compactMap(\.plainText) == ["0", "1", "2", "a", "b"])
    }

    @Test func duplicateIdsAreMadeUnique() {
        let node = root(VStack { ForEach(["x", "x"], id: \.self) { Text($0) } })
        #expect(node.children.map(\.id) == ["r.c#x", "r.c#x~2"])
    }

    @Test func modifiersAreRecordedInnermostFirst() {
        let node = root(Text("a").padding(4).background(.red).frame(width: 50).opacity(0.5))
        #expect(node.modifiers.map(\.kind) == [.padding, .background, .frame, .opacity])
        #expect(node.modifiers[0] == .padding(ArchiveInsets(top: 4, leading: 4, bottom: 4, trailing: 4)))
        #expect(node.modifiers[1].stylePaint?.color == RGBAColor(red: 1, green: 59 / 255, blue: 48 / 255))
        #expect(node.modifiers[2] == .frame(FrameArchive(width: 50)))
        #expect(node.modifiers[3] == .opacity(0.5))
    }

    @Test func paddingOverloads() {
        let node = root(Text("a").padding().padding(.horizontal, 10).padding(EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)))
        #expect(node.modifiers == [
            .padding(ArchiveInsets(top: 16, leading: 16, bottom: 16, trailing: 16)),
            .padding(ArchiveInsets(top: 0, leading: 10, bottom: 0, trailing: 10)),
            .padding(ArchiveInsets(top: 1, leading: 2, bottom: 3, trailing: 4)),
        ])
    }

    @Test func flexibleFramesAndDecorations() {
        let node = root(
            Text("a")
                .frame(maxWidth: .infinity, alignment: .leading)
                .background(alignment: .topTrailing) { Circle().fill(.blue) }
                .overlay { Text("b") }
                .background(.green, in: RoundedRectangle(cornerRadius: 8))
                .clipShape(Capsule())
                .cornerRadius(4))
        #expect(node.modifiers[0] == .frame(FrameArchive(maxWidth: .infinity, alignment: .leading)))
        #expect(node.modifiers[1].kind == .background)
        let alignment: ArchiveAlignment? = if case .background(.view(_, let alignment)) = node.modifiers[1] { alignment } else { nil }
        #expect(alignment == .topTrailing)
        #expect(node.modifiers[1].content?.kind == .shape)
        #expect(node.modifiers[1].content?.id == "r.bg")
        #expect(node.modifiers[1].content?.shape?.type == .circle)
        #expect(node.modifiers[2].content?.plainText == "b")
        #expect(node.modifiers[2].content?.id == "r.ov")
        #expect(node.modifiers[3].shape?.type == .roundedRectangle)
        #expect(node.modifiers[3].shape?.cornerRadius == 8)
        #expect(node.modifiers[3].stylePaint?.name == "green")
        #expect(node.modifiers[4].shape?.type == .capsule)
        #expect(node.modifiers[5].shape == ShapeArchive(type: .roundedRectangle, cornerRadius: 4, cornerStyle: .circular))
    }

    @Test func environmentIsInjectedBeforeBody() {
        var environment = testEnvironment(.dark)
        environment.accentName = "mint"
        let node = root(SchemeReader(), environment)
        #expect(node.children.compactMap(\.plainText) == ["dark", "mint"])

        let overridden = root(SchemeReader().environment(\.colorScheme, .light).environment(\.accentName, "teal"), environment)
        #expect(overridden.children.compactMap(\.plainText) == ["light", "teal"])

        let placeholder = root(SchemeReader(), testEnvironment(reasons: .placeholder))
        #expect(placeholder.children.compactMap(\.plainText) == ["light", "none", "placeholder"])
    }

    @Test func switchBranchesTakeDistinctIds() {
        let small = root(SizeSwitch(size: .small))
        let medium = root(SizeSwitch(size: .medium))
        let large = root(SizeSwitch(size: .large))
        #expect(small.kind == .text && medium.kind == .image && large.kind == .shape)
        #expect(Set([small.id, medium.id, large.id]).count == 3)
        #expect(root(SizeSwitch(size: .medium), testEnvironment(.dark)).id == medium.id)
        #expect(large.shape?.fill?.color == RGBAColor(red: 0, green: 0, blue: 0))
    }

    @Test func groupsApplyModifiersToEachChildAndEmptyViewsVanish() {
        let node = root(VStack {
            Group {
                Text("a")
                Text("b")
            }
            .padding(2)
            EmptyView()
            Optional<Text>.none
        })
        #expect(node.children.count == 2)
        #expect(node.children.allSatisfy { $0.modifiers.map(\.kind) == [.padding] })
        #expect(node.children.map(\.id) == ["r.c.0.0", "r.c.0.1"])

        let several = root(Group {
            Text("one")
            Text("two")
        })
        #expect(several.kind == .vstack)
        #expect(several.children.count == 2)
    }

    @Test func anyViewAndLimitedAvailability() {
        let node = root(VStack {
            AnyView(Text("erased"))
            if #available(macOS 14, *) {
                Text("new")
            }
        })
        #expect(node.children.compactMap(\.plainText) == ["erased", "new"])
    }

    /// `AnyLayout` picks a container at run time; the content keeps its ids either way.
    @Test func layoutsAreTheirContainers() {
        func adaptive(_ wide: Bool) -> ViewNode {
            let layout = wide ? AnyLayout(HStackLayout(alignment: .top, spacing: 4)) : AnyLayout(VStackLayout(alignment: .leading))
            return root(layout {
                Text("Score")
                Text("12")
            })
        }
        let row = adaptive(true), column = adaptive(false)
        #expect(row.kind == .hstack && row.stack == StackArchive(alignment: .top, spacing: 4))
        #expect(column.kind == .vstack && column.stack == StackArchive(alignment: .leading))
        #expect(row.children.map(\.id) == column.children.map(\.id))
        #expect(row.children.compactMap(\.plainText) == ["Score", "12"])
        let layered = root(ZStackLayout(alignment: .bottomTrailing) { Text("z") })
        #expect(layered.kind == .zstack && layered.stack?.alignment == .bottomTrailing)
        let grid = root(AnyLayout(GridLayout(horizontalSpacing: 2)) {
            GridRow { Text("a"); Text("b") }
        })
        #expect(grid.kind == .grid && grid.grid?.horizontalSpacing == 2 && grid.children.first?.kind == .gridRow)
    }

    /// `containerRelativeFrame` frames a view to a share of the widget's content area (the
    /// paddings around the view do not change its container).
    @Test func containerRelativeFramesAreSharesOfTheContentArea() {
        let archive = makeWidgetArchive(
            VStack {
                Color.red.containerRelativeFrame(.horizontal, count: 3, span: 2, spacing: 8)
                Color.blue.containerRelativeFrame([.horizontal, .vertical], alignment: .topLeading)
                Color.green.containerRelativeFrame(.vertical) { length, axis in axis == .vertical ? length / 4 : 0 }
            }.padding(10),
            family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: referenceDate, environment: testEnvironment(),
            contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
        let frames = archive.root.all(.fill).map { $0.modifiers.first?.frame }
        // 138 points across: two of three parts 8 apart are (138 - 16) / 3 × 2 + 8.
        #expect(abs((frames[0]?.width ?? 0) - (122.0 / 3 * 2 + 8)) < 1e-9 && frames[0]?.height == nil)
        #expect(frames[1] == FrameArchive(width: 138, height: 138, alignment: .topLeading))
        #expect(frames[2]?.height == 34.5 && frames[2]?.width == nil)
    }

    @Test func customViewModifiersAndShapes() {
        let node = root(Wedge().fill(.orange).modifier(Card()), testEnvironment(.dark))
        #expect(node.kind == .shape)
        #expect(node.shape?.type == .path)
        #expect(node.shape?.path?.data.hasPrefix("M50 50 L100 50") == true)
        #expect(node.modifiers.map(\.kind) == [.padding, .background])
        #expect(node.modifiers[1].stylePaint?.name == "black")
    }

    @Test func shapesFillStrokeAndTrim() {
        let node = root(ZStack {
            Circle().stroke(.gray, lineWidth: 4)
            Circle().trim(from: 0, to: 0.25).stroke(.blue, style: StrokeStyle(lineWidth: 6, lineCap: .round))
            RoundedRectangle(cornerRadius: 10).strokeBorder(.red, lineWidth: 2)
            ContainerRelativeShape().fill(.fill.tertiary)
            Capsule().inset(by: 2).fill(Color.red.gradient)
        })
        let shapes = node.children.compactMap(\.shape)
        #expect(shapes[0].stroke?.lineWidth == 4 && shapes[0].stroke?.inside == false)
        #expect(shapes[1].trimTo == 0.25 && shapes[1].stroke?.lineCap == .round)
        #expect(shapes[2].stroke?.inside == true)
        #expect(shapes[3].type == .containerRelative)
        #expect(shapes[3].fill?.name == "fill" && shapes[3].fill?.level == 2)
        #expect(shapes[4].inset == 2 && shapes[4].fill?.kind == .linearGradient)
    }

    @Test func packageHooksRecordWidgetLevelValues() {
        let view = Text("content")
            .onEvaluation(URL(string: "widget://open")!) { context, url in context.setWidgetURL(url) }
            .onEvaluation(Color.blue) { context, style in
                context.setContainerBackground(context.fillNode(style, component: "containerBackground"))
            }
            .archiveModifier(true) { _, _, accentable in ModifierArchive.widgetAccentable(accentable) }
        let result = evaluate(view, environment: testEnvironment(.dark), referenceDate: referenceDate)
        #expect(result.widgetURL == "widget://open")
        #expect(result.containerBackground?.paint?.color == RGBAColor(red: 10 / 255, green: 132 / 255, blue: 1))
        #expect(result.containerBackground?.id == "r.containerBackground")
        #expect(result.root.modifiers == [.widgetAccentable(true)])
    }

    @Test func viewContentInHooksIsEvaluatedInPlace() {
        let label = Text("label").font(.caption)
        let view = Gauge(value: 0.5) { Text("g") }
            .archiveModifier(label) { context, _, label in
                ModifierArchive.widgetLabel(context.node(label, component: "widgetLabel"))
            }
        let node = root(view)
        #expect(node.modifiers.first?.content?.plainText == "label")
        #expect(node.modifiers.first?.content?.id == "r.widgetLabel")
        #expect(node.modifiers.first?.content?.text?.runs[0].font?.textStyle == .caption)
    }

    @Test func viewThatFitsKeepsItsCandidates() {
        let node = root(ViewThatFits(in: .horizontal) {
            Text("A long title")
            Text("Short")
        })
        #expect(node.kind == .viewThatFits)
        #expect(node.content == .viewThatFits(axes: [.horizontal]))
        #expect(node.children.count == 2)
    }
}
