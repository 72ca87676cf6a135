import OpenCollectionView

/// Beyond UIKit › Waterfall: an OpenCollectionView extension, not part of Apple's sample. A titled masonry
/// section of photo tiles in two columns (three where the section is wider than 600 pt): each tile goes to the
/// column that is shortest when its turn comes.
///
/// Tiles are estimated at 200 pt and self-sized: the page measures each as tall as its column width divided by
/// its photo's aspect ratio (width / height), the way an image view with an aspect-ratio constraint would size.
public struct WaterfallExample: GalleryExample {
    public let menuTitle = "Waterfall"
    public let navigationTitle = "Waterfall"
    public let slug = "waterfall"
    public let backgroundColor = GalleryColor.systemBackground
    /// The photos, by their index in `photos`.
    public var itemIdentifiers: [[Int]] { [Array(Self.photos.indices)] }

    /// The header's element kind.
    public static let headerElementKind = "waterfall-header-element-kind"
    /// The header's title.
    public static let title = "Photos"
    /// The space between columns and between tiles in a column.
    public static let spacing: CGFloat = 10
    /// The height tiles are estimated at before they are measured.
    public static let estimatedTileHeight: CGFloat = 200

    /// One photo: its shape and the colour standing in for the picture.
    public struct Photo: Sendable, Hashable {
        /// The photo's width and height in any unit; only their ratio matters.
        public let width: Int
        public let height: Int
        /// The tile's colour.
        public let color: GalleryColor

        /// Width divided by height.
        public var aspectRatio: CGFloat { CGFloat(width) / CGFloat(height) }
    }

    /// Thirty photos of varied shapes — portrait, square and landscape — in a repeating order, coloured around the
    /// hue circle.
    public static let photos: [Photo] = {
        let shapes = [(3, 4), (1, 1), (2, 3), (4, 3), (3, 2), (1, 1), (9, 16), (3, 4), (16, 9), (2, 3), (4, 5), (3, 2)]
        return (0..<30).map { index in
            let shape = shapes[index % shapes.count]
            return Photo(width: shape.0, height: shape.1, color: photoColor(index))
        }
    }()

    /// A muted colour per photo, stepping around the hue circle, so neighbouring tiles differ.
    private static func photoColor(_ index: Int) -> GalleryColor {
        GalleryColor(css: "hsl(\(index * 47 % 360) 45% 62%)")
    }

    /// The example's only configuration.
    public init() {}

    public func makeLayout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            let columns = layoutEnvironment.container.effectiveContentSize.width > 600 ? 3 : 2
            let section = NSCollectionLayoutSection.waterfall(
                columnCount: columns, columnSpacing: Self.spacing, itemSpacing: Self.spacing,
                estimatedHeight: { _ in Self.estimatedTileHeight })
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: Self.headerElementKind, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    public func cellContent(for itemIdentifier: Int, at indexPath: IndexPath) -> CellContent {
        guard Self.photos.indices.contains(itemIdentifier) else { return CellContent(text: "", design: .photoTile(color: .lightGray)) }
        let photo = Self.photos[itemIdentifier]
        return CellContent(text: "Photo \(itemIdentifier + 1) · \(photo.width):\(photo.height)", design: .photoTile(color: photo.color))
    }

    /// The tile's height at its column's width: the width divided by the photo's aspect ratio.
    public func measuredHeight(for itemIdentifier: Int, at indexPath: IndexPath, width: CGFloat) -> CGFloat? {
        guard Self.photos.indices.contains(itemIdentifier) else { return nil }
        return width / Self.photos[itemIdentifier].aspectRatio
    }

    public func supplementaryContent(ofKind elementKind: String, at indexPath: IndexPath) -> SupplementaryContent? {
        elementKind == Self.headerElementKind ? SupplementaryContent(text: Self.title, design: .titleSupplementaryView(isBoxed: false)) : nil
    }

    public var pageNote: String? {
        "An OpenCollectionView extension (NSCollectionLayoutSection.waterfall), not part of Apple's sample. Tiles are "
            + "estimated at 200 pt and measured as column width ÷ aspect ratio; the header keeps its estimated 44 pt."
    }
}
