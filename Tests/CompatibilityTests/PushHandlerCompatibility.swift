import Foundation
import SwiftUI
import WidgetKit

// iOS 26's widget pushes and iOS 18's control pushes as an extension writes them: a handler
// that sends its tokens to the app's server, registered on a widget and on a control.

struct ScoresPushHandler: WidgetPushHandler {
    func pushTokenDidChange(_ pushInfo: WidgetPushInfo, widgets: [WidgetInfo]) {
        let token = pushInfo.token.map { String(format: "%02x", $0) }.joined()
        _ = (token, widgets.map(\.kind))
    }
}

struct GaragePushHandler: ControlPushHandler {
    func pushTokensDidChange(controls: [ControlInfo]) {
        let tokens: [Data] = controls.compactMap { $0.pushInfo?.token }
        _ = tokens
    }
}

struct ScoresWidget: Widget {
    var body: some WidgetConfiguration {
        StaticConfiguration(kind: "Scores", provider: StaticProvider()) { _ in Text("2 – 1") }
            .configurationDisplayName("Scores")
            .pushHandler(ScoresPushHandler.self)
    }
}

struct GarageControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Garage") {
            ControlWidgetButton(action: OpenURLIntent(URL(string: "garage://")!)) { Label("Garage", systemImage: "car") }
        }
        .pushHandler(GaragePushHandler.self)
    }
}

let pushHandlerChecks: [String: Any] = [
    "WidgetPushHandler": ScoresPushHandler.self as any WidgetPushHandler.Type,
    "WidgetPushInfo": { (info: WidgetPushInfo) -> Data in info.token } as Any,
    "pushHandler(_:)": [ScoresWidget.self, GarageControl.self] as [Any.Type],
    "currentPushInfo": { () async -> Data? in await WidgetCenter.shared.currentPushInfo?.token } as Any,
    "ControlPushHandler": GaragePushHandler.self as any ControlPushHandler.Type,
    "ControlPushInfo": { (info: ControlPushInfo) -> Data in info.token } as Any,
]
