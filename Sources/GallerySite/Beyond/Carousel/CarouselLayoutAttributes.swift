import OpenCollectionView

/// A card's attributes in the carousel: its place among the cards as well as its frame, so that a card shows
/// "3 of 12" from its layout (`apply(_:)`) and changes it when an insert or delete moves it, without being configured
/// again.
final class CarouselLayoutAttributes: UICollectionViewLayoutAttributes {
    /// The card's place, from 1.
    var position = 0
    /// How many cards there are.
    var count = 0

    override func copy(with zone: NSZone? = nil) -> Any {
        let copy = super.copy(with: zone) as! CarouselLayoutAttributes
        copy.position = position
        copy.count = count
        return copy
    }

    override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? CarouselLayoutAttributes, other.position == position, other.count == count else {
            return false
        }
        return super.isEqual(object)
    }
}
