import Foundation
import OpenCollectionView

/// Outlines › Emoji Explorer: one collection view, three sections from one section provider — the recent emojis as
/// a sideways-scrolling grid of tiles, the other categories as a sidebar outline whose header rows expand and
/// collapse their emojis, and every non-recent emoji again in an inset-grouped list whose rows a leading swipe stars
/// and unstars. A tap on an emoji pushes its detail screen.
///
/// The sample stars five random list items on launch; here a generator with a fixed seed picks them, so the screen
/// is the same on every run.
final class EmojiExplorerViewController: UIViewController {
    enum Section: Int, Hashable, CaseIterable, CustomStringConvertible {
        case recents, outline, list

        var description: String {
            switch self {
            case .recents: return "Recents"
            case .outline: return "Outline"
            case .list: return "List"
            }
        }
    }

    struct Item: Hashable {
        let title: String?
        let emoji: Emoji?
        let hasChildren: Bool

        init(emoji: Emoji? = nil, title: String? = nil, hasChildren: Bool = false) {
            self.emoji = emoji
            self.title = title
            self.hasChildren = hasChildren
        }

        private let identifier = UUID()
    }

    /// The seed of the generator that picks the starred emojis.
    static let starSeed: UInt64 = 0x5EED_0323

    var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    var collectionView: UICollectionView!
    var starredEmojis = Set<Item>()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Emoji Explorer"
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
        UICollectionViewCompositionalLayout { [weak self] sectionIndex, layoutEnvironment in
            guard let self, let sectionKind = Section(rawValue: sectionIndex) else { return nil }
            let section: NSCollectionLayoutSection
            switch sectionKind {
            case .recents:
                let itemSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0))
                let item = NSCollectionLayoutItem(layoutSize: itemSize)
                item.contentInsets = NSDirectionalEdgeInsets(top: 5, leading: 5, bottom: 5, trailing: 5)
                let groupSize = NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.28), heightDimension: .fractionalWidth(0.2))
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.interGroupSpacing = 10
                section.orthogonalScrollingBehavior = .continuousGroupLeadingBoundary
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 10, trailing: 10)
            case .outline:
                section = NSCollectionLayoutSection.list(using: .init(appearance: .sidebar), layoutEnvironment: layoutEnvironment)
                section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 10, bottom: 0, trailing: 10)
            case .list:
                var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
                configuration.leadingSwipeActionsConfigurationProvider = { [weak self] indexPath in
                    guard let self, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
                    return leadingSwipeActionConfigurationForListCellItem(item)
                }
                section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
            return section
        }
    }

    // MARK: Stars

    private func accessoriesForListCellItem(_ item: Item) -> [UICellAccessory] {
        let isStarred = starredEmojis.contains(item)
        var accessories = [UICellAccessory.disclosureIndicator()]
        if isStarred {
            let star = UIImageView(image: UIImage(systemName: "star.fill"))
            accessories.append(.customView(configuration: .init(customView: star, placement: .trailing())))
        }
        return accessories
    }

    private func leadingSwipeActionConfigurationForListCellItem(_ item: Item) -> UISwipeActionsConfiguration? {
        let isStarred = starredEmojis.contains(item)
        let starAction = UIContextualAction(style: .normal, title: nil) { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            // The swipe acts on its item, wherever updates moved its row since.
            if isStarred {
                starredEmojis.remove(item)
            } else {
                starredEmojis.insert(item)
            }
            if let currentIndexPath = dataSource.indexPath(for: item),
                let cell = collectionView.cellForItem(at: currentIndexPath) as? UICollectionViewListCell
            {
                UIView.animate(withDuration: 0.2) {
                    cell.accessories = self.accessoriesForListCellItem(item)
                }
            }
            completion(true)
        }
        starAction.image = UIImage(systemName: isStarred ? "star.slash" : "star.fill")
        starAction.backgroundColor = .systemBlue
        return UISwipeActionsConfiguration(actions: [starAction])
    }

    // MARK: Cells

    private func createGridCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewCell, Emoji> {
        UICollectionView.CellRegistration<UICollectionViewCell, Emoji> { cell, _, emoji in
            var content = UIListContentConfiguration.cell()
            content.text = emoji.text
            content.textProperties.font = .boldSystemFont(ofSize: 38)
            content.textProperties.alignment = .center
            content.directionalLayoutMargins = .zero
            cell.contentConfiguration = content
            var background = UIBackgroundConfiguration.listPlainCell()
            background.cornerRadius = 8
            background.strokeColor = .systemGray3
            background.strokeWidth = 1.0 / cell.traitCollection.displayScale
            cell.backgroundConfiguration = background
        }
    }

    private func createOutlineHeaderCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, String> {
        UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
    }

    private func createOutlineCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> {
        UICollectionView.CellRegistration<UICollectionViewListCell, Emoji> { cell, _, emoji in
            var content = cell.defaultContentConfiguration()
            content.text = emoji.text
            content.secondaryText = emoji.title
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
    }

    private func createListCellRegistration() -> UICollectionView.CellRegistration<UICollectionViewListCell, Item> {
        UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] cell, _, item in
            guard let self, let emoji = item.emoji else { return }
            var content = UIListContentConfiguration.valueCell()
            content.text = emoji.text
            content.secondaryText = String(describing: emoji.category)
            cell.contentConfiguration = content
            cell.accessories = accessoriesForListCellItem(item)
        }
    }

    private func configureDataSource() {
        let gridCellRegistration = createGridCellRegistration()
        let listCellRegistration = createListCellRegistration()
        let outlineHeaderCellRegistration = createOutlineHeaderCellRegistration()
        let outlineCellRegistration = createOutlineCellRegistration()

        dataSource = UICollectionViewDiffableDataSource<Section, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            guard let section = Section(rawValue: indexPath.section) else { return nil }
            switch section {
            case .recents:
                return collectionView.dequeueConfiguredReusableCell(using: gridCellRegistration, for: indexPath, item: item.emoji)
            case .list:
                return collectionView.dequeueConfiguredReusableCell(using: listCellRegistration, for: indexPath, item: item)
            case .outline:
                if item.hasChildren {
                    return collectionView.dequeueConfiguredReusableCell(
                        using: outlineHeaderCellRegistration, for: indexPath, item: item.title)
                }
                return collectionView.dequeueConfiguredReusableCell(using: outlineCellRegistration, for: indexPath, item: item.emoji)
            }
        }
    }

    private func applyInitialSnapshots() {
        // The sections' order.
        let sections = Section.allCases
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(sections)
        dataSource.apply(snapshot, animatingDifferences: false)

        // Recents: the sideways grid.
        let recentItems = Emoji.Category.recents.emojis.map { Item(emoji: $0) }
        var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        recentsSnapshot.append(recentItems)

        // The outline (collapsed) and the flat list, each with items of its own.
        var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        var allSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        for category in Emoji.Category.allCases where category != .recents {
            let rootItem = Item(title: String(describing: category), hasChildren: true)
            outlineSnapshot.append([rootItem])
            let outlineItems = category.emojis.map { Item(emoji: $0) }
            outlineSnapshot.append(outlineItems, to: rootItem)

            let allSnapshotItems = category.emojis.map { Item(emoji: $0) }
            allSnapshot.append(allSnapshotItems)
        }

        // Five random picks, repeats allowed, start starred.
        var generator = SplitMix64(seed: Self.starSeed)
        for _ in 0..<5 {
            if let item = allSnapshot.items.randomElement(using: &generator) {
                starredEmojis.insert(item)
            }
        }

        dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)
        dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)
        dataSource.apply(allSnapshot, to: .list, animatingDifferences: false)
    }
}

extension EmojiExplorerViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let emoji = dataSource.itemIdentifier(for: indexPath)?.emoji else {
            collectionView.deselectItem(at: indexPath, animated: true)
            return
        }
        let detailViewController = EmojiDetailViewController(with: emoji)
        navigationController?.pushViewController(detailViewController, animated: true)
    }
}
