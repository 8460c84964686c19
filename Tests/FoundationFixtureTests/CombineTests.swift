// `import Combine` as app and widget code writes it: the fixtures' DepartureBoard, an
// ObservableObject fed by subjects and Foundation publishers (its URLSession publisher is tested
// with the transit widget, which shares its server and app group).
import Combine
import Foundation
import Testing

@testable import FoundationFixtures

/// The first value `publisher` sends after `trigger` runs (waiting for it).
func firstValue<P: Publisher>(of publisher: P, after trigger: () -> Void = {}) async throws -> P.Output where P.Failure == Never {
    var cancellable: AnyCancellable?
    defer { cancellable?.cancel() }
    return await withCheckedContinuation { continuation in
        cancellable = publisher.first().sink { continuation.resume(returning: $0) }
        trigger()
    }
}

/// A thread running a run loop, for `Timer.publish(every:on:in:)` (the test process does not run
/// the main run loop).
final class RunLoopThread: @unchecked Sendable {
    private(set) var runLoop: RunLoop!
    private var running = true
    private let started = DispatchSemaphore(value: 0)

    init() {
        let thread = Thread { [self] in
            runLoop = RunLoop.current
            // A timer far in the future keeps the run loop running until stopped.
            runLoop.add(Timer(timeInterval: 1e9, repeats: false) { _ in }, forMode: .default)
            started.signal()
            while running { _ = runLoop.run(mode: .default, before: .distantFuture) }
        }
        thread.start()
        started.wait()
    }

    func stop() {
        runLoop.perform { self.running = false }
    }
}

@Suite("Combine: a departure board", .serialized)
struct CombineTests {
    @Test func subjectsAndPublishedPropertiesFeedTheBoard() async throws {
        let queue = DispatchQueue(label: "org.widgetry.tests.board")
        let board = DepartureBoard(scheduler: queue)
        #expect(board.headline == "No departures")
        // A live update goes through `filter` and `sink` into `departures`, and from there
        // through `map`, `receive(on:)` and `assign(to:)` into the headline.
        let headline = try await firstValue(of: board.$headline.filter { $0 != "No departures" }) {
            board.liveUpdates.send(Departure(line: "4", destination: "Harbour", minutes: 3))
        }
        #expect(headline == "4 to Harbour in 3 min")
        #expect(board.departures.count == 1)
        board.liveUpdates.send(Departure(line: "9", destination: "Nowhere", minutes: -1))
        #expect(board.departures.count == 1)

        // The board follows the app's "stop changed" notification.
        let stop = try await firstValue(of: board.selectedStop.dropFirst()) {
            NotificationCenter.default.post(name: DepartureBoard.stopChanged, object: "Harbour")
        }
        #expect(stop == "Harbour")
        #expect(board.selectedStop.value == "Harbour")

        // `objectWillChange` fires before a published property changes.
        let changed = try await firstValue(of: board.objectWillChange.map { true }) {
            board.departures = []
        }
        #expect(changed)
    }

    @Test func operatorsOnJustAndSequences() async throws {
        var cancellables = Set<AnyCancellable>()
        var received: [String] = []
        Just(3)
            .map { "\($0) stations" }
            .sink { received.append($0) }
            .store(in: &cancellables)
        [1, 2, 2, 3].publisher
            .removeDuplicates()
            .collect()
            .sink { received.append("\($0)") }
            .store(in: &cancellables)
        #expect(received == ["3 stations", "[1, 2, 3]"])
        let delayed = try await firstValue(of: Just("later").delay(for: .milliseconds(1), scheduler: DispatchQueue.global()))
        #expect(delayed == "later")
    }

    @Test func timerPublishTicksOnARunLoop() async throws {
        let thread = RunLoopThread()
        defer { thread.stop() }
        let before = Date()
        let tick = try await firstValue(of: Timer.publish(every: 0.01, on: thread.runLoop, in: .common).autoconnect())
        #expect(tick >= before)
        let ticks = try await firstValue(of: DepartureBoard.minuteTicks(every: 0.01, on: thread.runLoop).collect(2))
        #expect(ticks.count == 2 && ticks[0] <= ticks[1])
    }
}
