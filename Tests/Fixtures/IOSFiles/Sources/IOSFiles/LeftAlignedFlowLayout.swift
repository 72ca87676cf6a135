import UIKit
import CoreGraphics

/// A flow layout whose lines start at the leading edge, as tag clouds want, instead of spreading their items out.
class LeftAlignedFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        minimumInteritemSpacing = 8
        minimumLineSpacing = 8
        sectionInset = UIEdgeInsets(top: 12, left: 16, bottom: 12, right: 16)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        guard let attributes = super.layoutAttributesForElements(in: rect) else { return nil }
        var leftMargin = sectionInset.left
        var lineMaxY: CGFloat = -1

        return attributes.map { original in
            guard original.representedElementCategory == .cell,
                  let attribute = original.copy() as? UICollectionViewLayoutAttributes else { return original }
            if attribute.frame.origin.y >= lineMaxY {
                leftMargin = sectionInset.left
            }
            attribute.frame.origin.x = leftMargin
            leftMargin += attribute.frame.width + minimumInteritemSpacing
            lineMaxY = max(attribute.frame.maxY, lineMaxY)
            return attribute
        }
    }

    /// How far an item may be from the leading edge of its line, for the longest tag that still fits.
    func widestTag(in bounds: CGRect) -> CGFloat {
        let available = bounds.width - sectionInset.left - sectionInset.right
        return max(0, floor(available))
    }

    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return collectionView.bounds.width != newBounds.width
    }
}
