import Foundation

extension CGImage {
    /// The part of the image inside `rect` (in pixels, made integral and clipped to the image), or
    /// nil when nothing of the image is inside it.
    ///
    /// Pixels are never decoded here: the cropped image is a small SVG document that shows that
    /// window of the encoded original, which every browser draws as the cropped bitmap.
    public func cropping(to rect: CGRect) -> CGImage? {
        let window = rect.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !window.isNull, window.width >= 1, window.height >= 1 else { return nil }
        let x = Int(window.minX), y = Int(window.minY), w = Int(window.width), h = Int(window.height)
        let source = "data:\(contentType);base64,\(Data(encodedData).base64EncodedString())"
        let svg = """
            <svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" \
            width="\(w)" height="\(h)" viewBox="\(x) \(y) \(w) \(h)"><image width="\(width)" height="\(height)" \
            preserveAspectRatio="none" xlink:href="\(source)" href="\(source)"/></svg>
            """
        return CGImage(encodedData: Array(svg.utf8), contentType: "image/svg+xml", width: w, height: h)
    }
}
