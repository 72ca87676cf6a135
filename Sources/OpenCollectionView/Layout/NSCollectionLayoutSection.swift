import CompositionalLayoutEngine
import Foundation

/// Which boundary content insets are measured from (UIKit: `UIContentInsetsReference`).
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    /// A section follows the layout configuration; the configuration means `.none`.
    case automatic = 0
    /// The collection view's edges.
    case none = 1
    /// The safe area (none on a headless collection view unless a subclass provides one).
    case safeArea = 2
    /// The collection view's layout margins.
    case layoutMargins = 3
    /// The readable-content guide.
    case readableContent = 4

    var spec: ContentInsetsReference {
        switch self {
        case .automatic: return .automatic
        case .none: return .none
        case .safeArea: return .safeArea
        case .layoutMargins: return .layoutMargins
        case .readableContent: return .readableContent
        }
    }
}

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

/// Changes a section's visible elements before they are shown: the elements, the section's content offset
/// (the collection view's, plus the row's offset for an orthogonal section) and the layout environment.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([any NSCollectionLayoutVisibleItem], CGPoint, any NSCollectionLayoutEnvironment) -> Void

/// A group repeated for a section's items, with insets and spacing (UIKit: `NSCollectionLayoutSection`).
@preconcurrency @MainActor
public final class NSCollectionLayoutSection {
    /// The group repeated for the section's items (UIKit keeps it private).
    let group: NSCollectionLayoutGroup

    /// Space around the section's content, measured from `contentInsetsReference`.
    public var contentInsets: NSDirectionalEdgeInsets = .zero

    /// Space between consecutive groups.
    public var interGroupSpacing: CGFloat = 0

    /// The boundary `contentInsets` are measured from; `.automatic` follows the layout configuration.
    public var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Whether boundary supplementary items are inset like the content. `true` by default.
    public var supplementariesFollowContentInsets = true

    /// The boundary the `contentInsets` of the section's boundary supplementary items are measured from (iOS 16);
    /// `.automatic` follows the layout configuration. Kept, not applied: boundary items' insets are measured as
    /// `supplementariesFollowContentInsets` says, from the section's reference.
    public var supplementaryContentInsetsReference: UIContentInsetsReference = .automatic

    /// The deceleration rate and bounce of the section's row when it scrolls orthogonally (iOS 17); set its
    /// properties in place. Kept, not applied (see `UICollectionLayoutSectionOrthogonalScrollingProperties`).
    public let orthogonalScrollingProperties = UICollectionLayoutSectionOrthogonalScrollingProperties()

    /// Headers, footers and other items on the section's edges.
    public var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []

    /// Views behind the section, such as a background.
    public var decorationItems: [NSCollectionLayoutDecorationItem] = []

    /// Whether the section's groups form a row that scrolls across the layout's axis, and how it comes to rest.
    public var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none

    /// Called with the section's visible elements before they are shown, to change their alpha, transform,
    /// zIndex, visibility or centre (the frames the layout computed are unchanged). Called whenever the
    /// layout hands out attributes for the visible part of the section.
    public var visibleItemsInvalidationHandler: NSCollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration the section was made from with `list(using:layoutEnvironment:)`.
    var listConfiguration: UICollectionLayoutListConfiguration?

    /// The waterfall the section was made from with `waterfall(columnCount:columnSpacing:itemSpacing:estimatedHeight:)`.
    var waterfall: WaterfallSpec?

    /// A section that repeats `group` for its items.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
    }

    func compile(in context: LayoutCompilationContext) -> SectionSpec {
        guard case .group(let groupSpec) = group.compile(in: context) else {
            preconditionFailure("a group always compiles to a group spec")
        }
        var spec = SectionSpec(
            group: groupSpec,
            contentInsets: contentInsets.layoutInsets,
            contentInsetsReference: contentInsetsReference.spec,
            interGroupSpacing: interGroupSpacing,
            supplementariesFollowContentInsets: supplementariesFollowContentInsets,
            boundaryItems: boundarySupplementaryItems.map(\.boundarySpec),
            decorations: decorationItems.map(\.decorationSpec),
            orthogonalScrolling: orthogonalScrollingBehavior.spec
        )
        spec.waterfall = waterfall
        return spec
    }
}
