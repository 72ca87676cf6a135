/// UIKit's app-wide animation switch: one per app, so one per scene in a host serving many people (`UIWindowScene`).
///
/// Headless views never animate; the switch only travels with the changes a view records for its host
/// (`UICollectionView.lastBatchUpdate`'s `animated`), so that a host can animate what UIKit would have animated.
extension UIView {
    private static var animationsEnabled: Bool {
        get { AppState.current.animationsEnabled }
        set { AppState.current.animationsEnabled = newValue }
    }

    /// Whether changes made now should animate. `true` unless turned off with `setAnimationsEnabled(_:)` or
    /// inside `performWithoutAnimation(_:)`.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for the changes that follow.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations turned off, then restores the previous setting.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let app = AppState.current
        let previous = app.animationsEnabled
        app.animationsEnabled = false
        defer { app.animationsEnabled = previous }
        actionsWithoutAnimation()
    }
}

extension UIView {
    /// Options of an animation (UIKit: `UIView.AnimationOptions`). Headless views carry them for hosts only.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The option bits, with UIKit's values.
        public let rawValue: UInt

        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Views keep taking touches while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Start from what is on screen now rather than from the end of an animation in flight.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Slow at the start and the end, faster between: the default curve (no bits set).
        public static let curveEaseInOut = AnimationOptions([])
        /// Slow at the start, then speeding up.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Fast at the start, slowing down at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// The same speed throughout.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
    }

    /// Makes the changes in `animations` at once (headless views don't animate; hosts animate what they
    /// draw), then calls `completion` with `true`.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval = 0, options: AnimationOptions = [],
        animations: () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Makes the changes in `animations` at once; see `animate(withDuration:delay:options:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void) {
        animations()
    }
}
