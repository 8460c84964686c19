// Lets the test extension die many times under a supervisor, in a process of its own so that no
// other test's descriptors are counted, and reports this process's open descriptors before and
// after as one line of JSON:
//
//   widgetry-extension-deaths EXTENSION CRASHES KILLS
//
// CRASHES requests to the provider that crashes, and KILLS with a time limit of 0.4 s, nine tenths
// to the provider that hangs and a tenth to the one that crashes (killed while its crash is
// reported), spread over four extensions (the same executable) at once.
import Foundation
import WidgetryHost
import WidgetryWire

struct Report: Codable {
    var baseline: Int
    var after: Int
    var crashed: Int
    var timedOut: Int
    var otherErrors: [String]
    /// What the descriptors over the baseline are (`pipe:[…]`, a path), for a failure's message.
    var extra: [String]
}

func openDescriptors() -> [String: String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
    var targets: [String: String] = [:]
    for name in names {
        targets[name] = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)")) ?? "?"
    }
    return targets
}

let arguments = CommandLine.arguments
guard arguments.count == 4, let crashes = Int(arguments[2]), let kills = Int(arguments[3]) else {
    FileHandle.standardError.write(Data("usage: widgetry-extension-deaths EXTENSION CRASHES KILLS\n".utf8))
    exit(2)
}
let executable = URL(fileURLWithPath: arguments[1])
let lanes = 4
let render = RenderParameters(family: "systemSmall", colorSchemes: ["light"])

var configuration = ExtensionSupervisor.Configuration()
// Generous: a crash is reported once Swift's backtracer has symbolicated it (about a second in a
// debug build, more with ten at once on two cores).
configuration.requestTimeout = .seconds(20)
configuration.initialBackoff = .zero
configuration.maximumBackoff = .zero
let supervisor = ExtensionSupervisor(configuration: configuration) { _, _ in .done }
for lane in 0..<lanes { await supervisor.register("lane\(lane)", launcher: .executable(executable)) }

// One process started and ended first: what Foundation keeps for every later child (its
// process-manager thread) is in the baseline.
_ = try? await supervisor.request("lane0", .describe)
await supervisor.shutdown()
let baseline = openDescriptors()

let deaths = ExtensionSupervisor(configuration: configuration) { _, _ in .done }
for lane in 0..<lanes { await deaths.register("lane\(lane)", launcher: .executable(executable)) }
var killing = configuration
killing.requestTimeout = .milliseconds(400)
let killer = ExtensionSupervisor(configuration: killing) { _, _ in .done }
for lane in 0..<lanes { await killer.register("lane\(lane)", launcher: .executable(executable)) }

/// Sends `count` requests for `kind` spread over the lanes; the errors, by kind.
func die(_ supervisor: ExtensionSupervisor, kind: String, count: Int) async -> [String] {
    await withTaskGroup(of: [String].self) { group in
        for lane in 0..<lanes {
            let share = count / lanes + (lane < count % lanes ? 1 : 0)
            group.addTask {
                var errors: [String] = []
                for _ in 0..<share {
                    do throws(ExtensionSupervisor.SupervisorError) {
                        let answer = try await supervisor.request("lane\(lane)", .timeline(kind: kind, configuration: [:], render: render))
                        errors.append("answered: \(answer)")
                    } catch .crashed {
                        errors.append("crashed")
                    } catch .timedOut {
                        errors.append("timedOut")
                    } catch {
                        errors.append("\(error)")
                    }
                }
                return errors
            }
        }
        return await group.reduce(into: []) { $0 += $1 }
    }
}

// Swift's backtracer symbolicates every crash (about a second of processor time in a debug
// build): off for the crashes, which need no report, so the test costs CI little.
setenv("SWIFT_BACKTRACE", "enable=no", 1)
let crashed = await die(deaths, kind: "Crasher", count: crashes)
let hung = await die(killer, kind: "Sleeper", count: kills - kills / 10)
// A tenth of the kills hit a crashing provider while the backtracer reports the crash: it is the
// extension's child and holds its stdout and stderr.
unsetenv("SWIFT_BACKTRACE")
let outcomes = crashed + hung + (await die(killer, kind: "Crasher", count: kills / 10))
await deaths.shutdown()
await killer.shutdown()

// The readers close their ends when they see the end of the children's output: wait for that,
// with a bound.
var after = openDescriptors()
let deadline = ContinuousClock.now + .seconds(10)
while after.count > baseline.count + 8, ContinuousClock.now < deadline {
    try? await Task.sleep(for: .milliseconds(20))
    after = openDescriptors()
}
let report = Report(
    baseline: baseline.count, after: after.count, crashed: outcomes.count { $0 == "crashed" },
    timedOut: outcomes.count { $0 == "timedOut" }, otherErrors: outcomes.filter { $0 != "crashed" && $0 != "timedOut" },
    extra: after.filter { baseline[$0.key] != $0.value }.map(\.value).sorted())
print(String(decoding: try JSONEncoder().encode(report), as: UTF8.self))
