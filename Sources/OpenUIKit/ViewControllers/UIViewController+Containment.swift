import CollectionDiagnostics
import Foundation

/// Child view controllers, as a custom container manages them (UIKit's containment API).
///
/// ```swift
/// addChild(child)
/// view.addSubview(child.view)
/// child.didMove(toParent: self)
/// ```
/// and to remove it: `child.willMove(toParent: nil)`, `child.view.removeFromSuperview()`,
/// `child.removeFromParent()`. As in UIKit, `addChild(_:)` calls `willMove(toParent:)` and `removeFromParent()`
/// calls `didMove(toParent: nil)`; the container calls the other two.
extension UIViewController {
    /// The container this view controller is a child of, or `nil`.
    public var parent: UIViewController? { storedParent }

    /// The child view controllers, in the order they were added.
    public var children: [UIViewController] { storedChildren }

    /// Adds `childController` as a child, removing it from any other parent first.
    public func addChild(_ childController: UIViewController) {
        var ancestor: UIViewController? = self
        while let candidate = ancestor {
            guard candidate !== childController else {
                Diagnostics.report(.error(
                    "addChild(_:)", "\(childController) cannot be a child of \(self): it is that view controller or one of its ancestors"))
                return
            }
            ancestor = candidate.parent
        }
        guard childController.parent !== self else { return }
        childController.willMove(toParent: self)
        childController.detachFromParent()
        storedChildren.append(childController)
        childController.storedParent = self
    }

    /// Removes the view controller from its parent and calls `didMove(toParent: nil)`.
    public func removeFromParent() {
        guard parent != nil else { return }
        detachFromParent()
        didMove(toParent: nil)
    }

    /// Takes the view controller out of its parent's children without telling it.
    func detachFromParent() {
        guard let parent = storedParent else { return }
        parent.storedChildren.removeAll { $0 === self }
        storedParent = nil
    }
}
