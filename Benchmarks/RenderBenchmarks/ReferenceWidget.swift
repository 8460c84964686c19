import Foundation
import SwiftUI
import WidgetryWire

/// The data of the reference widget.
struct WeatherEntry: Sendable {
    var date: Date
    var city: String
    var temperature: Int
    var condition: String
    var high: Int
    var low: Int
    var humidity: Double
    var symbol: String
}

let referenceEntry = WeatherEntry(
    date: Date(timeIntervalSince1970: 1_700_000_000), city: "Cupertino & Co", temperature: 72, condition: "Partly Cloudy <later>",
    high: 78, low: 60, humidity: 0.64, symbol: "cloud.sun.fill")

/// The reference widget: 20 nodes (stacks, texts, an image, a gauge, a divider, a shape),
/// with padding, frames and backgrounds, the way a weather widget is written.
struct ReferenceWidgetView: View {
    var entry: WeatherEntry

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            HStack {
                Text(entry.city)
                    .font(.headline)
                    .lineLimit(1)
                Spacer()
                Image(systemName: entry.symbol)
                    .foregroundStyle(.yellow)
            }
            Text("\(entry.temperature)°")
                .font(.system(size: 40, weight: .light))
            Divider()
            Gauge(value: entry.humidity) {
                Text("Humidity")
            } currentValueLabel: {
                Text("\(Int((entry.humidity * 100).rounded()))%")
            }
            .gaugeStyle(.linearCapacity)
            .font(.caption2)
            HStack(spacing: 4) {
                Text("H:\(entry.high)°")
                Text("L:\(entry.low)°")
                Spacer()
                ZStack {
                    Capsule()
                        .fill(.blue)
                    Text("Live")
                        .font(.caption2.bold())
                        .foregroundStyle(.white)
                }
                .frame(width: 36, height: 16)
            }
            .font(.caption)
            .foregroundStyle(.secondary)
            Text(entry.condition)
                .font(.caption)
                .lineLimit(1)
        }
        .padding(4)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
        .background(Color.blue.opacity(0.08), in: RoundedRectangle(cornerRadius: 12))
    }
}

/// The environment WidgetKit gives a small widget, light.
func referenceEnvironment() -> EnvironmentValues {
    var environment = EnvironmentValues()
    environment.colorScheme = .light
    environment.locale = Locale(identifier: "en_US")
    environment.timeZone = TimeZone(identifier: "UTC")!
    return environment
}

/// View → archive, as the widget extension does for each entry.
@MainActor
func referenceArchive(_ entry: WeatherEntry, environment: EnvironmentValues) -> WidgetArchive {
    makeWidgetArchive(
        ReferenceWidgetView(entry: entry), family: "systemSmall", size: ArchiveSize(width: 170, height: 170), entryDate: entry.date,
        environment: environment, contentMargins: EdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16))
}
