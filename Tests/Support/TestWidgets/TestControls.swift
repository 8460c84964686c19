// Controls that exercise the host: a configurable toggle with a value provider (a room's lamp)
// and a static button that turns every lamp off and asks ControlCenter to reload the lamps; in
// one bundle with a widget, as Xcode's template has them.
import AppIntents
import Foundation
import SwiftUI
import WidgetKit

/// The lamps that are on, by room (kept for the life of the extension process; suites that run
/// at once use rooms of their own).
public enum Lamps {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var lit: Set<String> = []
    /// The rooms whose lamp is on.
    public static var on: Set<String> { lock.withLock { lit } }
    public static func turn(_ room: String, on isOn: Bool) {
        lock.withLock { if isOn { lit.insert(room) } else { lit.remove(room) } }
    }
    public static func turnOff(_ rooms: Set<String>) { lock.withLock { lit.subtract(rooms) } }
    /// The house's rooms, which the all-off button turns off.
    public static let house: Set<String> = ["Hall", "Kitchen", "Den"]
}

public struct LampConfiguration: ControlConfigurationIntent {
    public static var title: LocalizedStringResource = "Lamp"
    @Parameter(title: "Room", default: "Hall") public var room: String
    @Parameter(title: "Brightness", default: 50, inclusiveRange: (1, 100)) public var brightness: Int
    public init() {}
}

/// Turns a room's lamp on or off; the toggle sets `value` to its new state.
public struct SetLampIntent: SetValueIntent {
    public static var title: LocalizedStringResource = "Set Lamp"
    @Parameter(title: "Room") var room: String
    @Parameter(title: "On") public var value: Bool
    public init() {}
    init(room: String) { self.room = room }
    public func perform() async throws -> some IntentResult {
        Lamps.turn(room, on: value)
        return .result()
    }
}

public struct LampValue {
    let room: String
    let isOn: Bool
}

struct LampProvider: AppIntentControlValueProvider {
    func previewValue(configuration: LampConfiguration) -> LampValue { LampValue(room: configuration.room, isOn: true) }
    func currentValue(configuration: LampConfiguration) async throws -> LampValue {
        LampValue(room: configuration.room, isOn: Lamps.on.contains(configuration.room))
    }
}

public struct LampControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(kind: "Lamp", provider: LampProvider()) { value in
            ControlWidgetToggle(value.room, isOn: value.isOn, action: SetLampIntent(room: value.room)) { isOn in
                Label(isOn ? "On" : "Off", systemImage: isOn ? "lightbulb.fill" : "lightbulb")
                    .controlWidgetStatus(isOn ? "\(value.room) lamp on" : "\(value.room) lamp off")
            }
            .tint(.orange)
        }
        .displayName("Lamp")
        .description("Turns a room's lamp on and off.")
    }
}

/// Turns the house's lamps off and asks for the lamps' values again.
public struct AllOffIntent: AppIntent {
    public static var title: LocalizedStringResource = "All Off"
    public init() {}
    public func perform() async throws -> some IntentResult {
        Lamps.turnOff(Lamps.house)
        ControlCenter.shared.reloadControls(ofKind: "Lamp")
        return .result()
    }
}

public struct AllOffControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "AllOff") {
            ControlWidgetButton(action: AllOffIntent()) {
                Label("All off", systemImage: "power")
                    .controlWidgetActionHint("Hold to turn every lamp off")
            } actionLabel: { isActive in
                Text(isActive ? "Turning off" : "Ready")
            }
        }
        .displayName("All Off")
    }
}

/// Opens the parcels app's list: an `OpenURLIntent` action, which the host opens itself.
public struct ParcelsControl: ControlWidget {
    public init() {}
    public var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "Parcels") {
            ControlWidgetButton(action: OpenURLIntent(URL(string: "parcels://list")!)) {
                Label("Parcels", systemImage: "shippingbox")
            }
        }
        .displayName("Parcels")
    }
}

/// A widget and the three controls in one bundle.
public struct ControlTestBundle: WidgetBundle {
    public init() {}
    public var body: some Widget {
        CounterWidget()
        LampControl()
        AllOffControl()
        ParcelsControl()
        DeliveryActivityWidget()
    }
}
