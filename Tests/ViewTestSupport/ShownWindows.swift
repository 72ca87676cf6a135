import OpenUIKit

/// A window of an iPhone's size showing `root`, made key and visible. The window stays alive for the rest of the
/// test run, as an app's windows stay alive while the app runs (views hold their superviews weakly).
@MainActor
package func shownWindow(_ root: UIViewController, size: CGSize = CGSize(width: 390, height: 844)) -> UIWindow {
    let window = UIWindow(frame: CGRect(origin: .zero, size: size))
    window.rootViewController = root
    window.makeKeyAndVisible()
    ShownWindows.all.append(window)
    return window
}

/// The windows tests showed.
@MainActor
enum ShownWindows {
    static var all: [UIWindow] = []
}
