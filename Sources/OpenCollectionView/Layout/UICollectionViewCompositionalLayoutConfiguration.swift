import CompositionalLayoutEngine
import Foundation

extension UICollectionView {
    /// The axis a collection view scrolls along (UIKit: `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable, Hashable {
        /// Content scrolls up and down; sections stack top to bottom.
        case vertical = 0
        /// Content scrolls left and right; sections sit side by side.
        case horizontal = 1

        var axis: LayoutAxis { self == .vertical ? .vertical : .horizontal }
    }
}

/// Settings for a whole compositional layout (UIKit: `UICollectionViewCompositionalLayoutConfiguration`).
///
/// A layout keeps its own copy: change a configuration, then assign it to `layout.configuration`.
@preconcurrency @MainActor
public final class UICollectionViewCompositionalLayoutConfiguration {
    /// The axis the layout scrolls along and stacks sections on. `.vertical` by default.
    public var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// Space between consecutive sections. 0 by default.
    public var interSectionSpacing: CGFloat = 0
    /// The boundary sections' insets are measured from, unless a section names its own. `.safeArea` by default.
    public var contentInsetsReference: UIContentInsetsReference = .safeArea
    /// Headers and footers of the whole layout; their index paths have one index.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// A configuration with every setting at its default.
    public init() {}

    /// An independent copy.
    public func copy() -> UICollectionViewCompositionalLayoutConfiguration {
        let copy = UICollectionViewCompositionalLayoutConfiguration()
        copy.scrollDirection = scrollDirection
        copy.interSectionSpacing = interSectionSpacing
        copy.contentInsetsReference = contentInsetsReference
        copy.boundarySupplementaryItems = boundarySupplementaryItems
        return copy
    }

    var spec: LayoutConfigurationSpec {
        LayoutConfigurationSpec(
            scrollDirection: scrollDirection.axis,
            interSectionSpacing: interSectionSpacing,
            contentInsetsReference: contentInsetsReference.spec,
            boundaryItems: boundarySupplementaryItems.map(\.boundarySpec)
        )
    }
}
