import OpenCollectionView

/// Lists › Simple List (spec sample-gallery.md §3.19, navigation title "List"): the numbers 0–93 in an
/// inset-grouped list of `UICollectionViewListCell`s with their default content configuration and no accessory.
///
/// The page builds the sample's screen (`SimpleListScreen`) in each viewport and draws its render tree.
public struct SimpleListExample: RenderTreeExample {
    public let menuTitle = "Simple List"
    public let navigationTitle = "List"
    public let slug = "simple-list"
    /// The list's default background: inset-grouped lists are grouped grey.
    public let backgroundColor = GalleryColor.systemGroupedBackground

    /// The list's items: the numbers 0–93.
    public static let items = Array(0..<94)

    public var itemIdentifiers: [[Int]] { [Self.items] }

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        SimpleListScreen.createLayout()
    }

    public func renderTreeFrames(viewports: [Viewport]) -> [RenderTreeFrame] {
        firstFrames(of: SimpleListScreen.self, in: viewports)
    }
}
