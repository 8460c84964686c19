import CoreLocation
import Foundation

/// Errors WeatherKit returns, as Apple's `WeatherError`.
public enum WeatherError: LocalizedError, Sendable {
    /// The service refused the request: here, always — a Linux host has no WeatherKit entitlement
    /// (Apple signs each request for the app's team) and no way to reach Apple's weather service.
    case permissionDenied
    case unknown

    public var errorDescription: String? {
        switch self {
        case .permissionDenied: "WeatherKit permission denied: this host has no WeatherKit service"
        case .unknown: "An unknown WeatherKit error"
        }
    }
    public var failureReason: String? {
        switch self {
        case .permissionDenied: "WeatherKit needs Apple's weather service and the app's WeatherKit entitlement, which a Linux host does not have."
        case .unknown: nil
        }
    }
    public var recoverySuggestion: String? {
        switch self {
        case .permissionDenied: "Fetch weather from a web API with URLSession, or show cached data."
        case .unknown: nil
        }
    }
}

/// A data set to ask for (`.current`, `.hourly`, `.daily`, `.minute`, …) and the type it answers with.
public struct WeatherQuery<T>: Sendable {
    let name: String
    init(name: String) { self.name = name }
}

extension WeatherQuery where T == CurrentWeather {
    public static var current: WeatherQuery<CurrentWeather> { .init(name: "current") }
}
extension WeatherQuery where T == Forecast<HourWeather> {
    public static var hourly: WeatherQuery<Forecast<HourWeather>> { .init(name: "hourly") }
    public static func hourly(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<HourWeather>> { .init(name: "hourly") }
}
extension WeatherQuery where T == Forecast<DayWeather> {
    public static var daily: WeatherQuery<Forecast<DayWeather>> { .init(name: "daily") }
    public static func daily(startDate: Date, endDate: Date) -> WeatherQuery<Forecast<DayWeather>> { .init(name: "daily") }
}
extension WeatherQuery where T == Forecast<MinuteWeather>? {
    public static var minute: WeatherQuery<Forecast<MinuteWeather>?> { .init(name: "minute") }
}
extension WeatherQuery where T == [WeatherAlert]? {
    public static var alerts: WeatherQuery<[WeatherAlert]?> { .init(name: "alerts") }
}
extension WeatherQuery where T == WeatherAvailability {
    public static var availability: WeatherQuery<WeatherAvailability> { .init(name: "availability") }
}

/// Apple's weather service, as WeatherKit's `WeatherService`. Every request throws
/// `WeatherError.permissionDenied`: there is no WeatherKit service on a Linux host, so weather
/// values come from nowhere and the types exist so that shared code compiles and takes its
/// error path (cached data, a placeholder).
public final class WeatherService: Sendable {
    public static let shared = WeatherService()
    public init() {}

    private func refuse() throws -> Never { throw WeatherError.permissionDenied }

    public func weather(for location: CLLocation) async throws -> Weather { try refuse() }
    public func weather<T>(for location: CLLocation, including dataSet: WeatherQuery<T>) async throws -> T { try refuse() }
    public func weather<T1, T2>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>)
        async throws -> (T1, T2) { try refuse() }
    public func weather<T1, T2, T3>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
                                    _ dataSet3: WeatherQuery<T3>) async throws -> (T1, T2, T3) { try refuse() }
    public func weather<T1, T2, T3, T4>(for location: CLLocation, including dataSet1: WeatherQuery<T1>, _ dataSet2: WeatherQuery<T2>,
                                        _ dataSet3: WeatherQuery<T3>, _ dataSet4: WeatherQuery<T4>) async throws -> (T1, T2, T3, T4) {
        try refuse()
    }

    /// The attribution an app must show with WeatherKit data: there is none without the service.
    public var attribution: WeatherAttribution {
        get async throws { try refuse() }
    }
}
