import Foundation

/// The corners of a layer that `cornerRadius` rounds (Core Animation: `CACornerMask`), named by the
/// minimum or maximum x and y of the corner in the layer's coordinates (y grows downwards in UIKit views,
/// so `layerMinXMinYCorner` is the top-left corner).
public struct CACornerMask: OptionSet, Sendable, Hashable {
    /// The corner bits, one per corner, with Core Animation's values.
    public let rawValue: UInt

    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner.
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    /// The top-right corner.
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    /// The bottom-left corner.
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    /// The bottom-right corner.
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a layer's rounded corners (Core Animation: `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Sendable, Hashable {
    /// The curve's name, as Core Animation spells it (`"circular"`, `"continuous"`).
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Quarter circles: Core Animation's default.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// The smoother "squircle" curve of iOS app icons and system controls.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// What a view draws besides its subviews: background, border, rounded corners, shadow and opacity
/// (Core Animation: `CALayer`).
///
/// Headless, a layer only holds these values for hosts to draw; it has no geometry of its own (read the
/// view's `frame` and `bounds`); the sublayers an app adds and the animations it runs are drawn from render trees.
/// Each view owns one layer, `UIView.layer`.
/// Every default is Core Animation's: no background, a 0-point opaque black border, square corners, an
/// invisible shadow (opacity 0) that would fall 3 points up with a 3-point blur, full opacity.
@preconcurrency @MainActor
open class CALayer {
    /// A layer with Core Animation's defaults: nothing drawn until a value is set.
    public required init() {}

    deinit {
        // The sublayers that outlive this layer no longer have it as their superlayer.
        for layer in sublayers ?? [] { layer.storedSuperlayer = nil }
    }

    /// The default border and shadow colour, one instance for every layer (a colour is immutable).
    private nonisolated static let opaqueBlack = UIColor.black.cgColor

    /// The fill behind the layer's content; `nil` for none. A view's `backgroundColor` sets it.
    open var backgroundColor: CGColor?

    /// The radius of the rounded corners named in `maskedCorners`; 0 for square corners.
    open var cornerRadius: CGFloat = 0
    /// Which corners `cornerRadius` rounds; all four by default.
    open var maskedCorners: CACornerMask {
        get { rarelySet.current.maskedCorners }
        set { rarelySet.set(\.maskedCorners, to: newValue) }
    }
    /// The curve of the rounded corners; `.circular` by default.
    open var cornerCurve: CALayerCornerCurve {
        get { rarelySet.current.cornerCurve }
        set { rarelySet.set(\.cornerCurve, to: newValue) }
    }

    /// The width of the border drawn inside the layer's bounds; 0 (no border) by default.
    open var borderWidth: CGFloat = 0
    /// The border's colour; opaque black by default, as in Core Animation.
    open var borderColor: CGColor? = CALayer.opaqueBlack

    /// Whether content is clipped to the layer's (rounded) bounds. The same value as the owning view's
    /// `clipsToBounds`: setting one sets the other.
    open var masksToBounds = false

    /// A layer whose shape cuts this layer's drawing and its sublayers': only what lies inside a shape layer's path
    /// (its filled area, by its fill rule) or, for any other layer, inside the mask's frame shows. `nil` by default.
    /// Hosts draw a view's layer mask as a CSS clip path. [H: only the shape counts, not the mask's colours or opacity.]
    open var mask: CALayer? {
        get { rarelySet.current.mask }
        set { rarelySet.set(\.mask, to: newValue) }
    }

    /// The layer's opacity, 0…1.
    ///
    /// Unlike UIKit, a view's `alpha` is kept separately (hosts multiply the two); the layer's opacity
    /// does not follow it.
    open var opacity: Float = 1

    /// Whether the layer is drawn. Kept apart from the view's `isHidden`, which hosts read.
    open var isHidden = false

    /// The shadow's colour; opaque black by default.
    open var shadowColor: CGColor? {
        get { rarelySet.current.shadowColor }
        set { rarelySet.set(\.shadowColor, to: newValue) }
    }
    /// The shadow's opacity, 0…1; 0 (no shadow) by default.
    open var shadowOpacity: Float {
        get { rarelySet.current.shadowOpacity }
        set { rarelySet.set(\.shadowOpacity, to: newValue) }
    }
    /// Where the shadow falls relative to the layer; (0, −3) by default, as in Core Animation.
    open var shadowOffset: CGSize {
        get { rarelySet.current.shadowOffset }
        set { rarelySet.set(\.shadowOffset, to: newValue) }
    }
    /// The shadow's blur radius; 3 by default.
    open var shadowRadius: CGFloat {
        get { rarelySet.current.shadowRadius }
        set { rarelySet.set(\.shadowRadius, to: newValue) }
    }

    /// The layer's place in the drawing order among its siblings; higher is drawn later.
    open var zPosition: CGFloat {
        get { rarelySet.current.zPosition }
        set { rarelySet.set(\.zPosition, to: newValue) }
    }

    /// A name for finding the layer, as in Core Animation.
    open var name: String? {
        get { rarelySet.current.name }
        set { rarelySet.set(\.name, to: newValue) }
    }

    /// What few layers set, kept out of line (`RarelySet`): the layer of most views with one (a cell's, for its
    /// border) sets none of it, and in line it would be some 100 bytes of each. Core Animation's defaults.
    private final class RarelySetState: RarelySetValues {
        static let defaults = RarelySetState()

        var maskedCorners: CACornerMask = [
            .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
        ]
        var cornerCurve = CALayerCornerCurve.circular
        var mask: CALayer?
        var shadowColor: CGColor? = CALayer.opaqueBlack
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var zPosition: CGFloat = 0
        var name: String?
        var animations: [(key: String?, animation: CAAnimation)] = []
    }

    private var rarelySet = RarelySet<RarelySetState>()

    // MARK: Sublayers

    /// The layer's rectangle in its superlayer. For a sublayer an app adds (a gradient behind a view's content); a
    /// view's own layer leaves it at zero, its geometry being the view's. A rectangle holding NaN is refused, as Core
    /// Animation refuses it (`CALayerInvalidGeometry`): reported, and not set.
    open var frame: CGRect {
        get { storedFrame }
        set {
            guard InvalidGeometry.accepts(frame: newValue) else { return }
            storedFrame = newValue
        }
    }
    private var storedFrame: CGRect = .zero

    /// The layer's rectangle in its own coordinates: `frame`'s size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        // Read and written whole, as `UIView.frame` writes its bounds: not through the overridable `frame`'s modify
        // coroutine, whose frame the compiler allocates on the heap.
        set { frame = CGRect(origin: frame.origin, size: newValue.size) }
    }

    /// The layers the app added to this one, back to front; `nil` when there are none.
    open private(set) var sublayers: [CALayer]?

    /// The layer this one was added to.
    open var superlayer: CALayer? { storedSuperlayer }
    /// The superlayer, held as its `sublayers` hold this layer: set and cleared with them, and by the superlayer's
    /// `deinit` for the sublayers it leaves behind. Not `weak`, for the reason `UIView.superview` is not
    /// (`LifetimeToken`).
    nonisolated(unsafe) private unowned(unsafe) var storedSuperlayer: CALayer?

    /// Whether hosts draw the layer over the owning view's subviews: true for a layer added with `addSublayer(_:)`
    /// after the view had subviews, as Core Animation draws it over their layers; false for one inserted at the
    /// back. [L] (Core Animation orders sublayers and subviews' layers in one list; headless views keep subviews
    /// apart, so a sublayer sits either behind all of them or in front of all of them.)
    var drawsOverSubviews = false

    /// Adds `layer` in front of the other sublayers.
    open func addSublayer(_ layer: CALayer) {
        insertSublayer(layer, at: UInt32(sublayers?.count ?? 0))
        layer.drawsOverSubviews = owningViewHasSubviews
    }

    /// Inserts `layer` among the sublayers at `index` (0 is the back); an index past the end adds it in front.
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.storedSuperlayer = self
        layer.drawsOverSubviews = false
    }

    /// Inserts `layer` just behind `sibling`, or at the back when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts `layer` just in front of `sibling`, or in front of all when `sibling` is not a sublayer.
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { sibling in sublayers?.firstIndex { $0 === sibling }.map { $0 + 1 } } ?? (sublayers?.count ?? 0)
        insertSublayer(layer, at: UInt32(index))
    }

    /// Takes the layer out of its superlayer.
    open func removeFromSuperlayer() {
        guard let superlayer else { return }
        superlayer.sublayers?.removeAll { $0 === self }
        if superlayer.sublayers?.isEmpty == true { superlayer.sublayers = nil }
        storedSuperlayer = nil
    }

    /// The view whose layer this is, for `addSublayer(_:)`'s drawing order. The view holds the layer and clears this in
    /// its `deinit`; not `weak`, for the reason `UIView.superview` is not (`LifetimeToken`).
    nonisolated(unsafe) unowned(unsafe) var owningView: UIView?

    private var owningViewHasSubviews: Bool {
        !(owningView?.subviews.isEmpty ?? true)
    }

    // MARK: Animations

    /// The animations added, in the order they were added, for render trees.
    var addedAnimations: [(key: String?, animation: CAAnimation)] { rarelySet.current.animations }

    /// Adds `animation` under `key`, replacing one with the same key. Core Animation never changes the model values, and
    /// neither does this: the layer reads as before. The animation is kept for `animation(forKey:)` and render trees
    /// carry it (`RenderAnimation`) for hosts to run, until it is removed.
    open func add(_ animation: CAAnimation, forKey key: String?) {
        let state = rarelySet.made()
        if let key { state.animations.removeAll { $0.key == key } }
        state.animations.append((key, animation))
    }

    /// The keys of the animations running, in the order they were added.
    open func animationKeys() -> [String]? {
        let keys = addedAnimations.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// The animation added under `key`.
    open func animation(forKey key: String) -> CAAnimation? {
        addedAnimations.first { $0.key == key }?.animation
    }

    /// Removes the animation added under `key`.
    open func removeAnimation(forKey key: String) {
        rarelySet.values?.animations.removeAll { $0.key == key }
    }

    /// Removes every animation.
    open func removeAllAnimations() {
        rarelySet.values?.animations.removeAll()
    }
}
