import Foundation
import WidgetryWire

// Xcode's previews before the `#Preview` macro (iOS 13–16 templates): a type conforming to
// `PreviewProvider` whose `previews` lists views, each tuned with preview modifiers. Widget
// extensions list and render them with their `#Preview`s (`widgetry preview`, the home
// screen's previews page); WidgetKit finds the providers in the executable's type metadata.

/// A type that produces view previews: each view at the top level of `previews` (also inside
/// `Group` and `ForEach`) is one preview.
@MainActor @preconcurrency
public protocol PreviewProvider: _PreviewProvider {
    associatedtype Previews: View
    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Self.Previews { get }
    /// The platform to run the previews on; Widgetry ignores it (there is one: the home screen).
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    public static var platform: PreviewPlatform? { nil }
}

/// What every preview provider is, as SwiftUI declares it; not for direct use.
@MainActor @preconcurrency
public protocol _PreviewProvider {}

/// The platforms a preview can ask to run on (`PreviewProvider.platform`).
public enum PreviewPlatform: Hashable, Sendable {
    case iOS, macOS, tvOS, watchOS
}

/// A context a preview is shown in (WidgetKit's `WidgetPreviewContext`: a widget family).
public protocol PreviewContext {
    /// The context's value for `key`, or the key's default when the context has none.
    subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { get }
}

extension PreviewContext {
    public subscript<Key: PreviewContextKey>(key: Key.Type) -> Key.Value { Key.defaultValue }
}

/// A key of a `PreviewContext`'s values.
public protocol PreviewContextKey {
    associatedtype Value
    static var defaultValue: Self.Value { get }
}

/// The size of a preview's container.
public enum PreviewLayout: Hashable, Sendable {
    /// The size of the preview's device (the default).
    case device
    /// As large as the view needs, offered the device's size.
    case sizeThatFits
    /// A container of the given size, the view centred in it.
    case fixed(width: CGFloat, height: CGFloat)
}

/// A device a preview runs on, by name ("iPhone 15 Pro") or model ("iPad8,1").
public struct PreviewDevice: RawRepresentable, ExpressibleByStringLiteral, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(stringLiteral: String) { self.rawValue = stringLiteral }
}

/// The orientation of the interface from the user's perspective.
public struct InterfaceOrientation: CaseIterable, Identifiable, Hashable, Sendable {
    public let id: String
    private init(_ id: String) { self.id = id }

    /// Portrait, the top of the device on top.
    public static let portrait = InterfaceOrientation("portrait")
    /// Portrait, upside down.
    public static let portraitUpsideDown = InterfaceOrientation("portraitUpsideDown")
    /// Landscape, the top of the device on the left.
    public static let landscapeLeft = InterfaceOrientation("landscapeLeft")
    /// Landscape, the top of the device on the right.
    public static let landscapeRight = InterfaceOrientation("landscapeRight")

    public static var allCases: [InterfaceOrientation] { [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight] }

    package var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

extension View {
    /// Declares the context the preview is shown in: `WidgetPreviewContext(family:)` previews
    /// the view as a widget of that family.
    public nonisolated func previewContext<C: PreviewContext>(_ value: C) -> some View {
        modifier(_PreviewTraitModifier(trait: .context(value)))
    }

    /// The name the preview is listed under.
    public nonisolated func previewDisplayName(_ value: String?) -> some View {
        modifier(_PreviewTraitModifier(trait: .displayName(value)))
    }

    /// The size of the preview's container (ignored for a widget preview, whose family sets it).
    public nonisolated func previewLayout(_ value: PreviewLayout) -> some View {
        modifier(_PreviewTraitModifier(trait: .layout(value)))
    }

    /// The device the preview runs on; accepted, and Widgetry's one device is used.
    public nonisolated func previewDevice(_ value: PreviewDevice?) -> some View {
        modifier(_PreviewTraitModifier(trait: .device(value)))
    }

    /// The orientation of the preview's device: landscape swaps its width and height.
    public nonisolated func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        modifier(_PreviewTraitModifier(trait: .orientation(value)))
    }
}

/// A preview modifier: it changes nothing when the view is drawn, and tells the preview list
/// (``previewItems(of:)``) how to show the preview.
nonisolated struct _PreviewTraitModifier: ViewModifier, PrimitiveModifier {
    enum Trait {
        case context(any PreviewContext)
        case displayName(String?)
        case layout(PreviewLayout)
        case device(PreviewDevice?)
        case orientation(InterfaceOrientation)
    }
    let trait: Trait

    typealias Body = Never
    @MainActor static func _makeView<C: View>(modifier: Self, content: C, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: inputs.evaluator.nodes(of: content, in: inputs.scope))
    }

    @MainActor func makeNodes(content: (EvaluationScope) -> [ViewNode], in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        content(scope)
    }
}
