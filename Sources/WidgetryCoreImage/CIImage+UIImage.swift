import Foundation
import WidgetryCoreGraphics
import WidgetryUIKit

// UIKit's Core Image additions: a `CIImage` of a `UIImage`'s bitmap.

extension CIImage {
    /// The image of `image`'s bitmap (its `cgImage`); nil for an image without one (a symbol, an
    /// asset not found), as UIKit's answers for an image it cannot read.
    public convenience init?(image: UIImage) {
        guard let cgImage = image.cgImage else { return nil }
        self.init(cgImage: cgImage)
    }

    /// `init(image:)`; the options are accepted.
    public convenience init?(image: UIImage, options: [CIImageOption: Any]?) {
        self.init(image: image)
    }
}
