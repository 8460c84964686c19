import Foundation
import SwiftUI
import WidgetryWire

/// What a chart draws: marks, groups of marks (`ForEach`, blocks, `if`), and custom content
/// with a `body` of its own.
public protocol ChartContent {
    associatedtype Body: ChartContent
    @ChartContentBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// How the chart collects this content's marks: those of `body` (the default), or, for the
    /// built-in marks, the mark itself. Not for use by apps.
    @MainActor static func _collect(content: Self, into marks: _ChartMarks)
}

extension ChartContent {
    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        guard Body.self != Never.self else { return }
        Body._collect(content: content.body, into: marks)
    }
}

extension Never: ChartContent {
    public typealias Body = Never
}

extension ChartContent where Body == Never {
    public var body: Never { fatalError("\(Self.self) has no body") }
}

/// The marks a chart's content produced, in order, as content is collected: each built-in
/// mark appends itself, modifiers change the marks their content appended.
@MainActor
public final class _ChartMarks {
    var marks: [PlotMark] = []

    init() {}

    func collect<C: ChartContent>(_ content: C) {
        C._collect(content: content, into: self)
    }
}

/// Builds chart content from the marks listed in a closure, with `if`, `switch` and `for`
/// (through `ForEach`).
@resultBuilder
public struct ChartContentBuilder {
    public static func buildBlock() -> EmptyChartContent { EmptyChartContent() }

    public static func buildBlock<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildBlock<each Content: ChartContent>(_ content: repeat each Content) -> TupleChartContent<repeat each Content> {
        TupleChartContent(repeat each content)
    }

    public static func buildExpression<Content: ChartContent>(_ content: Content) -> Content { content }

    public static func buildIf<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildOptional<Content: ChartContent>(_ content: Content?) -> Content? { content }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(first: TrueContent) -> BuilderConditional<TrueContent, FalseContent> {
        BuilderConditional(storage: .trueContent(first))
    }

    public static func buildEither<TrueContent: ChartContent, FalseContent: ChartContent>(second: FalseContent) -> BuilderConditional<TrueContent, FalseContent> {
        BuilderConditional(storage: .falseContent(second))
    }

    public static func buildLimitedAvailability<Content: ChartContent>(_ content: Content) -> AnyChartContent { AnyChartContent(content) }
}

/// No marks.
public struct EmptyChartContent: ChartContent {
    public typealias Body = Never
    public init() {}
    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {}
}

/// Several pieces of content listed in one block.
public struct TupleChartContent<each Content: ChartContent>: ChartContent {
    public typealias Body = Never
    let content: (repeat each Content)

    public init(_ content: repeat each Content) {
        self.content = (repeat each content)
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        for piece in repeat each content.content {
            marks.collect(piece)
        }
    }
}

/// One of two pieces of content (`if`/`else`, `switch`).
public struct BuilderConditional<TrueContent: ChartContent, FalseContent: ChartContent>: ChartContent {
    public typealias Body = Never
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }

    let storage: Storage

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        switch content.storage {
        case .trueContent(let piece): marks.collect(piece)
        case .falseContent(let piece): marks.collect(piece)
        }
    }
}

extension Optional: ChartContent where Wrapped: ChartContent {
    public typealias Body = Never
    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        if let content { marks.collect(content) }
    }
}

/// Chart content of any type.
public struct AnyChartContent: ChartContent {
    public typealias Body = Never
    let content: any ChartContent

    public init<Content: ChartContent>(_ content: Content) {
        self.content = content
    }

    public init<Content: ChartContent>(erasing content: Content) {
        self.init(content)
    }

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        func open<C: ChartContent>(_ piece: C) { marks.collect(piece) }
        open(content.content)
    }
}

extension ForEach: ChartContent where Content: ChartContent {
    public typealias Body = Never

    @MainActor public static func _collect(content: Self, into marks: _ChartMarks) {
        for element in content.data {
            marks.collect(content.content(element))
        }
    }
}

extension ForEach where Content: ChartContent {
    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content, identify: { $0[keyPath: id] })
    }
}

extension ForEach where Content: ChartContent, Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ChartContentBuilder content: @escaping (Data.Element) -> Content) {
        self.init(_data: data, content: content, identify: { $0.id })
    }
}

extension ForEach where Data == Range<Int>, ID == Int, Content: ChartContent {
    public init(_ data: Range<Int>, @ChartContentBuilder content: @escaping (Int) -> Content) {
        self.init(_data: data, content: content, identify: { $0 })
    }
}

/// Chart content grouped in one block (Apple's `Plot`, `init(@ChartContentBuilder content:)`):
/// its marks are the content's, so modifiers and conditions apply to the group.
public struct Plot<Content: ChartContent>: ChartContent {
    let content: Content

    public init(@ChartContentBuilder content: () -> Content) {
        self.content = content()
    }

    public var body: Content { content }
}
