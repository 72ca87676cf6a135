import Foundation

/// Entries by the tick they are due at, so that a tick takes the entries due and touches no other: with thousands of
/// pages open, most waiting up to a second for their next tick, looking at each page every tick to find the few due
/// cost more than ticking them (a cache miss a page, 3 % of the main actor at 3,000 pages).
///
/// Time is cut into slots of one `interval` from `start`; an entry goes in the slot that ends at or after its due time,
/// and a tick takes every slot that has begun. A ticker waking every `interval` thus takes an entry at the wake nearest
/// its due time — as early as its slot begins, less than one interval before it is due: an entry due one interval after
/// a wake is taken at the next wake. O(1) to insert, O(entries taken + slots passed) to take.
struct TickSchedule<Entry: Sendable>: Sendable {
    private let start: ContinuousClock.Instant
    private let interval: Duration
    private var slots: [Int: [Entry]] = [:]
    /// The first slot not taken yet.
    private var nextSlot = 0

    init(start: ContinuousClock.Instant, interval: Duration) {
        self.start = start
        self.interval = interval
    }

    /// How many entries wait.
    private(set) var count = 0

    /// Adds `entry`, due at `due`; an entry due before the slots already taken goes in the next one.
    mutating func insert(_ entry: Entry, dueAt due: ContinuousClock.Instant) {
        let slot = max(Int(((due - start) / interval).rounded(.up)), nextSlot)
        slots[slot, default: []].append(entry)
        count += 1
    }

    /// Takes the entries due by `now` — those of every slot that has begun — oldest slot first.
    mutating func takeDue(at now: ContinuousClock.Instant) -> [Entry] {
        let lastDue = Int(((now - start) / interval).rounded(.down)) + 1
        guard lastDue >= nextSlot else { return [] }
        var due: [Entry] = []
        if slots.count < lastDue - nextSlot + 1 {
            // Fewer slots hold entries than have passed (the loop slept long): visit those, in order.
            for slot in slots.keys.filter({ $0 <= lastDue }).sorted() { due += slots.removeValue(forKey: slot) ?? [] }
        } else {
            for slot in nextSlot...lastDue { due += slots.removeValue(forKey: slot) ?? [] }
        }
        nextSlot = lastDue + 1
        count -= due.count
        return due
    }
}
