/// The counted reloads of every instance slot in its rolling budget window: a ring of its
/// newest counted reload times per slot (`SlotRings`), and beside it the two figures every
/// decision reads without touching the times (the next to leave the window, the newest).
///
/// Only the `budget` newest counted reloads ever matter (the rules look at the newest one and
/// at the `budget`-th newest), so a ring of that capacity loses nothing.
struct BudgetWindows {
    private struct Summary {
        /// The oldest time (the next to leave the window), or +∞ when the window is empty.
        var oldest = Double.infinity
        /// The latest counted reload, or −∞ if none.
        var newest = -Double.infinity
    }

    private var rings: SlotRings<Double, Summary>

    /// Times kept per slot: the budget, or fewer when the minimum interval between counted
    /// reloads lets fewer fit in one window.
    var capacity: Int { rings.capacity }

    init(configuration: SchedulerConfiguration) {
        var capacity = configuration.budget
        if configuration.minimumInterval > 0 {
            let fitting = (configuration.budgetWindow / configuration.minimumInterval).rounded(.down) + 1
            if fitting < Double(capacity) { capacity = Int(fitting) }
        }
        rings = SlotRings(capacity: max(1, capacity), filler: 0, summary: Summary())
    }

    /// Makes room for slots up to `slot`.
    mutating func reserve(slot: Int) { rings.reserve(slot: slot) }

    /// Sets the slot's counted reloads (the newest `capacity` of `counted`).
    mutating func reset(slot: Int, to counted: [Double]) {
        rings.removeAll(slot: slot)
        for time in counted.sorted().suffix(capacity) { rings.append(time, slot: slot) }
        summarize(slot)
    }

    /// The number of the slot's counted reloads after `horizon` (now − the window's length).
    func count(slot: Int, after horizon: Double) -> Int {
        guard rings.summary(slot).oldest <= horizon else { return rings.count(slot) }
        return rings.count(slot) - expired(slot, at: horizon)
    }

    /// The slot's counted reloads after `horizon`, oldest first.
    func times(slot: Int, after horizon: Double) -> [Double] {
        (expired(slot, at: horizon)..<rings.count(slot)).map { rings[slot, $0] }
    }

    func newest(slot: Int) -> Double { rings.summary(slot).newest }

    /// The slot's `rank`-th latest counted reload (1 is the newest); `rank` ≤ its count.
    func time(slot: Int, fromEnd rank: Int) -> Double { rings[slot, rings.count(slot) - rank] }

    /// How many of the slot's oldest times are at or before `horizon`.
    private func expired(_ slot: Int, at horizon: Double) -> Int {
        var offset = 0
        while offset < rings.count(slot), rings[slot, offset] <= horizon { offset += 1 }
        return offset
    }

    /// Forgets the slot's times at or before `horizon`: they have left the window for good (the
    /// scheduler's time only moves forward).
    @inline(__always)
    mutating func advance(slot: Int, to horizon: Double) {
        guard rings.summary(slot).oldest <= horizon else { return }
        rings.removeFirst(expired(slot, at: horizon), slot: slot)
        summarize(slot)
    }

    /// Records a counted reload at `time` (the oldest is dropped when the ring is full: only the
    /// `capacity` newest are needed).
    mutating func append(slot: Int, _ time: Double) {
        rings.append(time, slot: slot)
        summarize(slot)
    }

    /// Takes back the slot's counted reload at `time` (a reload that failed is not counted).
    mutating func refund(slot: Int, _ time: Double) {
        guard let found = (0..<rings.count(slot)).last(where: { rings[slot, $0] == time }) else { return }
        rings.remove(at: found, slot: slot)
        summarize(slot)
    }

    private mutating func summarize(_ slot: Int) {
        let count = rings.count(slot)
        rings.setSummary(
            Summary(oldest: count > 0 ? rings[slot, 0] : .infinity, newest: count > 0 ? rings[slot, count - 1] : -.infinity), slot: slot)
    }
}
