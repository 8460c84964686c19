import Foundation

/// Hints for an attachment (`UNNotificationAttachmentOptionsTypeHintKey`, …), accepted and kept.
public let UNNotificationAttachmentOptionsTypeHintKey = "UNNotificationAttachmentOptionsTypeHintKey"
public let UNNotificationAttachmentOptionsThumbnailHiddenKey = "UNNotificationAttachmentOptionsThumbnailHiddenKey"
public let UNNotificationAttachmentOptionsThumbnailClippingRectKey = "UNNotificationAttachmentOptionsThumbnailClippingRectKey"
public let UNNotificationAttachmentOptionsThumbnailTimeKey = "UNNotificationAttachmentOptionsThumbnailTimeKey"

/// A file shown with a notification: an image, audio or video file that exists.
open class UNNotificationAttachment: NSObject, NSCopying, @unchecked Sendable {
    public let identifier: String
    public let url: URL
    /// The file's type identifier, from its extension (`public.jpeg`, …).
    public let type: String

    private init(identifier: String, url: URL, type: String) {
        self.identifier = identifier
        self.url = url
        self.type = type
        super.init()
    }

    /// An attachment of the file at `url`, which must be a local file that exists (else
    /// `UNError.attachmentInvalidURL`) of an image, audio or video type (else `UNError.attachmentUnrecognizedType`).
    public convenience init(identifier: String, url URL: URL, options: [AnyHashable: Any]? = nil) throws {
        var isDirectory: ObjCBool = false
        guard URL.isFileURL, FileManager.default.fileExists(atPath: URL.path, isDirectory: &isDirectory), !isDirectory.boolValue else {
            throw UNError.make(.attachmentInvalidURL)
        }
        let types = [
            "jpg": "public.jpeg", "jpeg": "public.jpeg", "png": "public.png", "gif": "com.compuserve.gif", "heic": "public.heic",
            "aiff": "public.aiff-audio", "aif": "public.aiff-audio", "wav": "com.microsoft.waveform-audio", "mp3": "public.mp3",
            "m4a": "com.apple.m4a-audio", "mp4": "public.mpeg-4", "mov": "com.apple.quicktime-movie", "m4v": "com.apple.m4v-video",
        ]
        let hint = options?[UNNotificationAttachmentOptionsTypeHintKey] as? String
        guard let type = hint ?? types[URL.pathExtension.lowercased()] else { throw UNError.make(.attachmentUnrecognizedType) }
        self.init(identifier: identifier, url: URL, type: type)
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }
}
