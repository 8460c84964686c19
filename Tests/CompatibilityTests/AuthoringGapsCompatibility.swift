// docs/compatibility.md's rows for what the survey found missing in SwiftUI, WidgetKit, code generation and re-exports.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// A widget's avatar as the survey's widgets draw one from a URL: the phases, the placeholder form
/// and the plain form. In a widget each shows its first phase.
struct AvatarCheckView: View {
    let url: URL?

    var body: some View {
        HStack {
            AsyncImage(url: url) { phase in
                switch phase {
                case .empty: ProgressView()
                case .success(let image): image.resizable().scaledToFit()
                case .failure: Image(systemName: "person.crop.circle.badge.exclamationmark")
                @unknown default: EmptyView()
                }
            }
            AsyncImage(url: url, scale: 2) { image in
                image.resizable()
            } placeholder: {
                Color.gray
            }
            AsyncImage(url: url).frame(width: 40, height: 40)
        }
    }
}

/// A watch complication's text, shared with the iOS widget.
struct ComplicationCheckView: View {
    @Environment(\.sidebarRowSize) var rowSize
    @Environment(\.accessibilityReduceMotion) var reduceMotion
    @State var width: CGFloat = 0

    var body: some View {
        Text("Breathe in")
            .widgetCurvesContent()
            .onReceive(Timer.publish(every: 1, on: .main, in: .common).autoconnect()) { _ in width += 1 }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.width }) { width = $0 }
            .onGeometryChange(for: CGFloat.self, of: { $0.size.height }) { old, new in width = new - old }
            .allowsHitTesting(false)
    }
}

let authoringGapChecks: [String: Any] = [
    "AsyncImage": { (url: URL?) -> AvatarCheckView in AvatarCheckView(url: url) } as Any,
    "Transaction": { () -> Transaction in
        var transaction = Transaction(animation: .easeInOut)
        transaction.disablesAnimations = true
        return withTransaction(transaction) { transaction }
    } as Any,
    "onReceive(_:perform:)": ComplicationCheckView.self,
    "onGeometryChange(for:of:action:)": ComplicationCheckView.self,
    "allowsHitTesting(_:)": ComplicationCheckView.self,
    "SidebarRowSize": { (environment: EnvironmentValues) -> Bool in environment.sidebarRowSize == SidebarRowSize.medium } as Any,
    "accessibilityReduceMotion": { (environment: EnvironmentValues) -> Bool in environment.accessibilityReduceMotion } as Any,
    "widgetCurvesContent(_:)": { () -> Text in Text("12°").widgetCurvesContent(false) } as Any,
    // What the AssetSymbolGenerator plugin's generated members call (TestWidgets' catalog has them).
    "ColorResource": { (bundle: Bundle) -> [Any] in
        let resource = ColorResource(name: "WidgetBackground", bundle: bundle)
        return [Color(resource), UIColor(resource: resource), resource.name]
    } as Any,
    "ImageResource": { (bundle: Bundle) -> [Any] in
        let resource = ImageResource(name: "Badge", bundle: bundle)
        return [Image(resource), UIImage(resource: resource)]
    } as Any,
    "AudioPlaybackIntent": PlayChimeIntent.self as any AudioPlaybackIntent.Type,
    "TapGesture": { (view: Text) in
        view.simultaneousGesture(TapGesture().onEnded { print("tapped") })
            .gesture(LongPressGesture(minimumDuration: 1).onEnded { _ in }, including: .all)
    } as Any,
    "transaction(_:)": { (view: Text) in view.transaction { $0.animation = nil } } as Any,
    "Path.strokedPath(_:)": { (path: Path) -> Path in
        path.strokedPath(StrokeStyle(lineWidth: 4, lineCap: .round, lineJoin: .round))
    } as Any,
    "GraphicsContext.Shading.tiledImage": { (context: GraphicsContext, path: Path) in
        context.fill(path, with: .tiledImage(Image("noise"), origin: .zero, sourceRect: CGRect(x: 0, y: 0, width: 1, height: 1), scale: 0.5))
        context.fill(Path(path.cgPath), with: .color(.red))
    } as Any,
]

/// An audio intent, as a noise machine's play button runs.
struct PlayChimeIntent: AudioPlaybackIntent {
    static var title: LocalizedStringResource = "Play Chime"
    func perform() async throws -> some IntentResult { .result() }
}
