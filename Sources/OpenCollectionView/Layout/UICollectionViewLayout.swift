import Foundation

/// Decides where a collection view's elements go (UIKit: `UICollectionViewLayout`).
///
/// The base class lays out nothing; `UICollectionViewCompositionalLayout` and `UICollectionViewFlowLayout` are the
/// layouts this library provides, and a subclass of this class is a layout of your own. A collection view calls
/// `prepare()` when the layout is invalid and then asks its queries; around a batch update it calls
/// `prepare(forCollectionViewUpdates:)`, asks where appearing elements come from and disappearing ones go
/// (`initialLayoutAttributesForAppearingItem(at:)`, `finalLayoutAttributesForDisappearingItem(at:)` and their
/// supplementary and decoration forms) and ends with `finalizeCollectionViewUpdates()`; around a change of its size,
/// `prepare(forAnimatedBoundsChange:)` and `finalizeAnimatedBoundsChange()`; around a change of layout,
/// `prepareForTransition(to:)`, `prepareForTransition(from:)` and `finalizeLayoutTransition()` — in UIKit's order.
@preconcurrency @MainActor
open class UICollectionViewLayout {
    /// The collection view using this layout, while it lives: a layout does not keep its collection view alive.
    public internal(set) var collectionView: UICollectionView? {
        get { attachedCollectionView }
        set { attachedCollectionView = newValue }
    }
    /// Not `weak`, for the reason `LifetimeReference` gives.
    @LifetimeReference private var attachedCollectionView: UICollectionView?

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
        let context = makeInvalidationContext()
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
            collectionView?.layoutDidInvalidateInPart()
        }
    }

    /// The class of the contexts this layout invalidates with: `UICollectionViewLayoutInvalidationContext` or a
    /// subclass of it. A class that is not one is reported, and the base class is used.
    open class var invalidationContextClass: AnyClass {
        UICollectionViewLayoutInvalidationContext.self
    }

    /// The class of the attributes this layout's queries hand out: `UICollectionViewLayoutAttributes` or a subclass of
    /// it, which a layout of your own makes with `init(forCellWith:)` and the other factory initializers.
    open class var layoutAttributesClass: AnyClass {
        UICollectionViewLayoutAttributes.self
    }

    /// `layoutAttributesClass` as the attributes type it must be; a class that is not one is reported, and the base
    /// class is used.
    static var attributesType: UICollectionViewLayoutAttributes.Type {
        guard let type = layoutAttributesClass as? UICollectionViewLayoutAttributes.Type else {
            Diagnostics.report(.error(
                "layoutAttributesClass", "\(layoutAttributesClass) is not a subclass of UICollectionViewLayoutAttributes"))
            return UICollectionViewLayoutAttributes.self
        }
        return type
    }

    /// A new, empty context of `invalidationContextClass`.
    func makeInvalidationContext() -> UICollectionViewLayoutInvalidationContext {
        guard let contextClass = Self.invalidationContextClass as? UICollectionViewLayoutInvalidationContext.Type else {
            Diagnostics.report(.error(
                "invalidationContextClass",
                "\(Self.invalidationContextClass) is not a subclass of UICollectionViewLayoutInvalidationContext"))
            return UICollectionViewLayoutInvalidationContext()
        }
        return contextClass.init()
    }

    /// The context for a bounds change `shouldInvalidateLayout(forBoundsChange:)` accepted.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
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
        let context = makeInvalidationContext()
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

    // MARK: Batch updates

    /// Called once the layout is prepared for the data after a batch update (or a diffable apply), with every section
    /// and item change of the batch, before the collection view asks where appearing and disappearing elements come
    /// from and go to. The base class does nothing.
    open func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {}

    /// Called once the collection view has asked everything it needs about a batch update. The base class does
    /// nothing.
    open func finalizeCollectionViewUpdates() {}

    /// Where the item shown at `itemIndexPath` after an update (or a change of bounds or layout) appears from; `nil`
    /// (the base class's answer) lets the collection view decide: an inserted item fades in at its place, others move
    /// from where they were. A host draws the change from these attributes (`lastBatchUpdate`'s `appearingAttributes`).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where the item shown at `itemIndexPath` before an update goes as it disappears; `nil` (the base class's answer)
    /// lets the collection view decide: a deleted item fades out at its place.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        nil
    }

    /// Where the supplementary view of `elementKind` at `elementIndexPath` appears from; `nil` by default.
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the supplementary view of `elementKind` at `elementIndexPath` goes as it disappears; `nil` by default.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the decoration view of `elementKind` at `decorationIndexPath` appears from; `nil` by default.
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// Where the decoration view of `elementKind` at `decorationIndexPath` goes as it disappears; `nil` by default.
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? { nil }

    /// The supplementary views of `elementKind` an update deletes besides those of deleted sections; none by default.
    open func indexPathsToDeleteForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The supplementary views of `elementKind` an update inserts besides those of inserted sections; none by default.
    open func indexPathsToInsertForSupplementaryView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update deletes; none by default.
    open func indexPathsToDeleteForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    /// The decoration views of `elementKind` an update inserts; none by default.
    open func indexPathsToInsertForDecorationView(ofKind elementKind: String) -> [IndexPath] { [] }

    // MARK: Bounds changes

    /// Called when the collection view changes size (a resized window, a rotation), after the layout is prepared for
    /// the new size, with the bounds before. The base class does nothing.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}

    /// Called once the collection view has laid out at its new size. The base class does nothing.
    open func finalizeAnimatedBoundsChange() {}

    // MARK: Content offsets

    /// The content offset to show after an update or a change of layout, given the one the collection view would
    /// keep; the base class keeps it.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where a fling that ends with `velocity` comes to rest, given where it would (`proposedContentOffset`, already
    /// within the scrollable range and on a page with paging); the base class lets it rest there. A layout that snaps
    /// (a carousel) returns the nearest item's place. Asked when a host reports the finger lifted
    /// (`UIScrollView.hostEndDragging(velocity:)`), before the delegate's `scrollViewWillEndDragging`. UIKit's
    /// documentation says points per second; the velocity is the delegate's, in points per millisecond, as UIKit
    /// passes it.
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    // MARK: Layout transitions

    /// Called on the layout being replaced, before the collection view switches to `newLayout`.
    open func prepareForTransition(to newLayout: UICollectionViewLayout) {}

    /// Called on the new layout, before the collection view switches to it from `oldLayout`.
    open func prepareForTransition(from oldLayout: UICollectionViewLayout) {}

    /// Called on both layouts once the collection view has switched.
    open func finalizeLayoutTransition() {}

    // MARK: Interactive movement

    /// Where the item being moved from `previousIndexPath` would land with the finger at `position`: the item there,
    /// or `previousIndexPath` where there is none (the base class's answer).
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath, withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// How the item being moved is drawn under the finger: its attributes, centred at `position` and above every
    /// other element.
    open func layoutAttributesForInteractivelyMovingItem(
        at indexPath: IndexPath, withTargetPosition position: CGPoint
    ) -> UICollectionViewLayoutAttributes {
        let attributes = (layoutAttributesForItem(at: indexPath)?.copy() as? UICollectionViewLayoutAttributes)
            ?? Self.attributesType.init(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = Int(Int32.max)
        return attributes
    }

    /// The context for a step of an interactive movement: the items now at `targetIndexPaths` (before this step at
    /// `previousIndexPaths`), under the finger at `targetPosition`.
    open func invalidationContext(
        forInteractivelyMovingItems targetIndexPaths: [IndexPath], withTargetPosition targetPosition: CGPoint,
        previousIndexPaths: [IndexPath], previousPosition: CGPoint
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = targetIndexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        context.interactiveMovementTarget = targetPosition
        return context
    }

    /// The context for the end of an interactive movement: the items land at `indexPaths` (from `previousIndexPaths`),
    /// or go back when `movementCancelled`.
    open func invalidationContextForEndingInteractiveMovementOfItems(
        toFinalIndexPaths indexPaths: [IndexPath], previousIndexPaths: [IndexPath], movementCancelled: Bool
    ) -> UICollectionViewLayoutInvalidationContext {
        let context = makeInvalidationContext()
        context.targetIndexPathsForInteractivelyMovingItems = indexPaths
        context.previousIndexPathsForInteractivelyMovingItems = previousIndexPaths
        return context
    }
}
