import OpenCollectionView

/// One example of the sample app, as the gallery shows it: its titles, its layout written with the
/// UIKit API, its data and the look of its cells.
///
/// An example describes; it computes nothing. The page renderer builds a collection view with
/// `makeLayout()` and the counts of `itemIdentifiers`, and draws what the engine computes. Examples
/// about diffable data sources render their own pages with a real `UICollectionViewDiffableDataSource`.
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
    /// The example's page for `viewports`. The default lays `makeLayout()` out with `itemIdentifiers` in
    /// each viewport; examples whose page shows more (a search, the steps of an animation) draw it
    /// themselves.
    func renderPage(viewports: [Viewport]) -> String
}

extension GalleryExample {
    public func renderPage(viewports: [Viewport]) -> String {
        ExamplePageRenderer.render(self, layouts: viewports.map { ComputedLayout(example: self, viewport: $0) })
    }
}

/// An example whose page can be rendered for a search text given in the request (`?filter=`), until the
/// live host lets the search field drive the page.
@MainActor
public protocol FilterableGalleryExample: GalleryExample, Sendable {
    /// The page with the example's search set to `filter`, a validated, non-empty text.
    func renderPage(viewports: [Viewport], filter: String) -> String
}
