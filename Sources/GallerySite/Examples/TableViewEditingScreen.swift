import OpenCollectionView

/// The sample's `TableViewEditingViewController`, rebuilt as an inset-grouped list collection view: the sample uses
/// a `UITableView(style: .insetGrouped)` with a `UITableViewDiffableDataSource` subclass for titles and editing,
/// which OpenCollectionView does not provide.
///
/// Two sections of mountains — Visited, then Bucket List — with the table's header and footer titles as list
/// supplementary views, rows showing the mountain's name over its height ("8,848M"), and in editing mode the
/// table's delete control and reorder handle (`.delete()` and `.reorder()`, shown while editing). A trailing swipe,
/// or the delete control, reveals a Delete action; rows reorder within and across sections.
@MainActor
final class TableViewEditingScreen {
    enum Section: Int, CaseIterable, Hashable, Sendable {
        case visited = 0, bucketList

        /// The table's header title.
        var headerTitle: String {
            switch self {
            case .visited: "Visited"
            case .bucketList: "Bucket List"
            }
        }

        /// The table's footer title.
        var footerTitle: String {
            switch self {
            case .visited: "Trips I've made!"
            case .bucketList: "Need to do this before I go!"
            }
        }
    }

    let collectionView: UICollectionView
    private var dataSource: UICollectionViewDiffableDataSource<Section, Mountain>!

    /// The screen laid out in `viewport`, not editing.
    init(viewport: Viewport) {
        collectionView = UICollectionView(frame: CGRect(origin: .zero, size: viewport.size), collectionViewLayout: UICollectionViewLayout())
        collectionView.traitOverrides.displayScale = viewport.displayScale
        collectionView.collectionViewLayout = Self.createLayout { [weak self] indexPath in
            self?.deleteActionConfiguration(forItemAt: indexPath)
        }
        configureDataSource()
        applyInitialSnapshot()
        // On screen: laid out, so that a person can act on what it shows.
        collectionView.layoutIfNeeded()
    }

    /// An inset-grouped list with section headers and footers; `trailingSwipeActions` gives each row its Delete action.
    static func createLayout(
        trailingSwipeActions: UICollectionLayoutListConfiguration.SwipeActionsConfigurationProvider? = nil
    ) -> UICollectionViewCompositionalLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        configuration.footerMode = .supplementary
        configuration.trailingSwipeActionsConfigurationProvider = trailingSwipeActions
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    /// The sample's height text: the metres with a thousands separator, then "M" ("8,848M").
    static func heightText(_ metres: Int) -> String {
        var digits = String(metres)
        var groups: [String] = []
        while digits.count > 3 {
            groups.insert(String(digits.suffix(3)), at: 0)
            digits.removeLast(3)
        }
        groups.insert(digits, at: 0)
        return groups.joined(separator: ",") + "M"
    }

    private func deleteActionConfiguration(forItemAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard let mountain = dataSource.itemIdentifier(for: indexPath) else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            guard let self else {
                completion(false)
                return
            }
            var snapshot = dataSource.snapshot()
            snapshot.deleteItems([mountain])
            dataSource.apply(snapshot, animatingDifferences: true)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    private func configureDataSource() {
        let cellRegistration = UICollectionView.CellRegistration<UICollectionViewListCell, Mountain> { cell, _, mountain in
            var content = cell.defaultContentConfiguration()
            content.text = mountain.name
            content.secondaryText = Self.heightText(mountain.height)
            cell.contentConfiguration = content
            cell.accessories = [.delete(), .reorder()]
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = Section(rawValue: indexPath.section)?.headerTitle
            header.contentConfiguration = content
            header.backgroundConfiguration = .listGroupedHeaderFooter()
        }
        let footerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionFooter
        ) { footer, _, indexPath in
            var content = UIListContentConfiguration.groupedFooter()
            content.text = Section(rawValue: indexPath.section)?.footerTitle
            footer.contentConfiguration = content
            footer.backgroundConfiguration = .listGroupedHeaderFooter()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Mountain>(collectionView: collectionView) {
            collectionView, indexPath, mountain in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: mountain)
        }
        dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            kind == UICollectionView.elementKindSectionHeader
                ? collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
                : collectionView.dequeueConfiguredReusableSupplementary(using: footerRegistration, for: indexPath)
        }
        dataSource.reorderingHandlers.canReorderItem = { _ in true }
    }

    /// The sample's data: `filteredMountains(limit: 8)` keeps the first nine mountains of the raw list; the
    /// first four are the bucket list, the next four were visited.
    private func applyInitialSnapshot() {
        let mountains = Array(MountainCatalog.all.prefix(through: 8))
        let bucketList = Array(mountains[0..<4])
        let visited = Array(mountains[4..<8])
        var snapshot = NSDiffableDataSourceSnapshot<Section, Mountain>()
        snapshot.appendSections([.visited])
        snapshot.appendItems(visited)
        snapshot.appendSections([.bucketList])
        snapshot.appendItems(bucketList)
        dataSource.apply(snapshot, animatingDifferences: false)
    }
}
