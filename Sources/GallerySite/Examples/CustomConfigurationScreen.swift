import OpenCollectionView

/// The sample's `CustomConfigurationViewController`, headless: 300 symbol tiles (twelve symbols, 25 times each,
/// shuffled) in self-sizing `CustomConfigurationCell`s, justified across rows with at least 10 pt between them.
///
/// The sample shuffles once per launch; this screen shuffles with a seeded generator, so the page is the same on
/// every run.
@MainActor
final class CustomConfigurationScreen {
    enum Section {
        case main
    }

    /// A tile: its symbol.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let image: UIImage?
        let symbolName: String
        /// Stands for the sample's UUID: unique per item, the same on every run.
        let identifier: Int

        var description: String { "\(identifier) \(symbolName)" }
    }

    /// The twelve symbols, in the sample's order.
    static let symbolNames = [
        "trash", "folder", "paperplane", "book", "tag", "camera", "pin", "lock.shield", "cube.box", "gift", "eyeglasses",
        "lightbulb",
    ]
    /// The seed of the shuffle.
    nonisolated static let shuffleSeed: UInt64 = 0x5EED_0325

    /// The 300 items, shuffled.
    static let items: [Item] = {
        var generator = SplitMix64(seed: shuffleSeed)
        let items = (0..<25).flatMap { round in
            symbolNames.enumerated().map { index, name in
                Item(image: UIImage(systemName: name), symbolName: name, identifier: round * symbolNames.count + index)
            }
        }
        return items.shuffled(using: &generator)
    }()

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Item>!

    /// The screen laid out in `viewport`, its snapshot applied.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.backgroundColor = .systemBackground
        configureDataSource()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        let itemSize = NSCollectionLayoutSize(widthDimension: .estimated(44), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: itemSize)
        let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
        group.interItemSpacing = .flexible(10)
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
        return UICollectionViewCompositionalLayout(section: section)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<CustomConfigurationCell, Item> { cell, _, item in
            cell.image = item.image
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections([.main])
        snapshot.appendItems(Self.items)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
