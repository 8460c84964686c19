import Foundation
import SwiftUI
import WidgetryWire

/// What an axis shows (`chartXAxis { … }`): one or more `AxisMarks`.
public protocol AxisContent {
    /// How the chart collects this content's marks. Not for use by apps.
    static func _collect(content: Self, into marks: inout [AxisMarksSpec])
}

/// An `AxisMarks` as collected. Not for use by apps.
public struct AxisMarksSpec {
    var values: AxisMarkValues
    var position: AxisMarkPosition
    var preset: AxisMarkPreset
    var stroke: StrokeStyle?
    /// The parts at each value; nil: the axis's default parts.
    var content: ((AxisValue) -> [AxisPart])?
    /// `AxisMarks(format:…)`: the default parts, their labels in this format.
    var labelFormat: ((PlotPrimitive) -> String)?
}

/// Builds an axis's content from several `AxisMarks`.
@resultBuilder
public struct AxisContentBuilder {
    public static func buildBlock() -> AxisContentTuple { AxisContentTuple(marks: []) }
    public static func buildBlock<each C: AxisContent>(_ content: repeat each C) -> AxisContentTuple {
        var marks: [AxisMarksSpec] = []
        for piece in repeat each content { AxisContentTuple.collect(piece, into: &marks) }
        return AxisContentTuple(marks: marks)
    }
    public static func buildExpression<C: AxisContent>(_ content: C) -> C { content }
    public static func buildOptional<C: AxisContent>(_ content: C?) -> AxisContentTuple {
        var marks: [AxisMarksSpec] = []
        if let content { AxisContentTuple.collect(content, into: &marks) }
        return AxisContentTuple(marks: marks)
    }
    public static func buildIf<C: AxisContent>(_ content: C?) -> AxisContentTuple { buildOptional(content) }
    public static func buildEither<C: AxisContent>(first: C) -> AxisContentTuple { buildOptional(first) }
    public static func buildEither<C: AxisContent>(second: C) -> AxisContentTuple { buildOptional(second) }
    public static func buildLimitedAvailability<C: AxisContent>(_ content: C) -> AxisContentTuple { buildOptional(content) }
}

/// Axis content built by a block.
public struct AxisContentTuple: AxisContent {
    var marks: [AxisMarksSpec]
    static func collect<C: AxisContent>(_ content: C, into marks: inout [AxisMarksSpec]) {
        C._collect(content: content, into: &marks)
    }
    public static func _collect(content: Self, into marks: inout [AxisMarksSpec]) { marks += content.marks }
}

/// Which side of the plot an axis's marks are on.
public struct AxisMarkPosition: Hashable, Sendable {
    let side: ChartAxisArchive.Position?
    public static let automatic = AxisMarkPosition(side: nil)
    public static let leading = AxisMarkPosition(side: .leading)
    public static let trailing = AxisMarkPosition(side: .trailing)
    public static let top = AxisMarkPosition(side: .top)
    public static let bottom = AxisMarkPosition(side: .bottom)
}

/// How an axis's marks sit at the plot's edges (accepted: marks sit at their values).
public struct AxisMarkPreset: Hashable, Sendable {
    let name: String
    public static let automatic = AxisMarkPreset(name: "automatic")
    public static let aligned = AxisMarkPreset(name: "aligned")
    public static let extended = AxisMarkPreset(name: "extended")
    public static let inset = AxisMarkPreset(name: "inset")
}

/// Grid lines, ticks and value labels at an axis's values: the axis's defaults, or the parts
/// `content` gives for each value.
public struct AxisMarks<Content>: AxisContent {
    var spec: AxisMarksSpec

    public static func _collect(content: Self, into marks: inout [AxisMarksSpec]) { marks.append(content.spec) }
}

extension AxisMarks where Content == Never {
    public init(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil) {
        spec = AxisMarksSpec(values: values, position: position, preset: preset, stroke: stroke, content: nil)
    }

    public init<Values: Sequence>(preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values, stroke: StrokeStyle? = nil)
    where Values.Element: Plottable {
        self.init(preset: preset, position: position, values: AxisMarkValues(values: values), stroke: stroke)
    }

    /// The axis's default marks with their labels in `format` (Apple's
    /// `init<Format>(format:preset:position:values:stroke:) where Format: FormatStyle,
    /// Format.FormatInput: Plottable, Format.FormatOutput == String`).
    public init<Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: AxisMarkValues = .automatic, stroke: StrokeStyle? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        self.init(preset: preset, position: position, values: values, stroke: stroke)
        spec.labelFormat = AxisValueLabel.labelFormat(format)
    }

    /// The same at the given values (Apple's `init<Value, Format>(format:preset:position:values:stroke:)`).
    public init<Value: Plottable, Format: FormatStyle>(
        format: Format, preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic,
        values: [Value], stroke: StrokeStyle? = nil
    ) where Format.FormatInput == Value, Format.FormatOutput == String {
        self.init(format: format, preset: preset, position: position, values: AxisMarkValues(values: values), stroke: stroke)
    }
}

extension AxisMarks {
    public init(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: AxisMarkValues = .automatic,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content: AxisMark {
        spec = AxisMarksSpec(values: values, position: position, preset: preset, stroke: nil) { value in
            var parts: [AxisPart] = []
            Content._collect(mark: content(value), into: &parts)
            return parts
        }
    }

    public init<Values: Sequence>(
        preset: AxisMarkPreset = .automatic, position: AxisMarkPosition = .automatic, values: Values,
        @AxisMarkBuilder content: @escaping (AxisValue) -> Content
    ) where Content: AxisMark, Values.Element: Plottable {
        self.init(preset: preset, position: position, values: AxisMarkValues(values: values), content: content)
    }
}
