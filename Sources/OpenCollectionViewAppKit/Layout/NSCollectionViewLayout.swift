import CollectionDiagnostics
import Foundation
internal import OpenCollectionView

/// AppKit's collection view layout: where each item and supplementary view of a collection view goes.
///
/// Differences from AppKit: the collection view lays out with this package's layouts
/// (`NSCollectionViewCompositionalLayout`); a subclass of this class of the app's own is not laid out yet (assigning
/// one is reported, and the collection view shows nothing).
@preconcurrency @MainActor
open class NSCollectionViewLayout {
    /// A layout that places nothing; this package's subclasses (`NSCollectionViewCompositionalLayout`) place
    /// the elements.
    public init() {}

    /// A layout decoded from an archive (a nib): it places nothing, as one made with `init()`.
    public required init?(coder: NSCoder) {}

    /// The collection view the layout lays out.
    public internal(set) weak var collectionView: NSCollectionView?

    /// The UIKit layout that lays out the collection view's backing; `nil` for a layout of the app's own.
    var backingLayout: UICollectionViewLayout? { nil }

    /// Marks the layout as needing to be prepared again before the collection view next lays out.
    open func invalidateLayout() {
        backingLayout?.invalidateLayout()
    }

    /// The size of everything the layout places.
    open var collectionViewContentSize: NSSize {
        backingLayout?.collectionViewContentSize ?? .zero
    }

    /// Where the item at `indexPath` goes, as the layout last prepared it.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> NSCollectionViewLayoutAttributes? {
        backingLayout?.layoutAttributesForItem(at: indexPath).map(NSCollectionViewLayoutAttributes.init)
    }

    /// Where the supplementary view of `elementKind` at `indexPath` goes.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: NSCollectionView.SupplementaryElementKind, at indexPath: IndexPath
    ) -> NSCollectionViewLayoutAttributes? {
        backingLayout?.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath)
            .map(NSCollectionViewLayoutAttributes.init)
    }

    /// Every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: NSRect) -> [NSCollectionViewLayoutAttributes] {
        (backingLayout?.layoutAttributesForElements(in: rect) ?? []).map(NSCollectionViewLayoutAttributes.init)
    }
}

/// Where a layout puts one element of a collection view, and how it shows it.
@preconcurrency @MainActor
open class NSCollectionViewLayoutAttributes {
    /// The element's rectangle in the collection view (whose coordinates are flipped: y grows downwards).
    open var frame: NSRect
    /// The element's opacity.
    open var alpha: CGFloat
    /// The element's stacking order: higher in front.
    open var zIndex: Int
    /// Whether the element is hidden.
    open var isHidden: Bool
    /// The element's index path.
    open var indexPath: IndexPath?
    /// What kind of element it is.
    open var representedElementCategory: NSCollectionElementCategory
    /// The kind of a supplementary or decoration view; `nil` for an item.
    open var representedElementKind: String?

    /// The element's size.
    open var size: NSSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// Attributes of the item at `indexPath`.
    public init(forItemWith indexPath: IndexPath) {
        frame = .zero
        alpha = 1
        zIndex = 0
        isHidden = false
        self.indexPath = indexPath
        representedElementCategory = .item
    }

    init(_ attributes: UICollectionViewLayoutAttributes) {
        frame = attributes.frame
        alpha = attributes.alpha
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
        indexPath = attributes.indexPath
        representedElementKind = attributes.representedElementKind
        switch attributes.representedElementCategory {
        case .cell: representedElementCategory = .item
        case .supplementaryView: representedElementCategory = .supplementaryView
        case .decorationView: representedElementCategory = .decorationView
        }
    }
}

/// What kind of element of a collection view a layout attributes object describes.
public enum NSCollectionElementCategory: Int, Sendable, Hashable {
    /// An item.
    case item = 0
    /// A supplementary view: a header, a footer, a badge.
    case supplementaryView = 1
    /// A decoration view, such as a section's background.
    case decorationView = 2
    /// The gap between two items, where a drag would drop.
    case interItemGap = 3
}
