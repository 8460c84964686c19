import SwiftUI

// View previews as a file shared with the app writes them: it imports only SwiftUI.

#Preview("Hero card", traits: .fixedLayout(width: 200, height: 120)) {
    HeroView(entry: HeroEntry(date: Date(), name: "Spouty", health: 80, theme: "lagoon", sidekicks: []))
}

#Preview {
    Text("A plain preview")
}
