import Foundation

// WeatherKit's value types. Apple makes them only from its service's answers (and decodes them
// with Codable); here they exist so code that reads them compiles — no value is ever made.

/// All the data sets for a location.
public struct Weather: Sendable, Codable, Equatable {
    public let currentWeather: CurrentWeather
    public let minuteForecast: Forecast<MinuteWeather>?
    public let hourlyForecast: Forecast<HourWeather>
    public let dailyForecast: Forecast<DayWeather>
    public let weatherAlerts: [WeatherAlert]?
    public let availability: WeatherAvailability
}

/// Forecast entries in time order, as WeatherKit's `Forecast`: a random-access collection.
public struct Forecast<Element: Sendable & Codable & Equatable>: RandomAccessCollection, Sendable, Codable, Equatable {
    public let forecast: [Element]
    public let metadata: WeatherMetadata
    public var startIndex: Int { forecast.startIndex }
    public var endIndex: Int { forecast.endIndex }
    public subscript(position: Int) -> Element { forecast[position] }
}

/// When and where the data were computed.
public struct WeatherMetadata: Sendable, Codable, Equatable {
    public let date: Date
    public let expirationDate: Date
    public let location: Coordinate
    /// A location, encoded as latitude and longitude.
    public struct Coordinate: Sendable, Codable, Equatable {
        public let latitude: Double
        public let longitude: Double
    }
}

/// Conditions now.
public struct CurrentWeather: Sendable, Codable, Equatable {
    public let date: Date
    public let apparentTemperature: Measurement<UnitTemperature>
    public let cloudCover: Double
    public let condition: WeatherCondition
    public let dewPoint: Measurement<UnitTemperature>
    public let humidity: Double
    public let isDaylight: Bool
    public let precipitationIntensity: Measurement<UnitSpeed>
    public let pressure: Measurement<UnitPressure>
    public let pressureTrend: PressureTrend
    public let symbolName: String
    public let temperature: Measurement<UnitTemperature>
    public let uvIndex: UVIndex
    public let visibility: Measurement<UnitLength>
    public let wind: Wind
    public let metadata: WeatherMetadata
}

/// An hour's forecast.
public struct HourWeather: Sendable, Codable, Equatable {
    public let date: Date
    public let apparentTemperature: Measurement<UnitTemperature>
    public let cloudCover: Double
    public let condition: WeatherCondition
    public let dewPoint: Measurement<UnitTemperature>
    public let humidity: Double
    public let isDaylight: Bool
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationAmount: Measurement<UnitLength>
    public let pressure: Measurement<UnitPressure>
    public let pressureTrend: PressureTrend
    public let symbolName: String
    public let temperature: Measurement<UnitTemperature>
    public let uvIndex: UVIndex
    public let visibility: Measurement<UnitLength>
    public let wind: Wind
}

/// A day's forecast.
public struct DayWeather: Sendable, Codable, Equatable {
    public let date: Date
    public let condition: WeatherCondition
    public let highTemperature: Measurement<UnitTemperature>
    public let lowTemperature: Measurement<UnitTemperature>
    public let moon: MoonEvents
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationAmount: Measurement<UnitLength>
    public let snowfallAmount: Measurement<UnitLength>
    public let sun: SunEvents
    public let symbolName: String
    public let uvIndex: UVIndex
    public let wind: Wind
}

/// A minute's precipitation forecast.
public struct MinuteWeather: Sendable, Codable, Equatable {
    public let date: Date
    public let precipitation: Precipitation
    public let precipitationChance: Double
    public let precipitationIntensity: Measurement<UnitSpeed>
}

/// Weather conditions, with Apple's raw values; `description` is the localised name.
public enum WeatherCondition: String, CaseIterable, Sendable, Codable, Hashable, CustomStringConvertible {
    case blizzard, blowingDust, blowingSnow, breezy, clear, cloudy, drizzle, flurries, foggy, freezingDrizzle, freezingRain, frigid,
         hail, haze, heavyRain, heavySnow, hot, hurricane, isolatedThunderstorms, mostlyClear, mostlyCloudy, partlyCloudy, rain,
         scatteredThunderstorms, sleet, smoky, snow, strongStorms, sunFlurries, sunShowers, thunderstorms, tropicalStorm, windy,
         wintryMix

    /// "Mostly Clear" for `mostlyClear`: the raw value's words, capitalised.
    public var description: String {
        var words = ""
        for character in rawValue {
            if character.isUppercase { words.append(" ") }
            words.append(character)
        }
        return words.capitalized
    }
    public var accessibilityDescription: String { description }
}

/// Kinds of precipitation.
public enum Precipitation: String, CaseIterable, Sendable, Codable, Hashable, CustomStringConvertible {
    case none, hail, mixed, rain, sleet, snow
    public var description: String { rawValue.capitalized }
    public var accessibilityDescription: String { description }
}

/// How pressure is changing.
public enum PressureTrend: String, CaseIterable, Sendable, Codable, Hashable, CustomStringConvertible {
    case rising, falling, steady
    public var description: String { rawValue.capitalized }
    public var accessibilityDescription: String { description }
}

/// The UV index and its exposure category.
public struct UVIndex: Sendable, Codable, Equatable {
    public let value: Int
    public let category: ExposureCategory
    public enum ExposureCategory: String, CaseIterable, Sendable, Codable, Comparable, CustomStringConvertible {
        case low, moderate, high, veryHigh, extreme
        public var description: String { self == .veryHigh ? "Very High" : rawValue.capitalized }
        public var accessibilityDescription: String { description }
        public var rangeValue: ClosedRange<Int> {
            switch self {
            case .low: 0...2
            case .moderate: 3...5
            case .high: 6...7
            case .veryHigh: 8...10
            case .extreme: 11...Int.max
            }
        }
        public static func < (a: Self, b: Self) -> Bool { a.rangeValue.lowerBound < b.rangeValue.lowerBound }
    }
}

/// Wind: direction, speed and gusts.
public struct Wind: Sendable, Codable, Equatable {
    public let compassDirection: CompassDirection
    public let direction: Measurement<UnitAngle>
    public let speed: Measurement<UnitSpeed>
    public let gust: Measurement<UnitSpeed>?
    public enum CompassDirection: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
        case north, northNortheast, northeast, eastNortheast, east, eastSoutheast, southeast, southSoutheast, south, southSouthwest,
             southwest, westSouthwest, west, westNorthwest, northwest, northNorthwest
        public var description: String { rawValue }
        public var abbreviation: String { rawValue.filter { $0.isUppercase || $0 == rawValue.first }.uppercased() }
    }
}

/// Sunrise, sunset and twilights.
public struct SunEvents: Sendable, Codable, Equatable {
    public let astronomicalDawn: Date?
    public let nauticalDawn: Date?
    public let civilDawn: Date?
    public let sunrise: Date?
    public let solarNoon: Date?
    public let sunset: Date?
    public let civilDusk: Date?
    public let nauticalDusk: Date?
    public let astronomicalDusk: Date?
    public let solarMidnight: Date?
}

/// Moon phase, rise and set.
public struct MoonEvents: Sendable, Codable, Equatable {
    public let phase: MoonPhase
    public let moonrise: Date?
    public let moonset: Date?
}

public enum MoonPhase: String, CaseIterable, Sendable, Codable, CustomStringConvertible {
    case new, waxingCrescent, firstQuarter, waxingGibbous, full, waningGibbous, lastQuarter, waningCrescent
    public var description: String { rawValue }
    public var symbolName: String {
        switch self {
        case .new: "moonphase.new.moon"
        case .waxingCrescent: "moonphase.waxing.crescent"
        case .firstQuarter: "moonphase.first.quarter"
        case .waxingGibbous: "moonphase.waxing.gibbous"
        case .full: "moonphase.full.moon"
        case .waningGibbous: "moonphase.waning.gibbous"
        case .lastQuarter: "moonphase.last.quarter"
        case .waningCrescent: "moonphase.waning.crescent"
        }
    }
}

/// A severe weather alert.
public struct WeatherAlert: Sendable, Codable, Equatable {
    public let detailsURL: URL
    public let source: String
    public let summary: String
    public let region: String?
    public let severity: WeatherSeverity
}

public enum WeatherSeverity: String, CaseIterable, Sendable, Codable {
    case minor, moderate, severe, extreme, unknown
}

/// Which data sets exist for a location.
public struct WeatherAvailability: Sendable, Codable, Equatable {
    public let minuteAvailability: AvailabilityKind
    public let alertAvailability: AvailabilityKind
    public enum AvailabilityKind: String, Sendable, Codable {
        case available, temporarilyUnavailable, unsupported, unknown
    }
}

/// The weather data's attribution: the provider's name, legal page and marks.
public struct WeatherAttribution: Sendable, Codable, Equatable {
    public let serviceName: String
    public let legalPageURL: URL
    public let legalAttributionText: String
    public let combinedMarkLightURL: URL
    public let combinedMarkDarkURL: URL
    public let squareMarkURL: URL
}
