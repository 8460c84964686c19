import CoreFoundation
import Foundation
import WidgetryPreviewSection

// The extension's Info.plist, as `Bundle.main` answers for it on iOS: the `InfoPlistGenerator`
// plugin embeds the processed file in the executable (the `widgetry_info_plist` section), and
// the extension installs its keys into the main bundle's information when it starts, before any
// widget code runs. Foundation on Linux reads an `Info.plist` beside the executable too; its keys
// win. Code that reads `Bundle.main.infoDictionary!["CFBundleShortVersionString"] as! String`,
// an app group from a custom key, or `Bundle.main.bundleIdentifier` then works as it does there.

package enum ExtensionInfoPlist {
    /// The keys of the embedded Info.plist (empty when the target has no `InfoPlistGenerator`).
    package static var embedded: [String: Any] {
        guard var cursor = widgetry_info_plist_begin(), let end = widgetry_info_plist_end() else { return [:] }
        var info: [String: Any] = [:]
        while cursor < end {
            if let accessor = cursor.pointee, let raw = accessor(),
                let data = Data(base64Encoded: String(cString: raw.assumingMemoryBound(to: CChar.self))),
                let keys = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any]
            {
                info.merge(keys) { current, _ in current }
            }
            cursor += 1
        }
        return info
    }

    /// The embedded keys as this executable has them: `CFBundleExecutable` is its own file's
    /// name (Xcode's product name may differ from the SwiftPM product's), or left out when there
    /// is nothing embedded.
    package static var forThisExecutable: [String: Any] {
        var info = embedded
        if !info.isEmpty, let path = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            info["CFBundleExecutable"] = URL(fileURLWithPath: path).lastPathComponent
        }
        return info
    }

    /// Adds the keys of `info` (`forThisExecutable`) that `Bundle.main` does not already have to
    /// its information.
    package static func install(_ info: [String: Any]) {
        guard !info.isEmpty, let bundle = CFBundleGetMainBundle(), let dictionary = CFBundleGetInfoDictionary(bundle) else { return }
        // The main bundle's information is a mutable dictionary in Foundation on Linux, created
        // when the bundle is first read (empty when no file was found).
        let mutable = Unmanaged<CoreFoundation.CFMutableDictionary>.fromOpaque(Unmanaged.passUnretained(dictionary).toOpaque())
            .takeUnretainedValue()
        let present = Bundle.main.infoDictionary ?? [:]
        for (key, value) in info where present[key] == nil {
            let name = NSString(string: key)
            let object = NSDictionary(dictionary: [key: value]).object(forKey: key).map { $0 as AnyObject }
            guard let object else { continue }
            withExtendedLifetime((name, object)) {
                CFDictionarySetValue(mutable, Unmanaged.passUnretained(name).toOpaque(), Unmanaged.passUnretained(object).toOpaque())
            }
        }
    }
}
