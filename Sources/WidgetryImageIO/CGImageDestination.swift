import Foundation
import WidgetryCoreGraphics

/// Writes image files, as ImageIO's `CGImageDestination`. An image is written in the type it
/// already has (a PNG to PNG, a JPEG to JPEG — the file unchanged); converting to another type
/// or recompressing needs its pixels decoded, which this host does not do, so `Finalize` then
/// returns false, as Apple's does when it cannot write.
public final class CGImageDestination: @unchecked Sendable {
    let data: NSMutableData?
    let url: URL?
    let type: String
    let capacity: Int
    var images: [CGImage] = []
    var finalized = false

    init(data: NSMutableData?, url: URL?, type: String, capacity: Int) {
        self.data = data
        self.url = url
        self.type = type
        self.capacity = capacity
    }
}

public func CGImageDestinationCreateWithData(_ data: NSMutableData, _ type: NSString, _ count: Int, _ options: NSDictionary?)
    -> CGImageDestination? {
    CGImageDestination(data: data, url: nil, type: type as String, capacity: count)
}

public func CGImageDestinationCreateWithURL(_ url: NSURL, _ type: NSString, _ count: Int, _ options: NSDictionary?) -> CGImageDestination? {
    CGImageDestination(data: nil, url: url as URL, type: type as String, capacity: count)
}

public func CGImageDestinationAddImage(_ idst: CGImageDestination, _ image: CGImage, _ properties: NSDictionary?) {
    idst.images.append(image)
}

public func CGImageDestinationAddImageFromSource(_ idst: CGImageDestination, _ isrc: CGImageSource, _ index: Int, _ properties: NSDictionary?) {
    if let image = CGImageSourceCreateImageAtIndex(isrc, index, nil) { idst.images.append(image) }
}

/// Writes the one image added when it already has the destination's type; false otherwise.
public func CGImageDestinationFinalize(_ idst: CGImageDestination) -> Bool {
    guard !idst.finalized, idst.images.count == 1, let image = idst.images.first, image.utType == idst.type else { return false }
    idst.finalized = true
    let file = Data(image.encodedData)
    if let data = idst.data {
        data.setData(file)
        return true
    }
    guard let url = idst.url else { return false }
    return (try? file.write(to: url)) != nil
}

/// The types this host writes (each only from an image already of that type).
public func CGImageDestinationCopyTypeIdentifiers() -> NSArray {
    NSArray(array: ["public.png", "public.jpeg", "com.compuserve.gif", "org.webmproject.webp"].map { NSString(string: $0) })
}

nonisolated(unsafe) public let kCGImageDestinationLossyCompressionQuality: NSString = "kCGImageDestinationLossyCompressionQuality"
nonisolated(unsafe) public let kCGImageDestinationBackgroundColor: NSString = "kCGImageDestinationBackgroundColor"
nonisolated(unsafe) public let kCGImageDestinationImageMaxPixelSize: NSString = "kCGImageDestinationImageMaxPixelSize"
