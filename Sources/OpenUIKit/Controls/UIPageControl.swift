import Foundation

/// A row of dots, one per page, the current one brighter (UIKit: `UIPageControl`).
///
/// As in UIKit, a tap on the half of the control after the current dot moves one page on and a tap on the other half
/// one page back, sending `.valueChanged`; setting `currentPage` in code sends nothing. Hosts report taps with
/// `hostDidTap(at:)` and a page chosen directly (a keyboard, a screen reader) with `hostDidSetPage(_:)`.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// A dot's diameter. [L]
    static let indicatorDiameter: CGFloat = 7
    /// The distance from one dot's centre to the next. [L]
    static let indicatorPitch: CGFloat = 16
    /// The space before the first dot and after the last. [L]
    static let edgePadding: CGFloat = 10
    /// The control's height. [L]
    static let height: CGFloat = 26

    /// A control with no pages at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Page controls are not decoded from archives here; this initializer always fails (see `UIView.init?(coder:)`).
    public required init?(coder: NSCoder) {
        return nil
    }

    /// How many dots the control shows; 0 by default, never negative. Fewer pages than `currentPage + 1` move
    /// `currentPage` to the last.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            storedNumberOfPages = max(newValue, 0)
            currentPage = storedCurrentPage
            invalidateIntrinsicContentSize()
        }
    }

    private var storedNumberOfPages = 0

    /// The page shown, from 0; values outside the pages are clamped to them, as UIKit's are.
    open var currentPage: Int {
        get { storedCurrentPage }
        set { storedCurrentPage = min(max(newValue, 0), max(storedNumberOfPages - 1, 0)) }
    }

    private var storedCurrentPage = 0

    /// Whether the control disappears when there is only one page (or none). `false` by default.
    open var hidesForSinglePage = false

    /// The other dots' colour; `nil` for the system's translucent grey. [L]
    open var pageIndicatorTintColor: UIColor?

    /// The current dot's colour; `nil` for the label colour. [L]
    open var currentPageIndicatorTintColor: UIColor?

    /// Whether hosts leave the dots undrawn: one page or none, with `hidesForSinglePage`.
    var hidesIndicators: Bool { hidesForSinglePage && numberOfPages <= 1 }

    /// The size the dots of `pageCount` pages need: 16 points a dot, 10 at each end, 26 points tall; no width for no
    /// pages. [L]
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        guard pageCount > 0 else { return CGSize(width: 0, height: Self.height) }
        return CGSize(width: CGFloat(pageCount) * Self.indicatorPitch + 2 * Self.edgePadding, height: Self.height)
    }

    /// The dots' size (`size(forNumberOfPages:)`).
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The dots' size, whatever `size` is.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Called by hosts when a person taps the control at `point` (in its bounds): unless it is disabled, a tap after
    /// the current dot's half (before it, right to left) moves a page on, the other half a page back, sending
    /// `.valueChanged` when the page changes. Headless addition.
    public func hostDidTap(at point: CGPoint) {
        let isRightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        let onTrailingHalf = (point.x >= bounds.midX) != isRightToLeft
        hostDidSetPage(currentPage + (onTrailingHalf ? 1 : -1))
    }

    /// Called by hosts when a person picks `page` directly: unless the control is disabled, shows it (clamped) and,
    /// when the page changes, sends `.valueChanged` and `.primaryActionTriggered` (so that `init(frame:primaryAction:)`
    /// works, as for a switch). Headless addition.
    public func hostDidSetPage(_ page: Int) {
        guard isEnabled, isUserInteractionEnabled else { return }
        let previous = currentPage
        currentPage = page
        if currentPage != previous { sendActions(for: [.valueChanged, .primaryActionTriggered]) }
    }
}
