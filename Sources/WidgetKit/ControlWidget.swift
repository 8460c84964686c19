import WidgetryWire

/// A control: a small button or toggle that Control Center, the Lock Screen and the Action button
/// show, running an App Intent without opening the app.
///
/// A control sits in a `WidgetBundle` beside widgets. The extension records it
/// (`WidgetExtension.controls`) and describes it to the host apart from its widgets
/// (`describeControls`); the host values, places and performs it.
@MainActor @preconcurrency
public protocol ControlWidget {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder var body: Body { get }
    init()
}

/// Describes a control: its kind, value provider, template and gallery details.
@MainActor @preconcurrency
public protocol ControlWidgetConfiguration {
    associatedtype Body: ControlWidgetConfiguration
    @ControlWidgetConfigurationBuilder var body: Body { get }
}

extension Never: ControlWidgetConfiguration {}

/// Builds a control's configuration from its body's statements.
@resultBuilder
public struct ControlWidgetConfigurationBuilder {
    public static func buildExpression<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
    public static func buildBlock<Content: ControlWidgetConfiguration>(_ content: Content) -> Content { content }
}

extension WidgetBundleBuilder {
    /// A control in a bundle's body, beside its widgets.
    public static func buildExpression<Control: ControlWidget>(_ control: Control) -> some Widget {
        BundledControl(control: control)
    }
}

/// A control as a member of a bundle body; the extension lists it among its controls.
struct BundledControl<Control: ControlWidget>: Widget, ControlDescribing {
    let control: Control

    init(control: Control) { self.control = control }
    init() { control = Control() }

    var body: EmptyWidgetConfiguration { EmptyWidgetConfiguration() }

    var resolvedControl: ResolvedControl {
        guard let resolved = control.body.resolvedControl else {
            preconditionFailure("\(Control.self) does not describe a control (its body has no StaticControlConfiguration or AppIntentControlConfiguration)")
        }
        return resolved
    }
}

/// A bundle member that stands for a control.
@MainActor
package protocol ControlDescribing {
    var resolvedControl: ResolvedControl { get }
}

/// A control as the extension knows it: its kind, gallery details, configuration intent and
/// template.
package struct ResolvedControl: @unchecked Sendable {
    package let kind: String
    package var displayName: String?
    package var description: String?
    package var promptsForUserConfiguration = false
    package var disablesControlStateCaching = false
    /// `.pushHandler(_:)`: the type that hears the placed controls' push tokens.
    package var pushHandler: (any ControlPushHandler.Type)?
    /// Runs the value provider and builds the template.
    package let runner: any ControlRunner
}

/// A control configuration that is itself a control description (not built from a body).
@MainActor
package protocol PrimitiveControlConfiguration {
    var resolvedControl: ResolvedControl { get }
}

extension ControlWidgetConfiguration {
    /// Follows bodies down to the primitive configuration and its modifiers.
    package var resolvedControl: ResolvedControl? {
        if let primitive = self as? any PrimitiveControlConfiguration { return primitive.resolvedControl }
        if Body.self == Never.self { return nil }
        return body.resolvedControl
    }
}
