import Foundation

/// Decides where a collection view's elements go (UIKit: `UICollectionViewLayout`).
///
/// The base class lays out nothing; `UICollectionViewCompositionalLayout` is the layout this library
/// provides. A collection view calls `prepare()` when the layout is invalid and then asks its queries.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    /// Decoration view classes by element kind, for the collection view to create decoration views with.
    public private(set) var registeredDecorationViewClasses: [String: AnyClass] = [:]

    /// A layout not yet attached to a collection view.
    public init() {}

    /// Layouts are not decoded from archives here; the initializer exists for source compatibility.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Brings the layout up to date with the collection view's bounds, traits and data.
    open func prepare() {}

    /// Marks the whole layout as out of date; the collection view prepares it again before its next
    /// layout pass.
    open func invalidateLayout() {
        let context = Self.invalidationContextClass.init()
        context.invalidateEverything = true
        context.invalidateDataSourceCounts = true
        invalidateLayout(with: context)
    }

    /// Marks what `context` covers as out of date. The base class prepares everything again when the context
    /// says so, and otherwise lays out the visible elements again.
    open func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        if context.invalidateEverything {
            collectionView?.layoutDidInvalidate()
        } else {
            collectionView?.setNeedsLayout()
        }
    }

    /// The class of the contexts this layout invalidates with.
    open class var invalidationContextClass: UICollectionViewLayoutInvalidationContext.Type {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        context.invalidateEverything = newBounds.size != collectionView?.bounds.size
        return context
    }

    /// Whether a view's preferred attributes (after self-sizing) differ from what the layout gave it in a way
    /// the layout takes. The base class takes none.
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { false }

    /// The context that records a view's preferred attributes.
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = Self.invalidationContextClass.init()
        switch originalAttributes.representedElementCategory {
        case .cell: context.invalidateItems(at: [originalAttributes.indexPath])
        case .supplementaryView:
            context.invalidateSupplementaryElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        case .decorationView:
            context.invalidateDecorationElements(ofKind: originalAttributes.representedElementKind ?? "", at: [originalAttributes.indexPath])
        }
        return context
    }

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// Attributes of every element in `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// Attributes of the cell at `indexPath`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Attributes of the supplementary view of `elementKind` at `indexPath`.
    open func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Attributes of the decoration view of `elementKind` at `indexPath`.
    open func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    // MARK: Layout direction

    /// Whether the collection view mirrors this layout's frames when its layout direction is not
    /// `developmentLayoutDirection`. `false` by default, as in UIKit: a custom layout that lays out from the left
    /// returns `true` to be mirrored for right-to-left languages.
    ///
    /// `UICollectionViewCompositionalLayout` answers `false` and mirrors itself: its own queries already answer in
    /// right-to-left coordinates.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// The direction this layout lays out in when it does not mirror itself: left to right, the direction of the
    /// headless app's development language (UIKit takes the main bundle's development region's).
    open var developmentLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }

    /// The reflection the collection view applies to this layout's frames, when it flips them.
    var displayMirror: HorizontalMirror? {
        guard flipsHorizontallyInOppositeLayoutDirection, let collectionView,
            collectionView.effectiveUserInterfaceLayoutDirection != developmentLayoutDirection
        else { return nil }
        return HorizontalMirror(width: collectionViewContentSize.width)
    }

    /// `layoutAttributesForElements(in:)` in the collection view's coordinates: flipped when the layout flips.
    final func displayedAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let mirror = displayMirror else { return layoutAttributesForElements(in: rect) }
        return layoutAttributesForElements(in: mirror.rect(rect))?.map(mirror.attributes)
    }

    /// `layoutAttributesForItem(at:)` in the collection view's coordinates: flipped when the layout flips.
    final func displayedAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard let mirror = displayMirror else { return layoutAttributesForItem(at: indexPath) }
        return layoutAttributesForItem(at: indexPath).map(mirror.attributes)
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)` in the collection view's coordinates: flipped when the
    /// layout flips.
    final func displayedAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        guard let mirror = displayMirror else { return layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath) }
        return layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath).map(mirror.attributes)
    }

    /// Whether moving or resizing the visible bounds to `newBounds` makes the layout out of date.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Registers the view class that shows decoration elements of `elementKind`.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        registeredDecorationViewClasses[elementKind] = viewClass
    }
}
