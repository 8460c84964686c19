import Foundation
import SwiftUI
import WidgetryWire

// The chart modifiers: views modifiers that set, for the charts inside the view, their axes,
// scales, legend and plot area (`ChartConfiguration`).

extension View {
    private nonisolated func chart(_ change: @escaping (inout ChartConfiguration) -> Void) -> some View {
        transformEnvironment(\.chartConfiguration, transform: change)
    }

    // MARK: Axes

    /// Shows or hides the x axis.
    public nonisolated func chartXAxis(_ visibility: Visibility) -> some View {
        chart { $0.xAxis.visibility = visibility }
    }

    public nonisolated func chartYAxis(_ visibility: Visibility) -> some View {
        chart { $0.yAxis.visibility = visibility }
    }

    /// The x axis's marks: `AxisMarks` with their values and parts.
    public nonisolated func chartXAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var marks: [AxisMarksSpec] = []
        Content._collect(content: content(), into: &marks)
        let collected = marks
        return chart { $0.xAxis.content = collected }
    }

    public nonisolated func chartYAxis<Content: AxisContent>(@AxisContentBuilder content: () -> Content) -> some View {
        var marks: [AxisMarksSpec] = []
        Content._collect(content: content(), into: &marks)
        let collected = marks
        return chart { $0.yAxis.content = collected }
    }

    /// A title for the x axis.
    public nonisolated func chartXAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(\.xAxis, AnyView(Text(String(label))))
    }

    public nonisolated func chartXAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(\.xAxis, AnyView(Text(label)))
    }

    public nonisolated func chartXAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        axisTitle(\.xAxis, AnyView(content()))
    }

    /// A title for the y axis.
    public nonisolated func chartYAxisLabel<S: StringProtocol>(_ label: S, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(\.yAxis, AnyView(Text(String(label))))
    }

    public nonisolated func chartYAxisLabel(_ label: LocalizedStringKey, position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        axisTitle(\.yAxis, AnyView(Text(label)))
    }

    public nonisolated func chartYAxisLabel<C: View>(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> C) -> some View {
        axisTitle(\.yAxis, AnyView(content()))
    }

    private nonisolated func axisTitle(_ axis: WritableKeyPath<ChartConfiguration, ChartConfiguration.Axis>, _ view: AnyView) -> some View {
        chart { $0[keyPath: axis].label = view }
    }

    // MARK: Scales

    private nonisolated func scale(
        _ axis: WritableKeyPath<ChartConfiguration, ChartConfiguration.Scale>, domain: _ScaleDomainValues?, padding: (start: Double, end: Double)?,
        type: ScaleType?
    ) -> some View {
        chart { configuration in
            if let domain { configuration[keyPath: axis].domain = domain }
            if let padding { configuration[keyPath: axis].padding = padding }
            if let type { configuration[keyPath: axis].type = type }
        }
    }

    public nonisolated func chartXScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        scale(\.xScale, domain: domain._domain, padding: nil, type: type)
    }

    public nonisolated func chartXScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        scale(\.xScale, domain: domain._domain, padding: range._padding, type: type)
    }

    public nonisolated func chartXScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        scale(\.xScale, domain: nil, padding: range._padding, type: type)
    }

    public nonisolated func chartXScale(type: ScaleType? = nil) -> some View {
        scale(\.xScale, domain: nil, padding: nil, type: type)
    }

    public nonisolated func chartYScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View {
        scale(\.yScale, domain: domain._domain, padding: nil, type: type)
    }

    public nonisolated func chartYScale<Domain: ScaleDomain, Range: ScaleRange>(domain: Domain, range: Range, type: ScaleType? = nil) -> some View {
        scale(\.yScale, domain: domain._domain, padding: range._padding, type: type)
    }

    public nonisolated func chartYScale<Range: ScaleRange>(range: Range, type: ScaleType? = nil) -> some View {
        scale(\.yScale, domain: nil, padding: range._padding, type: type)
    }

    public nonisolated func chartYScale(type: ScaleType? = nil) -> some View {
        scale(\.yScale, domain: nil, padding: nil, type: type)
    }

    /// The styles of the values marks are styled `by:`, value by value.
    public nonisolated func chartForegroundStyleScale<Domain: Plottable, S: ShapeStyle>(_ mapping: KeyValuePairs<Domain, S>) -> some View {
        let pairs = mapping.map { (PlotPrimitive($0.key), AnyShapeStyle($0.value)) }
        return chart { $0.styleMapping = pairs }
    }

    public nonisolated func chartForegroundStyleScale<Domain: Plottable, S: ShapeStyle>(_ mapping: [Domain: S]) -> some View where Domain: Hashable {
        let pairs = mapping.map { (PlotPrimitive($0.key), AnyShapeStyle($0.value)) }
        return chart { $0.styleMapping = pairs }
    }

    /// Each value styled by `mapping` (Apple's `chartForegroundStyleScale<DataValue, S>(mapping:
    /// @escaping (DataValue) -> S) where DataValue: Plottable, S: ShapeStyle`).
    public nonisolated func chartForegroundStyleScale<DataValue: Plottable, S: ShapeStyle>(mapping: @escaping (DataValue) -> S) -> some View {
        chart { $0.styleFunction = { primitive in primitive.converted(to: DataValue.self).map { AnyShapeStyle(mapping($0)) } } }
    }

    /// The values of `domain`, in its order, styled by `mapping` (Apple's
    /// `chartForegroundStyleScale<Domain, S>(domain:mapping:) where Domain: Collection`).
    public nonisolated func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, mapping: @escaping (Domain.Element) -> S) -> some View
    where Domain.Element: Plottable {
        let pairs = domain.map { (PlotPrimitive($0), AnyShapeStyle(mapping($0))) }
        return chart { $0.styleMapping = pairs }
    }

    /// The values of `domain` styled by `range` in turn.
    public nonisolated func chartForegroundStyleScale<Domain: Collection, S: ShapeStyle>(domain: Domain, range: [S], type: ScaleType? = nil) -> some View
    where Domain.Element: Plottable {
        let styles = range.map { AnyShapeStyle($0) }
        let pairs = domain.enumerated().compactMap { index, value in styles.isEmpty ? nil : (PlotPrimitive(value), styles[index % styles.count]) }
        return chart { $0.styleMapping = pairs }
    }

    /// The palette values are styled by in turn.
    public nonisolated func chartForegroundStyleScale<S: ShapeStyle>(range: [S], type: ScaleType? = nil) -> some View {
        let styles = range.map { AnyShapeStyle($0) }
        return chart { $0.styleRange = styles }
    }

    public nonisolated func chartForegroundStyleScale<Domain: ScaleDomain>(domain: Domain, type: ScaleType? = nil) -> some View { self }

    public nonisolated func chartSymbolScale<Domain: Plottable, S: ChartSymbolShape>(_ mapping: KeyValuePairs<Domain, S>) -> some View {
        let pairs = mapping.map { (PlotPrimitive($0.key), ($0.value as? BasicChartSymbolShape)?.archive ?? .circle) }
        return chart { $0.symbolMapping = pairs }
    }

    public nonisolated func chartSymbolSizeScale<Domain: ScaleDomain>(domain: Domain, range: ClosedRange<CGFloat>) -> some View { self }
    public nonisolated func chartLineStyleScale<Domain: ScaleDomain>(domain: Domain, range: [StrokeStyle]) -> some View { self }

    // MARK: Legend

    public nonisolated func chartLegend(_ visibility: Visibility) -> some View {
        chart { $0.legend.visibility = visibility }
    }

    public nonisolated func chartLegend(position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil) -> some View {
        let side = Self.legendPosition(position)
        return chart { $0.legend.position = side; $0.legend.alignment = alignment; $0.legend.spacing = spacing.map(Double.init) }
    }

    public nonisolated func chartLegend<Content: View>(
        position: AnnotationPosition = .automatic, alignment: Alignment? = nil, spacing: CGFloat? = nil, @ViewBuilder content: () -> Content
    ) -> some View {
        let side = Self.legendPosition(position), view = AnyView(content())
        return chart {
            $0.legend.position = side
            $0.legend.alignment = alignment
            $0.legend.spacing = spacing.map(Double.init)
            $0.legend.content = view
        }
    }

    private nonisolated static func legendPosition(_ position: AnnotationPosition) -> ChartLegendArchive.Position {
        switch position.archive {
        case nil: .bottom
        case .top, .topLeading, .topTrailing: .top
        case .leading: .leading
        case .trailing: .trailing
        case .overlay: .overlay
        default: .bottom
        }
    }

    // MARK: Plot area

    /// Styles the plot area: `content` gets the plot area as a view to modify (a background,
    /// a border, a frame).
    public nonisolated func chartPlotStyle<Content: View>(@ViewBuilder content: @escaping (ChartPlotContent) -> Content) -> some View {
        chart { $0.plotStyle = { AnyView(content($0)) } }
    }

    /// A view behind the plot area's marks, built with a proxy that places values.
    public nonisolated func chartBackground<Content: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> Content) -> some View {
        chart { $0.background = { AnyView(content($0)) } }
    }

    /// A view over the plot area's marks, built with a proxy that places values.
    public nonisolated func chartOverlay<Content: View>(alignment: Alignment = .center, @ViewBuilder content: @escaping (ChartProxy) -> Content) -> some View {
        chart { $0.overlay = { AnyView(content($0)) } }
    }

    // MARK: Interaction (accepted: a widget shows the whole domain and is not scrolled)

    public nonisolated func chartXVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }
    public nonisolated func chartYVisibleDomain<P: Plottable & Numeric>(length: P) -> some View { self }
    public nonisolated func chartScrollableAxes(_ axes: Axis.Set) -> some View { self }
    public nonisolated func chartXSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public nonisolated func chartYSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public nonisolated func chartAngleSelection<P: Plottable>(value: Binding<P?>) -> some View { self }
    public nonisolated func chartScrollPosition<P: Plottable>(x: Binding<P>) -> some View { self }
    public nonisolated func chartScrollPosition<P: Plottable>(initialX: P) -> some View { self }
}
