import Foundation
import OpenCollectionView

/// A screen the static export draws beside the menu's examples though the menu does not list it — the Mac target's
/// windows: its title, the group the index lists it under, its page's path and how to make its root view controller.
public struct StaticScreen: Sendable {
    /// The screen's title.
    public let title: String
    /// The heading the index lists it under.
    public let group: String
    /// Its page's path relative to the site root (`mac/grid.html`).
    public let relativePath: String
    /// Makes the screen's root view controller.
    public let makeRootViewController: @MainActor @Sendable () -> UIViewController

    /// A screen titled `title`, listed under `group`, drawn at `relativePath` from the root view controller `make`
    /// makes.
    public init(
        title: String, group: String, relativePath: String,
        makeRootViewController make: @escaping @MainActor @Sendable () -> UIViewController
    ) {
        self.title = title
        self.group = group
        self.relativePath = relativePath
        makeRootViewController = make
    }
}
