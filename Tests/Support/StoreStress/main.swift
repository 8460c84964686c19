// widgetry-store-stress: writes to a Widgetry store in a loop and prints one acknowledgement line
// after each write has returned (committed), for the store's crash test, which `kill -9`s this
// process at a random moment and then checks that every acknowledged write is in the file.
//
//     widgetry-store-stress --database PATH [--instances N] [--iterations N] [--synchronous full|normal]
//
// Lines (stdout, written unbuffered with write(2) right after the store call returns):
//     ready
//     placed <instance id>
//     configured <instance id> <n>       the instance's configuration is now {"n": n, "text": …, …}
//     ledger <total records appended by this process>
//     timeline <instance id> <n>         the instance's timeline now has one entry dated n
//     done
import Foundation
import WidgetryStore
import WidgetryWire

/// The configuration written for counter `n`: every field derives from `n`, so a reader can tell
/// a configuration written whole from a mix of two writes.
func stressConfiguration(_ n: Int) -> Configuration {
    var configuration: Configuration = [
        "n": .int(n),
        "text": .string("n=\(n) · 日本語 · émoji 🧪 · \u{202E}rtl"),
        "list": .array((0..<(n % 5)).map { .int(n &* 31 &+ $0) }),
        "nested": ["even": .bool(n % 2 == 0), "half": .double(Double(n) / 2 + 0.25)],
    ]
    if n % 10 == 0 { configuration["large"] = .string(String(repeating: "ω\(n)", count: 2_000)) }
    return configuration
}

func emit(_ line: String) {
    let bytes = Array((line + "\n").utf8)
    var offset = 0
    while offset < bytes.count {
        let written = bytes[offset...].withUnsafeBytes { write(STDOUT_FILENO, $0.baseAddress, $0.count) }
        if written <= 0 { exit(3) }
        offset += written
    }
}

func value(of option: String, in arguments: [String]) -> String? {
    guard let index = arguments.firstIndex(of: option), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

let arguments = CommandLine.arguments
guard let database = value(of: "--database", in: arguments) else {
    FileHandle.standardError.write(
        Data("usage: widgetry-store-stress --database PATH [--instances N] [--iterations N] [--synchronous full|normal]\n".utf8))
    exit(2)
}
let instanceCount = max(1, Int(value(of: "--instances", in: arguments) ?? "") ?? 6)
let iterations = Int(value(of: "--iterations", in: arguments) ?? "") ?? Int.max
let synchronous: SQLiteWidgetStore.Options.Synchronous = value(of: "--synchronous", in: arguments) == "normal" ? .normal : .full

do {
    let store = try SQLiteWidgetStore(path: database, options: .init(synchronous: synchronous))
    try await store.registerExtension(id: "stress", path: "/bin/widgetry-store-stress", name: "Stress")
    emit("ready")
    var ids: [String] = []
    for _ in 0..<instanceCount {
        let placed = try await store.place(extensionID: "stress", kind: "Counter", family: "systemSmall")
        ids.append(placed.id)
        emit("placed \(placed.id)")
    }
    var ledgerTotal = 0
    var n = 0
    while n < iterations {
        n += 1
        let id = ids[n % ids.count]
        try await store.updateConfiguration(
            instanceID: id, configuration: stressConfiguration(n), missingParameters: n % 3 == 0 ? ["city"] : [])
        emit("configured \(id) \(n)")
        if n % 5 == 0 {
            let now = Date()
            let batch = (0..<3).map {
                LedgerRecord(
                    time: now, instanceID: id, reason: "stress", counted: $0 == 0, budgetLeft: 70 - $0,
                    outcome: "n=\(n)")
            }
            try await store.appendLedger(batch)
            ledgerTotal += batch.count
            emit("ledger \(ledgerTotal)")
        }
        if n % 7 == 0 {
            let placed = try await store.place(
                extensionID: "stress", kind: "Counter", family: "systemMedium", configuration: stressConfiguration(n))
            ids.append(placed.id)
            emit("placed \(placed.id)")
        }
        if n % 11 == 0 {
            let timeline = TimelineArchive(entries: [EntryArchive(date: Double(n), variants: [])], policy: .atEnd)
            try await store.saveTimeline(instanceID: id, timeline, fetchedAt: Date())
            emit("timeline \(id) \(n)")
        }
    }
    emit("done")
} catch {
    FileHandle.standardError.write(Data("widgetry-store-stress: \(error)\n".utf8))
    exit(1)
}
