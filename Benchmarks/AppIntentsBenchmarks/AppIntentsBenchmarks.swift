// Schema extraction and configuration decoding of a six-parameter intent, each measured next to
// a plain-Swift baseline in the same run. `Benchmarks/ratios.sh` prints ours / baseline.
//
// Every sample is 1,000 back-to-back operations (`scalingFactor: .kilo`) and package-benchmark
// reports it per operation. Single-operation samples are not used: the async harness starts
// each sample on a freshly woken thread, which on this 2-core VM doubles even the plain
// JSONDecoder baseline (see docs/benchmarks.md).
import AppIntents
import Benchmark
import Foundation
import WidgetryWire

/// A valid stored configuration of `ForecastIntent`: every parameter set, the date in the
/// stored ISO 8601 form, the city by identifier (resolved through `CityQuery`).
let forecastConfiguration: Configuration = [
    "label": "Weekend",
    "days": 7,
    "showDetails": false,
    "theme": "sepia",
    "start": "2026-11-22T09:30:00.000Z",
    "city": "osl",
]

/// The same values as JSON bytes, for the decoders that start from bytes.
let forecastJSON = Data(#"""
{"label":"Weekend","days":7,"showDetails":false,"theme":"sepia","start":"2026-11-22T09:30:00.000Z","city":"osl"}
"""#.utf8)

struct BenchmarkCheckFailed: Error, CustomStringConvertible {
    let description: String
}

/// Before measuring: every operation returns what it should, so the timed work is the real work.
@Sendable func checkOperations() async throws {
    let schema = ForecastIntent.makeConfigurationSchema()
    guard schema.parameters.map(\.key) == ["label", "days", "showDetails", "theme", "start", "city"], schema.summary != nil else {
        throw BenchmarkCheckFailed(description: "unexpected schema \(schema)")
    }
    guard PlainForecastSettings.reflectedFields().count == 6, PlainForecastSettings.reflectedLabels().count == 6 else {
        throw BenchmarkCheckFailed(description: "baseline struct does not reflect six fields")
    }
    let intent = try await ForecastIntent.decodeConfiguration(forecastConfiguration)
    guard intent.city.name == "Oslo", intent.days == 7, intent.theme == .sepia, intent.start != nil,
        intent.configurationValues == forecastConfiguration
    else {
        throw BenchmarkCheckFailed(description: "decoded \(intent.configurationValues)")
    }
    let fromBytes = try JSONDecoder().decode(Configuration.self, from: forecastJSON)
    guard fromBytes == forecastConfiguration else {
        throw BenchmarkCheckFailed(description: "JSON bytes decode to \(fromBytes)")
    }
    let plain = try PlainForecastSettings.makeDecoder().decode(PlainForecastSettings.self, from: forecastJSON)
    guard plain.city == "osl", plain.days == 7, plain.theme == .sepia, plain.start == intent.start else {
        throw BenchmarkCheckFailed(description: "baseline decoded \(plain)")
    }
}

let benchmarks: @Sendable () -> Void = {
    Benchmark.defaultConfiguration = .init(
        metrics: [.wallClock, .mallocCountTotal, .throughput],
        timeUnits: .nanoseconds,
        warmupIterations: 3,
        scalingFactor: .kilo,
        maxDuration: .seconds(3),
        maxIterations: 100_000)
    Benchmark.setup = checkOperations

    // MARK: Schema extraction

    Benchmark("schema: makeConfigurationSchema, uncached") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ForecastIntent.makeConfigurationSchema())
        }
    }

    Benchmark("schema: configurationSchema, cached") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(ForecastIntent.configurationSchema)
        }
    }

    Benchmark("schema baseline: Mirror names and types") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PlainForecastSettings.reflectedFields())
        }
    }

    Benchmark("schema baseline: Mirror names only") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(PlainForecastSettings.reflectedLabels())
        }
    }

    // MARK: Decode and validate

    Benchmark("decode: decodeConfiguration from Configuration") { benchmark in
        do {
            for _ in benchmark.scaledIterations {
                blackHole(try await ForecastIntent.decodeConfiguration(forecastConfiguration))
            }
        } catch {
            benchmark.error("decodeConfiguration failed: \(error)")
        }
    }

    let bytesDecoder = JSONDecoder()
    Benchmark("decode: JSON bytes to Configuration to decodeConfiguration") { benchmark in
        do {
            for _ in benchmark.scaledIterations {
                let configuration = try bytesDecoder.decode(Configuration.self, from: forecastJSON)
                blackHole(try await ForecastIntent.decodeConfiguration(configuration))
            }
        } catch {
            benchmark.error("decode from bytes failed: \(error)")
        }
    }

    let plainDecoder = PlainForecastSettings.makeDecoder()
    Benchmark("decode baseline: JSONDecoder to plain Codable struct") { benchmark in
        do {
            for _ in benchmark.scaledIterations {
                blackHole(try plainDecoder.decode(PlainForecastSettings.self, from: forecastJSON))
            }
        } catch {
            benchmark.error("JSONDecoder failed: \(error)")
        }
    }
}
