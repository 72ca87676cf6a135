import Foundation
import OpenCollectionView
import Testing

/// Outlines driven by their disclosure accessories, and reordering through the interactive movement API.
@MainActor
@Suite struct OutlineDisclosureTests {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>

    /// A sidebar whose parents ("Fruit", "Veg") carry an outline disclosure of `style` and start collapsed.
    init(style: UICellAccessory.OutlineDisclosureOptions.Style, laidOut: Bool = true) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844),
            collectionViewLayout: UICollectionViewCompositionalLayout.list(using: .init(appearance: .sidebar)))
        let parents: Set = ["Fruit", "Veg"]
        let registration = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = parents.contains(item) ? [.outlineDisclosure(options: .init(style: style))] : []
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var tree = NSDiffableDataSourceSectionSnapshot<String>()
        tree.append(["Fruit", "Veg"])
        tree.append(["Apple", "Pear"], to: "Fruit")
        tree.append(["Leek"], to: "Veg")
        dataSource.apply(tree, to: 0, animatingDifferences: false)
        if laidOut { collectionView.layoutIfNeeded() }
    }

    init() {
        self.init(style: .header)
    }

    private var shown: [String] { dataSource.snapshot().itemIdentifiers }

    private func disclosure(_ item: Int) -> CellAccessoryView? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0))?.subviews.compactMap { $0 as? CellAccessoryView }.first
    }

    @Test func aHeaderStyleRowTogglesWhenTappedAnywhereAndIsNotSelected() {
        #expect(shown == ["Fruit", "Veg"])
        #expect(disclosure(0)?.symbolName == "chevron.forward")
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(shown == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty == true)
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isExpanded == true)
        #expect(disclosure(0)?.symbolName == "chevron.down")
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(shown == ["Fruit", "Veg"])
    }

    @Test func childrenAreIndentedByTheirDepth() {
        collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        collectionView.layoutIfNeeded()
        let levels = (0..<4).map {
            (collectionView.cellForItem(at: IndexPath(item: $0, section: 0)) as? UICollectionViewListCell)?.indentationLevel
        }
        #expect(levels == [0, 1, 1, 0])
    }

    @Test func aTapBeforeTheFirstLayoutStillTogglesTheHeader() {
        let outline = OutlineDisclosureTests(style: .header, laidOut: false)
        outline.collectionView.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(outline.shown == ["Fruit", "Apple", "Pear", "Veg"])
        #expect(outline.collectionView.indexPathsForSelectedItems?.isEmpty == true)
    }

    @Test func aCellStyleRowTogglesOnlyFromItsAccessory() {
        let outline = OutlineDisclosureTests(style: .cell)
        outline.collectionView.tapItem(at: IndexPath(item: 1, section: 0))
        #expect(outline.shown == ["Fruit", "Veg"])
        #expect(outline.collectionView.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        outline.collectionView.tapAccessory(named: "outlineDisclosure", ofItemAt: IndexPath(item: 1, section: 0))
        #expect(outline.shown == ["Fruit", "Veg", "Leek"])
        // The batch update applied to expand shows the child: it is animated for hosts.
        #expect(outline.collectionView.lastBatchUpdate?.itemUpdates.map(\.action) == [.insert])
    }
}

@MainActor
@Suite struct InteractiveMovementTests {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, String>
    let transactions: TransactionLog

    @MainActor
    final class TransactionLog {
        var finalItems: [[String]] = []
        var differences: [Int] = []
    }

    init() {
        let host = ListHost(items: ["a", "b", "c", "d"], accessories: { _ in [.reorder(displayed: .always)] })
        collectionView = host.collectionView
        dataSource = host.dataSource
        let transactions = TransactionLog()
        self.transactions = transactions
        dataSource.reorderingHandlers.canReorderItem = { $0 != "d" }
        dataSource.reorderingHandlers.didReorder = { transaction in
            transactions.finalItems.append(transaction.finalSnapshot.itemIdentifiers)
            transactions.differences.append(transaction.difference.count)
        }
    }

    @Test func draggingARowMovesItAndHandsTheTransactionToDidReorder() {
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.configurationState.isReordering == true)
        // Row 2 spans y = 123…167 (spec §12.11).
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 140))
        #expect(collectionView.interactiveMovementTarget == IndexPath(item: 2, section: 0))
        collectionView.endInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers == ["b", "c", "a", "d"])
        #expect(transactions.finalItems == [["b", "c", "a", "d"]])
        #expect(transactions.differences == [2])
        #expect(collectionView.lastBatchUpdate?.itemUpdates.map(\.action) == [.move])
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.configurationState.isReordering == false)
    }

    @Test func itemsTheHandlersRefuseDoNotMove() {
        #expect(!collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
        #expect(collectionView.interactiveMovementTarget == nil)
    }

    @Test func cancellingPutsTheItemBack() {
        collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: 40))
        collectionView.cancelInteractiveMovement()
        #expect(dataSource.snapshot().itemIdentifiers == ["a", "b", "c", "d"])
        #expect(transactions.finalItems.isEmpty)
    }

    /// The rows between the dragged row and its target make room for it, each where it would be after the drop; the
    /// dragged row stays at its place (the host moves it with the finger), and everything returns once it lands.
    @Test func rowsMakeRoomForTheDraggedRowWhileItMoves() throws {
        collectionView.layoutIfNeeded()
        let layoutFrames = (0..<4).map { collectionView.layoutAttributesForItem(at: IndexPath(item: $0, section: 0))!.frame }
        func shownFrames() -> [CGRect] {
            collectionView.layoutIfNeeded()
            let elements = collectionView.renderTree().elements.filter { $0.category == .cell }
            return (0..<4).map { item in elements.first { $0.indexPath == IndexPath(item: item, section: 0) }!.frame }
        }
        #expect(collectionView.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: layoutFrames[2].midY))
        #expect(shownFrames() == [layoutFrames[0], layoutFrames[0], layoutFrames[1], layoutFrames[3]])
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == layoutFrames[0])

        collectionView.updateInteractiveMovementTargetPosition(CGPoint(x: 100, y: layoutFrames[1].midY))
        #expect(shownFrames() == [layoutFrames[0], layoutFrames[0], layoutFrames[2], layoutFrames[3]])

        collectionView.cancelInteractiveMovement()
        #expect(shownFrames() == layoutFrames)
    }
}
