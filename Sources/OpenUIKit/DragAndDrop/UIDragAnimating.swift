import Foundation

/// Animations that run beside a drop's (UIKit: `UIDragAnimating`).
@preconcurrency @MainActor
public protocol UIDragAnimating: AnyObject {
    /// Runs `animations` with the drop's animation. Headless, at the end of the drop.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Runs `completion` when the drop's animation ends (`.end`). Headless, at the end of the drop.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
}
