import OpenCollectionView

/// The sample's `ReorderableListViewController`, headless: one inset-grouped section per emoji category, value
/// cells (the emoji, its category at the trailing side) with a disclosure indicator and an always-visible reorder
/// handle, and a backing store the data source's reordering handlers keep up to date.
///
/// The sample fills a `[Category: [Item]]` dictionary and applies one section snapshot per entry, so its section
/// order is the dictionary's — random per launch. This screen applies them in `Emoji.Category.allCases` order
/// (Recents, Smileys, Nature, Food, Activities, Travel, Objects, Symbols), so the page is the same on every run.
@MainActor
final class ReorderableListScreen {
    /// A row: the emoji and the name of its category.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let title: String
        let emoji: String
        /// Stands for the sample's UUID: unique per item, the same on every run.
        let identifier: Int

        var description: String { "\(identifier) \(emoji)" }
    }

    /// How `didReorder` updates the backing store (the sample's gear menu switches between them).
    enum ReorderingMethod {
        case finalSnapshot
        case collectionDifference
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Emoji.Category, Item>!
    /// The items of each category, as the reordering handlers leave them.
    private(set) var backingStore: [Emoji.Category: [Item]]
    var reorderingMethod = ReorderingMethod.collectionDifference

    /// The screen laid out in `viewport`, the backing store applied.
    init(viewport: Viewport) {
        backingStore = Self.initialBackingStore()
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.backgroundColor = .systemGroupedBackground
        configureDataSource()
        applySnapshotsFromBackingStore()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    /// The section order this screen applies (see the type's notes).
    static let sectionOrder = Emoji.Category.allCases

    static func initialBackingStore() -> [Emoji.Category: [Item]] {
        var identifier = 0
        var store: [Emoji.Category: [Item]] = [:]
        for category in Emoji.Category.allCases {
            store[category] = category.emojis.map { emoji in
                defer { identifier += 1 }
                return Item(title: String(describing: category), emoji: emoji.text, identifier: identifier)
            }
        }
        return store
    }

    static func createLayout() -> UICollectionViewCompositionalLayout {
        let configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var contentConfiguration = UIListContentConfiguration.valueCell()
            contentConfiguration.text = item.emoji
            contentConfiguration.secondaryText = item.title
            cell.contentConfiguration = contentConfiguration
            cell.accessories = [.disclosureIndicator(), .reorder(displayed: .always)]
        }
        dataSource = UICollectionViewDiffableDataSource<Emoji.Category, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
        dataSource.reorderingHandlers.didReorder = { [weak self] transaction in
            guard let self else { return }
            for sectionTransaction in transaction.sectionTransactions {
                let sectionIdentifier = sectionTransaction.sectionIdentifier
                switch reorderingMethod {
                case .collectionDifference:
                    if let previousSectionItems = backingStore[sectionIdentifier],
                        let updatedSectionItems = previousSectionItems.applying(sectionTransaction.difference)
                    {
                        backingStore[sectionIdentifier] = updatedSectionItems
                    }
                case .finalSnapshot:
                    backingStore[sectionIdentifier] = sectionTransaction.finalSnapshot.items
                }
            }
        }
    }

    private func applySnapshotsFromBackingStore(animated: Bool = false) {
        for category in Self.sectionOrder {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            sectionSnapshot.append(backingStore[category] ?? [])
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: animated)
        }
    }
}
