import Foundation
import SwiftUI
import WidgetKit

// Widget views in the shapes widgets usually take, written as Apple's sample code writes them.
// Used by the snapshot tests and by the screenshot gallery (GalleryTests.swift).

struct WeatherView: View {
    var city = "Cupertino"
    var temperature = 72
    var condition = "Partly Cloudy"

    var body: some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(city)
                .font(.headline)
            Text("\(temperature)°")
                .font(.system(size: 42, weight: .light))
            Spacer()
            Image(systemName: "cloud.sun.fill")
                .symbolRenderingMode(.multicolor)
            Text(condition)
                .font(.caption)
                .fontWeight(.semibold)
            Text("H:78° L:60°")
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .foregroundStyle(.white)
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(for: .widget) {
            LinearGradient(colors: [Color(red: 0.27, green: 0.55, blue: 0.9), Color(red: 0.16, green: 0.35, blue: 0.75)], startPoint: .top, endPoint: .bottom)
        }
    }
}

struct ActivityRingsView: View {
    var move = 0.72
    var exercise = 0.45

    var body: some View {
        HStack(spacing: 12) {
            ZStack {
                Circle()
                    .stroke(Color.red.opacity(0.25), lineWidth: 12)
                Circle()
                    .trim(from: 0, to: move)
                    .stroke(Color.red, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                Circle()
                    .stroke(Color.green.opacity(0.25), lineWidth: 12)
                    .padding(14)
                Circle()
                    .trim(from: 0, to: exercise)
                    .stroke(Color.green, style: StrokeStyle(lineWidth: 12, lineCap: .round))
                    .rotationEffect(.degrees(-90))
                    .padding(14)
            }
            .frame(width: 110, height: 110)
            VStack(alignment: .leading, spacing: 6) {
                Label("Move", systemImage: "flame.fill")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.red)
                Text("\(Int(move * 500))/500 CAL")
                    .font(.system(.title3, design: .rounded).weight(.semibold))
                Label("Exercise", systemImage: "figure.walk")
                    .font(.caption.weight(.semibold))
                    .foregroundStyle(.green)
                Text("\(Int(exercise * 30))/30 MIN")
                    .font(.system(.title3, design: .rounded).weight(.semibold))
            }
            Spacer(minLength: 0)
        }
        .containerBackground(.black, for: .widget)
        .foregroundStyle(.white)
    }
}

struct TaskRow: Identifiable {
    let id: Int
    let title: String
    let detail: String
    let done: Bool
    let symbol: String
}

struct TasksView: View {
    var tasks: [TaskRow] = [
        TaskRow(id: 1, title: "Water the plants", detail: "Every morning", done: true, symbol: "leaf.fill"),
        TaskRow(id: 2, title: "Call the dentist about the appointment next week", detail: "Before noon", done: false, symbol: "phone.fill"),
        TaskRow(id: 3, title: "Buy groceries", detail: "Milk, eggs, bread", done: false, symbol: "cart.fill"),
        TaskRow(id: 4, title: "Read chapter 4", detail: "Tonight", done: false, symbol: "book.fill"),
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            HStack {
                Text("Today")
                    .font(.title2.bold())
                Spacer()
                Text("\(tasks.filter(\.done).count) of \(tasks.count)")
                    .font(.subheadline)
                    .foregroundStyle(.secondary)
            }
            Divider()
            ForEach(tasks) { task in
                HStack(spacing: 10) {
                    Image(systemName: task.done ? "checkmark.circle.fill" : "circle")
                        .foregroundStyle(task.done ? Color.green : Color.secondary)
                        .font(.title3)
                    VStack(alignment: .leading, spacing: 2) {
                        Text(task.title)
                            .font(.body)
                            .lineLimit(1)
                            .strikethrough(task.done)
                        Text(task.detail)
                            .font(.caption)
                            .foregroundStyle(.secondary)
                    }
                    Spacer()
                    Image(systemName: task.symbol)
                        .foregroundStyle(.tint)
                }
            }
            Spacer(minLength: 0)
            ProgressView(value: Double(tasks.filter(\.done).count), total: Double(tasks.count)) {
                Text("Progress")
                    .font(.caption)
            }
            .tint(.green)
        }
        .containerBackground(.background, for: .widget)
    }
}

struct CountdownView: View {
    var start = Date(timeIntervalSince1970: 1_700_000_000 - 600)
    var end = Date(timeIntervalSince1970: 1_700_000_000 + 1500)

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Label("Pizza", systemImage: "timer")
                .font(.headline)
                .foregroundStyle(.orange)
            Text(timerInterval: start...end, countsDown: true)
                .font(.system(size: 34, weight: .bold, design: .rounded))
                .monospacedDigit()
            ProgressView(timerInterval: start...end, countsDown: true) {
                EmptyView()
            } currentValueLabel: {
                EmptyView()
            }
            .tint(.orange)
            Text("Ready \(Text(end, style: .relative)) from now")
                .font(.caption)
                .foregroundStyle(.secondary)
                .lineLimit(2)
        }
        .containerBackground(for: .widget) {
            Color.orange.opacity(0.12)
        }
    }
}

struct GaugesView: View {
    var body: some View {
        HStack(spacing: 16) {
            Gauge(value: 0.62) {
                Text("CPU")
            } currentValueLabel: {
                Text("62")
            }
            .gaugeStyle(.accessoryCircular)
            .tint(Gradient(colors: [.green, .yellow, .red]))
            Gauge(value: 0.8) {
                Image(systemName: "battery.100")
            } currentValueLabel: {
                Text("80%")
            }
            .gaugeStyle(.accessoryCircularCapacity)
            .tint(.green)
            VStack(alignment: .leading, spacing: 8) {
                Gauge(value: 21, in: 0...30) {
                    Text("Temperature")
                } currentValueLabel: {
                    Text("21°")
                } minimumValueLabel: {
                    Text("0")
                } maximumValueLabel: {
                    Text("30")
                }
                .font(.caption)
                Gauge(value: 0.4) {
                    Text("Humidity")
                }
                .gaugeStyle(.accessoryLinear)
                .font(.caption)
            }
        }
        .containerBackground(.fill.tertiary, for: .widget)
    }
}

struct ShapesView: View {
    var body: some View {
        VStack(spacing: 8) {
            HStack(spacing: 8) {
                RoundedRectangle(cornerRadius: 10)
                    .fill(.blue)
                Capsule()
                    .fill(LinearGradient(colors: [.pink, .purple], startPoint: .leading, endPoint: .trailing))
                Circle()
                    .fill(RadialGradient(colors: [.yellow, .orange], center: .center, startRadius: 0, endRadius: 30))
            }
            HStack(spacing: 8) {
                ContainerRelativeShape()
                    .fill(.teal)
                Rectangle()
                    .strokeBorder(.indigo, lineWidth: 4)
                Ellipse()
                    .stroke(AngularGradient(colors: [.red, .yellow, .green, .blue, .red], center: .center), lineWidth: 6)
            }
            Text("Shapes")
                .font(.caption.bold())
                .padding(.horizontal, 10)
                .padding(.vertical, 4)
                .background(.thinMaterial, in: Capsule())
        }
        .containerBackground(.background.secondary, for: .widget)
    }
}

struct ControlsView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            Toggle(isOn: true, intent: ToggleLightIntent()) {
                Label("Kitchen lights", systemImage: "lightbulb.fill")
            }
            HStack {
                Button(intent: ToggleLightIntent()) {
                    Label("All off", systemImage: "power")
                }
                Button(intent: ToggleLightIntent()) {
                    Image(systemName: "plus")
                }
                .buttonStyle(.borderedProminent)
                Spacer()
                Link(destination: URL(string: "myapp://rooms")!) {
                    Text("Rooms")
                        .underline()
                }
            }
            .font(.subheadline)
            Text("A name this long does not fit on one line and is cut")
                .lineLimit(1)
                .font(.footnote)
                .foregroundStyle(.secondary)
        }
        .containerBackground(.background, for: .widget)
        .widgetURL(URL(string: "myapp://home"))
    }
}

struct AccessoryRectangularView: View {
    var body: some View {
        VStack(alignment: .leading) {
            Label("Next meeting", systemImage: "calendar")
                .font(.headline)
                .widgetAccentable()
            Text("Design review")
                .font(.body)
            Text(Date(timeIntervalSince1970: 1_700_000_000 + 2700), style: .relative)
                .font(.caption)
                .foregroundStyle(.secondary)
        }
        .frame(maxWidth: .infinity, alignment: .leading)
    }
}

struct AccessoryCircularView: View {
    var body: some View {
        Gauge(value: 0.35) {
            Image(systemName: "drop.fill")
        } currentValueLabel: {
            Text("35")
        }
        .gaugeStyle(.accessoryCircular)
    }
}

struct PrivateBalanceView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 4) {
            Text("Checking")
                .font(.caption)
                .foregroundStyle(.secondary)
            Text("$12,450.22")
                .font(.title2.bold())
                .privacySensitive()
            Spacer()
            HStack {
                Image(systemName: "creditcard.fill")
                Text("•••• 4417")
                    .font(.footnote)
            }
            Text("Updated just now")
                .font(.caption2)
                .foregroundStyle(.secondary)
                .unredacted()
        }
        .frame(maxWidth: .infinity, alignment: .leading)
        .containerBackground(.background, for: .widget)
    }
}

struct SymbolsView: View {
    static let names = [
        "star.fill", "heart.fill", "bolt.fill", "cloud.fill", "sun.max.fill", "moon.fill", "drop.fill", "flame.fill",
        "bell.fill", "calendar", "clock", "timer", "checkmark", "xmark", "plus", "minus", "gear", "person.fill",
        "house.fill", "cart.fill", "music.note", "play.fill", "pause.fill", "battery.100", "wifi", "location.fill",
        "map.fill", "envelope.fill", "phone.fill", "camera.fill", "photo", "book.fill", "bookmark.fill", "leaf.fill",
        "snowflake", "umbrella.fill", "thermometer", "figure.walk", "trophy.fill", "gamecontroller.fill", "no.such.symbol",
    ]

    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            ForEach(0..<5) { row in
                HStack(spacing: 10) {
                    ForEach(Array(Self.names.dropFirst(row * 9).prefix(9)), id: \.self) { name in
                        Image(systemName: name)
                            .font(.title3)
                            .frame(width: 24, height: 24)
                    }
                }
            }
        }
        .foregroundStyle(.blue)
        .containerBackground(.background, for: .widget)
    }
}

struct ToggleLightIntent: AppIntent {
    static let title: LocalizedStringResource = "Toggle Light"
    init() {}
    func perform() async throws -> some IntentResult { .result() }
}

struct FittingView: View {
    var body: some View {
        VStack(alignment: .leading, spacing: 6) {
            Text("A headline that has to shrink to fit")
                .font(.title2.bold())
                .lineLimit(1)
                .minimumScaleFactor(0.5)
            ViewThatFits(in: .horizontal) {
                Text("The long candidate that does not fit in a small widget")
                    .fixedSize()
                Text("Short one")
            }
            .foregroundStyle(.blue)
        }
        .containerBackground(.background, for: .widget)
    }
}
