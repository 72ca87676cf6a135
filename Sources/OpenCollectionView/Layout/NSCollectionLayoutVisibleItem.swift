import Foundation

/// One visible element of a section, as a visible-items invalidation handler sees it
/// (UIKit: `NSCollectionLayoutVisibleItem`). Changes to the mutable properties are applied to the
/// attributes the layout hands out; the frame the layout computed stays as it is.
@MainActor
public protocol NSCollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: CGAffineTransform { get set }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var indexPath: IndexPath { get }
    var representedElementCategory: UICollectionView.ElementCategory { get }
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

    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var indexPath: IndexPath { attributes.indexPath }
    var representedElementCategory: UICollectionView.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
    var name: String { "\(representedElementKind ?? "cell") \(indexPath)" }
}
