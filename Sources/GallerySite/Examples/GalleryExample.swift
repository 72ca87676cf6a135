import OpenCollectionView

/// One example of the sample app, as the gallery shows it: its titles, its layout written with the
/// UIKit API, its data and the look of its cells.
///
/// An example describes; it computes nothing. The page renderer builds a collection view with
/// `makeLayout()` and the counts of `itemIdentifiers`, and draws what the engine computes.
@MainActor
public protocol GalleryExample {
    /// The title of the example's row in the sample's menu (spec §1.1).
    var menuTitle: String { get }
    /// The navigation-bar title shown once the example is open (spec §1.2).
    var navigationTitle: String { get }
    /// The page's file name without extension: lowercase letters, digits and hyphens.
    var slug: String { get }
    /// The collection view's background colour.
    var backgroundColor: GalleryColor { get }
    /// The item identifiers of each section, in order, as the example's snapshot holds them.
    var itemIdentifiers: [[Int]] { get }
    /// A new layout for the example, built as the sample builds it. Each collection view needs its own.
    func makeLayout() -> UICollectionViewCompositionalLayout
    /// What the cell of the item `itemIdentifier`, shown at `indexPath`, displays.
    func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent
}
