import Foundation
import WidgetryStore
import WidgetryWire

extension WidgetHost {
    /// A `WidgetCenter` (or `ControlCenter`) call of extension `extensionID`'s code or app. An
    /// app sees and reloads only its own extension's widgets and controls; `appInForeground`
    /// reloads are not counted.
    public func widgetCenter(extensionID: String, _ request: HostRequest, appInForeground: Bool) async -> HostResponse {
        guard registry.info(extensionID) != nil else { return .failure(HostError.unknownExtension(extensionID).description) }
        switch request {
        case .reloadTimelines(let kind):
            scheduler.reloadTimelines(extensionID: extensionID, ofKind: kind, appInForeground: appInForeground)
            cluster?.send(.widgetCenter(extensionID: extensionID, kind: kind, appInForeground: appInForeground))
            return .done
        case .currentConfigurations:
            do {
                return .configurations(
                    try await store.instances(extensionID: extensionID).map {
                        PlacedWidgetInfo(
                            id: $0.id, kind: $0.kind, family: $0.family, configuration: $0.configuration,
                            intentTypeName: try? widget(extensionID: extensionID, kind: $0.kind).intent?.typeName)
                    })
            } catch { return .failure(HostError(error).description) }
        case .invalidateConfigurationRecommendations:
            caches.forgetRecommendations(extensionID: extensionID)
            hub.publish(.recommendationsChanged(extensionID: extensionID))
            return .done
        case .reloadControls(let kind):
            await refreshControls(extensionID: extensionID, kind: kind)
            return .done
        case .currentControls:
            do { return .controls(try await placedControlInfos(extensionID: extensionID)) } catch { return .failure(error.description) }
        }
    }
}
