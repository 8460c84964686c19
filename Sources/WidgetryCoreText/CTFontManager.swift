import Foundation
import WidgetryCoreGraphics

/// Where a registered font is visible.
public enum CTFontManagerScope: UInt32, Sendable {
    case none = 0, process = 1, persistent = 2, session = 3
    public static let user = CTFontManagerScope.persistent
}

/// Font manager errors, with Apple's codes, in `kCTFontManagerErrorDomain`.
public enum CTFontManagerError: Int, Error, Sendable {
    case fileNotFound = 101, insufficientPermissions = 102, unrecognizedFormat = 103, invalidFontData = 104, alreadyRegistered = 105,
         exceededResourceLimit = 106, assetNotFound = 107, notRegistered = 201, inUse = 202, systemRequired = 203,
         registrationFailed = 301, missingEntitlement = 302, insufficientInfo = 303, cancelledByUser = 304, duplicatedName = 305,
         invalidFilePath = 306, unsupportedScope = 307
}

nonisolated(unsafe) public let kCTFontManagerErrorDomain: NSString = "com.apple.CoreText.CTFontManagerErrorDomain"

/// The fonts this process registered: file path → the font's names.
final class FontRegistry: @unchecked Sendable {
    static let shared = FontRegistry()
    private let lock = NSLock()
    private var fonts: [String: FontFile] = [:]

    func register(_ path: String, _ font: FontFile) -> Bool {
        lock.lock(); defer { lock.unlock() }
        guard fonts[path] == nil else { return false }
        fonts[path] = font
        return true
    }
    func unregister(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return fonts.removeValue(forKey: path) != nil
    }
    func isRegistered(_ path: String) -> Bool {
        lock.lock(); defer { lock.unlock() }
        return fonts[path] != nil
    }
    func font(postScriptName name: String) -> FontFile? {
        lock.lock(); defer { lock.unlock() }
        return fonts.values.first { $0.postScriptName == name || $0.familyName == name }
    }
}

private func fail(_ code: CTFontManagerError, _ url: NSURL, _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?) -> Bool {
    let nsError = NSError(domain: kCTFontManagerErrorDomain as String, code: code.rawValue,
                          userInfo: [NSURLErrorKey: url as URL, NSLocalizedDescriptionKey: "Font registration failed (\(code))"])
    error?.pointee = Unmanaged.passRetained(nsError)
    return false
}

/// Reads a font file's names from a URL.
func readFont(_ url: NSURL) -> Result<FontFile, CTFontManagerError> {
    guard let path = url.path, FileManager.default.fileExists(atPath: path) else { return .failure(.fileNotFound) }
    guard let data = FileManager.default.contents(atPath: path) else { return .failure(.insufficientPermissions) }
    guard let font = FontFile([UInt8](data)) else { return .failure(.unrecognizedFormat) }
    return .success(font)
}

/// Registers a TrueType/OpenType font file for this process, as Apple's does: the file must
/// exist and be a font, and registering it twice fails with `alreadyRegistered`. The font's
/// names become known to `CTFontCreateWithName` and `CTFontManagerCreateFontDescriptorsFromURL`.
public func CTFontManagerRegisterFontsForURL(_ fontURL: NSURL, _ scope: CTFontManagerScope,
                                             _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?) -> Bool {
    switch readFont(fontURL) {
    case .failure(let code): return fail(code, fontURL, error)
    case .success(let font):
        return FontRegistry.shared.register(fontURL.standardized?.path ?? fontURL.path ?? "", font) ? true : fail(.alreadyRegistered, fontURL, error)
    }
}

public func CTFontManagerUnregisterFontsForURL(_ fontURL: NSURL, _ scope: CTFontManagerScope,
                                               _ error: UnsafeMutablePointer<Unmanaged<NSError>?>?) -> Bool {
    FontRegistry.shared.unregister(fontURL.standardized?.path ?? fontURL.path ?? "") ? true : fail(.notRegistered, fontURL, error)
}

/// The scope a font file is registered in (`.none` when it is not).
public func CTFontManagerGetScopeForURL(_ fontURL: NSURL) -> CTFontManagerScope {
    FontRegistry.shared.isRegistered(fontURL.standardized?.path ?? fontURL.path ?? "") ? .process : .none
}

/// Descriptors of the fonts in a file: nil when it is not a font.
public func CTFontManagerCreateFontDescriptorsFromURL(_ fileURL: NSURL) -> NSArray? {
    guard case .success(let font) = readFont(fileURL) else { return nil }
    return NSArray(array: [CTFontDescriptor(name: font.postScriptName ?? "", family: font.familyName, size: 0)])
}
