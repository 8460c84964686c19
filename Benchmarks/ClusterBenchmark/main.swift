// Hosts sharing one PostgreSQL database (issue 21), in one process on this machine, 1, 2 and 3
// at a time, each with its own store (connection pool), virtual clock and benchmark extension
// process; one host on a SQLite file is the baseline measured in the same run:
//
// - configuration writes: 8 writers per host calling `configure` (the extension validates, the
//   store writes, the widget's holder is asked to reload it, the other hosts are told) for a few
//   seconds, over widgets held by every host;
// - reload decisions: six simulated hours of 600 widgets reloaded by their policy every half
//   hour, the hosts' virtual clocks moved in step (each host's reloads: the extension's
//   timeline, the stored timeline, the ledger);
// - takeover: one host of three stops renewing its leases; the time until the other two hold
//   every widget, with a lease of 2 s (a heartbeat of 1.5 s renewed every 0.5 s, as `serve`
//   does).
//
// `Benchmarks/cluster.sh` starts a throwaway PostgreSQL and builds the extension; the figures
// and how to read them are in docs/benchmarks.md.
import Foundation
import Logging
import WidgetryHost
import WidgetryScheduler
import WidgetryStore
import WidgetryWire

let environment = ProcessInfo.processInfo.environment
guard let server = environment["WIDGETRY_TEST_POSTGRES"], let extensionPath = environment["WIDGETRY_BENCHMARK_EXTENSION"] else {
    print("usage: WIDGETRY_TEST_POSTGRES=postgres://… WIDGETRY_BENCHMARK_EXTENSION=path widgetry-cluster-benchmark (see Benchmarks/cluster.sh)")
    exit(2)
}
let start = Date(timeIntervalSince1970: 1_893_456_000)
let quiet: Logger = {
    var logger = Logger(label: "widgetry.cluster-benchmark")
    logger.logLevel = .critical
    return logger
}()

/// A throwaway database for one measurement.
func newDatabase() async throws -> (url: String, drop: @Sendable () async -> Void) {
    let name = "widgetry_bench_" + UUID().uuidString.lowercased().replacingOccurrences(of: "-", with: "")
    try await PostgresWidgetStore.createDatabase(named: name, serverURL: server)
    let url = try PostgresWidgetStore.url(server, database: name)
    return (url, { try? await PostgresWidgetStore.dropDatabase(named: name, serverURL: server) })
}

struct Hosts {
    var hosts: [WidgetHost]
    var shutdown: () async -> Void
}

/// `count` hosts on `store()`s, with `widgets` Ticker widgets placed and shared out.
func makeHosts(_ count: Int, widgets: Int, lease: Double = 15, store: () async throws -> any WidgetStore) async throws -> Hosts {
    var hosts: [WidgetHost] = []
    var stores: [any WidgetStore] = []
    for index in 0..<count {
        let opened = try await store()
        var options = WidgetHost.Options()
        options.leaseDuration = lease
        options.supervisor.requestTimeout = .seconds(60)
        let host = WidgetHost(store: opened, clock: VirtualClock(now: start), options: options, logger: quiet)
        try await host.addExtension(id: "bench", executable: URL(fileURLWithPath: extensionPath))
        if index == 0 {
            for _ in 0..<widgets {
                try await opened.place(extensionID: "bench", kind: "Ticker", family: "systemSmall", configuration: ["label": "tick"])
            }
        }
        hosts.append(host)
        stores.append(opened)
    }
    for host in hosts { try await host.restore() }
    // Renewals share the widgets out (the first host to join claims them all, then gives back).
    for _ in 0..<20 {
        let held = hosts.map(\.scheduledInstanceIDs.count)
        if held.reduce(0, +) == widgets && held.max()! - held.min()! <= 1 { break }
        for host in hosts { try await host.renewLeases() }
    }
    return Hosts(hosts: hosts) {
        for host in hosts { await host.shutdown() }
        for store in stores { await (store as? PostgresWidgetStore)?.shutdown() }
    }
}

func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Configuration writes per second, 8 writers per host for `duration`.
func configurationWrites(_ hosts: [WidgetHost], duration: Duration = .seconds(5)) async throws -> Double {
    let ids = try await hosts[0].instances().map(\.id)
    let deadline = ContinuousClock.now + duration
    let began = ContinuousClock.now
    let writes = try await withThrowingTaskGroup(of: Int.self) { group in
        for (h, host) in hosts.enumerated() {
            for writer in 0..<8 {
                group.addTask {
                    var done = 0
                    var next = (h * 8 + writer) * 7
                    while ContinuousClock.now < deadline {
                        let id = ids[next % ids.count]
                        next += 31
                        try await host.configure(instanceID: id, values: ["label": .string("w\(done)")])
                        done += 1
                    }
                    return done
                }
            }
        }
        return try await group.reduce(0, +)
    }
    return Double(writes) / seconds(ContinuousClock.now - began)
}

/// Six simulated hours, every host in step: (reloads, decisions) per second of wall time.
func reloadDecisions(_ hosts: [WidgetHost], ledgerOf store: any WidgetStore) async throws -> (reloads: Double, decisions: Double) {
    // The first loads, then the measured hours.
    await withTaskGroup(of: Void.self) { group in for host in hosts { group.addTask { await host.run(until: start) } } }
    let before = try await store.ledger(instanceID: nil, since: nil, limit: nil, newestFirst: false).count
    let began = ContinuousClock.now
    for step in 1...12 {
        let until = start.addingTimeInterval(Double(step) * 1_800 + 60)
        await withTaskGroup(of: Void.self) { group in for host in hosts { group.addTask { await host.run(until: until) } } }
    }
    let elapsed = seconds(ContinuousClock.now - began)
    let ledger = try await store.ledger(instanceID: nil, since: nil, limit: nil, newestFirst: false).dropFirst(before)
    let reloads = ledger.filter { $0.outcome.hasPrefix("done") }.count
    return (Double(reloads) / elapsed, Double(ledger.count) / elapsed)
}

/// Seconds from a host's last renewal until the other two hold every widget.
func takeover(lease: Double) async throws -> Double {
    let database = try await newDatabase()
    let set = try await makeHosts(3, widgets: 300, lease: lease) { try await PostgresWidgetStore.connect(url: database.url, logger: quiet) }
    let (a, b, c) = (set.hosts[0], set.hosts[1], set.hosts[2])
    try await c.renewLeases()
    let died = ContinuousClock.now
    // A and B renew every quarter of the lease, as `serve` does, until they hold everything.
    while a.scheduledInstanceIDs.count + b.scheduledInstanceIDs.count < 300 {
        try await Task.sleep(for: .seconds(lease / 4))
        try await a.renewLeases()
        try await b.renewLeases()
    }
    let took = seconds(ContinuousClock.now - died)
    await set.shutdown()
    await database.drop()
    return took
}

func row(_ cells: [String]) { print("| " + cells.joined(separator: " | ") + " |") }
func number(_ value: Double) -> String { String(format: value >= 100 ? "%.0f" : "%.1f", value) }

var writes: [(String, Double)] = []
var decisions: [(String, Double, Double)] = []
do {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent("widgetry-cluster-bench-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    // The baseline: one host on SQLite.
    let sqlitePath = folder.appendingPathComponent("w.sqlite").path
    var set = try await makeHosts(1, widgets: 300) { try SQLiteWidgetStore(path: sqlitePath) }
    writes.append(("1 host, SQLite (baseline)", try await configurationWrites(set.hosts)))
    await set.shutdown()
    let decisionsPath = folder.appendingPathComponent("d.sqlite").path
    let sqliteStore = try SQLiteWidgetStore(path: decisionsPath)
    set = try await makeHosts(1, widgets: 600) { sqliteStore }
    let (r, d) = try await reloadDecisions(set.hosts, ledgerOf: sqliteStore)
    decisions.append(("1 host, SQLite (baseline)", r, d))
    await set.shutdown()

    for count in 1...3 {
        var database = try await newDatabase()
        set = try await makeHosts(count, widgets: 300) { try await PostgresWidgetStore.connect(url: database.url, logger: quiet) }
        writes.append(("\(count) host\(count == 1 ? "" : "s"), PostgreSQL", try await configurationWrites(set.hosts)))
        await set.shutdown()
        await database.drop()

        database = try await newDatabase()
        let reader = try await PostgresWidgetStore.connect(url: database.url, logger: quiet)
        set = try await makeHosts(count, widgets: 600) { try await PostgresWidgetStore.connect(url: database.url, logger: quiet) }
        let (r, d) = try await reloadDecisions(set.hosts, ledgerOf: reader)
        decisions.append(("\(count) host\(count == 1 ? "" : "s"), PostgreSQL", r, d))
        await set.shutdown()
        await reader.shutdown()
        await database.drop()
    }
} catch {
    print("the cluster benchmark failed: \(error)")
    exit(1)
}

print("\nConfiguration writes (8 writers per host, 5 s)\n")
row(["hosts", "writes/s", "/ baseline"])
row(["---", "--:", "--:"])
for (name, rate) in writes { row([name, number(rate), String(format: "%.2f×", rate / writes[0].1)]) }

print("\nReload decisions (600 widgets, 6 simulated hours, a policy reload every 30 min)\n")
row(["hosts", "reloads/s", "decisions/s", "/ baseline"])
row(["---", "--:", "--:", "--:"])
for (name, reloads, all) in decisions { row([name, number(reloads), number(all), String(format: "%.2f×", reloads / decisions[0].1)]) }

print("\nTakeover after a host stops renewing (3 hosts, 300 widgets, lease 2 s: a 1.5 s heartbeat renewed every 0.5 s)\n")
row(["run", "seconds"])
row(["---", "--:"])
for run in 1...3 {
    do { row(["\(run)", String(format: "%.2f", try await takeover(lease: 2))]) } catch {
        print("the takeover measurement failed: \(error)")
        exit(1)
    }
}
