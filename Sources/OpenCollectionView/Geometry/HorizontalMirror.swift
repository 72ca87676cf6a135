import Foundation

/// The reflection across the vertical centre line of a box `width` wide that turns a left-to-right layout into its
/// right-to-left one: `x` becomes `width − x − w`, and `y` and sizes stay.
struct HorizontalMirror: Hashable {
    /// The width of the box reflected in: the content's width.
    let width: CGFloat

    func rect(_ rect: CGRect) -> CGRect {
        CGRect(x: width - rect.maxX, y: rect.minY, width: rect.width, height: rect.height)
    }

    /// A copy of `attributes` with its frame reflected (the layout may keep the original).
    @MainActor
    func attributes<Attributes: UICollectionViewLayoutAttributes>(_ attributes: Attributes) -> Attributes {
        let copy = attributes.copy() as? Attributes ?? attributes
        copy.frame = rect(attributes.frame)
        return copy
    }
}
