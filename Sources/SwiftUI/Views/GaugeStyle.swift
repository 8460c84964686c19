import Foundation
import WidgetryWire

// `GaugeStyle`: the system's styles, drawn by the renderer, and custom styles, whose
// `makeBody(configuration:)` is evaluated with the gauge's value and labels.

/// How gauges are drawn.
public protocol GaugeStyle {
    associatedtype Body: View
    typealias Configuration = GaugeStyleConfiguration

    /// The gauge drawn from its value and labels.
    @ViewBuilder @MainActor @preconcurrency func makeBody(configuration: Self.Configuration) -> Self.Body
}

/// A gauge's value and labels, for its style's `makeBody(configuration:)`.
public struct GaugeStyleConfiguration {
    /// The gauge's label.
    public struct Label: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// The label showing the current value.
    public struct CurrentValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// A label of a bound or of a marked value.
    public struct MarkedValueLabel: View {
        let content: AnyView
        public var body: some View { content }
    }

    /// Where the value lies between the bounds, from 0 to 1.
    public var value: Double
    public var label: GaugeStyleConfiguration.Label
    public var currentValueLabel: GaugeStyleConfiguration.CurrentValueLabel?
    public var minimumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?
    public var maximumValueLabel: GaugeStyleConfiguration.MarkedValueLabel?

    /// The gauge in one of the system's styles.
    @MainActor func drawn(as style: GaugeArchive.Style) -> some View {
        Gauge(value: value) {
            label
        } currentValueLabel: {
            if let currentValueLabel { currentValueLabel }
        } minimumValueLabel: {
            if let minimumValueLabel { minimumValueLabel }
        } maximumValueLabel: {
            if let maximumValueLabel { maximumValueLabel }
        }
        .transformEnvironmentValues { $0.style.gaugeStyle = style }
    }
}

public struct DefaultGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "automatic" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .automatic) }
}
public struct AccessoryCircularGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "accessoryCircular" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .accessoryCircular) }
}
public struct AccessoryCircularCapacityGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "accessoryCircularCapacity" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .accessoryCircularCapacity) }
}
public struct AccessoryLinearGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "accessoryLinear" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .accessoryLinear) }
}
public struct AccessoryLinearCapacityGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "accessoryLinearCapacity" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .accessoryLinearCapacity) }
}
public struct LinearCapacityGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "linearCapacity" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .linearCapacity) }
}
public struct CircularGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "circular" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .circular) }
}
public struct LinearGaugeStyle: GaugeStyle, _NamedStyle {
    public init() {}
    var styleName: String { "linear" }
    public func makeBody(configuration: GaugeStyleConfiguration) -> some View { configuration.drawn(as: .linear) }
}

extension GaugeStyle where Self == DefaultGaugeStyle { public static var automatic: DefaultGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularGaugeStyle { public static var accessoryCircular: AccessoryCircularGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryCircularCapacityGaugeStyle {
    public static var accessoryCircularCapacity: AccessoryCircularCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == AccessoryLinearGaugeStyle { public static var accessoryLinear: AccessoryLinearGaugeStyle { .init() } }
extension GaugeStyle where Self == AccessoryLinearCapacityGaugeStyle {
    public static var accessoryLinearCapacity: AccessoryLinearCapacityGaugeStyle { .init() }
}
extension GaugeStyle where Self == LinearCapacityGaugeStyle { public static var linearCapacity: LinearCapacityGaugeStyle { .init() } }
extension GaugeStyle where Self == CircularGaugeStyle { public static var circular: CircularGaugeStyle { .init() } }
extension GaugeStyle where Self == LinearGaugeStyle { public static var linear: LinearGaugeStyle { .init() } }

/// A custom gauge style, kept in the environment by `gaugeStyle(_:)`.
struct CustomGaugeStyle {
    let style: any GaugeStyle

    @MainActor func makeBody(_ configuration: GaugeStyleConfiguration) -> AnyView { Self.body(of: style, configuration) }

    @MainActor private static func body<S: GaugeStyle>(of style: S, _ configuration: GaugeStyleConfiguration) -> AnyView {
        AnyView(style.makeBody(configuration: configuration))
    }
}

private struct CustomGaugeStyleKey: EnvironmentKey {
    static var defaultValue: CustomGaugeStyle? { nil }
}

extension EnvironmentValues {
    /// The custom style of the gauges below; nil when a system style draws them.
    var customGaugeStyle: CustomGaugeStyle? {
        get { self[CustomGaugeStyleKey.self] }
        set { self[CustomGaugeStyleKey.self] = newValue }
    }
}

extension View {
    /// Sets the style of the gauges below: a system style, or a custom one drawn by its body.
    public nonisolated func gaugeStyle<S: GaugeStyle>(_ style: S) -> some View {
        transformEnvironmentValues {
            if style is _NamedStyle {
                $0.style.gaugeStyle = archivedStyle(style, default: .automatic)
                $0.customGaugeStyle = nil
            } else {
                $0.customGaugeStyle = CustomGaugeStyle(style: style)
            }
        }
    }
}
