import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// An inset-grouped (or other) list of text rows fed by a diffable data source with list cells from a
/// registration, as the sample's list examples are written.
@MainActor
struct ListHost {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    init(
        appearance: UICollectionLayoutListConfiguration.Appearance = .insetGrouped, items: [String], width: CGFloat = 390,
        accessories: @escaping (String) -> [UICellAccessory] = { _ in [] },
        configure: (inout UICollectionLayoutListConfiguration) -> Void = { _ in }
    ) {
        var configuration = UICollectionLayoutListConfiguration(appearance: appearance)
        configure(&configuration)
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = accessories(item)
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> UICollectionViewListCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? UICollectionViewListCell
    }

    func accessoryTypes(_ item: Int) -> [UICellAccessory.AccessoryType] {
        cell(item)?.accessoryLayout.map(\.accessory.accessoryType) ?? []
    }
}

/// A compositional layout that counts how often it is asked for the elements in a rectangle.
final class ElementQueryCountingLayout: UICollectionViewCompositionalLayout {
    private(set) var elementQueries = 0

    override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        elementQueries += 1
        return super.layoutAttributesForElements(in: rect)
    }
}

@MainActor
@Suite struct ListCellTests {
    @Test func defaultCellsAreFortyFourPointsTallWithTheirTextInsideTheMargins() {
        let host = ListHost(items: ["One", "Two", "Three"])
        // Spec §12.11: rows at y = 35, 79, 123, inset 16 pt at both sides; one body line = 11 + 22 + 11.
        #expect(host.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
            == CGRect(x: 16, y: 79, width: 358, height: 44))
        let content = host.cell(0)?.contentView as? UIListContentView
        #expect(content != nil)
        #expect(content?.textLayoutGuide?.layoutFrame.minX == 16)
        #expect(content?.textLayoutGuide?.layoutFrame.height == 22)
        #expect(host.cell(0)?.separatorLeadingOffset == 16)
    }

    @Test func rowMarginsAreTheCollectionViewsSideMarginsOrEightInSidebars() {
        let phone = ListHost(appearance: .plain, items: ["A"]) { _ in [.disclosureIndicator()] }
        #expect(phone.cell(0)?.directionalLayoutMargins.leading == 16)
        #expect(phone.cell(0)?.accessoryLayout.first?.frame.maxX == CGFloat(390 - 16))
        #expect(ListHost(appearance: .sidebar, items: ["A"]).cell(0)?.directionalLayoutMargins.trailing == 8)
        // From 414 pt wide the margins are 20 pt, and the text keeps at least them.
        let wide = ListHost(appearance: .plain, items: ["A"], width: 430)
        #expect(wide.cell(0)?.directionalLayoutMargins.leading == 20)
        #expect((wide.cell(0)?.contentView as? UIListContentView)?.textLayoutGuide?.layoutFrame.minX == 20)
    }

    @Test func defaultBackgroundsFollowTheListAppearance() {
        #expect(ListHost(appearance: .insetGrouped, items: ["A"]).cell(0)?.backgroundConfiguration?.backgroundColor
            == .secondarySystemGroupedBackground)
        #expect(ListHost(appearance: .plain, items: ["A"]).cell(0)?.backgroundConfiguration?.backgroundColor == .systemBackground)
        let sidebar = ListHost(appearance: .sidebar, items: ["A"])
        #expect(sidebar.cell(0)?.backgroundConfiguration?.backgroundColor == .clear)
        #expect((sidebar.cell(0)?.contentConfiguration as? UIListContentConfiguration)?.directionalLayoutMargins.leading == 8)
    }

    @Test func selectingARowUpdatesItsDefaultBackground() {
        let host = ListHost(appearance: .plain, items: ["A", "B"])
        host.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        host.collectionView.layoutIfNeeded()
        #expect(host.cell(1)?.backgroundConfiguration?.backgroundColor == .systemGray4)
        #expect(host.cell(0)?.backgroundConfiguration?.backgroundColor == .systemBackground)
    }

    @Test func accessoriesShowByEditingStateInUIKitsOrder() {
        let host = ListHost(items: ["A"]) { _ in
            [.reorder(), .disclosureIndicator(displayed: .whenNotEditing), .delete(), .checkmark()]
        }
        #expect(host.accessoryTypes(0) == [.checkmark, .disclosureIndicator])
        host.collectionView.isEditing = true
        host.collectionView.layoutIfNeeded()
        #expect(host.accessoryTypes(0) == [.delete, .checkmark, .reorder])
        // Leading accessories start at the cell's leading margin; the content view begins after them.
        let cell = host.cell(0)
        let delete = cell?.accessoryLayout.first { $0.accessory.accessoryType == .delete }?.frame
        #expect(delete?.minX == cell.map { $0.directionalLayoutMargins.leading })
        #expect(cell.map { $0.contentView.frame.minX } == delete.map { $0.maxX })
    }

    @Test func trailingAccessoriesSitAtTheTrailingMarginAndNarrowTheContent() {
        let host = ListHost(items: ["A"]) { _ in [.disclosureIndicator()] }
        let cell = host.cell(0)
        let chevron = cell?.accessoryLayout.first?.frame
        let margin = cell?.directionalLayoutMargins.trailing ?? 0
        #expect(chevron.map { $0.maxX } == 358 - margin)
        #expect(chevron?.width == 12)
        #expect(cell?.contentView.frame.maxX == chevron?.minX)
    }

    @Test func customViewsGoInnermostUnlessPlacedOtherwise() {
        let star = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        let host = ListHost(items: ["A"]) { _ in
            [.disclosureIndicator(), .customView(configuration: .init(customView: star, placement: .trailing()))]
        }
        #expect(host.accessoryTypes(0) == [.customView(star), .disclosureIndicator])
        #expect(star.superview === host.cell(0))
        let after = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
        host.cell(0)?.accessories = [.disclosureIndicator(), .customView(configuration: .init(
            customView: after, placement: .trailing(at: UICellAccessory.Placement.position(after: .disclosureIndicator()))))]
        host.cell(0)?.layoutIfNeeded()
        #expect(host.accessoryTypes(0) == [.disclosureIndicator, .customView(after)])
        #expect(star.superview == nil)
    }

    @Test func indentationShiftsTheContentAndTheLeadingAccessories() {
        let host = ListHost(items: ["A"]) { _ in [.delete(displayed: .always)] }
        let cell = host.cell(0)
        let before = cell?.accessoryLayout.first?.frame.minX ?? 0
        cell?.indentationLevel = 2
        cell?.layoutIfNeeded()
        #expect(cell?.accessoryLayout.first?.frame.minX == before + 20)
        cell?.indentsAccessories = false
        cell?.layoutIfNeeded()
        #expect(cell?.accessoryLayout.first?.frame.minX == before)
        #expect(cell.map { $0.contentView.frame.minX } == (cell?.accessoryLayout.first?.frame.maxX).map { $0 + 20 })
    }

    /// A row's separator starts at its text: after its image when it has one, at the list's usual start again once
    /// it shows text alone.
    @Test func separatorsStartAtTheTextOfRowsWithImages() {
        var starred: Set<String> = ["star"]
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .plain)))
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            if starred.contains(item) { content.image = UIImage(systemName: "star") }
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["plain", "star", "last"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        func separators() -> [UICollectionViewLayoutAttributes] {
            (collectionView.collectionViewLayout.layoutAttributesForElements(in: collectionView.bounds) ?? [])
                .filter { $0.representedElementCategory == .decorationView }
                .sorted { $0.indexPath < $1.indexPath }
        }
        // A plain row's text starts at its 16-pt margin; the image row's after a 17-pt body-sized symbol and the
        // 16-pt image-to-text padding: 16 + 17 + 16 = 49.
        #expect(separators().map(\.frame.minX) == [16, 49, 16])
        #expect(separators()[1].frame.width == CGFloat(390 - 49))
        starred = []
        snapshot.reloadItems(["star"])
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(separators().map(\.frame.minX) == [16, 16, 16])
    }

    /// Rows whose text starts where the list's separators start anyway change nothing the layout answers: a render
    /// tree drawn after the pass that brought them takes that pass's elements instead of asking the layout again.
    @Test func rowsWhoseSeparatorsStartAtTheUsualInsetLeaveThePassesElementsCurrent() {
        let layout = ElementQueryCountingLayout { _, environment in
            .list(using: UICollectionLayoutListConfiguration(appearance: .plain), layoutEnvironment: environment)
        }
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, Int> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = "Row \(item)"
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<500))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        collectionView.contentOffset.y = 2_000  // new rows come into view
        collectionView.layoutIfNeeded()
        let queries = layout.elementQueries
        let tree = collectionView.renderTree()
        #expect(layout.elementQueries == queries)
        let separators = tree.elements.filter { $0.category == .decorationView(kind: "UICollectionViewListLayoutElementKindBottomSeparator") }
        #expect(!separators.isEmpty)
        #expect(separators.allSatisfy { $0.frame.minX == 16 && $0.frame.width == CGFloat(374) })
    }

    @Test func valueCellsPutTheSecondaryTextAtTheTrailingMargin() {
        let view = UIListContentView(configuration: {
            var value = UIListContentConfiguration.valueCell()
            value.text = "Wi-Fi"
            value.secondaryText = "Home"
            return value
        }())
        view.frame = CGRect(x: 0, y: 0, width: 358, height: 44)
        view.layoutIfNeeded()
        #expect(view.sizeThatFits(CGSize(width: 358, height: 0)).height == 44)
        let texts = view.subviews.compactMap { $0 as? UILabel }
        #expect(texts.map(\.text) == ["Wi-Fi", "Home"])
        #expect(texts[1].frame.maxX == CGFloat(358 - 16))
        #expect(texts[0].frame.minY == texts[1].frame.minY)
    }

    @Test func contentIsCentredVerticallyInATallerView() {
        var tile = UIListContentConfiguration.cell()
        tile.text = "A"
        tile.directionalLayoutMargins = .zero
        let view = UIListContentView(configuration: tile)
        view.frame = CGRect(x: 0, y: 0, width: 94, height: 64)
        view.layoutIfNeeded()
        // One 22-pt body line in 64 pt: (64 − 22) / 2 = 21 above it.
        #expect(view.textLayoutGuide?.layoutFrame.minY == 21)
    }

    @Test func subtitleCellsStackTheirTextsAndGrow() {
        var subtitle = UIListContentConfiguration.subtitleCell()
        subtitle.text = "Title"
        subtitle.secondaryText = "Detail"
        let view = UIListContentView(configuration: subtitle)
        // 11 + body 22 + 3 + footnote 18 + 11.
        #expect(view.sizeThatFits(CGSize(width: 358, height: 0)).height == 65)
    }
}

@MainActor
@Suite struct SwipeActionTests {
    /// A list whose rows offer a trailing delete and a leading star; the handlers capture the item, not the
    /// index path, as the seed articles do.
    private func makeHost(log: @escaping (String) -> Void, completes: Bool = true) -> ListHost {
        var dataSource: UICollectionViewDiffableDataSource<Int, String>?
        let host = ListHost(items: ["a", "b", "c", "d"], configure: { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                guard let item = dataSource?.itemIdentifier(for: indexPath) else { return nil }
                let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, completion in
                    log("delete \(item)")
                    completion(completes)
                }
                return UISwipeActionsConfiguration(actions: [delete])
            }
            configuration.leadingSwipeActionsConfigurationProvider = { indexPath in
                guard let item = dataSource?.itemIdentifier(for: indexPath) else { return nil }
                let star = UIContextualAction(style: .normal, title: nil) { _, _, completion in
                    log("star \(item)")
                    completion(true)
                }
                star.image = UIImage(systemName: "star.fill")
                star.backgroundColor = .systemBlue
                return UISwipeActionsConfiguration(actions: [star])
            }
        })
        dataSource = host.dataSource
        return host
    }

    @Test func aShortSwipeClosesAndALongerOneRestsOpen() {
        var log: [String] = []
        let host = makeHost { log.append($0) }
        let collectionView = host.collectionView
        #expect(collectionView.beginSwipe(onItemAt: IndexPath(item: 1, section: 0), revealing: .trailing))
        #expect(host.cell(1)?.configurationState.isSwiped == true)
        collectionView.updateSwipe(translation: 20)
        collectionView.endSwipe()
        #expect(collectionView.swipeActionsPresentation == nil)
        #expect(host.cell(1)?.configurationState.isSwiped == false)

        collectionView.beginSwipe(onItemAt: IndexPath(item: 1, section: 0), revealing: .trailing)
        collectionView.updateSwipe(translation: 60)
        collectionView.endSwipe()
        let presentation = collectionView.swipeActionsPresentation
        #expect(presentation?.isOpen == true)
        // "Delete" is narrower than the 74-pt minimum button; it sits at the row's trailing edge.
        #expect(presentation?.revealedWidth == 74)
        #expect(presentation?.buttons.first?.frame == CGRect(x: 374 - 74, y: 79, width: 74, height: 44))
        #expect(log.isEmpty)
        collectionView.tapSwipeAction(at: 0)
        #expect(log == ["delete b"])
        #expect(collectionView.swipeActionsPresentation == nil)
    }

    @Test func aFullSwipePerformsTheFirstAction() {
        var log: [String] = []
        let host = makeHost { log.append($0) }
        host.collectionView.beginSwipe(onItemAt: IndexPath(item: 2, section: 0), revealing: .leading)
        host.collectionView.updateSwipe(translation: 358 * 0.6)
        host.collectionView.endSwipe()
        #expect(log == ["star c"])
    }

    @Test func handlersActOnTheirItemAfterItemsAreInsertedAbove() {
        var log: [String] = []
        let host = makeHost { log.append($0) }
        host.collectionView.beginSwipe(onItemAt: IndexPath(item: 1, section: 0), revealing: .trailing)
        host.collectionView.updateSwipe(translation: 74)
        host.collectionView.endSwipe()
        var snapshot = host.dataSource.snapshot()
        snapshot.insertItems(["new"], beforeItem: "a")
        host.dataSource.apply(snapshot, animatingDifferences: true)
        // The open row followed its item to row 2, and its action still deletes "b".
        #expect(host.collectionView.swipeActionsPresentation?.indexPath == IndexPath(item: 2, section: 0))
        host.collectionView.tapSwipeAction(at: 0)
        #expect(log == ["delete b"])
    }

    @Test func deletingTheSwipedItemClosesTheSwipe() {
        let host = makeHost { _ in }
        host.collectionView.beginSwipe(onItemAt: IndexPath(item: 0, section: 0), revealing: .trailing)
        var snapshot = host.dataSource.snapshot()
        snapshot.deleteItems(["a"])
        host.dataSource.apply(snapshot, animatingDifferences: true)
        #expect(host.collectionView.swipeActionsPresentation == nil)
    }

    @Test func aRowWithoutActionsDoesNotSwipe() {
        let host = ListHost(items: ["a"])
        #expect(!host.collectionView.beginSwipe(onItemAt: IndexPath(item: 0, section: 0), revealing: .trailing))
    }

    @Test func theDeleteAccessoryRevealsTheTrailingActions() {
        var log: [String] = []
        var dataSource: UICollectionViewDiffableDataSource<Int, String>?
        let host = ListHost(items: ["a", "b"], accessories: { _ in [.delete()] }, configure: { configuration in
            configuration.trailingSwipeActionsConfigurationProvider = { indexPath in
                let item = dataSource?.itemIdentifier(for: indexPath) ?? "?"
                return UISwipeActionsConfiguration(actions: [
                    UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                        log.append(item)
                        done(true)
                    },
                ])
            }
        })
        dataSource = host.dataSource
        host.collectionView.isEditing = true
        host.collectionView.layoutIfNeeded()
        host.collectionView.tapAccessory(named: "delete", ofItemAt: IndexPath(item: 1, section: 0))
        #expect(host.collectionView.swipeActionsPresentation?.isOpen == true)
        #expect(log.isEmpty)
        // A tap elsewhere closes the swipe without selecting.
        host.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(host.collectionView.swipeActionsPresentation == nil)
    }

    @Test func tappingAnAccessoryTheCellDoesNotShowIsReported() {
        let host = ListHost(items: ["a"])
        let (_, diagnostics) = Diagnostics.recording {
            host.collectionView.tapAccessory(named: "delete", ofItemAt: IndexPath(item: 0, section: 0))
        }
        #expect(diagnostics == [.error("tapAccessory(named:ofItemAt:)", "the item at [0, 0] shows no delete accessory")])
    }
}
