import Foundation
import SwiftUI

extension Text {
    /// Curves the text along the edge of a watchOS corner or circular complication. Curved text
    /// is watchOS's; the widget families here draw it straight, as iOS draws it. Accepted so
    /// complication views shared with a watch extension compile.
    public func widgetCurvesContent(_ curvesContent: Bool = true) -> Text {
        self
    }
}
