import Foundation
import OpenCollectionView

/// A row of the sample's menu: a group of rows, or an example and the view controller it opens (or the screen another
/// module makes). A class, as in the sample: each row is its own item, however its title reads. Immutable, so `Sendable`, as diffable identifiers must be
/// in Swift 6.
final class OutlineItem: Hashable, Sendable {
    let title: String
    let subitems: [OutlineItem]
    let outlineViewController: UIViewController.Type?
    /// The screen another module makes, for a row of a `MenuScreenGroup`.
    let screen: MenuScreen?

    init(title: String, viewController: UIViewController.Type? = nil, subitems: [OutlineItem] = []) {
        self.title = title
        self.subitems = subitems
        self.outlineViewController = viewController
        screen = nil
    }

    /// The row opening `screen`.
    init(screen: MenuScreen) {
        title = screen.title
        subitems = []
        outlineViewController = nil
        self.screen = screen
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(identifier)
    }

    static func == (lhs: OutlineItem, rhs: OutlineItem) -> Bool {
        lhs.identifier == rhs.identifier
    }

    private let identifier = UUID()
}
