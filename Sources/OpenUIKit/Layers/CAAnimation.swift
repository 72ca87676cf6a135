import Foundation

/// A duration in seconds, as Core Animation's timing properties take it (Core Foundation: `CFTimeInterval`), for
/// platforms whose Foundation does not declare it.
public typealias CFTimeInterval = Double

/// An animation of a layer's property (Core Animation: `CAAnimation`). Headless, animations are kept by the layer
/// (`CALayer.add(_:forKey:)`) and the model values never change, as in Core Animation; render trees carry the basic
/// animations of the key paths hosts can draw (`RenderAnimation`), which a browser runs as CSS animations.
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
    /// The pacing curve's name (`CAMediaTimingFunctionName`'s raw value), kept for hosts; `timingFunction` wins when
    /// set.
    open var timingFunctionName: String?
    /// The pacing curve; `nil` (with no `timingFunctionName`) paces evenly, as Core Animation's linear pacing.
    open var timingFunction: CAMediaTimingFunction?
    /// What the layer shows outside the animation's active time: with `.forwards` (or `.both`) and
    /// `isRemovedOnCompletion` false, the end value stays once the animation is over. `.removed` by default.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// The pacing curve's name: `timingFunction`'s, else `timingFunctionName`; `nil` for even pacing.
    var resolvedTimingFunctionName: CAMediaTimingFunctionName? {
        timingFunction?.name ?? timingFunctionName.map(CAMediaTimingFunctionName.init(rawValue:))
    }
}

/// A named pacing curve of an animation (Core Animation: `CAMediaTimingFunction`).
public final class CAMediaTimingFunction: Sendable {
    /// The curve's name.
    public let name: CAMediaTimingFunctionName

    /// The curve named `name`.
    public init(name: CAMediaTimingFunctionName) {
        self.name = name
    }
}

/// The names of Core Animation's pacing curves (Core Animation: `CAMediaTimingFunctionName`).
public struct CAMediaTimingFunctionName: RawRepresentable, Sendable, Hashable {
    /// The name as Core Animation spells it.
    public let rawValue: String

    /// The curve named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// Even pacing.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// Core Animation's default curve: a little faster at the start, slow at the end.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}

/// What a layer shows outside an animation's active time (Core Animation: `CAMediaTimingFillMode`).
public struct CAMediaTimingFillMode: RawRepresentable, Sendable, Hashable {
    /// The mode as Core Animation spells it.
    public let rawValue: String

    /// The mode named `rawValue`.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The model value before and after.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    /// The end value after the animation (while it stays on the layer).
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    /// The start value before the animation begins.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    /// The start value before and the end value after.
    public static let both = CAMediaTimingFillMode(rawValue: "both")
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
