import Foundation
import SwiftUI
import WidgetryWire

/// One part of an axis mark at a value: a grid line, a tick or a value label.
public protocol AxisMark {
    /// How the axis collects this mark's parts. Not for use by apps.
    static func _collect(mark: Self, into parts: inout [AxisPart])
}

/// A part of an axis mark as collected, before it is placed. Not for use by apps.
public struct AxisPart {
    enum Kind {
        case grid, tick, label
    }

    var kind: Kind
    var stroke: StrokeStyle?
    var style: AnyShapeStyle?
    var tickLength: Double?
    var centered: Bool?
    var anchor: UnitPoint?
    var format: ((PlotPrimitive) -> String)?
    var content: AnyView?
    var font: Font?
    var offset = CGSize.zero
}

/// Builds an axis mark from its parts: a grid line, a tick, a label, with `if` and `switch`.
@resultBuilder
public struct AxisMarkBuilder {
    public static func buildBlock() -> AxisMarkTuple { AxisMarkTuple(parts: []) }
    public static func buildExpression<M: AxisMark>(_ mark: M) -> M { mark }
    /// Blocks are built a mark at a time, so a block inside an `if` (a grid line and a tick
    /// shown together) has a type the compiler can infer.
    public static func buildPartialBlock<M: AxisMark>(first: M) -> AxisMarkTuple {
        var parts: [AxisPart] = []
        AxisMarkTuple.collect(first, into: &parts)
        return AxisMarkTuple(parts: parts)
    }
    public static func buildPartialBlock<M: AxisMark>(accumulated: AxisMarkTuple, next: M) -> AxisMarkTuple {
        var parts = accumulated.parts
        AxisMarkTuple.collect(next, into: &parts)
        return AxisMarkTuple(parts: parts)
    }
    // Every non-empty block is an `AxisMarkTuple` (built a mark at a time), so the branches of
    // `if` and `switch` take that type: a branch of several marks has a type to infer.
    public static func buildOptional(_ mark: AxisMarkTuple?) -> AxisMarkTuple { mark ?? AxisMarkTuple(parts: []) }
    public static func buildEither(first: AxisMarkTuple) -> AxisMarkTuple { first }
    public static func buildEither(second: AxisMarkTuple) -> AxisMarkTuple { second }
    public static func buildLimitedAvailability(_ mark: AxisMarkTuple) -> AxisMarkTuple { mark }
}

/// Axis mark parts built by a block.
public struct AxisMarkTuple: AxisMark {
    var parts: [AxisPart]

    static func collect<M: AxisMark>(_ mark: M, into parts: inout [AxisPart]) {
        M._collect(mark: mark, into: &parts)
    }

    public static func _collect(mark: Self, into parts: inout [AxisPart]) {
        parts += mark.parts
    }
}

/// A line across the plot at the mark's value.
public struct AxisGridLine: AxisMark {
    var part: AxisPart

    public init(centered: Bool? = nil, stroke: StrokeStyle? = nil) {
        part = AxisPart(kind: .grid, stroke: stroke, centered: centered)
    }

    public static func _collect(mark: Self, into parts: inout [AxisPart]) { parts.append(mark.part) }
}

/// A short line outside the plot at the mark's value, toward its label.
public struct AxisTick: AxisMark {
    /// A tick's length: automatic, a number of points, or as long as the label column.
    public struct Length: ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral, Sendable {
        let points: Double?
        public static let automatic = Length(points: nil)
        public static let label = Length(points: nil)
        public static let longestLabel = Length(points: nil)
        public init(floatLiteral value: Double) { points = value }
        public init(integerLiteral value: Int) { points = Double(value) }
        init(points: Double?) { self.points = points }
    }

    var part: AxisPart

    public init(centered: Bool? = nil, length: Length = .automatic, stroke: StrokeStyle? = nil) {
        part = AxisPart(kind: .tick, stroke: stroke, tickLength: length.points, centered: centered)
    }

    public static func _collect(mark: Self, into parts: inout [AxisPart]) { parts.append(mark.part) }
}

/// How value labels that would overlap are resolved (accepted; labels are thinned by the
/// axis's values).
public struct AxisValueLabelCollisionResolution: Sendable {
    public static let automatic = AxisValueLabelCollisionResolution()
    public static let disabled = AxisValueLabelCollisionResolution()
    public static func greedy(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
    public static func truncate(priority: Double = 0, minimumSpacing: CGFloat = 0) -> AxisValueLabelCollisionResolution { .automatic }
}

/// The orientation of value labels (accepted; labels are drawn horizontal).
public struct AxisValueLabelOrientation: Sendable {
    public static let automatic = AxisValueLabelOrientation()
    public static let horizontal = AxisValueLabelOrientation()
    public static let vertical = AxisValueLabelOrientation()
    public static let verticalReversed = AxisValueLabelOrientation()
}

/// The label of the mark's value: formatted by the axis (numbers, dates by their stride, a
/// category's name), by `format`, or a view of the author's.
public struct AxisValueLabel: AxisMark {
    var part: AxisPart

    public init(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        part = AxisPart(kind: .label, centered: centered, anchor: anchor)
    }

    public init<Format: FormatStyle>(
        format: Format, centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) where Format.FormatInput: Plottable, Format.FormatOutput == String {
        part = AxisPart(kind: .label, centered: centered, anchor: anchor)
        part.format = Self.labelFormat(format)
    }

    /// A value's text in `format`, or its own text when it is not of the format's input type.
    static func labelFormat<Format: FormatStyle>(_ format: Format) -> (PlotPrimitive) -> String
    where Format.FormatInput: Plottable, Format.FormatOutput == String {
        { primitive in primitive.converted(to: Format.FormatInput.self).map(format.format) ?? primitive.text }
    }

    public init<Content: View>(
        centered: Bool? = nil, anchor: UnitPoint? = nil, multiLabelAlignment: Alignment? = nil,
        collisionResolution: AxisValueLabelCollisionResolution = .automatic, offsetsMarks: Bool? = nil,
        orientation: AxisValueLabelOrientation = .automatic, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil,
        @ViewBuilder content: () -> Content
    ) {
        part = AxisPart(kind: .label, centered: centered, anchor: anchor, content: AnyView(content()))
    }

    public init<S: StringProtocol>(_ label: S, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        let text = String(label)
        part = AxisPart(kind: .label, centered: centered, anchor: anchor)
        part.format = { _ in text }
    }

    public init(_ label: LocalizedStringKey, centered: Bool? = nil, anchor: UnitPoint? = nil) {
        self.init(label.resolvedText, centered: centered, anchor: anchor)
    }

    public static func _collect(mark: Self, into parts: inout [AxisPart]) { parts.append(mark.part) }
}

/// An axis mark part with a modifier applied.
public struct _ModifiedAxisMark: AxisMark {
    var parts: [AxisPart]
    public static func _collect(mark: Self, into parts: inout [AxisPart]) { parts += mark.parts }
}

extension AxisMark {
    private func modifyingParts(_ modify: (inout AxisPart) -> Void) -> _ModifiedAxisMark {
        var parts: [AxisPart] = []
        Self._collect(mark: self, into: &parts)
        for index in parts.indices { modify(&parts[index]) }
        return _ModifiedAxisMark(parts: parts)
    }

    public func foregroundStyle<S: ShapeStyle>(_ style: S) -> some AxisMark {
        modifyingParts { $0.style = AnyShapeStyle(style) }
    }

    public func font(_ font: Font?) -> some AxisMark {
        modifyingParts { $0.font = font }
    }

    public func offset(x: CGFloat = 0, y: CGFloat = 0) -> some AxisMark {
        modifyingParts { $0.offset = CGSize(width: $0.offset.width + x, height: $0.offset.height + y) }
    }

    public func offset(_ size: CGSize) -> some AxisMark {
        offset(x: size.width, y: size.height)
    }
}
