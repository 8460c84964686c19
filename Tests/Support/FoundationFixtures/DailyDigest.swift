// A shared "today" provider in the shape widget apps share with their extension: steps from
// HealthKit, the next event from EventKit, the weather from WeatherKit with a cached fallback,
// and a picked photo's size read with ImageIO. Written as app code is on Apple's systems
// (Swift 5, callbacks bridged with continuations, errors compared as NSError).
import CoreLocation
import EventKit
import Foundation
import HealthKit
import ImageIO
import WeatherKit

public struct DailyDigest: Codable, Equatable {
    public var steps: Int?
    public var healthNote: String
    public var nextEventTitle: String?
    public var calendarNote: String
    public var temperatureC: Double?
    public var weatherNote: String
}

public struct CachedWeather: Codable, Equatable {
    public var temperatureC: Double
    public var fetchedAt: Date
    public init(temperatureC: Double, fetchedAt: Date) {
        self.temperatureC = temperatureC
        self.fetchedAt = fetchedAt
    }
}

public final class DailyDigestProvider {
    private let healthStore = HKHealthStore()
    private let eventStore = EKEventStore()
    private let defaults: UserDefaults
    private let cacheKey = "digest.weather"

    public init(defaults: UserDefaults) {
        self.defaults = defaults
    }

    public func cacheWeather(_ weather: CachedWeather) {
        defaults.set(try? JSONEncoder().encode(weather), forKey: cacheKey)
    }

    public func load(at location: CLLocation) async -> DailyDigest {
        let (steps, healthNote) = await loadSteps()
        let (title, calendarNote) = await loadNextEvent()
        let (temperature, weatherNote) = await loadTemperature(at: location)
        return DailyDigest(steps: steps, healthNote: healthNote, nextEventTitle: title, calendarNote: calendarNote,
                           temperatureC: temperature, weatherNote: weatherNote)
    }

    // MARK: HealthKit

    private func loadSteps() async -> (Int?, String) {
        guard HKHealthStore.isHealthDataAvailable() else { return (nil, "Health data unavailable") }
        guard let stepType = HKObjectType.quantityType(forIdentifier: .stepCount) else { return (nil, "No step type") }
        do {
            try await healthStore.requestAuthorization(toShare: [], read: [stepType])
        } catch {
            return (nil, "Not authorised")
        }
        let start = Calendar.current.startOfDay(for: Date())
        let predicate = HKQuery.predicateForSamples(withStart: start, end: Date(), options: .strictStartDate)
        return await withCheckedContinuation { continuation in
            let query = HKStatisticsQuery(quantityType: stepType, quantitySamplePredicate: predicate, options: .cumulativeSum) { _, stats, error in
                if let error = error as NSError?, error.domain == HKErrorDomain {
                    continuation.resume(returning: (nil, "HealthKit error \(error.code)"))
                    return
                }
                let sum = stats?.sumQuantity()?.doubleValue(for: HKUnit.count()) ?? 0
                continuation.resume(returning: (Int(sum), "Today"))
            }
            healthStore.execute(query)
        }
    }

    /// Average heart rate in beats per minute from a sample, as a widget formats it.
    public static func beatsPerMinute(_ sample: HKQuantitySample) -> Int {
        Int(sample.quantity.doubleValue(for: HKUnit.count().unitDivided(by: HKUnit.minute())).rounded())
    }

    // MARK: EventKit

    private func loadNextEvent() async -> (String?, String) {
        var status = EKEventStore.authorizationStatus(for: .event)
        if status == .notDetermined {
            let granted: Bool
            if #available(iOS 17.0, macOS 14.0, *) {
                granted = (try? await eventStore.requestFullAccessToEvents()) ?? false
            } else {
                granted = await withCheckedContinuation { continuation in
                    eventStore.requestAccess(to: .event) { granted, _ in continuation.resume(returning: granted) }
                }
            }
            status = EKEventStore.authorizationStatus(for: .event)
            if !granted && status != .fullAccess { return (nil, "Calendar access denied") }
        }
        switch status {
        case .fullAccess:
            break
        case .denied, .restricted:
            return (nil, "Calendar access denied")
        case .writeOnly, .notDetermined:
            return (nil, "Calendar access not granted")
        @unknown default:
            return (nil, "Calendar access unknown")
        }
        let now = Date()
        let predicate = eventStore.predicateForEvents(withStart: now, end: now.addingTimeInterval(86_400), calendars: eventStore.calendars(for: .event))
        let next = eventStore.events(matching: predicate)
            .filter { !$0.isAllDay }
            .sorted { $0.startDate < $1.startDate }
            .first
        return (next.map { ($0.title ?? "").isEmpty ? "Untitled" : $0.title }, next == nil ? "Nothing today" : "Next")
    }

    // MARK: WeatherKit

    private func loadTemperature(at location: CLLocation) async -> (Double?, String) {
        do {
            let (current, daily) = try await WeatherService.shared.weather(for: location, including: .current, .daily)
            let high = daily.forecast.first?.highTemperature.converted(to: .celsius).value
            return (current.temperature.converted(to: .celsius).value, high.map { "High \(Int($0))°" } ?? "Now")
        } catch let error as WeatherError {
            if let data = defaults.data(forKey: cacheKey), let cached = try? JSONDecoder().decode(CachedWeather.self, from: data) {
                return (cached.temperatureC, "Cached (\(error == .permissionDenied ? "WeatherKit unavailable" : "error"))")
            }
            return (nil, error.localizedDescription)
        } catch {
            return (nil, "Weather failed")
        }
    }

    // MARK: ImageIO

    /// A picked photo's pixel size, read without decoding it, as a widget's image importer does.
    public static func pixelSize(ofImageData data: Data) -> (width: Int, height: Int)? {
        let options = [kCGImageSourceShouldCache: false] as CFDictionary
        guard let source = CGImageSourceCreateWithData(data as CFData, options),
              let props = (CGImageSourceCopyPropertiesAtIndex(source, 0, nil) as NSDictionary?) as? [CFString: Any] else { return nil }
        let width = (props[kCGImagePropertyPixelWidth] as? NSNumber)?.intValue ?? (props[kCGImagePropertyPixelWidth] as? Int)
        let height = (props[kCGImagePropertyPixelHeight] as? NSNumber)?.intValue ?? (props[kCGImagePropertyPixelHeight] as? Int)
        guard let width, let height else { return nil }
        return (width, height)
    }
}
