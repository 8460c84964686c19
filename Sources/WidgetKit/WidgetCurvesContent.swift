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

extension View {
    /// Curves the view's text along the edge of a watchOS corner complication (watchOS 10). Drawn
    /// straight here, as iOS draws it; accepted so complication views shared with a watch
    /// extension compile.
    public nonisolated func widgetCurvesContent(_ curvesContent: Bool = true) -> some View {
        self
    }
}
