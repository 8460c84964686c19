/// One fixed-capacity ring per instance slot, the rings laid side by side in one array (slot
/// `i` owns positions `i × capacity ..< (i + 1) × capacity`), each with a small header (where
/// it starts, how many it holds, and a `Summary` its owner keeps beside them).
///
/// Writing to a slot's ring touches one element in place: with 100k instances, an array per
/// instance cost a cache miss on its header as well as on its elements. Used for the budget
/// windows and the decision ledger.
struct SlotRings<Element, Summary> {
    private struct Header {
        var start: Int32 = 0
        var count: Int32 = 0
        var summary: Summary
    }

    let capacity: Int
    private let filler: Element
    private let emptySummary: Summary
    private var elements: [Element] = []
    private var headers: [Header] = []

    /// Rings of `capacity` elements; unused positions hold `filler`, a new or emptied ring
    /// has `summary`.
    init(capacity: Int, filler: Element, summary: Summary) {
        self.capacity = max(0, capacity)
        self.filler = filler
        emptySummary = summary
    }

    /// Makes room for slots up to `slot`; a new slot's ring is empty.
    mutating func reserve(slot: Int) {
        guard slot >= headers.count else { return }
        let added = slot + 1 - headers.count
        headers.append(contentsOf: repeatElement(Header(summary: emptySummary), count: added))
        elements.append(contentsOf: repeatElement(filler, count: added * capacity))
    }

    func count(_ slot: Int) -> Int { Int(headers[slot].count) }

    func summary(_ slot: Int) -> Summary { headers[slot].summary }

    mutating func setSummary(_ summary: Summary, slot: Int) { headers[slot].summary = summary }

    /// Where in the shared array the slot's `offset`-th oldest element is.
    @inline(__always)
    func position(_ slot: Int, _ offset: Int) -> Int {
        slot * capacity + (Int(headers[slot].start) + offset) % capacity
    }

    /// The slot's `offset`-th oldest element.
    subscript(slot: Int, offset: Int) -> Element {
        get { elements[position(slot, offset)] }
        set { elements[position(slot, offset)] = newValue }
    }

    /// Appends to the slot's ring, dropping its oldest element first when the ring is full.
    mutating func append(_ element: Element, slot: Int) {
        precondition(capacity > 0, "a ring of capacity 0 holds nothing")
        if count(slot) == capacity { removeFirst(1, slot: slot) }
        elements[position(slot, count(slot))] = element
        headers[slot].count += 1
    }

    /// Drops the slot's `n` oldest elements.
    mutating func removeFirst(_ n: Int, slot: Int) {
        guard n > 0 else { return }
        headers[slot].start = Int32((Int(headers[slot].start) + n) % capacity)
        headers[slot].count -= Int32(n)
    }

    /// Drops the slot's `offset`-th oldest element; the newer ones move up.
    mutating func remove(at offset: Int, slot: Int) {
        for later in offset..<count(slot) - 1 { self[slot, later] = self[slot, later + 1] }
        headers[slot].count -= 1
    }

    /// Empties the slot's ring.
    mutating func removeAll(slot: Int) { headers[slot] = Header(summary: emptySummary) }
}
