import Foundation

/// A view whose bounds origin scrolls over a larger content area (UIKit: `UIScrollView`), headless:
/// scrolling is setting `contentOffset`; hosts animate and deliver the offsets.
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to `contentInset` (UIKit: `UIScrollView.ContentInsetAdjustmentBehavior`).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        /// The default; here it takes the same edges as `scrollableAxes`.
        case automatic
        /// The top and bottom of the safe area, plus left and right when the content is wider than the view.
        case scrollableAxes
        /// None of the safe area; subviews get all of it instead.
        case never
        /// Every edge of the safe area.
        case always
    }

    /// The point of the content shown at the view's top-left corner; the same as `bounds.origin`.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        // Read and written whole, as `UIView.frame` writes it: a scroll sets it on every report.
        set { bounds = CGRect(origin: newValue, size: bounds.size) }
    }

    /// Told about scrolling. A collection view's delegate is its `UICollectionViewDelegate`: assign one here
    /// (UIKit redeclares the property with the narrower type, which Swift classes cannot).
    open weak var delegate: (any UIScrollViewDelegate)?

    /// The size of the scrollable content. A size holding NaN is refused (reported, and not set).
    open var contentSize: CGSize {
        get { storedContentSize }
        set {
            guard InvalidGeometry.accepts("contentSize", of: "UIScrollView", [newValue.width, newValue.height]) else { return }
            storedContentSize = newValue
        }
    }
    private var storedContentSize: CGSize = .zero

    /// Extra space around the content. Insets holding NaN are refused (reported, and not set).
    open var contentInset: UIEdgeInsets {
        get { storedContentInset }
        set {
            let insets = [newValue.top, newValue.left, newValue.bottom, newValue.right]
            guard InvalidGeometry.accepts("contentInset", of: "UIScrollView", insets) else { return }
            storedContentInset = newValue
            setNeedsLayout()
        }
    }
    private var storedContentInset: UIEdgeInsets = .zero

    /// Which edges of the safe area go into `adjustedContentInset`; `.automatic` by default.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { setNeedsLayout() }
    }

    /// `contentInset` plus the parts of the safe area the scroll view takes into its content insets: none with
    /// `.never`, every edge with `.always`, and otherwise the edges along the axes it scrolls (top and bottom always,
    /// left and right when the content is wider than the view). The edges it does not take are its subviews'
    /// safe area instead, as in UIKit.
    open var adjustedContentInset: UIEdgeInsets {
        contentInset + adjustedSafeAreaInsets
    }

    /// The part of the safe area that goes into `adjustedContentInset`.
    private var adjustedSafeAreaInsets: UIEdgeInsets {
        let safeArea = safeAreaInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safeArea
        case .automatic, .scrollableAxes:
            let horizontal = contentSize.width > bounds.width
            return UIEdgeInsets(
                top: safeArea.top, left: horizontal ? safeArea.left : 0, bottom: safeArea.bottom,
                right: horizontal ? safeArea.right : 0)
        }
    }

    /// The adjusted insets the last layout pass saw, to tell when they change.
    private var lastAdjustedContentInset = UIEdgeInsets.zero

    /// Called when `adjustedContentInset` changed (a bar appeared above the view, `contentInset` was set): tells the
    /// delegate (`scrollViewDidChangeAdjustedContentInset(_:)`). Overrides call `super`.
    open func adjustedContentInsetDidChange() {
        delegate?.scrollViewDidChangeAdjustedContentInset(self)
    }

    /// Subviews (cells) get none of the safe area along the edges the view takes into its content insets.
    @_spi(ViewHooks) override open func safeAreaInsets(passedTo subview: UIView) -> UIEdgeInsets {
        var insets = super.safeAreaInsets(passedTo: subview)
        let adjusted = adjustedSafeAreaInsets
        if adjusted.top > 0 || adjusted.bottom > 0 {
            insets.top = 0
            insets.bottom = 0
        }
        if adjusted.left > 0 || adjusted.right > 0 {
            insets.left = 0
            insets.right = 0
        }
        return insets
    }

    /// Keeps a view resting at the start of its content there when the adjusted insets change (the first layout
    /// under a navigation bar scrolls to show the content's top below it), as UIKit does.
    open override func layoutSubviews() {
        let adjusted = adjustedContentInset
        if adjusted != lastAdjustedContentInset {
            var offset = contentOffset
            if offset.y == -lastAdjustedContentInset.top { offset.y = -adjusted.top }
            if offset.x == -lastAdjustedContentInset.left { offset.x = -adjusted.left }
            lastAdjustedContentInset = adjusted
            contentOffset = offset
            adjustedContentInsetDidChange()
        }
        super.layoutSubviews()
    }

    /// Whether a person may scroll the content; `true` by default. Stored only: nothing here reads it.
    open var isScrollEnabled = true
    /// Whether a fling comes to rest on a multiple of the view's size, at most one page from where the drag began;
    /// `false` by default.
    open var isPagingEnabled = false
    /// How quickly a flung content slows down; `.normal` by default. It decides where a fling would come to rest, the
    /// offset a layout and the delegate are proposed when the finger lifts.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether a person's finger is on the content (UIKit: `isTracking`). Hosts report it (`hostBeginDragging()`).
    open var isTracking: Bool { drag.isTracking }
    /// Whether a person is moving the content with a finger.
    open var isDragging: Bool { drag.isDragging }
    /// Whether the content is still moving after the finger lifted.
    open var isDecelerating: Bool { drag.isDecelerating }
    /// Where the person's scroll is: what `hostBeginDragging()` and its companions move through.
    package var drag = ScrollDrag()
    /// Whether a vertical scroll bar shows while scrolling; `true` by default. Stored only.
    open var showsVerticalScrollIndicator = true
    /// Whether a horizontal scroll bar shows while scrolling; `true` by default. Stored only.
    open var showsHorizontalScrollIndicator = true
    /// Whether the content bounces vertically even when it fits the view; `false` by default. Stored only.
    open var alwaysBounceVertical = false
    /// Whether the content bounces horizontally even when it fits the view; `false` by default. Stored only.
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
    /// a host animates the change if it wants to; an animated scroll that moved the content tells the delegate it
    /// ended (`scrollViewDidEndScrollingAnimation(_:)`) right after.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        let moves = contentOffset != self.contentOffset
        self.contentOffset = contentOffset
        if animated && moves { delegate?.scrollViewDidEndScrollingAnimation(self) }
    }

    /// The resting place proposed for a fling (`hostEndDragging(velocity:)`), given the one paging and the deceleration
    /// rate chose; a collection view asks its layout.
    @_spi(ViewHooks) open func proposedRestingOffset(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        proposed
    }

    open override func boundsDidChange(from oldBounds: CGRect) {
        super.boundsDidChange(from: oldBounds)
        if bounds.origin != oldBounds.origin {
            // Hosts compare scroll positions with what they drew.
            noteHostChange()
            setNeedsLayout()
            delegate?.scrollViewDidScroll(self)
        }
    }
}
