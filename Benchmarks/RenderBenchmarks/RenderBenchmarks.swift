import Benchmark
import WidgetryRender

let benchmarks: @Sendable () -> Void = {}
