/// A due time in the scheduler's queue: an instance's next reload or its next entry date.
struct ScheduledEvent {
    var time: Double
    /// Insertion order, so events at the same time are handled first come, first served.
    var sequence: UInt64
    var slot: Int32
    /// Matches the slot's reload or entry generation while the event is current; a changed
    /// plan bumps the generation and leaves the old event to be skipped when it surfaces.
    var generation: UInt32
    var isEntry: Bool

    @inline(__always)
    func precedes(_ other: ScheduledEvent) -> Bool {
        time < other.time || (time == other.time && sequence < other.sequence)
    }
}

/// A 4-ary min-heap of events by (time, sequence): push and pop in O(log n). Four children
/// per node halve the depth of a binary heap; at 100k+ events, where each level is a cache
/// miss, that is faster although each level compares more.
struct EventQueue {
    private(set) var items: [ScheduledEvent] = []
    private var nextSequence: UInt64 = 0

    var count: Int { items.count }
    var first: ScheduledEvent? { items.first }

    mutating func push(time: Double, slot: Int, generation: UInt32, isEntry: Bool) {
        nextSequence &+= 1
        items.append(
            ScheduledEvent(time: time, sequence: nextSequence, slot: Int32(slot), generation: generation, isEntry: isEntry))
        siftUp(items.count - 1)
    }

    @discardableResult
    mutating func popFirst() -> ScheduledEvent? {
        guard !items.isEmpty else { return nil }
        let first = items[0]
        let last = items.removeLast()
        if !items.isEmpty {
            items[0] = last
            siftDown(0)
        }
        return first
    }

    /// Drops the events `isStale` accepts (superseded plans) and restores the heap, in O(n).
    mutating func removeAll(where isStale: (ScheduledEvent) -> Bool) {
        items.removeAll(where: isStale)
        var index = items.count / 2
        while index > 0 {
            index -= 1
            siftDown(index)
        }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let item = items[child]
        while child > 0 {
            let parent = (child - 1) / 4
            guard item.precedes(items[parent]) else { break }
            items[child] = items[parent]
            child = parent
        }
        items[child] = item
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = items.count
        let item = items[parent]
        while true {
            let first = 4 * parent + 1
            guard first < count else { break }
            var child = first
            var sibling = first + 1
            let end = min(first + 4, count)
            while sibling < end {
                if items[sibling].precedes(items[child]) { child = sibling }
                sibling += 1
            }
            guard items[child].precedes(item) else { break }
            items[parent] = items[child]
            parent = child
        }
        items[parent] = item
    }
}
