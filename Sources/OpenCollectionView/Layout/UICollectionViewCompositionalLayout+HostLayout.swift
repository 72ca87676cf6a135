import CompositionalLayoutEngine
import Foundation

/// The layout as a host that solves it elsewhere sees it: a browser page runs this engine too (compiled to
/// WebAssembly) and places what scrolls into view before the server answers. It gets the prepared layout's description
/// and what self-sizing measured since, as `LayoutDescription` numbers. Headless additions.
extension UICollectionViewCompositionalLayout {
    /// The layout as last prepared (its settings, environment, sections and item counts), for a host to solve
    /// elsewhere; `nil` before the first prepare and when a section's definition runs app code (a custom group's item
    /// provider, a waterfall). Built when first asked after each prepare.
    public var hostLayoutDescription: LayoutDescription? {
        hostLayout.description()
    }

    /// What self-sizing measured, in the order it was measured, for a host to apply to `hostLayoutDescription`'s solution
    /// (`LayoutSolution.apply(_:)`). It grows as elements are measured; `hostMeasurementGeneration` changes when it
    /// starts again (the container's width changed, a batch update moved measured elements).
    public var hostMeasurements: [LayoutDescription.Measurement] {
        hostLayout.measurements
    }

    /// Changes whenever `hostMeasurements` starts again rather than grows: a host that sent part of it sends it whole.
    public var hostMeasurementGeneration: Int {
        hostLayout.generation
    }
}

/// What `UICollectionViewCompositionalLayout` keeps for hosts: the prepared inputs (described on demand) and the
/// measurements in the order they came.
struct HostLayoutRecord {
    private var inputs: (configuration: LayoutConfigurationSpec, sections: [SectionInput], environment: LayoutEnvironment)?
    private var cachedDescription: LayoutDescription??
    private(set) var measurements: [LayoutDescription.Measurement] = []
    private(set) var generation = 0

    mutating func prepared(configuration: LayoutConfigurationSpec, sections: [SectionInput], environment: LayoutEnvironment) {
        inputs = (configuration, sections, environment)
        cachedDescription = nil
    }

    mutating func description() -> LayoutDescription? {
        if let cachedDescription { return cachedDescription }
        guard let inputs else { return nil }
        let description = LayoutDescription(configuration: inputs.configuration, sections: inputs.sections, environment: inputs.environment)
        cachedDescription = .some(description)
        return description
    }

    /// One element measured, new or at a new size, `sizes` being every size kept now: appended. O(1) amortised.
    mutating func measured(_ key: ElementKey, _ size: CGSize, among sizes: [ElementKey: CGSize]) {
        measurements.append(Self.measurement(key, size))
        startAgainIfLong(from: sizes)
    }

    /// Follows a replacement of the measured sizes: new or changed ones are appended; anything else (sizes forgotten
    /// or moved) starts the list again, in a new generation.
    mutating func measuredSizesDidChange(from old: [ElementKey: CGSize], to new: [ElementKey: CGSize]) {
        let onlyAdded = new.count >= old.count && old.allSatisfy { new[$0.key] != nil }
        guard onlyAdded else { return startAgain(from: new) }
        for (key, size) in new where old[key] != size { measurements.append(Self.measurement(key, size)) }
        startAgainIfLong(from: new)
    }

    /// Many measurements of the same elements: start again from the sizes themselves.
    private mutating func startAgainIfLong(from sizes: [ElementKey: CGSize]) {
        if measurements.count > 2 * sizes.count + 64 { startAgain(from: sizes) }
    }

    private mutating func startAgain(from sizes: [ElementKey: CGSize]) {
        measurements = sizes.map { Self.measurement($0.key, $0.value) }
        generation += 1
    }

    private static func measurement(_ key: ElementKey, _ size: CGSize) -> LayoutDescription.Measurement {
        LayoutDescription.Measurement(kind: key.category == .cell ? nil : key.kind, indexPath: key.indexPath, size: size)
    }
}
