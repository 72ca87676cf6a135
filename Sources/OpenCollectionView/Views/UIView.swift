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

    // MARK: Appearance

    /// The layer that holds the view's border, corners, shadow and background for hosts to draw.
    /// Every view owns exactly one, made with the view.
    public let layer = CALayer()

    /// The colour last given to `backgroundColor`, kept so that reading the property back returns that
    /// colour (with its system name) rather than one rebuilt from the layer's components.
    private var assignedBackgroundColor: UIColor?

    /// The fill behind the view's content; `nil` (transparent) by default.
    ///
    /// As in UIKit, the colour lives in `layer.backgroundColor`: setting either sets what the other reads.
    open var backgroundColor: UIColor? {
        get {
            guard let layerColor = layer.backgroundColor else { return nil }
            if let assignedBackgroundColor, assignedBackgroundColor.cgColor == layerColor {
                return assignedBackgroundColor
            }
            return UIColor(cgColor: layerColor)
        }
        set {
            assignedBackgroundColor = newValue
            layer.backgroundColor = newValue?.cgColor
        }
    }

    /// The tint set on this view itself; `nil` when it inherits its superview's.
    private var assignedTintColor: UIColor?
    /// The tint `tintColorDidChange()` last reported (or the root default it starts from), to tell whether
    /// the inherited tint really changed.
    private var reportedTintColor: UIColor = UIView.rootTintColor

    /// The tint of a view that neither sets one nor has an ancestor that does: system blue, as in UIKit.
    static let rootTintColor = UIColor.systemBlue

    /// The colour controls and template images draw their accents in.
    ///
    /// Reading it never gives `nil`: a view that does not set a tint inherits its superview's, and a root
    /// view's is system blue. Setting `nil` goes back to inheriting. When the tint in effect changes, the
    /// view and every descendant that inherits it get `tintColorDidChange()`; a descendant that sets its
    /// own tint, and its subtree, are skipped. Cost: reading walks up to the nearest view that sets a tint,
    /// O(depth); setting visits the views whose tint changes.
    open var tintColor: UIColor! {
        get { assignedTintColor ?? superview?.tintColor ?? UIView.rootTintColor }
        set {
            assignedTintColor = newValue
            tintColorMayHaveChanged(recursively: true)
        }
    }

    /// Called when the tint in effect changes, whether set here, on an ancestor, or by moving the view to a
    /// differently tinted superview. The default does nothing; controls and image views override it to redraw.
    open func tintColorDidChange() {}

    /// Compares the tint in effect with the last one reported and, when it differs, reports it and passes
    /// the news to inheriting subviews (`recursively`) — callers that already visit every subview pass `false`.
    private func tintColorMayHaveChanged(recursively: Bool) {
        let current = tintColor ?? UIView.rootTintColor
        guard current != reportedTintColor else { return }
        reportedTintColor = current
        tintColorDidChange()
        guard recursively else { return }
        for subview in subviews where subview.assignedTintColor == nil {
            subview.tintColorMayHaveChanged(recursively: true)
        }
    }

    /// Called from `traitsDidChange()`, which runs after the view moves in the hierarchy and visits every
    /// subview itself: checks this view's inherited tint only.
    func hierarchyTintColorMayHaveChanged() {
        tintColorMayHaveChanged(recursively: false)
    }

    /// Whether content outside the bounds is hidden. `false` by default. The same value as
    /// `layer.masksToBounds`: setting one sets the other, as in UIKit.
    open var clipsToBounds: Bool {
        get { layer.masksToBounds }
        set { layer.masksToBounds = newValue }
    }

    /// Whether the view takes part in touches and clicks. `true` by default; labels and image views turn
    /// it off, as in UIKit. Hosts skip views that have it off when they deliver events.
    open var isUserInteractionEnabled = true

    /// A promise that the view fills its bounds with opaque content, which hosts may use to skip drawing
    /// what is behind it. `true` by default, as in UIKit.
    open var isOpaque = true

    /// How content (an image) fits the bounds; `.scaleToFill` by default. Only hosts read it.
    open var contentMode: ContentMode = .scaleToFill

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
        hierarchyTintColorMayHaveChanged()
        for subview in subviews { subview.traitsDidChange() }
    }
}
