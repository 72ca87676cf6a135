import OpenCollectionView

/// The sample's `EmojiExplorerViewController`, headless: one collection view with three sections from one section
/// provider — the recent emojis as an orthogonally scrolling grid of tiles, the other categories as a sidebar
/// outline whose header rows expand and collapse their emojis, and every non-recent emoji again in an
/// inset-grouped list whose rows a leading swipe stars and unstars.
///
/// Items carry serial numbers instead of the sample's UUIDs, and the five emojis the sample stars at random on
/// launch are drawn from a seeded generator, so the page is the same on every run.
@MainActor
final class EmojiExplorerScreen: GalleryScreen {
    enum Section: Int, CaseIterable, Hashable, Sendable {
        case recents, outline, list
    }

    /// A row or tile: an outline header (a title with children) or an emoji.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let title: String?
        let emoji: Emoji?
        let hasChildren: Bool
        /// Stands for the sample's UUID: unique per item, the same on every run.
        let identifier: Int

        var description: String { "\(identifier) \(emoji?.text ?? title ?? "")" }
    }

    /// The seed of the generator that picks the starred emojis.
    nonisolated static let starSeed: UInt64 = 0x5EED_0323

    let collectionView: UICollectionView
    private(set) var dataSource: UICollectionViewDiffableDataSource<Section, Item>!
    /// The list items a person starred (five picks, possibly repeated, on launch).
    private(set) var starredEmojis = Set<Item>()
    private var nextIdentifier = 0

    /// The screen laid out in `viewport`, its snapshots applied.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: UICollectionViewLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.backgroundColor = .systemGroupedBackground
        collectionView.collectionViewLayout = Self.createLayout { [weak self] indexPath in
            guard let self, let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            return leadingSwipeActionConfigurationForListCellItem(item)
        }
        configureDataSource()
        applyInitialSnapshots()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    // MARK: Layout

    /// The sample's section provider; `leadingSwipeActions` gives the list rows' star action.
    static func createLayout(
        leadingSwipeActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil
    ) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, layoutEnvironment in
            guard let sectionKind = Section(rawValue: sectionIndex) else { return nil }
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
                configuration.leadingSwipeActionsConfigurationProvider = leadingSwipeActions
                section = NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: layoutEnvironment)
            }
            return section
        }
    }

    // MARK: Swipe actions and accessories

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

    // MARK: Registrations and data source

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

    private func makeItem(title: String? = nil, emoji: Emoji? = nil, hasChildren: Bool = false) -> Item {
        defer { nextIdentifier += 1 }
        return Item(title: title, emoji: emoji, hasChildren: hasChildren, identifier: nextIdentifier)
    }

    private func applyInitialSnapshots() {
        // Set the order of the sections.
        var snapshot = NSDiffableDataSourceSnapshot<Section, Item>()
        snapshot.appendSections(Section.allCases)
        dataSource.apply(snapshot, animatingDifferences: false)

        // Recents: the orthogonal grid.
        var recentsSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        recentsSnapshot.append(Emoji.Category.recents.emojis.map { makeItem(emoji: $0) })

        // The outline (collapsed) and the flat list, each with items of its own.
        var outlineSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        var allSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
        for category in Emoji.Category.allCases where category != .recents {
            let rootItem = makeItem(title: String(describing: category), hasChildren: true)
            outlineSnapshot.append([rootItem])
            outlineSnapshot.append(category.emojis.map { makeItem(emoji: $0) }, to: rootItem)
        }
        for category in Emoji.Category.allCases where category != .recents {
            allSnapshot.append(category.emojis.map { makeItem(emoji: $0) })
        }

        // Five random picks, repeats allowed, are starred.
        var generator = SplitMix64(seed: Self.starSeed)
        for _ in 0..<5 {
            if let item = allSnapshot.items.randomElement(using: &generator) { starredEmojis.insert(item) }
        }

        dataSource.apply(recentsSnapshot, to: .recents, animatingDifferences: false)
        dataSource.apply(outlineSnapshot, to: .outline, animatingDifferences: false)
        dataSource.apply(allSnapshot, to: .list, animatingDifferences: false)
    }
}
