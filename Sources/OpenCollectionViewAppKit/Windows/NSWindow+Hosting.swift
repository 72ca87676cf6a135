import Foundation
package import OpenUIKit

extension NSWindow {
    /// A UIKit screen showing the window as a desktop window — a title bar with its title and the three buttons,
    /// its content below at the content's size — for a host that shows UIKit screens (a browser page). The screen
    /// keeps `owner` (the window's controller, whose data source the window's views only reference weakly) alive
    /// while it is shown.
    package func makeHostViewController(keeping owner: AnyObject?) -> UIViewController {
        WindowHostViewController(window: self, owner: owner)
    }
}

/// The screen a hosted window is shown on.
final class WindowHostViewController: UIViewController {
    private let hostedWindow: NSWindow
    private let owner: AnyObject?

    init(window: NSWindow, owner: AnyObject?) {
        hostedWindow = window
        self.owner = owner
        super.init(nibName: nil, bundle: nil)
        title = window.title
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = DesktopView(window: hostedWindow)
    }
}
