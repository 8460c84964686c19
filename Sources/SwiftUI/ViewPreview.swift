import WidgetryPreviewSection

// SwiftUI's `#Preview { SomeView() }`, as files shared between an app and its widgets write it.
// Each use registers a preview that `widgetry preview` and the previews page list after the
// widget previews, shown as a plain view (as a `PreviewProvider` view without a widget context).

/// A preview of a view.
@freestanding(declaration)
public macro Preview(_ name: String? = nil, @ViewBuilder body: @escaping @MainActor () -> any View) =
    #externalMacro(module: "WidgetryMacros", type: "ViewPreviewMacro")

/// A preview of a view with traits: its layout or orientation.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "WidgetryMacros", type: "ViewPreviewMacro")

/// What `#Preview`s are about; its `ViewTraits` name the traits of a view preview.
public struct Preview {
    public enum ViewTraits {}
}

/// A trait of a preview: `.sizeThatFitsLayout`, `.fixedLayout(width:height:)`, an orientation.
public struct PreviewTrait<T>: @unchecked Sendable {
    enum Trait {
        case layout(PreviewLayout)
        case orientation(InterfaceOrientation)
    }

    let trait: Trait
}

extension PreviewTrait where T == Preview.ViewTraits {
    public static var defaultLayout: PreviewTrait<T> { PreviewTrait(trait: .layout(.device)) }
    public static var sizeThatFitsLayout: PreviewTrait<T> { PreviewTrait(trait: .layout(.sizeThatFits)) }
    public static func fixedLayout(width: CGFloat, height: CGFloat) -> PreviewTrait<T> {
        PreviewTrait(trait: .layout(.fixed(width: width, height: height)))
    }
    public static var portrait: PreviewTrait<T> { PreviewTrait(trait: .orientation(.portrait)) }
    public static var portraitUpsideDown: PreviewTrait<T> { PreviewTrait(trait: .orientation(.portraitUpsideDown)) }
    public static var landscapeLeft: PreviewTrait<T> { PreviewTrait(trait: .orientation(.landscapeLeft)) }
    public static var landscapeRight: PreviewTrait<T> { PreviewTrait(trait: .orientation(.landscapeRight)) }
}

/// What a view `#Preview` expands to; not for direct use.
public struct _ViewPreview: @unchecked Sendable {
    package let name: String?
    package let fileID: String
    package let line: Int
    let traits: [PreviewTrait<Preview.ViewTraits>]
    let body: @MainActor () -> any View

    public init(_ name: String? = nil, fileID: String = #fileID, line: Int = #line, @ViewBuilder body: @escaping @MainActor () -> any View) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.traits = []
        self.body = body
    }

    public init(
        _ name: String? = nil, traits: PreviewTrait<Preview.ViewTraits>, _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
        fileID: String = #fileID, line: Int = #line, @ViewBuilder body: @escaping @MainActor () -> any View
    ) {
        self.name = name
        self.fileID = fileID
        self.line = line
        self.traits = [traits] + additionalTraits
        self.body = body
    }

    /// The preview boxed for the `widgetry_view_previews` section.
    public var retainedRegistration: UnsafeMutableRawPointer? {
        Unmanaged.passRetained(ViewPreviewBox(self)).toOpaque()
    }

    /// The preview as a preview item: the body with the traits as preview modifiers, which a
    /// modifier of the body's own overrides.
    @MainActor package var item: PreviewItem {
        var view = AnyView(body())
        for preview in traits {
            switch preview.trait {
            case .layout(let layout): view = AnyView(view.previewLayout(layout))
            case .orientation(let orientation): view = AnyView(view.previewInterfaceOrientation(orientation))
            }
        }
        return previewItems(of: view).first ?? PreviewItem(view: view)
    }

    /// Every view `#Preview` compiled into this executable, in link order.
    package static var registered: [_ViewPreview] {
        registeredPreviews(from: widgetry_view_previews_begin(), to: widgetry_view_previews_end(), as: ViewPreviewBox.self).map(\.preview)
    }
}

/// The boxes the registrations of a preview section return, in link order: each registration
/// returns a retained box of type `Box`.
package func registeredPreviews<Box: AnyObject>(
    from begin: UnsafePointer<widgetry_preview_accessor?>?, to end: UnsafePointer<widgetry_preview_accessor?>?, as type: Box.Type
) -> [Box] {
    guard var cursor = begin, let end else { return [] }
    var boxes: [Box] = []
    while cursor < end {
        if let accessor = cursor.pointee, let raw = accessor() { boxes.append(Unmanaged<Box>.fromOpaque(raw).takeRetainedValue()) }
        cursor += 1
    }
    return boxes
}

final class ViewPreviewBox: @unchecked Sendable {
    let preview: _ViewPreview
    init(_ preview: _ViewPreview) { self.preview = preview }
}
