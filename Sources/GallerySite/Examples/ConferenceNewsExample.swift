import OpenCollectionView

/// Conference App › News (spec §3.14, "Conference News Feed"): five self-sizing news rows — title, date and
/// body above a separator, which the last row hides.
///
/// The rows' heights are estimated at 100 pt and measured by the page with `ConferenceNewsFeedCellMetrics`: the
/// cell's fixed spacing plus each label's lines, counted by `TextHeightEstimate` at the fonts' line heights.
public struct ConferenceNewsExample: GalleryExample {
    public let menuTitle = "News"
    public let navigationTitle = "Conference News Feed"
    public let slug = "conference-news"
    public let backgroundColor = GalleryColor.systemBackground
    /// The five news items in source order, by their index in the catalog.
    public let itemIdentifiers: [[Int]] = [Array(0..<ConferenceNewsCatalog.items.count)]

    /// The example as the sample shows it.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(100))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitem: item, count: 1)

        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        let items = ConferenceNewsCatalog.items
        guard items.indices.contains(itemIdentifier) else {
            return CellContent(text: "", design: .conferenceNewsFeedCell(showsSeparator: false))
        }
        let item = items[itemIdentifier]
        return CellContent(
            text: item.title, secondaryText: item.shortDate, bodyText: item.body,
            design: .conferenceNewsFeedCell(showsSeparator: itemIdentifier != items.count - 1))
    }

    /// The row's height at `width`: the cell's margins, spacings and separator plus the estimated heights of the
    /// title (title2), the date (caption2) and the body (body), each wrapped to the width inside the margins.
    public func measuredHeight(for itemIdentifier: Int, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        let items = ConferenceNewsCatalog.items
        guard items.indices.contains(itemIdentifier) else { return nil }
        let item = items[itemIdentifier]
        return ConferenceNewsFeedCellMetrics.height(title: item.title, date: item.shortDate, body: item.body, width: width)
    }

    public var pageNote: String? {
        "Rows are self-sizing (estimated 100 pt). The page measures each one without font metrics: 8 pt margins, 8 pt "
            + "between labels and 20 pt + 1 pt for the separator, plus each label's lines at its font's line height "
            + "(title2 28 pt, caption2 13 pt, body 22 pt), lines counted by wrapping words at an average glyph width of "
            + "half the point size. Each label is drawn at its estimated height; a browser whose font wraps a label to more lines clips it."
    }
}
