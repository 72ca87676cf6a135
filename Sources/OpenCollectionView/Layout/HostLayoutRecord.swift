import CompositionalLayoutEngine
import Foundation

/// What a layout keeps for hosts that solve it elsewhere (`UICollectionViewCompositionalLayout` and
/// `UICollectionViewFlowLayout`): its description, made when first asked after each prepare, and what self-sizing
/// measured, in the order it was measured.
struct HostLayoutRecord {
    private var cachedDescription: LayoutDescription??
    private(set) var measurements: [LayoutDescription.Measurement] = []
    private(set) var generation = 0

    /// The layout prepared again: its description is made anew when next asked.
    mutating func prepared() {
        cachedDescription = nil
    }

    /// The description of the layout as last prepared: `describe`'s, asked the first time after each prepare.
    mutating func description(_ describe: () -> LayoutDescription?) -> LayoutDescription? {
        if let cachedDescription { return cachedDescription }
        let description = describe()
        cachedDescription = .some(description)
        return description
    }

    /// One element measured, new or at a new size, `sizes` being every size kept now: appended. O(1) amortised.
    mutating func measured<Key: HostMeasuredElement>(_ key: Key, _ size: CGSize, among sizes: [Key: CGSize]) {
        measurements.append(key.measurement(size))
        startAgainIfLong(from: sizes)
    }

    /// Follows a replacement of the measured sizes: new or changed ones are appended; anything else (sizes forgotten
    /// or moved) starts the list again, in a new generation.
    mutating func measuredSizesDidChange<Key: HostMeasuredElement>(from old: [Key: CGSize], to new: [Key: CGSize]) {
        let onlyAdded = new.count >= old.count && old.allSatisfy { new[$0.key] != nil }
        guard onlyAdded else { return startAgain(from: new) }
        for (key, size) in new where old[key] != size { measurements.append(key.measurement(size)) }
        startAgainIfLong(from: new)
    }

    /// Many measurements of the same elements: start again from the sizes themselves.
    private mutating func startAgainIfLong<Key: HostMeasuredElement>(from sizes: [Key: CGSize]) {
        if measurements.count > 2 * sizes.count + 64 { startAgain(from: sizes) }
    }

    private mutating func startAgain<Key: HostMeasuredElement>(from sizes: [Key: CGSize]) {
        measurements = sizes.map { $0.key.measurement($0.value) }
        generation += 1
    }
}

/// What a layout keys its measured sizes by, as a host's measurement names it.
protocol HostMeasuredElement: Hashable {
    /// This element measured at `size`.
    func measurement(_ size: CGSize) -> LayoutDescription.Measurement
}

extension ElementKey: HostMeasuredElement {
    func measurement(_ size: CGSize) -> LayoutDescription.Measurement {
        LayoutDescription.Measurement(kind: category == .cell ? nil : kind, indexPath: indexPath, size: size)
    }
}

/// A flow layout's measured sizes are its cells', by index path.
extension IndexPath: HostMeasuredElement {
    func measurement(_ size: CGSize) -> LayoutDescription.Measurement {
        LayoutDescription.Measurement(kind: nil, indexPath: self, size: size)
    }
}
