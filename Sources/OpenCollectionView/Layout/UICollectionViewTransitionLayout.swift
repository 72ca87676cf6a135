import Foundation

/// The layout a collection view uses while it changes interactively from one layout to another (UIKit:
/// `UICollectionViewTransitionLayout`): each element is placed between where the current layout and the next one put
/// it, as far along as `transitionProgress` says. `UICollectionView.startInteractiveTransition(to:completion:)`
/// installs one; the app moves `transitionProgress` (with a gesture, say), then finishes or cancels the transition.
///
/// Frames, alpha and transforms are interpolated linearly; `zIndex` and `isHidden` switch to the next layout's halfway.
/// An element only one of the layouts has fades: out as the transition goes on when only the current layout has it, in
/// when only the next has it [L]. Queries for a rect ask both layouts for that rect.
@preconcurrency @MainActor
open class UICollectionViewTransitionLayout: UICollectionViewLayout {
    /// The layout the transition starts from.
    public let currentLayout: UICollectionViewLayout
    /// The layout the transition goes to.
    public let nextLayout: UICollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// How far the transition has gone: 0 shows the current layout, 1 the next. Setting it invalidates the layout.
    /// Values beyond 0…1 extrapolate.
    open var transitionProgress: CGFloat = 0 {
        didSet { if transitionProgress != oldValue { invalidateLayout() } }
    }

    /// A transition from `currentLayout` to `newLayout`.
    public init(currentLayout: UICollectionViewLayout, nextLayout newLayout: UICollectionViewLayout) {
        self.currentLayout = currentLayout
        nextLayout = newLayout
        super.init()
    }

    /// Transition layouts are not decoded from archives here; this initializer always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Keeps `value` under `key`, for a subclass's own animated values. Headless transitions do not animate, so the
    /// value stays as set.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        animatedValues[key] = value
    }

    /// The value kept under `key`; 0 when none is.
    open func value(forAnimatedKey key: String) -> CGFloat {
        animatedValues[key] ?? 0
    }

    /// Prepares both layouts for the collection view.
    open override func prepare() {
        super.prepare()
        guard let collectionView else { return }
        for layout in [currentLayout, nextLayout] {
            layout.collectionView = collectionView
            layout.prepare()
        }
    }

    /// Makes sure both layouts answer for the collection view: the collection view prepares its layout, this one,
    /// when it is out of date, as queries made right after a change do.
    private func prepareLayoutsIfNeeded() {
        // A transition layout no collection view uses leaves the two layouts where they are.
        guard let collectionView else { return }
        collectionView.prepareLayoutIfNeeded()
        for layout in [currentLayout, nextLayout] where layout.collectionView !== collectionView {
            layout.collectionView = collectionView
        }
    }

    /// The content size between the two layouts'.
    open override var collectionViewContentSize: CGSize {
        prepareLayoutsIfNeeded()
        let from = currentLayout.collectionViewContentSize
        let to = nextLayout.collectionViewContentSize
        return CGSize(width: step(from.width, to.width), height: step(from.height, to.height))
    }

    /// The elements either layout places in `rect`, each between its two places.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        prepareLayoutsIfNeeded()
        var keys: [ElementKey] = []
        var seen: Set<ElementKey> = []
        for layout in [currentLayout, nextLayout] {
            for attributes in layout.layoutAttributesForElements(in: rect) ?? [] {
                let key = ElementKey(attributes)
                if seen.insert(key).inserted { keys.append(key) }
            }
        }
        return keys.compactMap { key in
            let from = attributes(of: key, in: currentLayout)
            let to = attributes(of: key, in: nextLayout)
            return interpolated(from: from, to: to)
        }
    }

    /// The item's attributes between its two places.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutsIfNeeded()
        return interpolated(
            from: currentLayout.layoutAttributesForItem(at: indexPath), to: nextLayout.layoutAttributesForItem(at: indexPath))
    }

    /// The supplementary view's attributes between its two places.
    open override func layoutAttributesForSupplementaryView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutsIfNeeded()
        return interpolated(
            from: currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            to: nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    /// The decoration view's attributes between its two places.
    open override func layoutAttributesForDecorationView(
        ofKind elementKind: String, at indexPath: IndexPath
    ) -> UICollectionViewLayoutAttributes? {
        prepareLayoutsIfNeeded()
        return interpolated(
            from: currentLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath),
            to: nextLayout.layoutAttributesForDecorationView(ofKind: elementKind, at: indexPath))
    }

    /// Whether a change of bounds invalidates either layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        currentLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
            || nextLayout.shouldInvalidateLayout(forBoundsChange: newBounds)
    }

    /// Lets go of both layouts: the collection view is about to install one of them.
    func releaseLayouts() {
        for layout in [currentLayout, nextLayout] where layout.collectionView === collectionView {
            layout.collectionView = nil
        }
    }

    // MARK: Interpolation

    private func step(_ from: CGFloat, _ to: CGFloat) -> CGFloat {
        from + (to - from) * transitionProgress
    }

    private func attributes(of key: ElementKey, in layout: UICollectionViewLayout) -> UICollectionViewLayoutAttributes? {
        switch key.category {
        case .cell: layout.layoutAttributesForItem(at: key.indexPath)
        case .supplementaryView: layout.layoutAttributesForSupplementaryView(ofKind: key.kind ?? "", at: key.indexPath)
        case .decorationView: layout.layoutAttributesForDecorationView(ofKind: key.kind ?? "", at: key.indexPath)
        }
    }

    private func interpolated(
        from: UICollectionViewLayoutAttributes?, to: UICollectionViewLayoutAttributes?
    ) -> UICollectionViewLayoutAttributes? {
        guard let source = to ?? from, let result = source.copy() as? UICollectionViewLayoutAttributes else { return nil }
        let progress = transitionProgress
        guard let from, let to else {
            // In one layout only: it fades out (current only) or in (next only) where that layout places it.
            result.alpha = source.alpha * (to == nil ? 1 - progress : progress)
            return result
        }
        result.frame = CGRect(
            x: step(from.frame.minX, to.frame.minX), y: step(from.frame.minY, to.frame.minY),
            width: step(from.frame.width, to.frame.width), height: step(from.frame.height, to.frame.height))
        result.alpha = step(from.alpha, to.alpha)
        let (a, b) = (from.transform, to.transform)
        result.transform = CGAffineTransform(
            a: step(a.a, b.a), b: step(a.b, b.b), c: step(a.c, b.c), d: step(a.d, b.d), tx: step(a.tx, b.tx),
            ty: step(a.ty, b.ty))
        let halfway = progress >= 0.5
        result.zIndex = halfway ? to.zIndex : from.zIndex
        result.isHidden = halfway ? to.isHidden : from.isHidden
        return result
    }
}
