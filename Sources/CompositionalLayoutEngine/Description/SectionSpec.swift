#if !hasFeature(Embedded)
import Foundation
#endif

/// Which boundary a section's or layout's content insets are measured from (UIKit: `UIContentInsetsReference`).
public enum ContentInsetsReference: Sendable, Hashable {
    /// A section follows the layout configuration; the configuration means `.none`.
    case automatic
    /// The edges of the collection view.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable-content guide.
    case readableContent
}

/// One section of a compositional layout (UIKit: `NSCollectionLayoutSection`).
public struct SectionSpec: Sendable {
    /// The group repeated for the section's items.
    public var group: GroupSpec
    /// Space between the section's edges and its groups; across the axis it is added to the reference insets.
    public var contentInsets: LayoutInsets
    /// The boundary `contentInsets` are measured from; `.automatic` uses the layout configuration's.
    public var contentInsetsReference: ContentInsetsReference
    /// Space between consecutive groups along the section's axis.
    public var interGroupSpacing: CGFloat
    /// Whether boundary supplementary items are inset like the content.
    public var supplementariesFollowContentInsets: Bool
    /// Headers, footers and other items on the section's edges.
    public var boundaryItems: [BoundarySupplementarySpec]
    /// Views behind the section.
    public var decorations: [DecorationSpec]
    /// Whether, and how, the section's groups form a row that scrolls across the layout's axis.
    public var orthogonalScrolling: OrthogonalScrollingBehavior
    /// When set, the section places its items in waterfall columns and `group` is not used.
    public var waterfall: WaterfallSpec?
    /// Space before the section's frame along the layout's axis, outside it (a list's header top padding).
    public var paddingBefore: CGFloat = 0
    /// Space after the section's frame along the layout's axis, outside it.
    public var paddingAfter: CGFloat = 0

    /// A section repeating `group`, by default with no insets, spacing, boundary items or decorations, and no
    /// orthogonal scrolling.
    public init(
        group: GroupSpec,
        contentInsets: LayoutInsets = .zero,
        contentInsetsReference: ContentInsetsReference = .automatic,
        interGroupSpacing: CGFloat = 0,
        supplementariesFollowContentInsets: Bool = true,
        boundaryItems: [BoundarySupplementarySpec] = [],
        decorations: [DecorationSpec] = [],
        orthogonalScrolling: OrthogonalScrollingBehavior = .none
    ) {
        self.group = group
        self.contentInsets = contentInsets
        self.contentInsetsReference = contentInsetsReference
        self.interGroupSpacing = interGroupSpacing
        self.supplementariesFollowContentInsets = supplementariesFollowContentInsets
        self.boundaryItems = boundaryItems
        self.decorations = decorations
        self.orthogonalScrolling = orthogonalScrolling
    }
}

/// Settings that apply to the whole layout (UIKit: `UICollectionViewCompositionalLayoutConfiguration`).
public struct LayoutConfigurationSpec: Sendable {
    /// The axis the layout scrolls along and stacks its sections on.
    public var scrollDirection: LayoutAxis
    /// Space between consecutive sections.
    public var interSectionSpacing: CGFloat
    /// The boundary sections' insets are measured from, unless a section names its own.
    public var contentInsetsReference: ContentInsetsReference
    /// Headers and footers of the whole layout (spec §7.3).
    public var boundaryItems: [BoundarySupplementarySpec]

    /// A configuration, by default vertical with no spacing or boundary items and insets measured from the safe area.
    public init(
        scrollDirection: LayoutAxis = .vertical,
        interSectionSpacing: CGFloat = 0,
        contentInsetsReference: ContentInsetsReference = .safeArea,
        boundaryItems: [BoundarySupplementarySpec] = []
    ) {
        self.scrollDirection = scrollDirection
        self.interSectionSpacing = interSectionSpacing
        self.contentInsetsReference = contentInsetsReference
        self.boundaryItems = boundaryItems
    }
}
