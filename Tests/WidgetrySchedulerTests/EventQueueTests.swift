import Testing
@testable import WidgetryScheduler

@Suite struct EventQueueTests {
    /// A deterministic pseudo-random sequence (SplitMix64).
    struct SplitMix: RandomNumberGenerator {
        var state: UInt64
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }

    @Test func popsInTimeThenInsertionOrder() {
        var random = SplitMix(state: 42)
        var queue = EventQueue()
        var pushed: [(time: Double, slot: Int)] = []
        for slot in 0..<5_000 {
            // Few distinct times, so many ties.
            let time = Double(Int.random(in: 0..<200, using: &random))
            queue.push(time: time, slot: slot, generation: 0, isEntry: false)
            pushed.append((time, slot))
            if slot % 7 == 0, let popped = queue.popFirst() {
                let index = pushed.firstIndex { $0.slot == Int(popped.slot) }!
                #expect(pushed.allSatisfy { $0.time >= popped.time })
                pushed.remove(at: index)
            }
        }
        var order: [(Double, Int)] = []
        while let event = queue.popFirst() { order.append((event.time, Int(event.slot))) }
        let expected = pushed.sorted { ($0.time, $0.slot) < ($1.time, $1.slot) }
        #expect(order.map(\.0) == expected.map(\.time))
        #expect(order.map(\.1) == expected.map(\.slot))
    }

    @Test func removingStaleEventsKeepsTheOrder() {
        var random = SplitMix(state: 7)
        var queue = EventQueue()
        for slot in 0..<3_000 {
            queue.push(time: Double.random(in: 0..<1_000, using: &random), slot: slot, generation: UInt32(slot % 3), isEntry: false)
        }
        queue.removeAll { $0.generation == 1 }
        #expect(queue.count == 2_000)
        var previous = -Double.infinity
        while let event = queue.popFirst() {
            #expect(event.generation != 1)
            #expect(event.time >= previous)
            previous = event.time
        }
    }
}

@Suite struct DecisionLedgerTests {
    @Test func aReusedSlotStartsWithAnEmptyRing() {
        var ledger = DecisionLedger(limit: 2)
        ledger.reserve(slot: 1)
        for second in 0..<3 {
            ledger.append(
                slot: 1, time: .init(timeIntervalSince1970: Double(second)), reason: .policy, counted: true, budgetLeft: 5,
                attempt: 2, outcome: .failed(error: "boom \(second)", batch: second, retryAt: .init(timeIntervalSince1970: 60)))
        }
        let kept = ledger.decisions(slot: 1, instanceID: "w")
        #expect(kept.map(\.outcome) == [1, 2].map { .failed(error: "boom \($0)", batch: $0, retryAt: .init(timeIntervalSince1970: 60)) })
        #expect(kept.allSatisfy { $0.instanceID == "w" && $0.attempt == 2 && $0.budgetLeft == 5 })
        #expect(ledger.decisions(slot: 0, instanceID: "v").isEmpty)
        ledger.clear(slot: 1)
        #expect(ledger.decisions(slot: 1, instanceID: "w").isEmpty)
    }
}
