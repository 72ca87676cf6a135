import CompositionalLayoutEngine
import Foundation

extension NSCollectionLayoutSection {
    /// A waterfall (masonry) section — an OpenCollectionView extension: `columnCount` equal-width columns
    /// `columnSpacing` apart, each item placed in the column that is shortest when its turn comes, items
    /// `itemSpacing` apart down a column.
    ///
    /// Items are a column wide and `estimatedHeight(item)` tall (item = its index in the section) until
    /// self-sizing measures them; their height is the estimated axis. Content insets, boundary items
    /// (headers, footers, pinning) and decorations work as in any section; orthogonal scrolling does not
    /// apply. `estimatedHeight` is called for every item each time the layout prepares, on the main actor.
    ///
    /// Complexity: preparing is O(items · columns); measured heights place the items again from the
    /// first measured one; rect queries are O(columns · log items + elements returned).
    public static func waterfall(
        columnCount: Int, columnSpacing: CGFloat, itemSpacing: CGFloat,
        estimatedHeight: @escaping (Int) -> CGFloat
    ) -> NSCollectionLayoutSection {
        // The group is never laid out; the layout places the items in columns instead.
        let placeholder = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))])
        let section = NSCollectionLayoutSection(group: placeholder)
        // The layout solves sections synchronously while it prepares on the main actor.
        nonisolated(unsafe) let mainActorEstimate = estimatedHeight
        section.waterfall = WaterfallSpec(
            columnCount: columnCount, columnSpacing: columnSpacing, itemSpacing: itemSpacing,
            estimatedHeight: { item in MainActor.assumeIsolated { mainActorEstimate(item) } })
        return section
    }
}
