/// The counted reloads of one instance in its rolling budget window. What every decision reads
/// (how many are in the window, the newest, the next to leave) is kept inline in the instance's
/// slot; the array of times is touched only when a reload counts, is refunded, or the oldest one
/// leaves the window. With 100k instances each touch of a separate allocation is a cache miss,
/// and reading the array on every decision made the cost per decision grow with the count.
struct BudgetWindow {
    /// Counted reload times, ascending; those before `start` have left the window.
    private(set) var times: [Double] = []
    private var start: Int32 = 0
    /// The number of times from `start` on.
    private var inWindow: Int32 = 0
    /// `times[start]` (the next to leave the window), or +∞ when the window is empty.
    private var oldest = Double.infinity
    /// The latest counted reload, or −∞ if none.
    private(set) var newest = -Double.infinity

    init(_ times: [Double] = []) {
        self.times = times.sorted()
        inWindow = Int32(self.times.count)
        oldest = self.times.first ?? .infinity
        newest = self.times.last ?? -.infinity
    }

    /// The number of counted reloads after `horizon` (now − the window's length).
    func count(after horizon: Double) -> Int {
        guard oldest <= horizon else { return Int(inWindow) }
        return times.count - firstIndex(after: horizon)
    }

    /// The counted reloads after `horizon`, oldest first.
    func times(after horizon: Double) -> ArraySlice<Double> { times[firstIndex(after: horizon)...] }

    /// The `position`-th latest time (1 is the newest); `position` ≤ the count in the window.
    func time(fromEnd position: Int) -> Double { times[times.count - position] }

    private func firstIndex(after horizon: Double) -> Int {
        times.withUnsafeBufferPointer { times in
            var index = Int(start)
            while index < times.count, times[index] <= horizon { index += 1 }
            return index
        }
    }

    /// Forgets the times at or before `horizon`: they have left the window for good (the
    /// scheduler's time only moves forward).
    mutating func advance(to horizon: Double) {
        guard oldest <= horizon else { return }
        let first = firstIndex(after: horizon)
        if first >= 16, first * 2 >= times.count {
            times.removeFirst(first)
            start = 0
        } else {
            start = Int32(first)
        }
        summarize()
    }

    mutating func append(_ time: Double) {
        times.append(time)
        if inWindow == 0 { oldest = time }
        inWindow += 1
        newest = max(newest, time)
    }

    /// Takes back the counted reload at `time` (a reload that failed is not counted).
    mutating func refund(_ time: Double) {
        guard let position = times.lastIndex(of: time) else { return }
        times.remove(at: position)
        if position < start { start -= 1 }
        summarize()
    }

    private mutating func summarize() {
        inWindow = Int32(times.count) - start
        oldest = inWindow > 0 ? times[Int(start)] : .infinity
        newest = times.last ?? -.infinity
    }
}
