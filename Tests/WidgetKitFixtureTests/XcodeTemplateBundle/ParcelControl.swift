// The bundle's controls, in the shape of Xcode 16's template: a configurable toggle with an
// App Intent value provider and a `SetValueIntent`, and a static button with a value provider.
import AppIntents
import SwiftUI
import WidgetKit

struct ParcelControl: ControlWidget {
    static let kind: String = "com.example.parcels.ParcelControl"

    var body: some ControlWidgetConfiguration {
        AppIntentControlConfiguration(
            kind: Self.kind,
            provider: Provider()
        ) { value in
            ControlWidgetToggle(
                "Notify on arrival",
                isOn: value.isNotifying,
                action: NotifyOnArrivalIntent(value.parcelName)
            ) { isNotifying in
                Label(isNotifying ? "On" : "Off", systemImage: "shippingbox")
            }
            .tint(.orange)
        }
        .displayName("Parcel alerts")
        .description("Tells you when a parcel arrives.")
    }
}

extension ParcelControl {
    struct Value {
        var isNotifying: Bool
        var parcelName: String
    }

    struct Provider: AppIntentControlValueProvider {
        func previewValue(configuration: ParcelControlConfiguration) -> Value {
            ParcelControl.Value(isNotifying: false, parcelName: configuration.parcelName)
        }

        func currentValue(configuration: ParcelControlConfiguration) async throws -> Value {
            ParcelControl.Value(isNotifying: true, parcelName: configuration.parcelName)
        }
    }
}

struct ParcelControlConfiguration: ControlConfigurationIntent {
    static let title: LocalizedStringResource = "Parcel to follow"

    @Parameter(title: "Parcel", default: "Books")
    var parcelName: String
}

struct NotifyOnArrivalIntent: SetValueIntent {
    static let title: LocalizedStringResource = "Notify on arrival"

    @Parameter(title: "Parcel")
    var parcelName: String

    @Parameter(title: "Notify")
    var value: Bool

    init() {}

    init(_ parcelName: String) {
        self.parcelName = parcelName
    }

    func perform() async throws -> some IntentResult {
        .result()
    }
}

struct TrackParcelsControl: ControlWidget {
    var body: some ControlWidgetConfiguration {
        StaticControlConfiguration(kind: "com.example.parcels.Track", provider: ParcelCountProvider()) { count in
            ControlWidgetButton(action: OpenURLIntent(URL(string: "parcels://list")!)) {
                Label("\(count) parcels", systemImage: "shippingbox.fill")
            } actionLabel: { isActive in
                if isActive {
                    Text("Opening…")
                }
            }
        }
        .displayName("Parcels")
    }
}

struct ParcelCountProvider: ControlValueProvider {
    var previewValue: Int { 2 }

    func currentValue() async throws -> Int { 3 }
}
