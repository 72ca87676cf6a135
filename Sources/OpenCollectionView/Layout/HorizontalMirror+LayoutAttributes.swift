import Foundation

extension HorizontalMirror {
    /// A copy of `attributes` with its frame reflected (the layout may keep the original).
    @MainActor
    func attributes<Attributes: UICollectionViewLayoutAttributes>(_ attributes: Attributes) -> Attributes {
        let copy = attributes.copy() as? Attributes ?? attributes
        copy.frame = rect(attributes.frame)
        return copy
    }
}
