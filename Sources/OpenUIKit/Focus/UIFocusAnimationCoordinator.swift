import Foundation

/// Runs animations alongside a focus change (UIKit: `UIFocusAnimationCoordinator`). Headless, what is added runs at
/// once, as no focus change animates.
@preconcurrency @MainActor
open class UIFocusAnimationCoordinator {
    package init() {}

    /// Runs `animations`, then `completion`.
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
}
