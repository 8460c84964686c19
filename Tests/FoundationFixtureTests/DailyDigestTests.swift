import CoreLocation
import FoundationFixtures
import HealthKit
import Foundation
import Testing

/// The shared "today" provider (Swift 5, author settings) on a host with no health data, no
/// calendars and no WeatherKit service: each part takes its fallback path.
@Suite struct DailyDigestTests {
    @Test func eachServiceFallsBackAsOnADeviceWithoutIt() async throws {
        let defaults = try #require(UserDefaults(suiteName: "digest-\(UUID().uuidString)"))
        let provider = DailyDigestProvider(defaults: defaults)
        let location = CLLocation(latitude: 59.33, longitude: 18.07)

        let fresh = await provider.load(at: location)
        #expect(fresh.steps == nil)
        #expect(fresh.healthNote == "Health data unavailable")
        #expect(fresh.nextEventTitle == nil)
        #expect(fresh.calendarNote == "Calendar access denied")
        #expect(fresh.temperatureC == nil)

        provider.cacheWeather(CachedWeather(temperatureC: 4.5, fetchedAt: Date()))
        let cached = await provider.load(at: location)
        #expect(cached.temperatureC == 4.5)
        #expect(cached.weatherNote == "Cached (WeatherKit unavailable)")
    }

    @Test func heartRateAndImageSizesAsTheWidgetReadsThem() {
        let sample = HKQuantitySample(type: HKQuantityType(.heartRate),
                                      quantity: HKQuantity(unit: HKUnit(from: "count/s"), doubleValue: 1.2), start: Date(), end: Date())
        #expect(DailyDigestProvider.beatsPerMinute(sample) == 72)
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        png += [0, 0, 0x04, 0x38, 0, 0, 0x07, 0x80, 8, 6, 0, 0, 0]
        let size = DailyDigestProvider.pixelSize(ofImageData: Data(png))
        #expect(size?.width == 1080)
        #expect(size?.height == 1920)
        #expect(DailyDigestProvider.pixelSize(ofImageData: Data("text".utf8)) == nil)
    }
}
