import Foundation
import OpenCollectionView

/// Lists › List Appearances: five sections, each a "Section N" header row (the section's first item, with an
/// outline disclosure) expanded over three items with a disclosure indicator — none in sidebars. The bar button
/// names the current appearance and switches to the next: Plain, Sidebar Plain, Sidebar, Grouped, Inset Grouped.
final class ListAppearancesViewController: UIViewController {
    struct Item: Hashable {
        let title: String?
        private let identifier = UUID()

        init(title: String?) {
            self.title = title
        }
    }

    var dataSource: UICollectionViewDiffableDataSource<Int, Item>! = nil
    var collectionView: UICollectionView! = nil
    var appearance = UICollectionLayoutListConfiguration.Appearance.plain

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "List Appearances"
        configureHierarchy()
        configureDataSource()
        updateBarButtonItem()
    }

    private func updateBarButtonItem() {
        let title: String
        switch appearance {
        case .plain: title = "Plain"
        case .sidebarPlain: title = "Sidebar Plain"
        case .sidebar: title = "Sidebar"
        case .grouped: title = "Grouped"
        case .insetGrouped: title = "Inset Grouped"
        }
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: title, primaryAction: UIAction { [weak self] _ in
            self?.changeListAppearance()
        })
    }

    /// The next appearance, keeping the snapshot and the selected row.
    func changeListAppearance() {
        switch appearance {
        case .plain: appearance = .sidebarPlain
        case .sidebarPlain: appearance = .sidebar
        case .sidebar: appearance = .grouped
        case .grouped: appearance = .insetGrouped
        case .insetGrouped: appearance = .plain
        }
        let selectedIndexPath = collectionView.indexPathsForSelectedItems?.first
        // The sample re-applies its snapshot without animation, which reloaded the list in iOS 14; since iOS 15 that
        // diffs (and changes nothing), so reload explicitly: every row is configured again for the new appearance.
        dataSource.applySnapshotUsingReloadData(dataSource.snapshot())
        collectionView.selectItem(at: selectedIndexPath, animated: false, scrollPosition: [])
        updateBarButtonItem()
    }

    private func createLayout() -> UICollectionViewLayout {
        UICollectionViewCompositionalLayout { [weak self] _, layoutEnvironment in
            guard let self else { return nil }
            var config = UICollectionLayoutListConfiguration(appearance: appearance)
            config.headerMode = .firstItemInSection
            return NSCollectionLayoutSection.list(using: config, layoutEnvironment: layoutEnvironment)
        }
    }

    private func configureHierarchy() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: createLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)
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
        dataSource = UICollectionViewDiffableDataSource<Int, Item>(collectionView: collectionView) {
            collectionView, indexPath, item in
            if indexPath.item == 0 {
                return collectionView.dequeueConfiguredReusableCell(using: headerRegistration, for: indexPath, item: item)
            }
            return collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }

        let sections = Array(0..<5)
        var snapshot = NSDiffableDataSourceSnapshot<Int, Item>()
        snapshot.appendSections(sections)
        dataSource.apply(snapshot, animatingDifferences: false)
        for section in sections {
            var sectionSnapshot = NSDiffableDataSourceSectionSnapshot<Item>()
            let headerItem = Item(title: "Section \(section)")
            sectionSnapshot.append([headerItem])
            let items = Array(0..<3).map { Item(title: "Item \($0)") }
            sectionSnapshot.append(items, to: headerItem)
            sectionSnapshot.expand([headerItem])
            dataSource.apply(sectionSnapshot, to: section)
        }
    }
}
