import Foundation
import OpenCollectionView

/// Outlines › Emoji Explorer - List: one inset-grouped section per emoji category — applied as section snapshots for
/// the categories in reverse order, each adding its section, so Symbols comes first and Recents last — of value
/// cells (the emoji, its category) with a disclosure indicator. A tap pushes the emoji's detail screen.
final class EmojiExplorerListViewController: UIViewController {
    struct Item: Hashable {
        let title: String
        let emoji: Emoji

        init(emoji: Emoji, title: String) {
            self.emoji = emoji
            self.title = title
        }

        private let identifier = UUID()
    }

    var dataSource: UICollectionViewDiffableDataSource<Emoji.Category, Item>!
    var collectionView: UICollectionView!

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji Explorer - List"
        configureHierarchy()
        configureDataSource()
        applyInitialSnapshots()
    }

    /// Coming back from an emoji's screen, its row's selection fades with the transition.
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard let indexPath = collectionView.indexPathsForSelectedItems?.first else { return }
        if let coordinator = transitionCoordinator {
            coordinator.animate(alongsideTransition: { [weak self] _ in
                self?.collectionView.deselectItem(at: indexPath, animated: true)
            }, completion: { [weak self] context in
                if context.isCancelled {
                    self?.collectionView.selectItem(at: indexPath, animated: false, scrollPosition: [])
                }
            })
        } else {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemGroupedBackground
        view.addSubview(collectionView)
        collectionView.delegate = self
    }

    private func createLayout() -> UICollectionViewLayout {
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
        for category in Emoji.Category.allCases.reversed() {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let items = category.emojis.map { Item(emoji: $0, title: String(describing: category)) }
            sectionSnapshot.append(items)
            dataSource.apply(sectionSnapshot, to: category, animatingDifferences: false)
        }
    }
}

extension EmojiExplorerListViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let emoji = dataSource.itemIdentifier(for: indexPath)?.emoji else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }
        navigationController?.pushViewController(EmojiDetailViewController(with: emoji), animated: true)
    }
}
