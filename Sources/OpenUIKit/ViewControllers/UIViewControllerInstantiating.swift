import Foundation

/// Lets `init()` make any view controller through its metatype, as UIKit code does
/// (`let controller = chosenType.init()` with `chosenType: UIViewController.Type`).
///
/// Swift can only call an initializer through a class metatype when every subclass is sure to have it (a
/// `required` initializer). A `required init()` would force every subclass with an initializer of its own
/// (`init(item:)`) to write one more, which UIKit code never does. The one initializer every UIKit view controller
/// subclass already has is `required init?(coder:)`, written or inherited; so `init()` is declared here, on a
/// protocol the class adopts, and reaches the subclass through it. A subclass that inherits `init?(coder:)` (one
/// with no initializers of its own, or one that calls `super.init(coder:)`) is made normally; one whose
/// `init?(coder:)` is `fatalError()` traps, where UIKit would trap for the initializer it did not implement.
///
/// Not in UIKit; apps never adopt it themselves.
@preconcurrency @MainActor
public protocol UIViewControllerInstantiating {
    /// The initializer every view controller class has, through which `init()` reaches the dynamic subclass.
    init?(coder: NSCoder)
}

extension UIViewControllerInstantiating {
    /// A view controller whose view `loadView()` makes, as `init(nibName: nil, bundle: nil)` gives.
    public init() {
        self.init(coder: ViewControllerInstantiationCoder())!
    }
}

/// The coder `init()` hands `init?(coder:)`: it holds nothing, and tells the initializer it is a plain `init()`.
final class ViewControllerInstantiationCoder: NSCoder {
    override var allowsKeyedCoding: Bool { true }
}
