import Foundation

// Xcode's object literals, as UIKit declares them: `#colorLiteral(red:green:blue:alpha:)` and
// `#imageLiteral(resourceName:)` make a `UIColor` and a `UIImage` where no other type is expected
// (`Color(#colorLiteral(…))`, `Image(uiImage: #imageLiteral(resourceName: "Logo"))`).

/// The type a colour literal makes by default.
public typealias _ColorLiteralType = UIColor
/// The type an image literal makes by default.
public typealias _ImageLiteralType = UIImage

extension UIColor: _ExpressibleByColorLiteral {}
extension UIImage: _ExpressibleByImageLiteral {}
