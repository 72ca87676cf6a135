import Foundation
import OpenCollectionView
import Testing

// A custom content configuration whose view lays its image out with Auto Layout, built the way Apple's
// "Custom Configurations" sample builds its tiles: the content view adds its image view, pins it to its
// layout margins guide with anchors, and only then applies the configuration, which hides the image view
// while there is no image. The cell sets the configurations in `updateConfiguration(using:)`.

/// An image and the colour to draw it in.
struct SymbolTileConfiguration: UIContentConfiguration, Hashable {
    var image: UIImage?
    var tintColor: UIColor?

    func makeContentView() -> any UIView & UIContentView {
        SymbolTileContentView(configuration: self)
    }

    func updated(for state: any UIConfigurationState) -> Self {
        guard let state = state as? UICellConfigurationState else { return self }
        var updated = self
        if state.isSelected || state.isHighlighted { updated.tintColor = .white }
        return updated
    }
}

/// A large body-sized symbol inside the view's layout margins, placed by constraints.
@MainActor
final class SymbolTileContentView: UIView, UIContentView {
    let imageView = UIImageView()
    private var currentConfiguration: SymbolTileConfiguration!

    init(configuration: SymbolTileConfiguration) {
        super.init(frame: .zero)
        addSubview(imageView)
        imageView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            imageView.leadingAnchor.constraint(equalTo: layoutMarginsGuide.leadingAnchor),
            imageView.trailingAnchor.constraint(equalTo: layoutMarginsGuide.trailingAnchor),
            imageView.topAnchor.constraint(equalTo: layoutMarginsGuide.topAnchor),
            imageView.bottomAnchor.constraint(equalTo: layoutMarginsGuide.bottomAnchor),
        ])
        imageView.preferredSymbolConfiguration = .init(font: .preferredFont(forTextStyle: .body), scale: .large)
        imageView.isHidden = true
        self.configuration = configuration
    }

    required init?(coder: NSCoder) { nil }

    var configuration: any UIContentConfiguration {
        get { currentConfiguration }
        set {
            guard let tile = newValue as? SymbolTileConfiguration, tile != currentConfiguration else { return }
            currentConfiguration = tile
            imageView.isHidden = tile.image == nil
            imageView.image = tile.image
            imageView.tintColor = tile.tintColor
        }
    }
}

/// A cell that shows `image` through a `SymbolTileConfiguration` on a clear background with rounded corners.
@MainActor
final class SymbolTileCell: UICollectionViewCell {
    var image: UIImage?

    override func updateConfiguration(using state: UICellConfigurationState) {
        var background = UIBackgroundConfiguration.clear()
        background.cornerRadius = 10
        backgroundConfiguration = background
        var content = SymbolTileConfiguration().updated(for: state)
        content.image = image
        contentConfiguration = content
    }
}

/// Self-sizing tiles whose content view is placed by constraints to its layout margins guide.
@MainActor
@Suite struct CustomContentViewFittingTests {
    static let symbolNames = ["trash", "folder", "paperplane", "book", "tag", "camera", "pin"]

    /// Tiles estimated 44 × 44, flowing in rows across the width at least 10 pt apart, rows 10 pt apart,
    /// 10 pt in from every edge.
    static func tileLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)),
            subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// A 390 × 844 collection view at 3× showing `count` tiles, laid out.
    static func tiles(count: Int) -> (collectionView: UICollectionView, dataSource: UICollectionViewDiffableDataSource<Int, Int>) {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: tileLayout())
        collectionView.traitOverrides.displayScale = 3
        let registration = UICollectionView.CellRegistration<SymbolTileCell, Int> { cell, _, item in
            cell.image = UIImage(systemName: symbolNames[item % symbolNames.count])
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<count))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        return (collectionView, dataSource)
    }

    /// A tile is a large body symbol — 17 pt × 1.3 = 22.1 pt, the library's symbol metrics — inside 8 pt margins:
    /// 38.1 pt, 38 on the 3× pixel grid (114.3 px). Seven 44 pt estimates 10 pt apart fit in 390 − 20 = 370 pt
    /// (7 × 44 + 6 × 10 = 368), so each row holds seven tiles, spread flexibly: (370 − 7 × 38) / 6 = 17.333 pt
    /// apart. Two rows: 10 + 38 + 10 + 38 + 10 = 106 pt of content.
    @Test func tilesAreTheirSymbolPlusTheMargins() throws {
        let (collectionView, _) = Self.tiles(count: 14)
        let layout = collectionView.collectionViewLayout
        for column in 0..<7 {
            let x = 10 + CGFloat(column) * (38 + 104.0 / 6)
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: column, section: 0))?.frame
                == rect(x, 10, 38, 38), "\(column)")
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 7 + column, section: 0))?.frame
                == rect(x, 58, 38, 38), "\(7 + column)")
        }
        #expect(collectionView.contentSize == CGSize(width: 390, height: 106))

        // The image view sits in the content view's margins, drawn at its symbol's size.
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? SymbolTileCell)
        #expect(cell.frame == rect(10 + 3 * (38 + 104.0 / 6), 10, 38, 38))
        let contentView = try #require(cell.contentView as? SymbolTileContentView)
        #expect(contentView.frame == CGRect(x: 0, y: 0, width: 38, height: 38))
        #expect(contentView.imageView.frame == CGRect(x: 8, y: 8, width: 22, height: 22))
        #expect(contentView.imageView.isHidden == false)
        #expect(contentView.imageView.image == UIImage(systemName: "book"))
    }
}

/// A content view that neither uses constraints nor says what size it wants.
@MainActor
final class SizelessContentView: UIView, UIContentView {
    var configuration: any UIContentConfiguration

    init(configuration: SizelessConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        addSubview(UIView(frame: CGRect(x: 4, y: 4, width: 10, height: 10)))
    }

    required init?(coder: NSCoder) { nil }
}

struct SizelessConfiguration: UIContentConfiguration {
    func makeContentView() -> any UIView & UIContentView { SizelessContentView(configuration: self) }
    func updated(for state: any UIConfigurationState) -> Self { self }
}

@MainActor
final class SizelessContentCell: UICollectionViewCell {
    override func updateConfiguration(using state: UICellConfigurationState) {
        contentConfiguration = SizelessConfiguration()
    }
}

extension CustomContentViewFittingTests {
    /// A configured content view follows the cell's size like the default one: the cell is configured before it
    /// gets its frame, and a content view that says nothing about its size answers `sizeThatFits(_:)` with the
    /// size it has, the 44 × 44 estimate, which the layout keeps (seven to a row, (370 − 7 × 44) / 6 = 10.333 pt apart).
    @Test func aContentViewWithoutASizeOfItsOwnKeepsTheEstimate() throws {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: Self.tileLayout())
        collectionView.traitOverrides.displayScale = 3
        let registration = UICollectionView.CellRegistration<SizelessContentCell, Int> { _, _, _ in }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<7))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        let layout = collectionView.collectionViewLayout
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame == rect(10 + 44 + 62.0 / 6, 10, 44, 44))
        #expect(collectionView.contentSize == CGSize(width: 390, height: 64))
        let cell = try #require(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 44, height: 44))
    }
}
