import Foundation

/// The order a layout's elements were measured in (self-sizing), so that a layout keeps the sizes of those measured
/// most recently only: a person who scrolls a million self-sizing rows end to end would otherwise leave a million
/// sizes in the layout, its solution and what hosts are sent, in every session.
///
/// Past `trimmedAbove` sizes, the layout keeps the `kept` measured last — the rows about where the person is — and the
/// others go back to their estimates, as rows never shown are. What is on screen stays where it is (the layout keeps
/// its first visible item in place, as when content above it is measured). Amortised O(1) per measurement.
struct MeasurementRecency<Key: Hashable> {
    /// How many sizes a layout keeps when it trims.
    static var kept: Int { 1_000 }
    /// How many sizes a layout may hold before it trims.
    static var trimmedAbove: Int { 2 * kept }

    /// Keys in the order they were measured, the latest last; a key measured again appears again.
    private var order: [Key] = []

    /// `key` was measured now.
    mutating func measured(_ key: Key) {
        order.append(key)
    }

    /// The sizes were replaced by `sizes` (forgotten, moved by an update): the order keeps what it knew of them.
    mutating func replaced<Value>(by sizes: [Key: Value]) {
        var seen = Set<Key>()
        var kept = order.reversed().filter { sizes[$0] != nil && seen.insert($0).inserted }.reversed() as [Key]
        kept.insert(contentsOf: sizes.keys.filter { !seen.contains($0) }, at: 0)
        order = kept
    }

    /// The sizes to keep, when `sizes` holds more than `trimmedAbove`: the `kept` measured last. `nil` otherwise.
    mutating func trimmed<Value>(_ sizes: [Key: Value]) -> [Key: Value]? {
        guard sizes.count > Self.trimmedAbove else { return nil }
        var keptSizes: [Key: Value] = [:]
        keptSizes.reserveCapacity(Self.kept)
        for key in order.reversed() where keptSizes.count < Self.kept && keptSizes[key] == nil {
            if let size = sizes[key] { keptSizes[key] = size }
        }
        return keptSizes
    }
}
