import Foundation

/// A duration in seconds, as Core Animation's timing properties take it (Core Foundation: `CFTimeInterval`), for
/// platforms whose Foundation does not declare it.
public typealias CFTimeInterval = Double

/// An animation of a layer's property (Core Animation: `CAAnimation`). Headless, animations are kept by the layer
/// (`CALayer.add(_:forKey:)`) and run nowhere: the model values never change, as in Core Animation.
@preconcurrency @MainActor
open class CAAnimation {
    /// An animation with Core Animation's defaults.
    public required init() {}

    /// How long one pass takes, in seconds. 0 (Core Animation's 0.25 s) by default.
    open var duration: CFTimeInterval = 0
    /// How many passes run; `.infinity` for ever.
    open var repeatCount: Float = 0
    /// Whether each pass runs backwards after forwards.
    open var autoreverses = false
    /// The time the animation starts, in the layer's time; 0 for now.
    open var beginTime: CFTimeInterval = 0
    /// Whether the layer drops the animation when it ends. `true` by default.
    open var isRemovedOnCompletion = true
    /// The pacing curve's name (Core Animation: `CAMediaTimingFunction`), kept for hosts.
    open var timingFunctionName: String?
}

/// An animation of one property by key path (Core Animation: `CAPropertyAnimation`).
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
    /// The property animated ("opacity", "transform.scale", "colors", …).
    open var keyPath: String?

    /// An animation of `keyPath`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    /// An animation of no key path yet.
    public required init() {
        super.init()
    }
}

/// An animation from one value to another (Core Animation: `CABasicAnimation`).
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
    /// The value at the start; the layer's current one when `nil`.
    open var fromValue: Any?
    /// The value at the end.
    open var toValue: Any?
    /// The change from the start, instead of `toValue`.
    open var byValue: Any?

    /// An animation with no values yet.
    public required init() {
        super.init()
    }
}
