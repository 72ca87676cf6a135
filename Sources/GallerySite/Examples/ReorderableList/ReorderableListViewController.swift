import Foundation
import OpenCollectionView

/// Lists › Reorderable List: one inset-grouped section per emoji category, value cells (the emoji, its category on
/// the trailing side) with a disclosure indicator and a reorder handle always shown. Dragging a row updates a backing
/// store through the data source's reordering handlers, by the transaction's difference or its final snapshot — the
/// gear menu chooses, and reloads the list from the backing store or from the initial data.
///
/// The sample applies one section snapshot per entry of a `[Category: [Item]]` dictionary, so its section order is
/// the dictionary's, random per launch; here the sections follow `Emoji.Category.allCases`.
final class ReorderableListViewController: UIViewController {
    enum ReorderingMethod: CustomStringConvertible {
        case finalSnapshot, collectionDifference

        var description: String {
            switch self {
            case .finalSnapshot: return "Final Snapshot Items"
            case .collectionDifference: return "Collection Difference"
            }
        }
    }

    struct Item: Hashable {
        let title: String
        let emoji: String
        let identifier = UUID()

        func hash(into hasher: inout Hasher) {
            hasher.combine(identifier)
        }
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Emoji.Category, Item>!
    lazy var backingStore: [Emoji.Category: [Item]] = initialBackingStore()
    var reorderingMethod = ReorderingMethod.collectionDifference

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Reorderable List"
        configureHierarchy()
        configureDataSource()
        applySnapshotsFromBackingStore()
        configureNavigationItem()
    }

    private func initialBackingStore() -> [Emoji.Category: [Item]] {
        var store: [Emoji.Category: [Item]] = [:]
        for category in Emoji.Category.allCases {
            store[category] = category.emojis.map { Item(title: String(describing: category), emoji: $0.text) }
        }
        return store
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
    }

    private func createLayout() -> UICollectionViewLayout {
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
            // The backing store takes each section's new items, computed the chosen way.
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
        for category in Emoji.Category.allCases {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            sectionSnapshot.append(backingStore[category] ?? [])
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: animated)
        }
    }

    private func applyInitialBackingStore(animated: Bool = false) {
        let store = initialBackingStore()
        for category in Emoji.Category.allCases {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            sectionSnapshot.append(store[category] ?? [])
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: animated)
        }
    }

    private func configureNavigationItem() {
        let reloadBackingStore = UIAction(title: "Reload backingStore", image: UIImage(systemName: "arrow.counterclockwise")) {
            [weak self] _ in self?.applySnapshotsFromBackingStore(animated: true)
        }
        let reloadInitialStore = UIAction(title: "Reload initialStore", image: UIImage(systemName: "arrow.counterclockwise")) {
            [weak self] _ in self?.applyInitialBackingStore(animated: true)
        }
        let methods = [ReorderingMethod.finalSnapshot, .collectionDifference].map { method in
            UIAction(
                title: String(describing: method), image: UIImage(systemName: "function"),
                state: reorderingMethod == method ? .on : .off
            ) { [weak self] _ in
                self?.reorderingMethod = method
                self?.configureNavigationItem()
            }
        }
        let reorderingMethodMenu = UIMenu(title: "", options: .displayInline, children: methods)
        let menu = UIMenu(title: "", children: [reloadBackingStore, reloadInitialStore, reorderingMethodMenu])
        navigationItem.rightBarButtonItem = UIBarButtonItem(image: UIImage(systemName: "gear"), menu: menu)
    }
}
