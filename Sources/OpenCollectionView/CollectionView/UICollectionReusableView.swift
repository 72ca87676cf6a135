import Foundation

/// A view a collection view shows for one element and recycles when the element scrolls away
/// (UIKit: `UICollectionReusableView`).
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
    /// The identifier the view was dequeued with; `nil` for views not made by a collection view.
    public internal(set) var reuseIdentifier: String?

    /// The supplementary or decoration kind the view was made for; `nil` for cells.
    var elementKind: String?

    /// The hidden state, alpha and transform the collection view last gave the view from layout attributes. The
    /// collection view sets them when they change, so that what the app sets on the view after dequeuing it (a
    /// badge hidden at zero) lasts, as in UIKit.
    var appliedPresentation: LayoutPresentation?

    /// The attributes the collection view last gave the view with `apply(_:)`: it gives them again only when they are
    /// not equal (`isEqual(_:)`), or after the layout was prepared again or the view was recycled.
    var appliedAttributes: UICollectionViewLayoutAttributes?

    /// Creates a view of the receiving class for a collection view's reuse queue.
    ///
    /// UIKit creates registered classes with `init(frame:)`. Swift can only call an initializer through a
    /// class object when it is `required`; this one is, and it is a convenience initializer that calls
    /// `init(frame:)`, so every subclass that keeps or overrides `init(frame:)` (as any registered UIKit
    /// subclass must) inherits it without writing anything.
    public required convenience init(reuseQueueFrame frame: CGRect) {
        self.init(frame: frame)
    }

    /// Called before the view is handed out again; resets per-element state. Overrides call `super`.
    open func prepareForReuse() {}

    /// Receives the attributes the layout computed for the element the view shows — of the layout's
    /// `layoutAttributesClass` — when they differ from those it last received (`isEqual(_:)`), and again after the
    /// layout is prepared anew or the view is reused.
    open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

    /// Called on each view the collection view shows when its layout is about to change from `oldLayout` to `newLayout`
    /// (`setCollectionViewLayout(_:animated:completion:)`). The default does nothing.
    open func willTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// Called on each view the collection view shows once its layout has changed from `oldLayout` to `newLayout`. The
    /// default does nothing.
    open func didTransition(from oldLayout: UICollectionViewLayout, to newLayout: UICollectionViewLayout) {}

    /// The attributes the view would like; the default accepts the layout's. Self-sizing views return
    /// their measured size on the estimated axes.
    open func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes
    ) -> UICollectionViewLayoutAttributes {
        layoutAttributes
    }
}

/// What layout attributes say about a view besides its frame: whether it shows, its alpha and its transform. Every
/// cell of a page keeps the one it was last given, so the usual one — shown, opaque, untransformed — is kept in the
/// reference's own word, and only another one out of line (56 bytes less a cell).
enum LayoutPresentation {
    /// Shown, alpha 1, the identity transform.
    case standard
    case other(Other)

    /// A presentation other than the standard one.
    final class Other {
        let isHidden: Bool
        let alpha: CGFloat
        let transform: CGAffineTransform

        init(isHidden: Bool, alpha: CGFloat, transform: CGAffineTransform) {
            self.isHidden = isHidden
            self.alpha = alpha
            self.transform = transform
        }
    }

    @MainActor
    init(_ attributes: UICollectionViewLayoutAttributes) {
        if Self.isStandard(attributes) {
            self = .standard
        } else {
            self = .other(Other(isHidden: attributes.isHidden, alpha: attributes.alpha, transform: attributes.transform))
        }
    }

    @MainActor
    private static func isStandard(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        !attributes.isHidden && attributes.alpha == 1 && attributes.transform == .identity
    }

    /// Whether `attributes` say this presentation, without making one of theirs.
    @MainActor
    func matches(_ attributes: UICollectionViewLayoutAttributes) -> Bool {
        switch self {
        case .standard:
            Self.isStandard(attributes)
        case .other(let other):
            other.isHidden == attributes.isHidden && other.alpha == attributes.alpha && other.transform == attributes.transform
        }
    }

    var isHidden: Bool { if case .other(let other) = self { other.isHidden } else { false } }
    var alpha: CGFloat { if case .other(let other) = self { other.alpha } else { 1 } }
    var transform: CGAffineTransform { if case .other(let other) = self { other.transform } else { .identity } }
}

extension UICollectionReusableView {
    /// Gives the view the attributes' presentation unless it already has it.
    func applyPresentation(of attributes: UICollectionViewLayoutAttributes) {
        if let appliedPresentation, appliedPresentation.matches(attributes) { return }
        let presentation = LayoutPresentation(attributes)
        appliedPresentation = presentation
        isHidden = presentation.isHidden
        alpha = presentation.alpha
        transform = presentation.transform
    }
}
