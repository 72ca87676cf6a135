#if !hasFeature(Embedded)
import Foundation
#endif

/// The boundary a flow section's insets are measured from across the scroll axis (UIKit:
/// `UICollectionViewFlowLayout.SectionInsetReference`).
public enum FlowSectionInsetReference: Sendable, Hashable {
    /// The content's edges: the container less its content insets.
    case contentInset
    /// The safe area, where it reaches further into the content than the content insets do.
    case safeArea
    /// The layout margins, where they reach further into the content than the content insets do.
    case layoutMargins
}

/// Where a flow section's item sizes come from.
public enum FlowItemSizing: Sendable, Hashable {
    /// Every item has this size: the section is periodic, and its lines are arithmetic.
    case uniform(CGSize)
    /// Each item has its own size, asked of the solution's size source when the item's line is first built.
    case perItem
}

/// One section of a flow layout: its items' sizes, insets, spacings, header and footer.
///
/// Everything is given in the flow's own terms, left to right: `insets.leading` is the left inset. A mirrored
/// (right-to-left) flow is this one reflected by its host.
public struct FlowSectionSpec: Sendable, Hashable {
    /// How many items the section has.
    public var itemCount: Int
    /// The items' sizes; estimates when `selfSizing` is on.
    public var itemSizing: FlowItemSizing
    /// Whether items report their own sizes after they are shown: until then they sit at the sizes `itemSizing`
    /// gives, which are estimates.
    public var selfSizing: Bool
    /// Space between the section's edges and its lines; added to the reference boundary across the axis.
    public var insets: LayoutInsets
    /// Space between consecutive lines, exactly.
    public var minimumLineSpacing: CGFloat
    /// The least space between neighbouring items of a line; a line's extra room widens it evenly.
    public var minimumInteritemSpacing: CGFloat
    /// The header's size; only its length along the scroll axis counts, and a zero length means no header.
    public var headerSize: CGSize
    /// The footer's size; only its length along the scroll axis counts, and a zero length means no footer.
    public var footerSize: CGSize

    /// A section of `itemCount` items sized by `itemSizing`, by default with no insets, spacings, header or footer.
    public init(
        itemCount: Int, itemSizing: FlowItemSizing, selfSizing: Bool = false, insets: LayoutInsets = .zero,
        minimumLineSpacing: CGFloat = 0, minimumInteritemSpacing: CGFloat = 0, headerSize: CGSize = .zero,
        footerSize: CGSize = .zero
    ) {
        self.itemCount = itemCount
        self.itemSizing = itemSizing
        self.selfSizing = selfSizing
        self.insets = insets
        self.minimumLineSpacing = minimumLineSpacing
        self.minimumInteritemSpacing = minimumInteritemSpacing
        self.headerSize = headerSize
        self.footerSize = footerSize
    }
}

/// A whole flow layout: sections stacked along the scroll axis, each filling lines across it (UIKit:
/// `UICollectionViewFlowLayout` with its delegate's answers).
public struct FlowLayoutSpec: Sendable, Hashable {
    /// The axis the layout scrolls along; lines run across it.
    public var scrollDirection: LayoutAxis
    /// The boundary section insets are measured from across the scroll axis.
    public var sectionInsetReference: FlowSectionInsetReference
    /// Whether each section's header stays at the start of the visible bounds while its section shows.
    public var headersPinToVisibleBounds: Bool
    /// Whether each section's footer stays at the end of the visible bounds while its section shows.
    public var footersPinToVisibleBounds: Bool
    /// The element kind headers are handed out with.
    public var headerElementKind: String
    /// The element kind footers are handed out with.
    public var footerElementKind: String
    /// The sections, in order.
    public var sections: [FlowSectionSpec]
    /// How many items of `.perItem` sections, counted from the first section, are built when the solution is made: a
    /// section that fits in what is left of this budget is built whole, so that its length is exact from the start;
    /// others are built as queries reach them, their unbuilt part estimated. Preparing asks at most this many sizes,
    /// plus one per section left to estimate.
    public var eagerItemLimit: Int

    /// A flow of `sections`, by default vertical, insets from the content insets, nothing pinned, headers and footers
    /// of kinds `"header"` and `"footer"`, and up to 1,000 items of per-item sizes built when solved.
    public init(
        scrollDirection: LayoutAxis = .vertical, sectionInsetReference: FlowSectionInsetReference = .contentInset,
        headersPinToVisibleBounds: Bool = false, footersPinToVisibleBounds: Bool = false,
        headerElementKind: String = "header", footerElementKind: String = "footer", sections: [FlowSectionSpec],
        eagerItemLimit: Int = 1_000
    ) {
        self.scrollDirection = scrollDirection
        self.sectionInsetReference = sectionInsetReference
        self.headersPinToVisibleBounds = headersPinToVisibleBounds
        self.footersPinToVisibleBounds = footersPinToVisibleBounds
        self.headerElementKind = headerElementKind
        self.footerElementKind = footerElementKind
        self.sections = sections
        self.eagerItemLimit = eagerItemLimit
    }
}

/// What a flow layout is solved for: the collection view's size, its content insets and the boundaries section
/// insets can be measured from, all in the flow's left-to-right terms.
public struct FlowEnvironment: Sendable, Hashable {
    /// The collection view's bounds size.
    public var containerSize: CGSize
    /// Points per device pixel; frames are rounded to this grid.
    public var displayScale: CGFloat
    /// The collection view's adjusted content insets: the content lies inside them.
    public var contentInsets: LayoutInsets
    /// The safe area's insets from the collection view's edges.
    public var safeAreaInsets: LayoutInsets
    /// The collection view's layout margins.
    public var layoutMargins: LayoutInsets

    /// An environment for a collection view of `containerSize` at `displayScale`; the insets default to zero.
    public init(
        containerSize: CGSize, displayScale: CGFloat, contentInsets: LayoutInsets = .zero,
        safeAreaInsets: LayoutInsets = .zero, layoutMargins: LayoutInsets = .zero
    ) {
        self.containerSize = containerSize
        self.displayScale = displayScale
        self.contentInsets = contentInsets
        self.safeAreaInsets = safeAreaInsets
        self.layoutMargins = layoutMargins
    }

    /// The content's length across the scroll axis `axis`: the container's, less the content insets there. Lines break
    /// anew when it changes.
    public func contentCrossLength(across axis: LayoutAxis) -> CGFloat {
        containerSize[axis.cross] - contentInsets.total(along: axis.cross)
    }

    /// How far `reference` lies inside the content's two edges across `axis` (never outside them: a boundary the
    /// content insets already clear adds nothing).
    func referenceInsets(_ reference: FlowSectionInsetReference, across axis: LayoutAxis) -> (before: CGFloat, after: CGFloat) {
        let cross = axis.cross
        let boundary: LayoutInsets
        switch reference {
        case .contentInset: return (0, 0)
        case .safeArea: boundary = safeAreaInsets
        case .layoutMargins: boundary = layoutMargins
        }
        return (max(0, boundary.before(cross) - contentInsets.before(cross)),
                max(0, boundary.after(cross) - contentInsets.after(cross)))
    }
}
