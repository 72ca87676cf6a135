import OpenCollectionView

/// The sample's `ListAppearancesViewController`, headless, in one appearance: five sections, each a section
/// snapshot of a "Section N" header item (the section's first item, `headerMode = .firstItemInSection`, with an
/// outline disclosure) expanded over three items with a disclosure indicator — none in sidebars.
@MainActor
final class ListAppearancesScreen {
    /// A row: its title. Stands for the sample's `Item { title; UUID }` with a serial number.
    struct Item: Hashable, Sendable, CustomStringConvertible {
        let title: String
        let identifier: Int

        var description: String { "\(identifier) \(title)" }
    }

    let appearance: UICollectionLayoutListConfiguration.Appearance
    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Int, Item>!

    /// The screen in `appearance`, laid out in `viewport`, every section expanded.
    init(appearance: UICollectionLayoutListConfiguration.Appearance, viewport: Viewport) {
        self.appearance = appearance
        collectionView = UICollectionView(
            frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: Self.createLayout(appearance: appearance))
        collectionView.traitOverrides.displayScale = viewport.displayScale
        configureDataSource()
        applyInitialSnapshots()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    /// The sample's section provider: a list section in `appearance` whose first item is its header.
    static func createLayout(appearance: UICollectionLayoutListConfiguration.Appearance) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, layoutEnvironment in
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }

    private func configureDataSource() {
        let headerRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Item> { [weak self] cell, _, item in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = item.title
            cell.contentConfiguration = content
            switch appearance {
            case .sidebar, .sidebarPlain:
                cell.accessories = []
            default:
                cell.accessories = [.disclosureIndicator()]
            }
        }
        dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) { collectionView, indexPath, item in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
    }

    private func applyInitialSnapshots() {
        var identifier = 0
        func makeItem(_ title: String) -> Item {
            defer { identifier += 1 }
            return Item(title: title, identifier: identifier)
        }
        let sections = Array(0..<5)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections(sections)
        dataSource.apply(snapshot, animatingDifferences: false)
        for section in sections {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let headerItem = makeItem("Section \(section)")
            sectionSnapshot.append([headerItem])
            sectionSnapshot.append((0..<3).map { makeItem("Item \($0)") }, to: headerItem)
            sectionSnapshot.expand([headerItem])
            dataSource.apply(sectionSnapshot, to: section, animatingDifferences: false)
        }
    }
}
