import OpenCollectionView

/// The sample's `EmojiExplorerListViewController`, headless: one inset-grouped section per emoji category, applied
/// as section snapshots for the categories in reverse order — each apply appends its section, so Symbols comes
/// first and Recents last — with value cells (the emoji, its category) and a disclosure indicator.
@MainActor
final class EmojiExplorerListScreen: GalleryScreen {
    /// A row: the emoji and its category's name.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let title: String
        let emoji: Emoji
        /// Stands for the sample's UUID: unique per item, the same on every run.
        let identifier: Int

        var description: String { "\(identifier) \(emoji.text)" }
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Emoji.Category, Item>!

    /// The screen laid out in `viewport`, its section snapshots applied.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.backgroundColor = .systemGroupedBackground
        configureDataSource()
        applyInitialSnapshots()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var contentConfiguration = UIListContentConfiguration.valueCell()
            contentConfiguration.text = item.emoji.text
            contentConfiguration.secondaryText = String(describing: item.emoji.category)
            cell.contentConfiguration = contentConfiguration
            cell.accessories = [.disclosureIndicator()]
        }
        dataSource = UICollectionViewDiffableDataSource<Emoji.Category, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
    }

    private func applyInitialSnapshots() {
        var identifier = 0
        for category in Emoji.Category.allCases.reversed() {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let items = category.emojis.map { emoji in
                defer { identifier += 1 }
                return Item(title: String(describing: category), emoji: emoji, identifier: identifier)
            }
            sectionSnapshot.append(items)
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: false)
        }
    }
}
