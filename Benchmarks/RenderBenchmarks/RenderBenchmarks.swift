// The reference widget (ReferenceWidget.swift: 18 views — stacks, texts, a symbol image, a
// gauge, a divider, a shape — with padding, frames and a background) rendered view → archive →
// HTML, next to the same HTML built by plain string concatenation (Baseline.swift), measured in
// the same run. `Benchmarks/ratios.sh` prints ours / baseline. See docs/benchmarks.md.
//
// Every sample is 1,000 back-to-back operations (`scalingFactor: .kilo`), reported per
// operation. Views are evaluated on the main actor (as the extension does): the benchmarks that
// evaluate hop to it once per sample, not per operation.
import Benchmark
import Foundation
import SwiftUI
import WidgetryRender
import WidgetryWire

struct BenchmarkCheckFailed: Error, CustomStringConvertible {
    let description: String
}

/// Before measuring: the renderer's HTML of the reference widget is exactly the baseline's,
/// and the archive has the expected size, so that both sides do the same work.
@Sendable func checkOperations() async throws {
    let archive = await MainActor.run { referenceArchive(referenceEntry, environment: referenceEnvironment()) }
    guard archive.allNodes.count == 18 else {
        throw BenchmarkCheckFailed(description: "the reference widget has \(archive.allNodes.count) nodes, not 18")
    }
    let rendered = try WidgetHTMLRenderer.render(archive)
    let baseline = baselineHTML(referenceEntry)
    guard rendered == baseline else {
        throw BenchmarkCheckFailed(description: "renderer and baseline differ:\n\(rendered)\n\(baseline)")
    }
    guard try WidgetTextRenderer.render(archive).contains("Cupertino & Co") else {
        throw BenchmarkCheckFailed(description: "the text preview lacks the city")
    }
    // The charts draw their marks: 1 path of 100 points, 12 bars.
    let (line, bars) = await MainActor.run {
        (chartArchive(LineChartWidgetView(), environment: referenceEnvironment()), chartArchive(BarChartWidgetView(), environment: referenceEnvironment()))
    }
    let lineMarks = line.allNodes.compactMap(\.chart).flatMap(\.marks), barMarks = bars.allNodes.compactMap(\.chart).flatMap(\.marks)
    guard lineMarks.count == 1, lineMarks[0].path?.filter({ $0 == "C" }).count == 99, barMarks.count == 12 else {
        throw BenchmarkCheckFailed(description: "the charts have \(lineMarks.count) and \(barMarks.count) marks")
    }
    guard try WidgetHTMLRenderer.render(bars).contains("wr-chart") else {
        throw BenchmarkCheckFailed(description: "the bar chart is not drawn as a chart")
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

    let environment = referenceEnvironment()

    Benchmark("render: view → archive → HTML") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations {
                blackHole(try! WidgetHTMLRenderer.render(referenceArchive(referenceEntry, environment: environment)))
            }
        }
    }

    Benchmark("render: view → archive (evaluation only)") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations {
                blackHole(referenceArchive(referenceEntry, environment: environment))
            }
        }
    }

    // The floor under the acceptance figure: building the author's view value (`body`, run for
    // every entry before anything is evaluated). No evaluator or renderer can go below it.
    Benchmark("render: the view value only (the widget's body)") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations {
                blackHole(ReferenceWidgetView(entry: referenceEntry).body)
            }
        }
    }

    Benchmark("render: archive → HTML (renderer only)") { benchmark in
        let archive = await MainActor.run { referenceArchive(referenceEntry, environment: environment) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try! WidgetHTMLRenderer.render(archive))
        }
    }

    Benchmark("render: archive → plain text") { benchmark in
        let archive = await MainActor.run { referenceArchive(referenceEntry, environment: environment) }
        benchmark.startMeasurement()
        for _ in benchmark.scaledIterations {
            blackHole(try! WidgetTextRenderer.render(archive))
        }
    }

    // Charts: a whole chart widget view → archive → HTML, compared with the reference widget's.
    Benchmark("render chart: 100-point line, view → archive → HTML") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations {
                blackHole(try! WidgetHTMLRenderer.render(chartArchive(LineChartWidgetView(), environment: environment)))
            }
        }
    }

    Benchmark("render chart: 12 bars, view → archive → HTML") { benchmark in
        let iterations = benchmark.scaledIterations
        await MainActor.run {
            for _ in iterations {
                blackHole(try! WidgetHTMLRenderer.render(chartArchive(BarChartWidgetView(), environment: environment)))
            }
        }
    }

    Benchmark("render baseline: string concatenation") { benchmark in
        for _ in benchmark.scaledIterations {
            blackHole(baselineHTML(referenceEntry))
        }
    }
}
