// The system monitor: the processor's use sampled from the kernel's counters, a day of samples
// kept on disk, and the widget's two charts (a donut of sectors, a line over an area with a
// threshold) in the archive.
import Foundation
import SystemMonitorWidgets
import Testing
import WidgetKit
import WidgetKitTesting
import WidgetryWire

@Suite("System monitor")
struct SystemMonitorTests {
    @Test func theProcessorsUseIsSampledAndItsHistoryKept() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("processor-\(UUID().uuidString)")
        let sampler = ProcessorSampler(directory: folder)
        let start = Date()
        let first = sampler.sample(at: start)
        let second = sampler.sample(at: start.addingTimeInterval(60))
        // The shares of an interval add up to the whole.
        #expect(abs(second.use.user + second.use.system + second.use.idle - 100) < 0.001)
        #expect(first.history.count == 1 && second.history.count == 2)
        // A day later, the first samples are out of the window.
        let later = sampler.sample(at: start.addingTimeInterval(ProcessorSampler.window + 120))
        #expect(later.history.map(\.date) == [start.addingTimeInterval(ProcessorSampler.window + 120)])
    }

    @Test func theWidgetDrawsADonutAndADayOfLoad() async throws {
        _ = exampleData
        let home = try await WidgetTestHost(SystemMonitorBundle())
        defer { Task { await home.shutdown() } }
        let widget = try await home.place("Processor", family: .systemMedium)
        let archive = try #require(try await widget.entry().variant(colorScheme: "light"))
        let charts = archive.allNodes.compactMap(\.chart)
        #expect(charts.count == 2)
        let donut = try #require(charts.first)
        #expect(donut.marks.count == 3 && donut.marks.allSatisfy { $0.kind == .sector && $0.innerRadius == 0.68 })
        #expect(donut.legend == nil)
        let day = try #require(charts.last)
        #expect(day.marks.map(\.kind).suffix(2) == [.symbol, .rule], "the latest sample as a point, then the threshold")
        #expect(day.yAxis?.marks.count == 3, "0 %, 50 %, 100 %")
        #expect(try await widget.texts().contains("CPU"))
    }
}
