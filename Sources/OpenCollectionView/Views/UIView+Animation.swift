/// UIKit's process-wide animation switch.
///
/// Headless views never animate; the switch only travels with the changes a view records for its host
/// (`UICollectionView.lastBatchUpdate`'s `animated`), so that a host can animate what UIKit would have animated.
extension UIView {
    private static var animationsEnabled = true

    /// Whether changes made now should animate. `true` unless turned off with `setAnimationsEnabled(_:)` or
    /// inside `performWithoutAnimation(_:)`.
    public static var areAnimationsEnabled: Bool { animationsEnabled }

    /// Turns animations on or off for the changes that follow.
    public static func setAnimationsEnabled(_ enabled: Bool) {
        animationsEnabled = enabled
    }

    /// Runs `actionsWithoutAnimation` with animations turned off, then restores the previous setting.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let previous = animationsEnabled
        animationsEnabled = false
        defer { animationsEnabled = previous }
        actionsWithoutAnimation()
    }
}
