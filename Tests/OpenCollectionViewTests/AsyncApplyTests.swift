import Foundation
import OpenCollectionView
import Testing

/// The `async` applies (iOS 15): a section snapshot applied to a collection view's section, and a table's snapshot
/// applied by difference or by reloading, each done when the call returns.
@MainActor
@Suite struct AsyncApplyTests {
    @Test func aSectionSnapshotAppliedAsynchronouslyIsShownWhenTheCallReturns() async {
        let host = DiffableHost(showing: makeSnapshot(["A": [50]]))
        var tree = IntSectionSnapshot()
        tree.append([1, 2])
        tree.append([11], to: 1)
        tree.expand([1])
        await host.dataSource.apply(tree, to: "B", animatingDifferences: false)
        #expect(host.dataSource.snapshot() == makeSnapshot(["A": [50], "B": [1, 11, 2]]))
        #expect(host.dataSource.snapshot(for: "B") == tree)
        host.collectionView.layoutIfNeeded()
        #expect(host.shownItems == [[50], [1, 11, 2]])
    }

    @Test func aTableAppliesAsynchronouslyByDifferenceOrByReloading() async throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 600), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["Apples", "Pears"])
        await dataSource.apply(snapshot, animatingDifferences: false)
        #expect(dataSource.snapshot() == snapshot)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 2)

        snapshot.appendItems(["Plums"])
        await dataSource.apply(snapshot)
        #expect(table.numberOfRows(inSection: 0) == 3)

        snapshot.deleteItems(["Apples"])
        await dataSource.applySnapshotUsingReloadData(snapshot)
        #expect(dataSource.snapshot().itemIdentifiers == ["Pears", "Plums"])
        table.layoutIfNeeded()
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "Pears")
    }
}
