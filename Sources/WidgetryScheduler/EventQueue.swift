/// A due time in the scheduler's queue: an instance's next reload or its next entry date.
struct ScheduledEvent {
    var time: Double
    var slot: Int32
    /// Matches the slot's reload or entry generation while the event is current; a changed
    /// plan bumps the generation and leaves the old event to be skipped when it surfaces.
    var generation: UInt32
    var isEntry: Bool
}

/// The events due at one time, in arrival order; `head` is the next to pop.
private struct Bucket {
    struct Event {
        var slot: Int32
        var generation: UInt32
        var isEntry: Bool
    }

    var time: Double = 0
    var events: [Event] = []
    var head = 0
    /// In use for `time` (not on the free list).
    var live = false
}

/// Events by due time, first come first served among equal times. Events are grouped in one
/// bucket per distinct due time (the scheduler aligns due times to its coalescing grid, so
/// widgets due together share one), and a 4-ary min-heap orders the distinct times. Push and
/// pop cost O(log t) for t distinct times, and the events handled together sit next to each
/// other in memory: with 100k+ widgets a heap of single events spent most of its time on cache
/// misses.
struct EventQueue {
    /// Distinct due times that have events, as a 4-ary min-heap.
    private var times: [Double] = []
    private var bucketByTime: [Double: Int] = [:]
    private var buckets: [Bucket] = []
    private var freeBuckets: [Int] = []
    /// The bucket of `times[0]`, if any.
    private var front: Int?

    private(set) var count = 0

    var first: ScheduledEvent? {
        guard let front else { return nil }
        let event = buckets[front].events[buckets[front].head]
        return ScheduledEvent(time: buckets[front].time, slot: event.slot, generation: event.generation, isEntry: event.isEntry)
    }

    mutating func push(time: Double, slot: Int, generation: UInt32, isEntry: Bool) {
        let event = Bucket.Event(slot: Int32(slot), generation: generation, isEntry: isEntry)
        count += 1
        if let index = bucketByTime[time] {
            buckets[index].events.append(event)
            return
        }
        let index: Int
        if let free = freeBuckets.popLast() {
            index = free
        } else {
            buckets.append(Bucket())
            index = buckets.count - 1
        }
        buckets[index].time = time
        buckets[index].live = true
        buckets[index].events.append(event)
        bucketByTime[time] = index
        times.append(time)
        siftUp(times.count - 1)
        if times[0] == time { front = index }
    }

    @discardableResult
    mutating func popFirst() -> ScheduledEvent? {
        guard let front, let event = first else { return nil }
        count -= 1
        buckets[front].head += 1
        if buckets[front].head == buckets[front].events.count {
            release(front)
            let last = times.removeLast()
            if !times.isEmpty {
                times[0] = last
                siftDown(0)
            }
            self.front = times.first.map { bucketByTime[$0]! }
        }
        return event
    }

    /// Returns an emptied bucket to the free list (keeping a modest capacity for reuse).
    private mutating func release(_ index: Int) {
        bucketByTime[buckets[index].time] = nil
        if buckets[index].events.capacity > 4_096 {
            buckets[index].events = []
        } else {
            buckets[index].events.removeAll(keepingCapacity: true)
        }
        buckets[index].head = 0
        buckets[index].live = false
        freeBuckets.append(index)
    }

    /// Drops the events `isStale` accepts (superseded plans) and restores the heap, in O(n).
    mutating func removeAll(where isStale: (ScheduledEvent) -> Bool) {
        times.removeAll(keepingCapacity: true)
        count = 0
        for index in buckets.indices where buckets[index].live {
            let time = buckets[index].time
            let head = buckets[index].head
            buckets[index].events.removeFirst(head)
            buckets[index].head = 0
            buckets[index].events.removeAll { event in
                isStale(ScheduledEvent(time: time, slot: event.slot, generation: event.generation, isEntry: event.isEntry))
            }
            if buckets[index].events.isEmpty {
                release(index)
            } else {
                count += buckets[index].events.count
                times.append(time)
            }
        }
        // Heapify: sift down every node that has children, last first.
        if times.count > 1 {
            for index in stride(from: (times.count - 2) / 4, through: 0, by: -1) { siftDown(index) }
        }
        front = times.first.map { bucketByTime[$0]! }
    }

    private mutating func siftUp(_ start: Int) {
        var child = start
        let item = times[child]
        while child > 0 {
            let parent = (child - 1) / 4
            guard item < times[parent] else { break }
            times[child] = times[parent]
            child = parent
        }
        times[child] = item
    }

    private mutating func siftDown(_ start: Int) {
        var parent = start
        let count = times.count
        let item = times[parent]
        while true {
            let first = 4 * parent + 1
            guard first < count else { break }
            var child = first
            var sibling = first + 1
            let end = min(first + 4, count)
            while sibling < end {
                if times[sibling] < times[child] { child = sibling }
                sibling += 1
            }
            guard times[child] < item else { break }
            times[parent] = times[child]
            parent = child
        }
        times[parent] = item
    }
}
