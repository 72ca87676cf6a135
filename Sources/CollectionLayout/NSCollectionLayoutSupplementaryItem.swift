import CompositionalLayoutEngine
import Foundation

/// A view anchored to an item or a group, such as a badge (UIKit and AppKit: `NSCollectionLayoutSupplementaryItem`).
///
/// It takes no room: its size resolves against its host's frame (the item's cell frame, or the group's
/// frame), it is anchored there, and it may stick out. Its index path is `(item: j, section: s)` where `j`
/// counts the items of its kind in the section in layout order.
@preconcurrency @MainActor
public class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The kind string the collection view uses to dequeue the view for this item.
    public let elementKind: String
    /// The point on the host (the item's cell or the group) that the supplementary item attaches to.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The point on the supplementary item that meets `containerAnchor`, or `nil` to use the same edges.
    public let itemAnchor: NSCollectionLayoutAnchor?
    /// Draw order among overlapping views. 1 by default.
    public var zIndex = 1

    /// Whether the layout shows it with a decoration view (a list's separators), not a supplementary view.
    package var isDecoration = false

    init(size: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
         itemAnchor: NSCollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(size: size)
    }

    /// A supplementary item of `elementKind` anchored to its host at `containerAnchor`.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// A supplementary item whose `itemAnchor` point meets its host's `containerAnchor` point.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor,
        itemAnchor: NSCollectionLayoutAnchor
    ) {
        self.init(size: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: itemAnchor)
    }

    var supplementarySpec: SupplementarySpec {
        SupplementarySpec(size: layoutSize.spec, elementKind: elementKind, containerAnchor: containerAnchor.spec,
                          itemAnchor: itemAnchor?.spec, zIndex: zIndex, contentInsets: contentInsets.layoutInsets,
                          isDecoration: isDecoration)
    }
}

/// A header, footer or side view of a section or of the whole layout
/// (UIKit and AppKit: `NSCollectionLayoutBoundarySupplementaryItem`).
///
/// A top or bottom item (leading or trailing in a horizontal layout) that extends the boundary sits
/// outside the section's content and insets and adds its length to the section; other items overlap the
/// content. Pinned items stay in view while their section shows.
@preconcurrency @MainActor
public final class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// The side or corner of the section (or layout) the item is placed on.
    public let alignment: NSRectAlignment
    /// How many points the item is moved from its aligned position.
    public let offset: CGPoint
    /// Whether the item adds its length to the section. `true` by default.
    public var extendsBoundary = true
    /// Whether the item stays in view while any of its section is visible. `false` by default.
    public var pinToVisibleBounds = false

    private init(size: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, offset: CGPoint) {
        self.alignment = alignment
        self.offset = offset
        super.init(size: size, elementKind: elementKind, containerAnchor: NSCollectionLayoutAnchor(edges: []), itemAnchor: nil)
    }

    /// A boundary item of `elementKind` on the `alignment` side.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: .zero)
    }

    /// A boundary item of `elementKind` on the `alignment` side, moved by `absoluteOffset` points.
    public convenience init(
        layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint
    ) {
        self.init(size: layoutSize, elementKind: elementKind, alignment: alignment, offset: absoluteOffset)
    }

    package var boundarySpec: BoundarySupplementarySpec {
        BoundarySupplementarySpec(
            size: layoutSize.spec, elementKind: elementKind, alignment: alignment.edges, offset: offset,
            extendsBoundary: extendsBoundary, pinToVisibleBounds: pinToVisibleBounds, zIndex: zIndex,
            contentInsets: contentInsets.layoutInsets)
    }
}

/// A view behind a section (UIKit and AppKit: `NSCollectionLayoutDecorationItem`).
///
/// The layout fills the section's frame (boundary items and insets included) inset by `contentInsets`.
/// Register the view class for its kind with the layout's `register(_:forDecorationViewOfKind:)`.
@preconcurrency @MainActor
public final class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The kind the decoration view's class is registered under with the layout.
    public let elementKind: String
    /// Draw order; 0 by default, below the section's items, which a background lifts to at least 1.
    public var zIndex = 0

    private init(elementKind: String) {
        self.elementKind = elementKind
        super.init(size: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    }

    /// A background for a section, of `elementKind`.
    public static func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }

    var decorationSpec: DecorationSpec {
        DecorationSpec(elementKind: elementKind, zIndex: zIndex, contentInsets: contentInsets.layoutInsets)
    }
}
