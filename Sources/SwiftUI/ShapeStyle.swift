import Foundation
import WidgetryWire

/// A colour, gradient or material used to fill or stroke views and text.
public protocol ShapeStyle: Sendable {}

/// How a style resolves to the archive's paint in an environment, at a hierarchical level.
package protocol ResolvableShapeStyle {
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive
}

extension EnvironmentValues {
    /// `style` resolved for this environment (colour scheme, foreground styles, tint).
    package func resolvePaint<S: ShapeStyle>(_ style: S, level: Int = 0) -> PaintArchive {
        if let resolvable = style as? any ResolvableShapeStyle {
            return resolvable.resolvePaint(in: self, level: level)
        }
        return HierarchicalShapeStyle(level: level).resolvePaint(in: self, level: 0)
    }

    /// The foreground at hierarchical `level` (what text and shapes are drawn in).
    package func foregroundPaint(level: Int = 0) -> PaintArchive {
        HierarchicalShapeStyle(level: level).resolvePaint(in: self, level: 0)
    }

    /// Every level of the foreground set by `foregroundStyle(_:_:_:)`, when more than one was set.
    var foregroundPalette: [PaintArchive]? {
        guard let styles = foregroundStyles, styles.count > 1 else { return nil }
        return styles.indices.map { foregroundPaint(level: $0) }
    }

    /// The tint in force, nil when none was set.
    var tintPaint: PaintArchive? {
        style.tint.map { resolvePaint($0) }
    }
}

extension Color: ShapeStyle, ResolvableShapeStyle {
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        let scheme = environment.colorScheme
        let level = min(max(level, 0), 4)
        if let labelLevel {
            // `Color.primary`/`.secondary` are label colours: deeper levels go down the label scale.
            let index = min(labelLevel + level, 4)
            var color = scheme == .dark ? labelLevels[index].dark : labelLevels[index].light
            if case .opacity(_, let opacity) = storage { color.opacity *= opacity }
            return .color(color, name: archiveName, level: index)
        }
        var color = resolved(in: scheme)
        color.opacity *= levelOpacity[level]
        return .color(color, name: archiveName, level: level == 0 ? nil : level)
    }
}

/// A type-erased style.
public struct AnyShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let base: any ShapeStyle
    public init<S: ShapeStyle>(_ style: S) {
        self.base = (style as? AnyShapeStyle)?.base ?? style
    }
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        func open<S: ShapeStyle>(_ style: S) -> PaintArchive { environment.resolvePaint(style, level: level) }
        return open(base)
    }
}

/// The levels of the foreground style: `.primary`, `.secondary`, `.tertiary`, `.quaternary`,
/// `.quinary`. Each is the matching style given to `foregroundStyle(_:_:_:)`, else the
/// first style (or the label colour) made fainter.
public struct HierarchicalShapeStyle: ShapeStyle, ResolvableShapeStyle {
    let level: Int
    init(level: Int) { self.level = level }
    public static let primary = HierarchicalShapeStyle(level: 0)
    public static let secondary = HierarchicalShapeStyle(level: 1)
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    public static let quaternary = HierarchicalShapeStyle(level: 3)
    public static let quinary = HierarchicalShapeStyle(level: 4)

    package func resolvePaint(in environment: EnvironmentValues, level extra: Int) -> PaintArchive {
        let level = min(self.level + extra, 4)
        if let styles = environment.foregroundStyles, !styles.isEmpty {
            var inner = environment
            inner.foregroundStyles = nil
            if level < styles.count {
                var paint = inner.resolvePaint(styles[level])
                if paint.level == nil && level > 0 { paint.level = level }
                return paint
            }
            return inner.resolvePaint(styles[0], level: level)
        }
        let pair = labelLevels[level]
        return .color(environment.colorScheme == .dark ? pair.dark : pair.light, level: level)
    }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    public static var primary: HierarchicalShapeStyle { .primary }
    public static var secondary: HierarchicalShapeStyle { .secondary }
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

/// A style at a deeper hierarchical level (`.red.secondary`, `.fill.tertiary`).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let level: Int
    package func resolvePaint(in environment: EnvironmentValues, level extra: Int) -> PaintArchive {
        var paint = environment.resolvePaint(base, level: min(level + extra, 4))
        paint.level = min(level + extra, 4)
        return paint
    }
}

extension ShapeStyle {
    public var secondary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 1) }
    public var tertiary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 2) }
    public var quaternary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 3) }
    public var quinary: HierarchicalShapeStyleModifier<Self> { HierarchicalShapeStyleModifier(base: self, level: 4) }

    /// This style with its opacity multiplied by `opacity`.
    public func opacity(_ opacity: Double) -> some ShapeStyle { _OpacityShapeStyle(base: self, opacity: opacity) }
}

struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ResolvableShapeStyle {
    let base: Base
    let opacity: Double
    func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        var paint = environment.resolvePaint(base, level: level)
        paint.color?.opacity *= opacity
        paint.stops = paint.stops?.map { GradientStopArchive(color: RGBAColor(red: $0.color.red, green: $0.color.green, blue: $0.color.blue, opacity: $0.color.opacity * opacity), location: $0.location) }
        return paint
    }
}

/// The tint colour in force (`tint(_:)`), else the accent colour.
public struct TintShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        var paint = environment.style.tint.map { environment.resolvePaint($0, level: level) } ?? Color.accentColor.resolvePaint(in: environment, level: level)
        paint.name = "tint"
        return paint
    }
}

extension ShapeStyle where Self == TintShapeStyle {
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

/// The foreground style in force.
public struct ForegroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        environment.foregroundPaint(level: level)
    }
}

extension ShapeStyle where Self == ForegroundStyle {
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

/// The system background colour.
public struct BackgroundStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        let pair = backgroundLevels[min(level, 4)]
        return .color(environment.colorScheme == .dark ? pair.dark : pair.light, name: "background", level: level == 0 ? nil : level)
    }
}

extension ShapeStyle where Self == BackgroundStyle {
    public static var background: BackgroundStyle { BackgroundStyle() }
}

/// The system fill colour for shapes (`.fill`, `.fill.secondary`, …).
public struct FillShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        let pair = fillLevels[min(level, 4)]
        return .color(environment.colorScheme == .dark ? pair.dark : pair.light, name: "fill", level: level == 0 ? nil : level)
    }
}

extension ShapeStyle where Self == FillShapeStyle {
    public static var fill: FillShapeStyle { FillShapeStyle() }
}

/// The colour of separators.
public struct SeparatorShapeStyle: ShapeStyle, ResolvableShapeStyle {
    public init() {}
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        let color = environment.colorScheme == .dark ? RGBAColor(red: 84 / 255, green: 84 / 255, blue: 88 / 255, opacity: 0.65) : RGBAColor(red: 60 / 255, green: 60 / 255, blue: 67 / 255, opacity: 0.29)
        return .color(color, name: "separator")
    }
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    public static var separator: SeparatorShapeStyle { SeparatorShapeStyle() }
}

/// A blur material. Renderers that cannot blur draw it as its tint colour.
public struct Material: ShapeStyle, ResolvableShapeStyle {
    let name: String
    let lightOpacity: Double
    public static let ultraThinMaterial = Material(name: "ultraThinMaterial", lightOpacity: 0.35)
    public static let thinMaterial = Material(name: "thinMaterial", lightOpacity: 0.5)
    public static let regularMaterial = Material(name: "regularMaterial", lightOpacity: 0.65)
    public static let thickMaterial = Material(name: "thickMaterial", lightOpacity: 0.8)
    public static let ultraThickMaterial = Material(name: "ultraThickMaterial", lightOpacity: 0.9)
    public static let bar = Material(name: "bar", lightOpacity: 0.75)

    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        let color = environment.colorScheme == .dark
            ? RGBAColor(red: 0.11, green: 0.11, blue: 0.12, opacity: lightOpacity)
            : RGBAColor(red: 0.97, green: 0.97, blue: 0.98, opacity: lightOpacity)
        return PaintArchive(kind: .material, color: color, level: level == 0 ? nil : level, name: name)
    }
}

extension ShapeStyle where Self == Material {
    public static var ultraThinMaterial: Material { .ultraThinMaterial }
    public static var thinMaterial: Material { .thinMaterial }
    public static var regularMaterial: Material { .regularMaterial }
    public static var thickMaterial: Material { .thickMaterial }
    public static var ultraThickMaterial: Material { .ultraThickMaterial }
    public static var bar: Material { .bar }
}

extension ShapeStyle where Self == Color {
    public static var black: Color { .black }
    public static var white: Color { .white }
    public static var clear: Color { .clear }
    public static var gray: Color { .gray }
    public static var red: Color { .red }
    public static var orange: Color { .orange }
    public static var yellow: Color { .yellow }
    public static var green: Color { .green }
    public static var mint: Color { .mint }
    public static var teal: Color { .teal }
    public static var cyan: Color { .cyan }
    public static var blue: Color { .blue }
    public static var indigo: Color { .indigo }
    public static var purple: Color { .purple }
    public static var pink: Color { .pink }
    public static var brown: Color { .brown }
}

// MARK: - Gradients

/// Colours at locations along a gradient.
public struct Gradient: Hashable, Sendable {
    public struct Stop: Hashable, Sendable {
        public var color: Color
        public var location: CGFloat
        public init(color: Color, location: CGFloat) {
            self.color = color
            self.location = location
        }
    }

    public var stops: [Stop]

    public init(stops: [Stop]) { self.stops = stops }

    public init(colors: [Color]) {
        let count = colors.count
        self.stops = colors.enumerated().map { index, color in
            Stop(color: color, location: count > 1 ? CGFloat(index) / CGFloat(count - 1) : 0)
        }
    }

    func archive(in environment: EnvironmentValues) -> [GradientStopArchive] {
        stops.map { stop in
            let paint = stop.color.resolvePaint(in: environment, level: 0)
            return GradientStopArchive(color: paint.color ?? RGBAColor(red: 0, green: 0, blue: 0), location: Double(stop.location))
        }
    }
}

extension Gradient: ShapeStyle, ResolvableShapeStyle {
    /// A gradient as a style runs from top to bottom.
    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        LinearGradient(gradient: self, startPoint: .top, endPoint: .bottom).resolvePaint(in: environment, level: level)
    }
}

/// The gradient of a colour (`Color.blue.gradient`): the colour lightening towards the top.
public struct AnyGradient: Hashable, ShapeStyle, ResolvableShapeStyle {
    let base: Color
    public init(_ gradient: Gradient) {
        self.base = gradient.stops.first?.color ?? .clear
        self.stops = gradient.stops
    }
    init(base: Color) {
        self.base = base
        self.stops = nil
    }
    let stops: [Gradient.Stop]?

    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        if let stops {
            return LinearGradient(stops: stops, startPoint: .top, endPoint: .bottom).resolvePaint(in: environment, level: level)
        }
        var top = base.resolved(in: environment.colorScheme)
        let bottom = top
        top.red += (1 - top.red) * 0.15
        top.green += (1 - top.green) * 0.15
        top.blue += (1 - top.blue) * 0.15
        return PaintArchive(
            kind: .linearGradient, name: base.archiveName,
            stops: [GradientStopArchive(color: top, location: 0), GradientStopArchive(color: bottom, location: 1)],
            startPoint: UnitPoint.top.archive, endPoint: UnitPoint.bottom.archive)
    }
}

/// A gradient along a line from `startPoint` to `endPoint`.
public nonisolated struct LinearGradient: ShapeStyle, View, ResolvableShapeStyle {
    let gradient: Gradient
    let startPoint: UnitPoint
    let endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient
        self.startPoint = startPoint
        self.endPoint = endPoint
    }
    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }
    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        PaintArchive(kind: .linearGradient, stops: gradient.archive(in: environment), startPoint: startPoint.archive, endPoint: endPoint.archive)
    }

    public typealias Body = Never
    public var body: Never { fatalError("LinearGradient has no body") }
}

/// A gradient in circles around `center`.
public nonisolated struct RadialGradient: ShapeStyle, View, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startRadius: CGFloat
    let endRadius: CGFloat

    public init(gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.gradient = gradient
        self.center = center
        self.startRadius = startRadius
        self.endRadius = endRadius
    }
    public init(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(colors: colors), center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public init(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) {
        self.init(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }

    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        PaintArchive(
            kind: .radialGradient, stops: gradient.archive(in: environment), center: center.archive,
            startRadius: Double(startRadius), endRadius: Double(endRadius))
    }

    public typealias Body = Never
    public var body: Never { fatalError("RadialGradient has no body") }
}

/// A gradient sweeping around `center`.
public nonisolated struct AngularGradient: ShapeStyle, View, ResolvableShapeStyle {
    let gradient: Gradient
    let center: UnitPoint
    let startAngle: Angle
    let endAngle: Angle

    public init(gradient: Gradient, center: UnitPoint, startAngle: Angle = .zero, endAngle: Angle = .zero) {
        self.gradient = gradient
        self.center = center
        self.startAngle = startAngle
        self.endAngle = endAngle == .zero ? .degrees(360) : endAngle
    }
    public init(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) {
        self.init(gradient: Gradient(colors: colors), center: center, startAngle: startAngle, endAngle: endAngle)
    }
    public init(gradient: Gradient, center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: gradient, center: center, startAngle: angle, endAngle: angle + .degrees(360))
    }
    public init(colors: [Color], center: UnitPoint, angle: Angle = .zero) {
        self.init(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    package func resolvePaint(in environment: EnvironmentValues, level: Int) -> PaintArchive {
        PaintArchive(
            kind: .angularGradient, stops: gradient.archive(in: environment), center: center.archive,
            startAngle: startAngle.degrees, endAngle: endAngle.degrees)
    }

    public typealias Body = Never
    public var body: Never { fatalError("AngularGradient has no body") }
}

extension LinearGradient: PrimitiveView {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [scope.node(.fill(scope.paint(self)))]
    }
}

extension RadialGradient: PrimitiveView {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [scope.node(.fill(scope.paint(self)))]
    }
}

extension AngularGradient: PrimitiveView {
    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        [scope.node(.fill(scope.paint(self)))]
    }
}

extension ShapeStyle where Self == LinearGradient {
    public static func linearGradient(_ gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(gradient: gradient, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(colors: colors, startPoint: startPoint, endPoint: endPoint)
    }
    public static func linearGradient(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) -> LinearGradient {
        LinearGradient(stops: stops, startPoint: startPoint, endPoint: endPoint)
    }
}

extension ShapeStyle where Self == RadialGradient {
    public static func radialGradient(_ gradient: Gradient, center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(gradient: gradient, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(colors: [Color], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(colors: colors, center: center, startRadius: startRadius, endRadius: endRadius)
    }
    public static func radialGradient(stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat) -> RadialGradient {
        RadialGradient(stops: stops, center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == AngularGradient {
    public static func angularGradient(colors: [Color], center: UnitPoint, startAngle: Angle, endAngle: Angle) -> AngularGradient {
        AngularGradient(colors: colors, center: center, startAngle: startAngle, endAngle: endAngle)
    }
}
