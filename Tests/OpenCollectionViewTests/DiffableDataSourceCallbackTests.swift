import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// The data source's lookups and its `UICollectionViewDataSource` answers, all from the applied state, and the
/// misuse UIKit raises for.
@MainActor
@Suite struct DiffableDataSourceCallbackTests {
    let host = DiffableHost(showing: makeSnapshot(["A": [10, 11], "B": [], "C": [30]]))

    @Test func lookupsAnswerFromTheAppliedSnapshot() {
        let dataSource = host.dataSource
        #expect(dataSource.itemIdentifier(for: path(1, 0)) == 11)
        #expect(dataSource.itemIdentifier(for: path(0, 2)) == 30)
        #expect(dataSource.itemIdentifier(for: path(2, 0)) == nil)
        #expect(dataSource.itemIdentifier(for: path(0, 1)) == nil)
        #expect(dataSource.itemIdentifier(for: path(0, 3)) == nil)
        #expect(dataSource.itemIdentifier(for: path(-1, 0)) == nil)
        #expect(dataSource.itemIdentifier(for: path(0, -1)) == nil)
        #expect(dataSource.itemIdentifier(for: IndexPath(index: 0)) == nil)
        #expect(dataSource.indexPath(for: 30) == path(0, 2))
        #expect(dataSource.indexPath(for: 11) == path(1, 0))
        #expect(dataSource.indexPath(for: 99) == nil)
        #expect(dataSource.sectionIdentifier(for: 1) == "B")
        #expect(dataSource.sectionIdentifier(for: 3) == nil)
        #expect(dataSource.sectionIdentifier(for: -1) == nil)
        #expect(dataSource.index(for: "C") == 2)
        #expect(dataSource.index(for: "Z") == nil)
    }

    @Test func countsComeFromTheAppliedSnapshot() {
        let dataSource = host.dataSource
        #expect(dataSource.numberOfSections(in: host.collectionView) == 3)
        #expect((0..<3).map { dataSource.collectionView(host.collectionView, numberOfItemsInSection: $0) } == [2, 0, 1])
    }

    @Test func aSectionPastTheEndIsReported() {
        let (count, diagnostics) = Diagnostics.recording {
            host.dataSource.collectionView(host.collectionView, numberOfItemsInSection: 3)
        }
        #expect(count == 0)
        #expect(diagnostics == [.error(
            "collectionView(_:numberOfItemsInSection:)",
            "Invalid parameter not satisfying: section < [_state.dataSourceSnapshot numberOfSections] (section 3, 3 sections)")])
    }

    @Test func theCellProviderIsCalledWithTheItemAtTheIndexPath() {
        let cell = host.dataSource.collectionView(host.collectionView, cellForItemAt: path(0, 2))
        #expect(cell.tag == 30)
        #expect(host.log.requests.map(\.indexPath) == [path(0, 2)])
        #expect(host.log.requestedItems == [30])
    }

    @Test func aNilCellIsReportedWithUIKitsTextAndReplacedByAnEmptyCell() {
        let collectionView = makeRowsCollectionView()
        let dataSource = IntDataSource(collectionView: collectionView) { _, _, _ in nil }
        dataSource.apply(makeSnapshot(["A": [7]]))
        let (_, diagnostics) = Diagnostics.recording { collectionView.layoutIfNeeded() }
        #expect(diagnostics == [.error(
            "collectionView(_:cellForItemAt:)",
            "UICollectionViewDiffableDataSource cell provider returned nil for index path [0, 0] with item identifier '7', "
                + "which is not allowed. You must always return a cell to the collection view: dequeue one with "
                + "dequeueReusableCell(withReuseIdentifier:for:) for every item")])
        #expect(collectionView.visibleCells.count == 1)
        #expect(dataSource.snapshot().itemIdentifiers == [7])
    }

    @Test func askingForACellWithoutAnItemIsReported() {
        let (_, diagnostics) = Diagnostics.recording {
            _ = host.dataSource.collectionView(host.collectionView, cellForItemAt: path(5, 0))
        }
        #expect(diagnostics.map(\.operation) == ["collectionView(_:cellForItemAt:)"])
        #expect(host.log.requests.isEmpty)
    }

    @Test func supplementaryViewsComeFromTheProvider() {
        var calls: [String] = []
        host.dataSource.supplementaryViewProvider = { collectionView, kind, indexPath in
            calls.append("\(kind) \(indexPath)")
            let view = UICollectionReusableView(frame: .zero)
            view.tag = 42
            return view
        }
        let view = host.dataSource.collectionView(host.collectionView, viewForSupplementaryElementOfKind: "header", at: path(0, 1))
        #expect(view.tag == 42)
        #expect(calls == ["header [1, 0]"])
    }

    @Test func aMissingSupplementaryViewProviderIsReported() {
        let (_, diagnostics) = Diagnostics.recording {
            _ = host.dataSource.collectionView(host.collectionView, viewForSupplementaryElementOfKind: "header", at: path(0, 0))
        }
        #expect(diagnostics == [.error(
            "collectionView(_:viewForSupplementaryElementOfKind:at:)",
            "UICollectionViewDiffableDataSource requested a supplementary view of kind 'header' at index path [0, 0], but a "
                + "supplementaryViewProvider was not specified on the diffable data source. Set the data source's "
                + "supplementaryViewProvider when the layout has supplementary items")])
    }

    @Test func aNilSupplementaryViewIsReported() {
        host.dataSource.supplementaryViewProvider = { _, _, _ in nil }
        let (_, diagnostics) = Diagnostics.recording {
            _ = host.dataSource.collectionView(host.collectionView, viewForSupplementaryElementOfKind: "footer", at: path(0, 2))
        }
        #expect(diagnostics.map(\.message) == [
            "UICollectionViewDiffableDataSource supplementary view provider returned nil for element kind 'footer' at index "
                + "path [2, 0], which is not allowed. You must always return a view: dequeue one with "
                + "dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)"
        ])
    }

    @Test func aPlainDataSourceWithoutSupplementaryViewsIsReported() {
        let model = ModelDataSource([[1]])
        let (_, diagnostics) = Diagnostics.recording {
            _ = model.collectionView(host.collectionView, viewForSupplementaryElementOfKind: "header", at: path(0, 0))
        }
        #expect(diagnostics.map(\.operation) == ["collectionView(_:viewForSupplementaryElementOfKind:at:)"])
        #expect(!model.collectionView(host.collectionView, canMoveItemAt: path(0, 0)))
    }

    @Test func itemsMoveOnlyWhenTheReorderingHandlerAllowsIt() {
        #expect(!host.dataSource.collectionView(host.collectionView, canMoveItemAt: path(0, 0)))
        host.dataSource.reorderingHandlers.canReorderItem = { $0 == 11 }
        #expect(!host.dataSource.collectionView(host.collectionView, canMoveItemAt: path(0, 0)))
        #expect(host.dataSource.collectionView(host.collectionView, canMoveItemAt: path(1, 0)))
        #expect(!host.dataSource.collectionView(host.collectionView, canMoveItemAt: path(9, 0)))
    }

    @Test func snapshotsAreBuiltAndDiffedOffTheMainActor() async {
        // The isolation rule: snapshots and their difference are plain Sendable values; only apply is main-actor.
        let old = makeSnapshot(["A": [10, 11], "B": [], "C": [30]])
        let difference = await Task.detached {
            var next = old
            next.moveItem(30, beforeItem: 10)
            return SnapshotDifference(from: old, to: next)
        }.value
        #expect(difference.movedItems.count == 1)
    }
}
