import Foundation
import OpenCollectionView
import Testing

// The cell and configuration API of the seed articles (spec seed-api-checklist.md, "Views, cells and
// configurations"), written as the articles write it.

/// A list cell that injects its item into its configuration state under a custom key and builds its content in
/// `updateConfiguration(using:)`, as the sample's `ItemListCell` / `CustomListCell` do.
@MainActor
final class ItemListCell: UICollectionViewListCell {
    struct Item: Hashable {
        let title: String
        let category: String
    }

    static let itemKey = UIConfigurationStateCustomKey("org.opencollectionview.seed.ItemListCell.item")
    private var item: Item?

    func updateWithItem(_ newItem: Item) {
        guard item != newItem else { return }
        item = newItem
        setNeedsUpdateConfiguration()
    }

    override var configurationState: UICellConfigurationState {
        var state = super.configurationState
        state[Self.itemKey] = item
        return state
    }

    private func defaultListContentConfiguration() -> UIListContentConfiguration { .subtitleCell() }
    private lazy var listContentView = UIListContentView(configuration: defaultListContentConfiguration())
    let categoryIconView = UIImageView()

    override func updateConfiguration(using state: UICellConfigurationState) {
        if listContentView.superview == nil { contentView.addSubview(listContentView) }
        var content = defaultListContentConfiguration().updated(for: state)
        content.text = (state[Self.itemKey] as? Item)?.title
        content.secondaryText = (state[Self.itemKey] as? Item)?.category
        listContentView.configuration = content
        let valueConfiguration = UIListContentConfiguration.valueCell().updated(for: state)
        categoryIconView.tintColor = valueConfiguration.imageProperties.resolvedTintColor(for: tintColor)
        categoryIconView.preferredSymbolConfiguration = .init(font: valueConfiguration.secondaryTextProperties.font, scale: .small)
    }
}

@MainActor
@Suite struct SeedCellAPITests {
    @Test func theArticlesListCodeRuns() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: .init())
        collectionView.frame = CGRect(x: 0, y: 0, width: 390, height: 844)
        collectionView.setCollectionViewLayout(
            UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), animated: false)
        let cellRegistration = UICollectionView.CellRegistration<ItemListCell, ItemListCell.Item> { cell, _, item in
            cell.updateWithItem(item)
            cell.accessories = [.checkmark(), .disclosureIndicator(options: .init(tintColor: .systemGray)), .delete(), .reorder()]
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, ItemListCell.Item>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: ItemListCell.Item) -> UICollectionViewCell? in
            collectionView.dequeueConfiguredReusableCell(using: cellRegistration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, ItemListCell.Item>()
        snapshot.appendSections([0])
        snapshot.appendItems([.init(title: "Piano", category: "Music"), .init(title: "Car", category: "Transportation")])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()

        let cell = collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) as? ItemListCell
        let content = cell?.contentView.subviews.first as? UIListContentView
        #expect((content?.configuration as? UIListContentConfiguration)?.text == "Car")
        #expect((content?.configuration as? UIListContentConfiguration)?.secondaryText == "Transportation")
        // Outside editing: the checkmark and the grey disclosure indicator; delete and reorder wait for editing.
        #expect(cell?.accessoryLayout.map(\.accessory.kind.name) == ["checkmark", "disclosureIndicator"])
        #expect(cell?.categoryIconView.tintColor == .systemBlue)
    }

    @Test func swipeActionHandlersCaptureTheItem() {
        var deleted: [String] = []
        var dataSource: UICollectionViewDiffableDataSource<Int, String>!
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
            guard let item = dataSource.itemIdentifier(for: indexPath) else { return nil }
            let action = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                deleted.append(item)
                completion(true)
            }
            return UISwipeActionsConfiguration(actions: [action])
        }
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["x", "y"])
        dataSource.apply(snapshot)
        collectionView.handle(.swipeBegan(item: IndexPath(item: 1, section: 0), edge: .trailing))
        collectionView.handle(.swipeMoved(translation: 300))
        collectionView.handle(.swipeEnded)
        #expect(deleted == ["y"])
    }

    @Test func listCellsUsedAsHeadersTakeTheHeaderStyle() {
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        var headerStyles: [UIFont] = []
        let header = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, _, indexPath in
            var content = view.defaultContentConfiguration()
            content.text = "Section \(indexPath.section)"
            headerStyles.append(content.textProperties.font)
            view.contentConfiguration = content
        }
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["x"])
        dataSource.apply(snapshot)
        collectionView.layoutIfNeeded()
        #expect(headerStyles.first == UIListContentConfiguration.groupedHeader().textProperties.font)
        let view = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((view as? UICollectionViewCell)?.backgroundConfiguration?.backgroundColor == .clear)
    }
}
