import Foundation

// The host's wire data names elements without UIKit's types; these read it from layout attributes.

extension RenderElement.Category {
    /// The category, with its kind, of the element `attributes` place.
    @MainActor init(_ attributes: UICollectionViewLayoutAttributes) {
        let kind = attributes.representedElementKind ?? ""
        switch attributes.representedElementCategory {
        case .cell: self = .cell
        case .supplementaryView: self = .supplementaryView(kind: kind)
        case .decorationView: self = .decorationView(kind: kind)
        }
    }
}

extension CollectionViewBatchUpdate.ElementAnimationAttributes {
    /// The animation end `attributes` describe.
    @MainActor public init(_ attributes: UICollectionViewLayoutAttributes) {
        self.init(
            category: RenderElement.Category(attributes), indexPath: attributes.indexPath, frame: attributes.frame,
            alpha: attributes.alpha, transform: attributes.transform, zIndex: attributes.zIndex)
    }
}
