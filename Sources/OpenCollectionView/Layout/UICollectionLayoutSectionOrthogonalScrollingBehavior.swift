import CompositionalLayoutEngine
import Foundation

/// How an orthogonal section's row scrolls (UIKit: `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable, OrthogonalScrollingBehaviorName {
    /// The section lays out along the layout's axis.
    case none = 0
    /// The row scrolls freely.
    case continuous = 1
    /// The row scrolls freely and rests with a group's leading edge at the leading side.
    case continuousGroupLeadingBoundary = 2
    /// The row moves a viewport-wide page per swipe.
    case paging = 3
    /// The row moves one group per swipe.
    case groupPaging = 4
    /// The row moves one group per swipe and rests with the group centred.
    case groupPagingCentered = 5
}
