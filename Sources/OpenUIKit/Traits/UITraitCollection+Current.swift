import Foundation

extension UITraitCollection {
    /// The traits code runs in now (UIKit: `UITraitCollection.current`): what the app in charge set, else the traits
    /// of the window in charge (`UIScreen.main`'s). Each person's app in a host has its own (`UIWindowScene`): setting
    /// it in one changes nothing in another.
    ///
    /// UIKit differences: UIKit keeps it per thread and sets it to a view's traits around that view's
    /// `layoutSubviews()`, `draw(_:)` and `traitCollectionDidChange(_:)`; here it is the window's traits there.
    @preconcurrency @MainActor public static var current: UITraitCollection {
        get { AppState.current.currentTraitCollection ?? UIScreen.main.traitCollection }
        set { AppState.current.currentTraitCollection = newValue }
    }

    /// Runs `actions` with these traits as `current`, then restores what was current before.
    @preconcurrency @MainActor public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let app = AppState.current
        let previous = app.currentTraitCollection
        app.currentTraitCollection = self
        defer { app.currentTraitCollection = previous }
        try actions()
    }
}
