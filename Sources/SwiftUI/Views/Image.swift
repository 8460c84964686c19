import Foundation
import WidgetryUIKit
import WidgetryWire

/// An image: an SF Symbol by name (rendered by the host from an open icon set, with a visible
/// fallback for unknown names) or an image resource of the extension.
public nonisolated struct Image: Equatable, Sendable {
    enum Source: Equatable, Sendable {
        case system(String, variableValue: Double?)
        case named(String, decorative: Bool)
    }

    let source: Source
    var isResizable = false
    var renderingMode: TemplateRenderingMode?
    /// WidgetKit's `widgetAccentedRenderingMode(_:)`, by name.
    package var accentedRenderingMode: ImageArchive.AccentedRenderingMode?
    /// An image made from bytes (`Image(uiImage:)`): they travel in the archive (`source` is
    /// `.named` with the image's key).
    var data: ImageResourceArchive?
    /// Why an image made from bytes is not drawn (larger than a widget may show).
    var refusal: String?

    init(source: Source) { self.source = source }

    public init(systemName: String) {
        source = .system(systemName, variableValue: nil)
    }

    public init(systemName: String, variableValue: Double?) {
        source = .system(systemName, variableValue: variableValue)
    }

    public init(_ name: String, bundle: Bundle? = nil) {
        source = .named(name, decorative: false)
    }

    public init(_ name: String, bundle: Bundle? = nil, label: Text) {
        source = .named(name, decorative: false)
    }

    public init(decorative name: String, bundle: Bundle? = nil) {
        source = .named(name, decorative: true)
    }

    public init(_ name: String, variableValue: Double?, bundle: Bundle? = nil) {
        source = .named(name, decorative: false)
    }

    public init(decorative name: String, variableValue: Double?, bundle: Bundle? = nil) {
        source = .named(name, decorative: true)
    }

    /// How an image is coloured: as drawn, or as a mask filled with the foreground style.
    public enum TemplateRenderingMode: Hashable, Sendable {
        case original, template
    }

    /// How an image is stretched.
    public enum ResizingMode: Hashable, Sendable {
        case tile, stretch
    }

    /// Symbol sizes relative to the font.
    public enum Scale: Hashable, Sendable {
        case small, medium, large
    }

    public func resizable(capInsets: EdgeInsets = EdgeInsets(), resizingMode: ResizingMode = .stretch) -> Image {
        var image = self
        image.isResizable = true
        return image
    }

    public func renderingMode(_ renderingMode: TemplateRenderingMode?) -> Image {
        var image = self
        image.renderingMode = renderingMode
        return image
    }

    /// Accepted for source compatibility; interpolation has no effect in the archive.
    public func interpolation(_ interpolation: Interpolation) -> Image { self }
    public func antialiased(_ isAntialiased: Bool) -> Image { self }

    public enum Interpolation: Hashable, Sendable {
        case none, low, medium, high
    }
}

/// How an SF Symbol's layers are coloured.
public struct SymbolRenderingMode: Hashable, Sendable {
    let archive: ImageArchive.SymbolRenderingMode
    public static let monochrome = SymbolRenderingMode(archive: .monochrome)
    public static let multicolor = SymbolRenderingMode(archive: .multicolor)
    public static let hierarchical = SymbolRenderingMode(archive: .hierarchical)
    public static let palette = SymbolRenderingMode(archive: .palette)
}

extension Image: View, PrimitiveView {
    public typealias Body = Never
    public var body: Never { fatalError("Image has no body") }

    @MainActor public static func _makeView(view: Self, inputs: _ViewInputs) -> _ViewOutputs {
        _ViewOutputs(nodes: view.makeNodes(in: inputs.scope, evaluator: inputs.evaluator))
    }

    @MainActor package func makeNodes(in scope: EvaluationScope, evaluator: ViewEvaluator) -> [ViewNode] {
        let environment = scope.environment
        var archive: ImageArchive
        switch source {
        case .system(let name, let variableValue):
            archive = ImageArchive(systemName: name)
            archive.variableValue = variableValue
            archive.font = environment.resolvedFont()
            archive.imageScale = environment.imageScale == .medium ? nil : (environment.imageScale == .small ? .small : .large)
            archive.symbolRenderingMode = environment.symbolRenderingMode?.archive
        case .named(let name, let decorative):
            archive = ImageArchive(name: name)
            archive.decorative = decorative ? true : nil
            if let data {
                archive.data = data
                archive.size = data.size
            } else if let refusal {
                archive.missing = true
                Self.report(refusal)
            } else if let resource = ImageResources.resource(named: name) {
                let file = resource.file(dark: environment.colorScheme == .dark)
                archive.size = file.size
                if file != resource.light { archive.appearance = "dark" }
            } else {
                archive.missing = true
            }
        }
        if isResizable { archive.resizable = true }
        if let renderingMode { archive.renderingMode = renderingMode == .original ? .original : .template }
        archive.accentedRenderingMode = accentedRenderingMode
        archive.foreground = environment.foregroundPaint()
        archive.palette = environment.foregroundPalette
        return [scope.node(.image(archive))]
    }
}

extension View {
    public nonisolated func imageScale(_ scale: Image.Scale) -> some View {
        environment(\.imageScale, scale)
    }

    public nonisolated func symbolRenderingMode(_ mode: SymbolRenderingMode?) -> some View {
        environment(\.symbolRenderingMode, mode)
    }

    /// Accepted for source compatibility; symbol variants are not applied.
    public nonisolated func symbolVariant(_ variant: SymbolVariants) -> some View { self }
}

/// Variants of SF Symbols (`.fill`, `.circle`, …); accepted, not applied.
public struct SymbolVariants: Hashable, Sendable {
    let name: String
    public static let none = SymbolVariants(name: "none")
    public static let fill = SymbolVariants(name: "fill")
    public static let circle = SymbolVariants(name: "circle")
    public static let square = SymbolVariants(name: "square")
    public static let rectangle = SymbolVariants(name: "rectangle")
    public static let slash = SymbolVariants(name: "slash")
}
