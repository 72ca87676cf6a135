import OpenCollectionView

/// A screen the menu opens that the gallery does not make itself — the Mac target's windows, which another module
/// draws: its row's title, its own address, and how to make it.
public struct MenuScreen: Sendable {
    /// The row's title.
    public let title: String
    /// The screen's own address (`/mac/grid`): where the page goes when the screen is opened from the menu.
    public let path: String
    /// Makes the screen's view controller, pushed on the menu's navigation controller.
    public let make: @MainActor @Sendable () -> UIViewController

    /// A screen titled `title` at `path`, made by `make`.
    public init(title: String, path: String, make: @escaping @MainActor @Sendable () -> UIViewController) {
        self.title = title
        self.path = path
        self.make = make
    }
}

/// A group of the menu's rows that open `MenuScreen`s, after the gallery's own groups.
public struct MenuScreenGroup: Sendable {
    /// The group's title.
    public let title: String
    /// Its screens, in the menu's order.
    public let screens: [MenuScreen]

    /// A group titled `title` of `screens`.
    public init(title: String, screens: [MenuScreen]) {
        self.title = title
        self.screens = screens
    }
}
