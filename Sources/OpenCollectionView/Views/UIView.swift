import Foundation

/// A rectangle in a view hierarchy (UIKit: `UIView`), headless: it holds geometry, traits and
/// subviews and lays out on demand; hosts draw it from the render tree.
///
/// Like UIKit's, the class is bound to the main actor.
@MainActor
open class UIView {
    private var frameOrigin: CGPoint
    private var needsLayout = true

    /// The view's own coordinate space: its size, and the content offset for scroll views.
    open var bounds: CGRect {
        didSet {
            guard bounds != oldValue else { return }
            boundsDidChange(from: oldValue)
        }
    }

    /// The view's rectangle in its superview's coordinates.
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: bounds.size) }
        set {
            frameOrigin = newValue.origin
            bounds.size = newValue.size
        }
    }

    /// The centre of `frame`.
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + bounds.width / 2, y: frameOrigin.y + bounds.height / 2) }
        set { frameOrigin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2) }
    }

    open var isHidden = false
    open var alpha: CGFloat = 1
    open var tag = 0
    open var transform: CGAffineTransform = .identity

    /// Margins for content, by reading direction. 8 pt on every side by default, as in UIKit.
    open var directionalLayoutMargins = NSDirectionalEdgeInsets(
        top: HeadlessScreen.viewLayoutMargin, leading: HeadlessScreen.viewLayoutMargin,
        bottom: HeadlessScreen.viewLayoutMargin, trailing: HeadlessScreen.viewLayoutMargin
    ) {
        didSet { setNeedsLayout() }
    }

    /// `directionalLayoutMargins` named by side (left-to-right).
    open var layoutMargins: UIEdgeInsets {
        get {
            UIEdgeInsets(
                top: directionalLayoutMargins.top, left: directionalLayoutMargins.leading,
                bottom: directionalLayoutMargins.bottom, right: directionalLayoutMargins.trailing
            )
        }
        set { directionalLayoutMargins = newValue.directional }
    }

    /// The part of the view not covered by bars or the display's corners. Headless views have none;
    /// a host that needs one overrides this property, as UIKit subclasses can.
    open var safeAreaInsets: UIEdgeInsets { .zero }

    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    /// Traits this view sets for itself and its subviews.
    open var traitOverrides = UITraitOverrides() {
        didSet {
            guard traitOverrides != oldValue else { return }
            traitsDidChange()
        }
    }

    /// The traits in effect: the superview's (or, for a root view, those of the headless screen for the
    /// view's size: display scale 3, compact width below 600 pt), with `traitOverrides` applied.
    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? HeadlessScreen.traits(for: bounds.size)
        return traitOverrides.applied(to: inherited)
    }

    public init(frame: CGRect) {
        frameOrigin = frame.origin
        bounds = CGRect(origin: .zero, size: frame.size)
    }

    /// Views are not decoded from archives here; this initializer exists so that UIKit subclasses,
    /// which must declare it, compile. It always fails.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A view with a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    // MARK: Hierarchy

    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superview = self
        view.traitsDidChange()
        setNeedsLayout()
    }

    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
        traitsDidChange()
        parent.setNeedsLayout()
    }

    /// Whether `view` is this view or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    // MARK: Layout

    /// Marks the view as needing `layoutSubviews()` before it is next shown.
    open func setNeedsLayout() {
        needsLayout = true
    }

    /// Lays out the view, then its subviews, where they need it.
    open func layoutIfNeeded() {
        if needsLayout {
            needsLayout = false
            layoutSubviews()
        }
        for subview in subviews { subview.layoutIfNeeded() }
    }

    /// Positions subviews. The default does nothing; subclasses override it.
    open func layoutSubviews() {}

    /// The size that best fits `size`; the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }

    // MARK: Intrinsic size

    /// Marks an axis of `intrinsicContentSize` on which the view has no natural length.
    public static let noIntrinsicMetric: CGFloat = -1

    /// The size the view's content needs on its own (a label's text, an image), or `noIntrinsicMetric` on an
    /// axis where it has none. The default has none on either axis; content views override it.
    open var intrinsicContentSize: CGSize {
        CGSize(width: Self.noIntrinsicMetric, height: Self.noIntrinsicMetric)
    }

    /// Tells the view and its superview that `intrinsicContentSize` changed, so they lay out again.
    open func invalidateIntrinsicContentSize() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    // MARK: Change hooks

    /// Called after `bounds` changes. Subclasses that override it call `super`.
    open func boundsDidChange(from oldBounds: CGRect) {
        if bounds.size != oldBounds.size {
            setNeedsLayout()
            if superview == nil { traitsDidChange() }
        }
    }

    /// Called when the traits this view inherits or overrides may have changed; passes the news to
    /// subviews. Subclasses that override it call `super`.
    open func traitsDidChange() {
        setNeedsLayout()
        for subview in subviews { subview.traitsDidChange() }
    }
}
