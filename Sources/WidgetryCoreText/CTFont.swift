import Foundation
import WidgetryCoreGraphics

/// A font's description (name, family, size), as CoreText's `CTFontDescriptor`.
public final class CTFontDescriptor: @unchecked Sendable {
    let name: String
    let family: String?
    let size: CGFloat
    init(name: String, family: String?, size: CGFloat) {
        self.name = name
        self.family = family
        self.size = size
    }
}

/// A font at a size, as CoreText's `CTFont`.
public final class CTFont: @unchecked Sendable {
    let descriptor: CTFontDescriptor
    init(descriptor: CTFontDescriptor) { self.descriptor = descriptor }
}

public func CTFontDescriptorCreateWithNameAndSize(_ name: NSString, _ size: CGFloat) -> CTFontDescriptor {
    CTFontDescriptor(name: name as String, family: FontRegistry.shared.font(postScriptName: name as String)?.familyName, size: size)
}

public func CTFontCreateWithName(_ name: NSString, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(descriptor: CTFontDescriptorCreateWithNameAndSize(name, size))
}

public func CTFontCreateWithFontDescriptor(_ descriptor: CTFontDescriptor, _ size: CGFloat, _ matrix: UnsafePointer<CGAffineTransform>?) -> CTFont {
    CTFont(descriptor: CTFontDescriptor(name: descriptor.name, family: descriptor.family, size: size == 0 ? 12 : size))
}

/// The PostScript name.
public func CTFontCopyPostScriptName(_ font: CTFont) -> NSString { NSString(string: font.descriptor.name) }
/// The family name (the name itself when the font is not a registered file's).
public func CTFontCopyFamilyName(_ font: CTFont) -> NSString { NSString(string: font.descriptor.family ?? font.descriptor.name) }
/// The point size.
public func CTFontGetSize(_ font: CTFont) -> CGFloat { font.descriptor.size }
