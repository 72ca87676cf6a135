import Foundation

/// A rectangle in a view hierarchy (UIKit: `UIView`), headless: it holds geometry, traits and
/// subviews and lays out on demand; hosts draw it from the render tree.
///
/// Like UIKit's, the class is bound to the main actor.
@preconcurrency @MainActor
open class UIView {
    private var frameOrigin: CGPoint
    private var storedBounds: CGRect
    private var needsLayout = true
    /// Whether a view below this one needs `layoutSubviews()`: a layout pass goes down only where something does, as
    /// UIKit's does, rather than through every view of the window.
    private var descendantNeedsLayout = false

    /// The view's own coordinate space: its size, and the content offset for scroll views. A rectangle holding NaN is
    /// refused, as Core Animation refuses it (`CALayerInvalidGeometry`): reported, and not set.
    open var bounds: CGRect {
        get { storedBounds }
        set {
            guard InvalidGeometry.accepts(bounds: newValue) else { return }
            let old = storedBounds
            if newValue != old { boundsWillChange(to: newValue) }
            storedBounds = newValue
            guard newValue != old else { return }
            boundsDidChange(from: old)
        }
    }

    /// The view's rectangle in its superview's coordinates. A rectangle holding NaN is refused (see `bounds`).
    open var frame: CGRect {
        get { CGRect(origin: frameOrigin, size: bounds.size) }
        set {
            guard InvalidGeometry.accepts(frame: newValue) else { return }
            frameOrigin = newValue.origin
            // Read and written whole: `bounds.size = …` would go through the overridable property's modify
            // coroutine, whose frame is allocated on the heap — one allocation for every frame a layout sets.
            bounds = CGRect(origin: bounds.origin, size: newValue.size)
        }
    }

    /// The centre of `frame`. A point holding NaN is refused (see `bounds`).
    open var center: CGPoint {
        get { CGPoint(x: frameOrigin.x + bounds.width / 2, y: frameOrigin.y + bounds.height / 2) }
        set {
            guard InvalidGeometry.accepts(position: newValue) else { return }
            frameOrigin = CGPoint(x: newValue.x - bounds.width / 2, y: newValue.y - bounds.height / 2)
        }
    }

    /// Whether the view and its subviews are left undrawn; `false` by default. Kept apart from `layer.isHidden`.
    open var isHidden = false
    /// A view whose shape cuts this view's drawing (UIKit: `mask`), in this view's coordinates: its layer becomes the
    /// view's layer's `mask`. Headless, the mask view's frame clips (or its layer's path, for a shape layer); what it
    /// draws is not read for its alpha.
    open var mask: UIView? {
        didSet { layer.mask = mask?.layer }
    }
    /// The view's opacity, 0…1; 1 by default. Hosts multiply it with `layer.opacity`.
    open var alpha: CGFloat = 1
    /// A number an app gives the view to tell it apart from others; 0 by default.
    open var tag: Int {
        get { rarelySet.current.tag }
        set { rarelySet.set(\.tag, to: newValue) }
    }
    /// A scale, rotation or translation for hosts to draw the view with; `frame` and `bounds` do not reflect it. A
    /// transform holding NaN is refused (see `bounds`).
    open var transform: CGAffineTransform {
        get { rarelySet.current.transform }
        set {
            let t = newValue
            guard InvalidGeometry.accepts("transform", [t.a, t.b, t.c, t.d, t.tx, t.ty]) else { return }
            rarelySet.set(\.transform, to: newValue)
        }
    }

    /// What few views set, kept out of line (`RarelySet`): most views of a page (a cell's content view, its labels) set
    /// none of it, and a page holds a view for every part of every cell it shows — in line, it would be some 140 bytes
    /// of each.
    private final class RarelySetState: RarelySetValues {
        static let defaults = RarelySetState()

        var transform = CGAffineTransform.identity
        var directionalLayoutMargins = UIView.defaultLayoutMargins
        var traitOverrides = UITraitOverrides() {
            didSet { appliedTraits = nil }
        }
        /// The traits `traitOverrides` last made of the inherited ones: asked again with the same inherited object, the
        /// view answers the same object rather than making one per question.
        var appliedTraits: (inherited: UITraitCollection, traits: UITraitCollection)?
        var hostIdentity: String?
        weak var owningViewController: UIViewController?
        var tag = 0
        /// The tint set on this view itself; `nil` when it inherits its superview's.
        var tintColor: UIColor?
        /// The margins, safe-area and readable-content guides, made when first asked for.
        var systemLayoutGuides: [UILayoutGuide] = []
    }

    private var rarelySet = RarelySet<RarelySetState>()

    /// The margins, safe-area and readable-content guides made so far (`layoutMarginsGuide` and its kin make them).
    var systemLayoutGuides: [UILayoutGuide] {
        get { rarelySet.current.systemLayoutGuides }
        set { rarelySet.made().systemLayoutGuides = newValue }
    }

    // MARK: Appearance

    /// The layer that holds the view's border, corners, shadow and background for hosts to draw: one per view, of
    /// the view class's `layerClass`, made on first use.
    public var layer: CALayer {
        if let loadedLayer { return loadedLayer }
        let layer = (Self.layerClass as? CALayer.Type)?.init() ?? CALayer()
        layer.owningView = self
        // A colour set before the layer was made lives in the view until now (`backgroundColor`).
        if let assignedBackgroundColor { layer.backgroundColor = assignedBackgroundColor.layerColor }
        loadedLayer = layer
        return layer
    }

    /// The view's layer if something asked for it, else `nil`: a view whose layer was never made draws with a layer's
    /// defaults, and most views (labels, content views) never need one — a layer is some 230 bytes a view, and every
    /// view of every page would otherwise hold one. Headless addition.
    package private(set) var loadedLayer: CALayer?

    /// The class of the view's layer: `CALayer`; a view drawing a gradient overrides it with `CAGradientLayer`.
    open class var layerClass: AnyClass { CALayer.self }

    /// The colour last given to `backgroundColor` and the layer colour it became, kept so that reading the property
    /// back returns that colour (with its system name) rather than one rebuilt from the layer's components — unless
    /// the layer's colour was set since. Every render tree reads every view's colour: the layer colour is kept rather
    /// than made again to compare.
    private var assignedBackgroundColor: (color: UIColor, layerColor: CGColor)?

    /// The fill behind the view's content; `nil` (transparent) by default.
    ///
    /// As in UIKit, the colour lives in `layer.backgroundColor`: setting either sets what the other reads. (A view
    /// whose layer nothing asked for yet keeps the colour itself, and gives it to the layer when it is made.)
    open var backgroundColor: UIColor? {
        get {
            guard let loadedLayer else { return assignedBackgroundColor?.color }
            guard let layerColor = loadedLayer.backgroundColor else { return nil }
            if let assigned = assignedBackgroundColor, assigned.layerColor === layerColor || assigned.layerColor == layerColor {
                return assigned.color
            }
            return UIColor(cgColor: layerColor)
        }
        set {
            let layerColor = newValue?.cgColor
            assignedBackgroundColor = newValue.flatMap { color in layerColor.map { (color, $0) } }
            loadedLayer?.backgroundColor = layerColor
        }
    }

    /// The tint set on this view itself; `nil` when it inherits its superview's.
    private var assignedTintColor: UIColor? {
        get { rarelySet.current.tintColor }
        set { rarelySet.set(\.tintColor, to: newValue) }
    }
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
            // The same colour again (a list cell's image given its tint for every row) changes nothing.
            guard newValue !== assignedTintColor else { return }
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
        get { loadedLayer?.masksToBounds ?? false }
        set { if newValue || loadedLayer != nil { layer.masksToBounds = newValue } }
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
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { rarelySet.current.directionalLayoutMargins }
        set {
            // A content configuration gives its view the same margins for every row it shows.
            guard newValue != rarelySet.current.directionalLayoutMargins else { return }
            rarelySet.set(\.directionalLayoutMargins, to: newValue)
            setNeedsLayout()
            autoLayoutInputsDidChange()
        }
    }

    private nonisolated static let defaultLayoutMargins = NSDirectionalEdgeInsets(
        top: HeadlessScreen.viewLayoutMargin, leading: HeadlessScreen.viewLayoutMargin,
        bottom: HeadlessScreen.viewLayoutMargin, trailing: HeadlessScreen.viewLayoutMargin)

    /// `directionalLayoutMargins` named by side: leading is left, or right when the view's
    /// `effectiveUserInterfaceLayoutDirection` is right to left.
    open var layoutMargins: UIEdgeInsets {
        get { directionalLayoutMargins.edgeInsets(for: effectiveUserInterfaceLayoutDirection) }
        set { directionalLayoutMargins = newValue.directional(for: effectiveUserInterfaceLayoutDirection) }
    }

    /// How the view's content behaves when the layout direction flips; `unspecified` (follow it) by default.
    /// `effectiveUserInterfaceLayoutDirection` reads it.
    open var semanticContentAttribute = UISemanticContentAttribute.unspecified {
        didSet {
            guard semanticContentAttribute != oldValue else { return }
            layoutDirectionMayHaveChanged()
        }
    }

    /// The part of the view not covered by bars or the display's edges: what its superview's safe area leaves
    /// uncovered of the view's frame, plus what a view controller adds to its root view (the navigation bar, the
    /// search bar, `additionalSafeAreaInsets`). Subviews of a scroll view that adjusts its content insets get none
    /// along the axes it adjusts, as in UIKit. A window on the headless screen has none of its own.
    /// Cost: a walk up to the window, O(depth).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets }

    /// The view this view is a subview of; `nil` for a root view. `addSubview(_:)` and `removeFromSuperview()` set it.
    public var superview: UIView? { storedSuperview }
    /// The superview, held as its `subviews` hold this view: set and cleared with them, and by the superview's `deinit`
    /// for the subviews it leaves behind, so it never outlives the superview. Not `weak`, which would give every view a
    /// side table and send its every retain and release out of line (`LifetimeToken`).
    nonisolated(unsafe) private unowned(unsafe) var storedSuperview: UIView?
    /// The view's `LifetimeToken`, once something refers to the view through one.
    private var storedLifetimeToken: LifetimeToken?

    /// The token references that must not outlive the view hold (`LifetimeTokenOwner`).
    package var lifetimeToken: LifetimeToken { LifetimeToken.token(in: &storedLifetimeToken, for: self) }
    /// The name hosts address the view by, made on first use (UIView+HostIdentity.swift).
    var storedHostIdentity: String? {
        get { rarelySet.current.hostIdentity }
        set { rarelySet.set(\.hostIdentity, to: newValue) }
    }
    /// The view controller whose root view this is (UIKit keeps the same link for its responder chain).
    var owningViewController: UIViewController? {
        get { rarelySet.current.owningViewController }
        set { rarelySet.set(\.owningViewController, to: newValue) }
    }

    /// Whether `layoutMarginsGuide` lies inside the safe area (its insets are the safe area's plus the margins)
    /// rather than measured from the bounds. `true` by default, as in UIKit.
    open var insetsLayoutMarginsFromSafeArea = true {
        didSet { autoLayoutInputsDidChange() }
    }
    /// The view's subviews, back to front: later ones draw over earlier ones.
    public private(set) var subviews: [UIView] = []

    /// Called when the safe area may have changed (a bar appeared, the view moved under one). Overrides call
    /// `super`.
    open func safeAreaInsetsDidChange() {}

    /// The insets a view without a superview has of its own: none, unless it is a window on a screen with some.
    var ownSafeAreaInsets: UIEdgeInsets { .zero }

    /// What of this view's safe area covers `subview`'s frame: the distance from each edge of the subview to the
    /// matching edge of this view's safe rectangle, where the subview reaches past it.
    @_spi(ViewHooks) open func safeAreaInsets(passedTo subview: UIView) -> UIEdgeInsets {
        let own = safeAreaInsets
        guard own != .zero else { return .zero }
        let safe = CGRect(
            x: bounds.minX + own.left, y: bounds.minY + own.top,
            width: bounds.width - own.left - own.right, height: bounds.height - own.top - own.bottom)
        let frame = subview.frame
        return UIEdgeInsets(
            top: min(max(safe.minY - frame.minY, 0), frame.height),
            left: min(max(safe.minX - frame.minX, 0), frame.width),
            bottom: min(max(frame.maxY - safe.maxY, 0), frame.height),
            right: min(max(frame.maxX - safe.maxX, 0), frame.width))
    }

    /// Traits this view sets for itself and its subviews.
    open var traitOverrides: UITraitOverrides {
        get { rarelySet.current.traitOverrides }
        set {
            let oldValue = traitOverrides
            rarelySet.set(\.traitOverrides, to: newValue)
            layoutDirectionOverride = newValue.layoutDirectionOverride
            guard newValue != oldValue else { return }
            deliveredTraits = nil
            traitsDidChange()
        }
    }

    /// The traits this view was last told about (`traitsDidChange()`), when known: a view moved back where its traits
    /// are what it was told (a cell taken from the reuse queue into the same collection view) is not told again.
    private var deliveredTraits: UITraitCollection?

    /// The direction leading and trailing last resolved in for this view.
    var laidOutDirection = UIUserInterfaceLayoutDirection.leftToRight
    /// The layout direction `traitOverrides` sets, kept apart so that finding a view's direction reads one stored value
    /// per level instead of copying the overrides.
    private(set) var layoutDirectionOverride: UITraitEnvironmentLayoutDirection?

    /// Tells the view its traits changed if they differ from what it was last told; its tint may have changed anyway.
    private func traitEnvironmentMayHaveChanged() {
        let current = traitCollection
        guard current != deliveredTraits else {
            tintColorMayHaveChanged(recursively: true)
            return
        }
        deliveredTraits = current
        traitsDidChange()
    }

    /// The traits in effect: the superview's (or, for a root view, those of the headless screen for the
    /// view's size: display scale 3, compact width below 600 pt, light appearance, left to right), with `traitOverrides` applied.
    open var traitCollection: UITraitCollection {
        let inherited = superview?.traitCollection ?? HeadlessScreen.traits(for: bounds.size)
        guard let overridden = rarelySet.values else { return inherited }
        if let applied = overridden.appliedTraits, applied.inherited === inherited { return applied.traits }
        let traits = overridden.traitOverrides.applied(to: inherited)
        overridden.appliedTraits = (inherited, traits)
        return traits
    }

    /// A view occupying `frame` in its future superview, with bounds of the same size at the origin.
    public init(frame: CGRect) {
        let drawable = InvalidGeometry.accepts(frame: frame) ? frame : .zero
        frameOrigin = drawable.origin
        storedBounds = CGRect(origin: .zero, size: drawable.size)
        sceneLedger = UIWindowScene.inCharge?.ledger
        sceneLedger?.viewMade()
        LiveObjectCounts.add(LiveObjectCounts.viewCount)
    }

    deinit {
        // What outlives the view stops referring to it (`LifetimeToken`): its token, its subviews, its layer.
        storedLifetimeToken?.object = nil
        for subview in subviews { subview.storedSuperview = nil }
        loadedLayer?.owningView = nil
        sceneLedger?.viewGone()
        LiveObjectCounts.remove(LiveObjectCounts.viewCount)
    }

    /// The ledger of the scene in charge when the view was made (`UIWindowScene.liveViewCount`, `hostChangeMark`).
    private let sceneLedger: SceneLedger?

    /// Notes that something a host draws of this view's window may have changed (`UIWindowScene.hostChangeMark`): in
    /// the scene the view was made for, else its window's, else the scene in charge. O(1) for a view made in a scene,
    /// O(depth) for another.
    package func noteHostChange() {
        SceneLedger.noteHostChange(in: sceneLedger ?? window?.windowScene?.ledger ?? UIWindowScene.inCharge?.ledger)
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

    /// Adds `view` above every other subview, taking it from its previous superview (or moving it to the top here).
    open func addSubview(_ view: UIView) {
        insertSubview(view, at: subviews.count)
    }

    /// Puts `view` at `index` in `subviews` (clamped to the valid range), taking it from its previous superview
    /// or moving it within this one.
    open func insertSubview(_ view: UIView, at index: Int) {
        if view.superview === self, let current = subviews.firstIndex(where: { $0 === view }) {
            subviews.remove(at: current)
        } else {
            view.removeFromSuperview()
        }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.storedSuperview = self
        // Views that come or go may be views hosts drive (a collection view).
        noteHostChange()
        autoLayoutDidAddSubview(view)
        view.traitEnvironmentMayHaveChanged()
        setNeedsLayout()
        if view.needsLayout || view.descendantNeedsLayout { markDescendantNeedsLayout() }
    }

    /// Moves `view` to the end of `subviews`, above its siblings; does nothing if it is not a subview.
    open func bringSubviewToFront(_ view: UIView) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Takes the view out of its superview, deactivating the constraints its former ancestors hold on it or its
    /// descendants; does nothing without a superview.
    open func removeFromSuperview() {
        guard let parent = superview else { return }
        autoLayoutWillLeaveSuperview()
        // Found by address, reading the siblings as pointers rather than as views (each read of a view retains it and
        // releases it again, an atomic operation on a cache line of each sibling), and removed by shifting the rest: a
        // collection view that recycles 2,000 cells would otherwise spend most of a 4K window's resize on refcounts.
        let address = UnsafeRawPointer(Unmanaged.passUnretained(self).toOpaque())
        let index = parent.subviews.withUnsafeBufferPointer { views in
            views.withMemoryRebound(to: UnsafeRawPointer.self) { $0.lastIndex(of: address) }
        }
        if let index { parent.subviews.remove(at: index) }
        storedSuperview = nil
        parent.noteHostChange()
        // A view out of the hierarchy hears about its traits when it is added again, and only if they differ then
        // (UIKit tells views in a window); its tint is no longer inherited.
        tintColorMayHaveChanged(recursively: true)
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
        superview?.markDescendantNeedsLayout()
    }

    /// Forgets the view's own `setNeedsLayout()` mark: for a view whose `layoutSubviews()` laid itself out again, after
    /// the mark came, as its last step (a collection view moving its content while self-sizing cells settle). The
    /// next `layoutIfNeeded()` then does not repeat a pass that would find nothing new. Subviews' marks stay.
    package func forgetLayoutMark() {
        needsLayout = false
    }

    /// Marks this view and its ancestors as having a view below that needs layout, up to the first already marked.
    private func markDescendantNeedsLayout() {
        var view: UIView? = self
        while let current = view, !current.descendantNeedsLayout {
            current.descendantNeedsLayout = true
            view = current.superview
        }
    }

    /// Lays out the view, then its subviews, where they need it. Pending constraint updates run first,
    /// and frames that constraints decide are brought up to date even when only an ancestor was marked.
    open func layoutIfNeeded() {
        // The pass runs with the view's window in charge, so that the app code it calls (cell providers, section
        // providers, layoutSubviews overrides) sees its own scene's UIScreen and UIApplication, even when the pass
        // was started by code that carries no scene (a DispatchQueue timer).
        guard let window, UIWindow.windowsAtWork.last !== window else {
            prepareAutoLayoutForLayoutPass()
            layoutSubtreeIfNeeded()
            return
        }
        window.makingViews {
            prepareAutoLayoutForLayoutPass()
            layoutSubtreeIfNeeded()
        }
    }

    private func layoutSubtreeIfNeeded() {
        if needsLayout {
            needsLayout = false
            // A view controller's root view tells its controller around its own layout, as UIKit's does.
            let controller = owningViewController
            controller?.viewWillLayoutSubviews()
            layoutSubviews()
            controller?.viewDidLayoutSubviews()
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for subview in subviews { subview.layoutSubtreeIfNeeded() }
    }

    /// Positions subviews. The default sets the frames of subviews laid out with constraints
    /// (`translatesAutoresizingMaskIntoConstraints == false`) from the solver, as UIKit's does;
    /// overrides call `super` first and then see those frames.
    open func layoutSubviews() {
        layOutConstrainedSubviews()
    }

    /// The size that best fits `size`; the default is the view's current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize {
        bounds.size
    }

    /// Resizes the view to `sizeThatFits` its current size.
    open func sizeToFit() {
        bounds.size = sizeThatFits(bounds.size)
    }

    // MARK: Auto Layout

    /// Whether the view's frame is turned into fixed constraints (`true`, the default, as in UIKit) or
    /// decided by the Auto Layout solver from the view's constraints (`false`).
    ///
    /// A view with `true` keeps the frame it is given, and its `autoresizingMask` says how that frame
    /// follows its superview's size; constraints can still refer to it. Set `false` on every view you
    /// position with constraints.
    open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard translatesAutoresizingMaskIntoConstraints != oldValue else { return }
            autoLayoutInputsDidChange()
            superview?.autoLayoutInputsDidChange()
        }
    }

    /// How the frame follows the superview's size when `translatesAutoresizingMaskIntoConstraints` is
    /// `true`; empty (fixed margins on the top and left, fixed size) by default.
    open var autoresizingMask: AutoresizingMask = [] {
        didSet { superview?.autoLayoutInputsDidChange() }
    }

    /// Whether subviews follow their `autoresizingMask` when this view's size changes. `true` by default.
    open var autoresizesSubviews = true

    /// Per-view Auto Layout bookkeeping: flags, content priorities, system guides, solver slots.
    var autoLayout = AutoLayoutState()

    /// The active constraints this view holds: those whose items' closest common ancestor it is, and
    /// those added with `addConstraint(_:)`.
    open var constraints: [NSLayoutConstraint] { autoLayout.installedConstraints }

    /// Installs `constraint` on this view, which must be an ancestor of (or the same as) every item it
    /// refers to; UIKit's older form of `isActive = true`.
    open func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.activate(on: self, operation: "addConstraint(_:)")
    }

    /// Installs each of `constraints` on this view, as `addConstraint(_:)` does.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Deactivates `constraint` if this view holds it.
    open func removeConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder === self { constraint.deactivate() }
    }

    /// Deactivates each of `constraints` that this view holds, as `removeConstraint(_:)` does.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// The layout guides added with `addLayoutGuide(_:)`.
    open var layoutGuides: [UILayoutGuide] { autoLayout.layoutGuides }

    /// Adds a guide whose frame constraints decide; it takes part in this view's layout.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard layoutGuide.kind == .custom, layoutGuide.owningView !== self else { return }
        layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
        layoutGuide.setOwner(self)
        autoLayout.layoutGuides.append(layoutGuide)
        autoLayoutInputsDidChange()
    }

    /// Removes a guide added with `addLayoutGuide(_:)`, with the constraints that refer to it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
        guard let index = autoLayout.layoutGuides.firstIndex(where: { $0 === layoutGuide }) else { return }
        deactivateConstraints(referringTo: layoutGuide)
        autoLayout.layoutGuides.remove(at: index)
        layoutGuide.setOwner(nil)
        autoLayoutInputsDidChange()
    }

    /// How strongly the view resists growing beyond `intrinsicContentSize` along `axis`: 250
    /// (`defaultLow`) unless set.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.contentHugging[axis.rawValue]
    }

    /// Sets how strongly the view resists growing beyond `intrinsicContentSize` along `axis`.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard autoLayout.contentHugging[axis.rawValue] != priority else { return }
        autoLayout.contentHugging[axis.rawValue] = priority
        autoLayoutInputsDidChange()
    }

    /// How strongly the view resists shrinking below `intrinsicContentSize` along `axis`: 750
    /// (`defaultHigh`) unless set.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout.compressionResistance[axis.rawValue]
    }

    /// Sets how strongly the view resists shrinking below `intrinsicContentSize` along `axis`.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        guard autoLayout.compressionResistance[axis.rawValue] != priority else { return }
        autoLayout.compressionResistance[axis.rawValue] = priority
        autoLayoutInputsDidChange()
    }

    /// The intrinsic size the view would have if it were `width` wide: the hook that lets text wrap.
    ///
    /// Not in UIKit, which re-lays out multi-line labels with an updated `preferredMaxLayoutWidth`
    /// instead. The solver first uses `intrinsicContentSize`; then it asks this for every view with an
    /// intrinsic size, at the width the view was given, and solves again while any answer differs (at
    /// most three solves in all). The default returns `intrinsicContentSize`; a multi-line label returns
    /// its text's size wrapped at `width`.
    open func intrinsicContentSize(forWidth width: CGFloat) -> CGSize {
        intrinsicContentSize
    }

    /// How far below the top edge the first line of text's baseline lies, or `nil` for a view that shows
    /// no text, whose baselines are its bottom edge (UIKit's rule). Not in UIKit's public API; labels
    /// override it.
    open var firstBaselineOffsetFromTop: CGFloat? { nil }

    /// How far above the bottom edge the last line of text's baseline lies; 0 for a view without text.
    /// Not in UIKit's public API; labels override it.
    open var lastBaselineOffsetFromBottom: CGFloat { 0 }

    /// The view whose first baseline `firstBaselineAnchor` stands for: the view itself unless overridden
    /// (a stack view names its first arranged subview).
    open var forFirstBaselineLayout: UIView { self }

    /// The view whose last baseline `lastBaselineAnchor` stands for.
    open var forLastBaselineLayout: UIView { self }

    /// The smallest size (for `layoutFittingCompressedSize`) or largest (for `layoutFittingExpandedSize`)
    /// that satisfies the constraints of this view and its subviews; the same as the full form with
    /// `fittingSizeLevel` on both axes.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFitting(
            targetSize, withHorizontalFittingPriority: .fittingSizeLevel, verticalFittingPriority: .fittingSizeLevel)
    }

    /// The size that satisfies the constraints of this view and its subviews while coming as close to
    /// `targetSize` as the fitting priorities ask (`required` pins an axis to the target).
    ///
    /// The view's own size is free: the constraints its superview holds and its own frame are left out,
    /// and subviews that use autoresizing follow it through their masks. Text that wraps gets the width it
    /// is given (see `intrinsicContentSize(forWidth:)`). No frame changes. The result is rounded to the
    /// display's pixels. Cost: one solve of the subtree's constraints, two when text wraps.
    open func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
        verticalFittingPriority: UILayoutPriority
    ) -> CGSize {
        AutoLayoutEngine.fittingSize(
            of: self, target: targetSize, horizontalPriority: horizontalFittingPriority,
            verticalPriority: verticalFittingPriority)
    }

    /// Whether the view needs `updateConstraints()` before its first layout; `false` unless a subclass
    /// says otherwise.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// Installs or updates the view's constraints before layout. Overrides must call `super` last.
    open func updateConstraints() {
        autoLayout.updateConstraintsCalledSuper = true
    }

    /// Asks for `updateConstraints()` before the next layout pass.
    open func setNeedsUpdateConstraints() {
        autoLayout.needsUpdateConstraints = true
        markAncestorsNeedingConstraintUpdate()
        autoLayoutInputsDidChange()
    }

    /// Runs `updateConstraints()` on this view and its subviews that asked for it, subviews first.
    open func updateConstraintsIfNeeded() {
        updatePendingConstraints()
    }

    /// Whether `updateConstraints()` will run before the next layout pass.
    open func needsUpdateConstraints() -> Bool {
        autoLayout.needsUpdateConstraints ?? Self.requiresConstraintBasedLayout
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
        superview?.subviewDidInvalidateIntrinsicContentSize(self)
        autoLayoutIntrinsicSizeDidChange()
    }

    /// Called when `subview`'s intrinsic content size was invalidated; does nothing here. A collection view cell
    /// sizes itself again when its content view's is (`UICollectionView.selfSizingInvalidation`).
    @_spi(ViewHooks) open func subviewDidInvalidateIntrinsicContentSize(_ subview: UIView) {}

    // MARK: Change hooks

    /// Called just before the bounds change to `newBounds` (the view still has the old ones); does nothing here.
    /// A collection view asks its layout then whether the change invalidates it, as UIKit does.
    @_spi(ViewHooks) open func boundsWillChange(to newBounds: CGRect) {}

    /// Called after `bounds` changes. Subclasses that override it call `super`.
    open func boundsDidChange(from oldBounds: CGRect) {
        if bounds.size != oldBounds.size {
            setNeedsLayout()
            // A root view's traits follow its size (its size class); a view in a hierarchy inherits them.
            if superview == nil { traitEnvironmentMayHaveChanged() }
            autoresizeSubviews(from: oldBounds.size)
        }
    }

    /// Called when the traits this view inherits or overrides may have changed; passes the news to
    /// subviews. Subclasses that override it call `super`.
    open func traitsDidChange() {
        setNeedsLayout()
        if laidOutDirection != effectiveUserInterfaceLayoutDirection { layoutDirectionMayHaveChanged() }
        hierarchyTintColorMayHaveChanged()
        for subview in subviews {
            subview.deliveredTraits = nil
            subview.traitsDidChange()
        }
        owningViewController?.viewTraitsMayHaveChanged()
    }

    /// Text measures differently from now on (`UIWindow.hostTextMeasurementDidChange()`): this view and its subviews
    /// size their text again, and are laid out again. Views that keep measurements of their own override it.
    @_spi(ViewHooks) open func textMeasurementDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        for subview in subviews { subview.textMeasurementDidChange() }
    }
}
