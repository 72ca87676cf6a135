import OpenCollectionView

/// A row of cards that scrolls sideways and comes to rest with a card in the middle, written as layout libraries write
/// theirs: a `UICollectionViewLayout` subclass, not a compositional layout.
///
/// Cards are up to 300 points wide, leaving at least 45 points of the neighbours showing on each side, and up to 400
/// tall, centred in the height the bars leave; 20 points apart. The first and last cards can reach the middle: the
/// content has half the view's width less half a card at each end. Card `i` is in the middle at content offset
/// `i × (card width + 20)`. Only the first section is laid out.
final class CarouselLayout: UICollectionViewLayout {
    static let spacing: CGFloat = 20
    static let maximumCardSize = CGSize(width: 300, height: 400)
    /// How far a card sinks and rises as it leaves and arrives, as a share of its height.
    static let travel: CGFloat = 0.25
    /// The speed, in points per millisecond, past which a fling goes on to the next card even if it would not glide
    /// half way there.
    static let flickSpeed: CGFloat = 0.3

    private var cards: [CarouselLayoutAttributes] = []
    private var inserted: Set<IndexPath> = []
    private var deleted: Set<IndexPath> = []

    override class var layoutAttributesClass: AnyClass { CarouselLayoutAttributes.self }

    /// The height the bars leave.
    private var availableHeight: CGFloat {
        guard let collectionView else { return 0 }
        let insets = collectionView.adjustedContentInset
        return max(collectionView.bounds.height - insets.top - insets.bottom, 0)
    }

    var cardSize: CGSize {
        let width = min((collectionView?.bounds.width ?? 0) - 90, Self.maximumCardSize.width)
        let height = min(availableHeight - 40, Self.maximumCardSize.height)
        return CGSize(width: max(width, 0), height: max(height, 0))
    }

    /// The distance from one card to the next.
    var stride: CGFloat { cardSize.width + Self.spacing }

    /// The room before the first card (and after the last) that lets it reach the middle.
    private var endMargin: CGFloat {
        ((collectionView?.bounds.width ?? 0) - cardSize.width) / 2
    }

    /// Card `item`'s frame, whether or not there is such a card now (a deleted card leaves from where it was).
    func frame(ofCard item: Int) -> CGRect {
        let size = cardSize
        return CGRect(
            x: endMargin + CGFloat(item) * stride, y: (availableHeight - size.height) / 2, width: size.width,
            height: size.height)
    }

    override func prepare() {
        super.prepare()
        let count = collectionView.map { $0.numberOfSections > 0 ? $0.numberOfItems(inSection: 0) : 0 } ?? 0
        cards = (0..<count).map { item in
            let attributes = CarouselLayoutAttributes(forCellWith: IndexPath(item: item, section: 0))
            attributes.frame = frame(ofCard: item)
            attributes.position = item + 1
            attributes.count = count
            return attributes
        }
    }

    override var collectionViewContentSize: CGSize {
        guard !cards.isEmpty else { return CGSize(width: 0, height: availableHeight) }
        return CGSize(width: 2 * endMargin + CGFloat(cards.count) * stride - Self.spacing, height: availableHeight)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        cards.filter { $0.frame.intersects(rect) }
    }

    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section == 0, cards.indices.contains(indexPath.item) else { return nil }
        return cards[indexPath.item]
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != collectionView?.bounds.size
    }

    // MARK: Animated inserts and deletes

    override func prepare(forCollectionViewUpdates updateItems: [UICollectionViewUpdateItem]) {
        super.prepare(forCollectionViewUpdates: updateItems)
        for update in updateItems {
            switch update.updateAction {
            case .insert: if let indexPath = update.indexPathAfterUpdate { inserted.insert(indexPath) }
            case .delete: if let indexPath = update.indexPathBeforeUpdate { deleted.insert(indexPath) }
            default: break
            }
        }
    }

    override func finalizeCollectionViewUpdates() {
        super.finalizeCollectionViewUpdates()
        inserted.removeAll()
        deleted.removeAll()
    }

    /// A new card rises into its place from a quarter of its height below, growing from four fifths of its size and
    /// fading in, over its neighbours as they glide apart.
    override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard inserted.contains(itemIndexPath), let card = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CarouselLayoutAttributes
        else { return super.initialLayoutAttributesForAppearingItem(at: itemIndexPath) }
        card.frame = card.frame.offsetBy(dx: 0, dy: card.frame.height * Self.travel)
        card.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
        card.alpha = 0
        card.zIndex = 1
        return card
    }

    /// A removed card rises a quarter of its height out of its place, shrinking to three fifths and fading out,
    /// behind its neighbours as they close the gap.
    override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard deleted.contains(itemIndexPath) else { return super.finalLayoutAttributesForDisappearingItem(at: itemIndexPath) }
        let card = CarouselLayoutAttributes(forCellWith: itemIndexPath)
        card.frame = frame(ofCard: itemIndexPath.item).offsetBy(dx: 0, dy: -cardSize.height * Self.travel)
        card.transform = CGAffineTransform(scaleX: 0.6, y: 0.6)
        card.alpha = 0
        card.zIndex = -1
        return card
    }

    // MARK: Coming to rest on a card

    /// The offset that puts the card nearest `x`'s middle card in the middle.
    private func restingOffset(nearest x: CGFloat, leaning lean: Int = 0, from current: CGFloat? = nil) -> CGFloat {
        guard var card = card(nearestOffset: x) else { return x }
        if let current, lean != 0 {
            // A flick goes on to the next card in its direction even when its glide would stop short of half way.
            let start = Int((current / stride).rounded())
            card = min(max(lean > 0 ? max(card, start + 1) : min(card, start - 1), 0), cards.count - 1)
        }
        return CGFloat(card) * stride
    }

    /// The card in the middle at content offset `x`, or nearest to being there; `nil` without cards.
    func card(nearestOffset x: CGFloat) -> Int? {
        guard !cards.isEmpty, stride > 0 else { return nil }
        return min(max(Int((x / stride).rounded()), 0), cards.count - 1)
    }

    override func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        let lean = velocity.x > Self.flickSpeed ? 1 : velocity.x < -Self.flickSpeed ? -1 : 0
        let x = restingOffset(nearest: proposedContentOffset.x, leaning: lean, from: collectionView?.contentOffset.x)
        return CGPoint(x: x, y: proposedContentOffset.y)
    }

    /// After an insert, a delete or a new size, a card is in the middle again.
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        CGPoint(x: restingOffset(nearest: proposedContentOffset.x), y: proposedContentOffset.y)
    }
}
