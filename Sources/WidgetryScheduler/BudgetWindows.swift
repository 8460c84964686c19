/// The counted reloads of every instance slot in its rolling budget window: for each slot a
/// ring of its newest counted reload times, the rings laid side by side in one array (slot `i`
/// owns times `i × capacity ..< (i + 1) × capacity`), and per slot the few figures every
/// decision reads (how many are in the window, the newest, the next to leave).
///
/// Only the `budget` newest counted reloads ever matter (the rules look at the newest one and
/// at the `budget`-th newest), so a ring of that capacity loses nothing. Recording a counted
/// reload writes one time in place: with 100k instances, an array per instance cost a cache
/// miss on its header as well as on its times.
struct BudgetWindows {
    private struct Window {
        /// The ring position of the oldest time still in the window.
        var start: Int32 = 0
        var count: Int32 = 0
        /// The oldest time (the next to leave the window), or +∞ when the window is empty.
        var oldest = Double.infinity
        /// The latest counted reload, or −∞ if none.
        var newest = -Double.infinity
    }

    /// Times kept per slot: the budget, or fewer when the minimum interval between counted
    /// reloads lets fewer fit in one window.
    let capacity: Int
    private var times: [Double] = []
    private var windows: [Window] = []

    init(configuration: SchedulerConfiguration) {
        var capacity = configuration.budget
        if configuration.minimumInterval > 0 {
            let fitting = (configuration.budgetWindow / configuration.minimumInterval).rounded(.down) + 1
            if fitting < Double(capacity) { capacity = Int(fitting) }
        }
        self.capacity = max(1, capacity)
    }

    /// Makes room for slots up to `slot`.
    mutating func reserve(slot: Int) {
        guard slot >= windows.count else { return }
        let added = slot + 1 - windows.count
        windows.append(contentsOf: repeatElement(Window(), count: added))
        times.append(contentsOf: repeatElement(0, count: added * capacity))
    }

    /// Sets the slot's counted reloads (the newest `capacity` of `counted`).
    mutating func reset(slot: Int, to counted: [Double]) {
        windows[slot] = Window()
        for time in counted.sorted().suffix(capacity) { append(slot: slot, time) }
    }

    @inline(__always)
    private func position(_ slot: Int, _ offset: Int) -> Int {
        slot * capacity + (Int(windows[slot].start) + offset) % capacity
    }

    /// The number of the slot's counted reloads after `horizon` (now − the window's length).
    func count(slot: Int, after horizon: Double) -> Int {
        let window = windows[slot]
        guard window.oldest <= horizon else { return Int(window.count) }
        return Int(window.count) - expired(slot, at: horizon)
    }

    /// The slot's counted reloads after `horizon`, oldest first.
    func times(slot: Int, after horizon: Double) -> [Double] {
        (expired(slot, at: horizon)..<Int(windows[slot].count)).map { times[position(slot, $0)] }
    }

    func newest(slot: Int) -> Double { windows[slot].newest }

    /// The slot's `rank`-th latest counted reload (1 is the newest); `rank` ≤ its count.
    func time(slot: Int, fromEnd rank: Int) -> Double { times[position(slot, Int(windows[slot].count) - rank)] }

    /// How many of the slot's oldest times are at or before `horizon`.
    private func expired(_ slot: Int, at horizon: Double) -> Int {
        var offset = 0
        while offset < Int(windows[slot].count), times[position(slot, offset)] <= horizon { offset += 1 }
        return offset
    }

    /// Forgets the slot's times at or before `horizon`: they have left the window for good (the
    /// scheduler's time only moves forward).
    @inline(__always)
    mutating func advance(slot: Int, to horizon: Double) {
        guard windows[slot].oldest <= horizon else { return }
        let gone = expired(slot, at: horizon)
        windows[slot].start = Int32((Int(windows[slot].start) + gone) % capacity)
        windows[slot].count -= Int32(gone)
        summarize(slot)
    }

    mutating func append(slot: Int, _ time: Double) {
        if Int(windows[slot].count) == capacity {
            // Full: the oldest is no longer needed (only the `capacity` newest are).
            windows[slot].start = Int32((Int(windows[slot].start) + 1) % capacity)
            windows[slot].count -= 1
        }
        times[position(slot, Int(windows[slot].count))] = time
        windows[slot].count += 1
        summarize(slot)
    }

    /// Takes back the slot's counted reload at `time` (a reload that failed is not counted).
    mutating func refund(slot: Int, _ time: Double) {
        let count = Int(windows[slot].count)
        guard let found = (0..<count).last(where: { times[position(slot, $0)] == time }) else { return }
        for offset in found..<count - 1 { times[position(slot, offset)] = times[position(slot, offset + 1)] }
        windows[slot].count -= 1
        summarize(slot)
    }

    private mutating func summarize(_ slot: Int) {
        let count = Int(windows[slot].count)
        windows[slot].oldest = count > 0 ? times[position(slot, 0)] : .infinity
        windows[slot].newest = count > 0 ? times[position(slot, count - 1)] : -.infinity
    }
}
