import CompositionalLayoutEngine
import Foundation

/// How an orthogonal section's row scrolls (UIKit: `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
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

    /// The behaviour the engine's `behavior` names.
    init(_ behavior: OrthogonalScrollingBehavior) {
        switch behavior {
        case .none: self = .none
        case .continuous: self = .continuous
        case .continuousGroupLeadingBoundary: self = .continuousGroupLeadingBoundary
        case .paging: self = .paging
        case .groupPaging: self = .groupPaging
        case .groupPagingCentered: self = .groupPagingCentered
        }
    }

    var spec: OrthogonalScrollingBehavior {
        switch self {
        case .none: return .none
        case .continuous: return .continuous
        case .continuousGroupLeadingBoundary: return .continuousGroupLeadingBoundary
        case .paging: return .paging
        case .groupPaging: return .groupPaging
        case .groupPagingCentered: return .groupPagingCentered
        }
    }
}
