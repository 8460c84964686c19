import Foundation
import SwiftUI
import Testing
import WidgetKit
import WidgetryRender
import WidgetryWire

// The options a page sets when it shows widgets: a locked screen, and a policy without inline styles.

@MainActor
@Suite struct PageOptionsTests {
    var view: some View {
        VStack {
            Text("Balance")
            Text("$1,234").privacySensitive()
            Image(systemName: "star.fill").privacySensitive()
        }
    }

    @Test func lockedRedactsOnlyPrivacySensitiveContent() throws {
        let archive = widgetArchive(view)
        let open = try WidgetHTMLRenderer.render(archive)
        #expect(open.contains("$1,234"))
        let locked = try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(redactsPrivacySensitiveContent: true))
        #expect(locked.contains("Balance"))
        #expect(!locked.contains("1,234"), "the text never reaches the page")
        #expect(locked.occurrences(of: "class=\"wr-redacted\"") == 1)
        #expect(locked.contains("wr-redacted-image"))
        // The same as the archive's own privacy reason (a locked device's environment).
        let private_ = try WidgetHTMLRenderer.render(widgetArchive(view, reasons: .privacy))
        #expect(private_ == locked)
    }

    @Test func stylesCanTravelInDataAttributes() throws {
        let archive = widgetArchive(
            VStack(alignment: .leading, spacing: 4) {
                Text("say \" style=\"color:red\" ok")
                Text("A").foregroundStyle(.red)
            })
        let inline = try WidgetHTMLRenderer.render(archive)
        let data = try WidgetHTMLRenderer.render(archive, options: HTMLRenderOptions(stylesInDataAttributes: true))
        #expect(!data.contains(" style=\""))
        #expect(data.occurrences(of: " data-wr-css=\"") == inline.occurrences(of: " style=\""))
        #expect(data.replacingOccurrences(of: " data-wr-css=\"", with: " style=\"") == inline)
        // Widget text that looks like the attribute is escaped, so it is never taken for one.
        #expect(data.contains("say &quot; style=&quot;color:red&quot; ok"))
    }
}
