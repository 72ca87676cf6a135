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
        hostLayout.description {
            hostInputs.flatMap { LayoutDescription(configuration: $0.configuration, sections: $0.sections, environment: $0.environment) }
        }
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
