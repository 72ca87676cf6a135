import Foundation

/// A view whose bounds origin scrolls over a larger content area (UIKit: `UIScrollView`), headless:
/// scrolling is setting `contentOffset`; hosts animate and deliver the offsets.
@MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset` (UIKit: `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic
        case scrollableAxes
        case never
        case always
    }

    /// The point of the content shown at the view's top-left corner; the same as `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { bounds.origin = newValue }
    }

    /// Told about scrolling. A collection view's delegate is its `UICollectionViewDelegate`: assign one here
    /// (UIKit redeclares the property with the narrower type, which Swift classes cannot).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the scrollable content.
    open var contentSize: CGSize = .zero

    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        didSet { setNeedsLayout() }
    }

    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic

    /// `contentInset` plus the safe area, unless adjustment is `.never`.
    open var adjustedContentInset: UIEdgeInsets {
        guard contentInsetAdjustmentBehavior != .never else { return contentInset }
        let safeArea = safeAreaInsets
        return UIEdgeInsets(
            top: contentInset.top + safeArea.top, left: contentInset.left + safeArea.left,
            bottom: contentInset.bottom + safeArea.bottom, right: contentInset.right + safeArea.right
        )
    }

    open var isScrollEnabled = true
    open var isPagingEnabled = false
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false

    /// The pull-to-refresh control; `nil` by default. Setting one adds it as a subview (and removes the one it
    /// replaces), as in UIKit.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard refreshControl !== oldValue else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { addSubview(refreshControl) }
        }
    }

    /// Scrolls to `contentOffset`. Headless scrolling has no animation: the offset changes at once and
    /// a host animates the change if it wants to.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if bounds.origin != oldBounds.origin {
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }
}
