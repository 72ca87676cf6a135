import CompositionalLayoutEngine
import Foundation

/// Whether a section's groups form a row that scrolls across the layout's axis, and how it comes to rest.
public enum NSCollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable, OrthogonalScrollingBehaviorName {
    /// The section's groups follow the layout's axis: no row of its own.
    case none = 0
    /// The row scrolls freely.
    case continuous = 1
    /// The row scrolls freely and comes to rest with a group's leading edge at the row's.
    case continuousGroupLeadingBoundary = 2
    /// The row pages by its own width.
    case paging = 3
    /// The row pages a group at a time.
    case groupPaging = 4
    /// The row pages a group at a time, each centred.
    case groupPagingCentered = 5
}

// AppKit's own settings of a section, over the section's engine-level fields (the section is shared with UIKit's
// names; a Mac file sees these, which shadow UIKit's of the same name).
extension NSCollectionLayoutSection {
    /// Whether the section's groups form a row that scrolls across the layout's axis, and how it comes to rest.
    public var orthogonalScrollingBehavior: NSCollectionLayoutSectionOrthogonalScrollingBehavior {
        get { NSCollectionLayoutSectionOrthogonalScrollingBehavior(orthogonalScrolling) }
        set { orthogonalScrolling = newValue.spec }
    }
}
