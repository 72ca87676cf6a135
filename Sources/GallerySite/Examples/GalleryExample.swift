import OpenCollectionView

/// One example of the sample app, as the gallery shows it: its titles, its layout written with the
/// UIKit API, its data and the look of its cells.
///
/// An example describes; it computes nothing. The page renderer builds a collection view with
/// `makeLayout()` and the counts of `itemIdentifiers`, and draws what the engine computes: cells as
/// `cellContent(for:at:)` says, supplementary views as `supplementaryContent(ofKind:at:)` says (the sample's
/// supplementary registrations) and decoration views as `decorationDesign(ofKind:)` says. Examples about
/// diffable data sources render their own pages with a real `UICollectionViewDiffableDataSource`.
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
    /// What the supplementary view of `elementKind` at `indexPath` shows, as the sample's supplementary
    /// registration configures it; `nil` draws an outlined placeholder. The default is `nil`.
    func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent?
    /// How the decoration views of `elementKind`, which the layout registers, look; `nil` draws an outlined
    /// placeholder. The default is `nil`. (List separators are the list layout's own and need no design here.)
    func decorationDesign(ofKind elementKind: String) -> DecorationDesign?
    /// The height the cell of `itemIdentifier` at `indexPath` takes at `width` points wide, for self-sizing
    /// cells: the page hands it to the layout as a measurement (which the layout takes along estimated axes only),
    /// as a host that measures its views elsewhere does. `nil` keeps the layout's height. The default is `nil`.
    func measuredHeight(for itemIdentifier: Int, at indexPath: IndexPath, width: CGFloat) -> CGFloat?
    /// What the page says about itself beyond the counts, such as where measured sizes come from; plain text,
    /// escaped by the page. The default is `nil`.
    var pageNote: String? { get }
    /// The example's page for `viewports`. The default lays `makeLayout()` out with `itemIdentifiers` in
    /// each viewport; examples whose page shows more (a search, the steps of an animation) draw it
    /// themselves.
    func renderPage(viewports: [Viewport]) -> String
}

extension GalleryExample {
    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        nil
    }

    public func decorationDesign(ofKind elementKind: String) -> DecorationDesign? {
        nil
    }

    public func measuredHeight(for itemIdentifier: Int, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        nil
    }

    public var pageNote: String? { nil }

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
