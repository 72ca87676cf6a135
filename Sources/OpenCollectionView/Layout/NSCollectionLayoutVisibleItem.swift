import Foundation

/// One visible element of a section, as a visible-items invalidation handler sees it
/// (UIKit: `NSCollectionLayoutVisibleItem`). Changes to the mutable properties are applied to the
/// attributes the layout hands out; the frame the layout computed stays as it is.
@preconcurrency @MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    /// The element's opacity, from 0 (invisible) to 1 (opaque).
    var alpha: CGFloat { get set }
    /// The element's draw order; higher values draw over lower ones.
    var zIndex: Int { get set }
    /// Whether the element is left undrawn.
    var isHidden: Bool { get set }
    /// The centre of the element's frame; setting it moves the element without resizing it.
    var center: CGPoint { get set }
    /// A transform applied to the element around its centre, such as a scale for a carousel effect.
    var transform: CGAffineTransform { get set }
    /// The element's 3-D transform: `transform`'s 3-D form unless set. Setting it sets `transform` to its affine part,
    /// which is what hosts draw (the perspective and z parts are kept in the attributes, not drawn).
    var transform3D: CATransform3D { get set }
    /// The element's frame in the collection view's content coordinates.
    var frame: CGRect { get }
    /// The element's own coordinate space: its size at the origin.
    var bounds: CGRect { get }
    /// The index path of the element within the collection view.
    var indexPath: IndexPath { get }
    /// Whether the element is a cell, a supplementary view or a decoration view.
    var representedElementCategory: UICollectionView.ElementCategory { get }
    /// The element's kind for supplementary and decoration views, or `nil` for a cell.
    var representedElementKind: String? { get }
    /// A name for debugging: the element's kind and index path.
    var name: String { get }
}

/// The visible item handed to handlers: a window onto one element's attributes.
final class VisibleLayoutItem: NSCollectionLayoutVisibleItem {
    let attributes: UICollectionViewLayoutAttributes

    init(_ attributes: UICollectionViewLayoutAttributes) {
        self.attributes = attributes
    }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue }
    }

    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }

    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }

    var center: CGPoint {
        get { attributes.center }
        set { attributes.center = newValue }
    }

    var transform: CGAffineTransform {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }

    var transform3D: CATransform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }

    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { "\(representedElementKind ?? "cell") \(indexPath)" }
}
