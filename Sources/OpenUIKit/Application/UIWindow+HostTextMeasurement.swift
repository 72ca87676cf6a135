import Foundation

extension UIWindow {
    /// Text measures differently from now on: a host learned the fonts its page draws with after drawing the page
    /// with others. Every view of the window's screens — those on screen and those a navigation or tab bar controller
    /// keeps off screen — sizes its text again, and the next layout pass lays everything out again, self-sizing cells
    /// included, as after a change of the text size. Headless addition. O(views).
    public func hostTextMeasurementDidChange() {
        var controllers = rootViewController.map { [$0] } ?? []
        while let controller = controllers.popLast() {
            // Views on screen are reached from the window, below.
            if let view = controller.viewIfLoaded, view.window !== self { view.textMeasurementDidChange() }
            controllers += controller.children
            if let presented = controller.presentedViewController { controllers.append(presented) }
        }
        textMeasurementDidChange()
    }
}
