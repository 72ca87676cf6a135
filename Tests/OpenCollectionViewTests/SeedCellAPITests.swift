import CollectionDiagnostics
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
        if listContentView.superview == nil {
            contentView.addSubview(listContentView)
            listContentView.translatesAutoresizingMaskIntoConstraints = false
            NSLayoutConstraint.activate([
                listContentView.topAnchor.constraint(equalTo: contentView.topAnchor),
                listContentView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                listContentView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                listContentView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        }
        var content = defaultListContentConfiguration().updated(for: state)
        content.text = (state[Self.itemKey] as? Item)?.title
        content.secondaryText = (state[Self.itemKey] as? Item)?.category
        listContentView.configuration = content
        let valueConfiguration = UIListContentConfiguration.valueCell().updated(for: state)
        categoryIconView.tintColor = valueConfiguration.imageProperties.resolvedTintColor(for: tintColor)
        categoryIconView.preferredSymbolConfiguration = .init(font: valueConfiguration.secondaryTextProperties.font, scale: .small)
    }
}

/// A cell written as the sample's `TextCell`: one label pinned 10 pt inside the content view with anchors.
@MainActor
final class WrappingTextCell: UICollectionViewCell {
    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = UIFont.preferredFont(forTextStyle: .body)
        label.adjustsFontForContentSizeCategory = true
        label.numberOfLines = 0
        contentView.addSubview(label)
        let inset: CGFloat = 10
        NSLayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: inset),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -inset),
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: inset),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -inset),
        ])
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
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
        #expect(cell?.accessoryLayout.map(\.accessory.accessoryType) == [.checkmark, .disclosureIndicator])
        #expect(cell?.categoryIconView.tintColor == .systemBlue)
        // The list content view is pinned to the content view, so Auto Layout sizes the row from it: a two-line
        // subtitle row measures 11 + 22 + 3 + 18 + 11 = 65 pt.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 65)
    }

    @Test func cellsWrittenWithAnchorsSelfSizeThroughAutoLayout() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
        let registration = UICollectionView.CellRegistration<WrappingTextCell, String> { cell, _, text in
            cell.label.text = text
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        // Twenty 4-letter words at 17 pt: a word is 4 × 0.5 em = 34 pt, a space 0.25 em = 4.25 pt. In 370 pt
        // (390 − 2 × 10), nine words fit (9 × 34 + 8 × 4.25 = 340; ten need 378.25): lines of 9, 9 and 2 words.
        snapshot.appendItems([Array(repeating: "aaaa", count: 20).joined(separator: " "), "one line"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        // Three body lines of 22 pt plus the 10-pt insets; one line: 22 + 20.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 86)
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 0, y: 86, width: 390, height: 42))
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? WrappingTextCell
        #expect(cell?.label.frame == CGRect(x: 10, y: 10, width: 370, height: 66))
    }

    @Test func theSeparatorLayoutGuidePlacesTheSeparator() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            guard cell.contentView.subviews.isEmpty else { return }
            let label = UILabel()
            label.text = item
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.contentView.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor, constant: 60),
                label.centerYAnchor.constraint(equalTo: cell.contentView.centerYAnchor),
                cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: label.leadingAnchor),
            ])
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        let (_, diagnostics) = Diagnostics.recording {
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        // The content view's solve leaves the separator constraint to the cell's, which reads the label in place.
        #expect(diagnostics.isEmpty)
        let shown = (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
            .first { $0.representedElementCategory == .decorationView && $0.indexPath == IndexPath(item: 0, section: 0) }
        // The label only centres itself vertically: the row keeps the list's 44-pt minimum.
        #expect(collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.height == 44)
        #expect(shown?.frame.minX == 60)
    }

    @Test func theSeparatorGuideFollowsAListContentViewsTextInTheSameLayoutPass() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            cell.accessories = [.multiselect(displayed: .always)]
            Self.addStarredListContent(text: item, to: cell)
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let cell = collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell
        // The 22-pt multiselect circle starts at the 16-pt margin; the content view starts right after it (38).
        // Inside, the text follows the margin, the image's 30-pt reserved width and its 16-pt padding: 62 pt in.
        #expect(cell?.contentView.frame.minX == 38)
        // Read straight after the collection view's layout pass, without asking the cell to lay out again.
        #expect(cell?.separatorLayoutGuide.layoutFrame.minX == 100)
        let listContentView = cell?.contentView.subviews.first as? UIListContentView
        #expect(listContentView?.textLayoutGuide?.layoutFrame.minX == 62)
        // The image is centred in its 30-pt column (16 to 46), to the display's pixel.
        #expect(abs((listContentView?.imageLayoutGuide?.layoutFrame.midX ?? 0) - 31) <= CGFloat(1) / 3)
        #expect(listContentView?.secondaryTextLayoutGuide == nil)

        // One layout pass of a cell on its own: the content is laid out before the cell's constraints are solved.
        let standalone = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
        Self.addStarredListContent(text: "b", to: standalone)
        let (_, diagnostics) = Diagnostics.recording { standalone.layoutIfNeeded() }
        #expect(standalone.separatorLayoutGuide.layoutFrame.minX == 62)
        #expect(diagnostics.isEmpty)
    }

    /// A list content view with a star and `text`, pinned to the cell's content view, the separator following its text.
    private static func addStarredListContent(text: String, to cell: UICollectionViewListCell) {
        var content = UIListContentConfiguration.cell()
        content.text = text
        content.image = UIImage(systemName: "star")
        content.imageProperties.reservedLayoutSize = CGSize(width: 30, height: 0)
        content.axesPreservingSuperviewLayoutMargins = []
        let listContentView = UIListContentView(configuration: content)
        listContentView.translatesAutoresizingMaskIntoConstraints = false
        cell.contentView.addSubview(listContentView)
        NSLayoutConstraint.activate([
            listContentView.topAnchor.constraint(equalTo: cell.contentView.topAnchor),
            listContentView.bottomAnchor.constraint(equalTo: cell.contentView.bottomAnchor),
            listContentView.leadingAnchor.constraint(equalTo: cell.contentView.leadingAnchor),
            listContentView.trailingAnchor.constraint(equalTo: cell.contentView.trailingAnchor),
            cell.separatorLayoutGuide.leadingAnchor.constraint(equalTo: listContentView.textLayoutGuide!.leadingAnchor),
        ])
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
