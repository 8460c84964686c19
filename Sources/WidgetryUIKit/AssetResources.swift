import Foundation
import WidgetryCoreGraphics
import WidgetryWire

// DeveloperToolsSupport's resource values, which `import SwiftUI` and `import UIKit` bring on
// Apple's systems: Xcode 15 generates a static member of them for each colour set and image set
// of a target's asset catalogs (`ColorResource.widgetBackground`), as the `AssetSymbolGenerator`
// plugin does here. They name the set; the colour or image is looked up when one is made from it.

/// A colour set of an asset catalog, by name and bundle.
public struct ColorResource: Hashable, @unchecked Sendable {
    /// The colour set's name in its catalog (`WidgetBackground`, `Folder/Name` in a namespace).
    public let name: String
    /// The bundle of the catalog; the extension's resource bundles are searched, whichever it is.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

/// An image set of an asset catalog, by name and bundle.
public struct ImageResource: Hashable, @unchecked Sendable {
    /// The image set's name in its catalog.
    public let name: String
    /// The bundle of the catalog; the extension's resource bundles are searched, whichever it is.
    public let bundle: Bundle

    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension UIColor {
    /// The catalog colour `resource`, with its dark-appearance colour, as `init(named:)`; a set
    /// no catalog has is the grey that `Color` draws for a missing one.
    public convenience init(resource: ColorResource) {
        if let set = ColorResources.color(named: resource.name) {
            self.init(content: .appearance(light: set.light, dark: set.dark ?? set.light), systemName: "asset:" + resource.name)
        } else {
            let grey = RGBAColor(red: 0.56, green: 0.56, blue: 0.58)
            self.init(content: .appearance(light: grey, dark: grey), systemName: "asset:" + resource.name)
        }
    }
}

extension UIImage {
    /// The catalog image `resource`, as `init(named:)`; an empty image when no catalog has it.
    public convenience init(resource: ImageResource) {
        if let found = ImageResources.resource(named: resource.name) {
            let file = found.light
            let size = file.size.map { CGSize(width: $0.width, height: $0.height) } ?? .zero
            self.init(source: .named(resource.name), size: size, scale: CGFloat(file.scale))
        } else {
            self.init()
        }
    }
}
