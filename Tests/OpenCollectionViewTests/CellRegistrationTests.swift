import CollectionDiagnostics
import Foundation
import OpenCollectionView
import Testing

/// A cell that shows one number and counts how often it was reset.
@MainActor
final class NumberCell: UICollectionViewCell {
    var number: Int?
    var resets = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        resets += 1
        number = nil
    }
}

/// A rows layout (100 pt rows) in an 844-pt-tall collection view fed by a diffable data source whose cells come
/// from a registration, as apps write it.
@MainActor
struct RegisteredRowsHost {
    let collectionView: UICollectionView
    let dataSource: UICollectionViewDiffableDataSource<Int, Int>

    init(items: [Int], rowHeight: CGFloat = 100) {
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowsLayout(rowHeight: rowHeight))
        let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in
            cell.number = item
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
    }

    func cell(_ item: Int) -> NumberCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: 0)) as? NumberCell
    }
}

@MainActor
@Suite struct CellRegistrationTests {
    @Test func aRegistrationMakesAndConfiguresCellsOfItsClass() {
        let host = RegisteredRowsHost(items: Array(100..<200))
        // 844 / 100: rows 0…8 are visible.
        #expect(host.collectionView.indexPathsForVisibleItems.count == 9)
        #expect(host.cell(0)?.number == 100)
        #expect(host.cell(8)?.number == 108)
    }

    @Test func scrolledAwayCellsAreResetAndConfiguredForTheirNewItem() {
        let host = RegisteredRowsHost(items: Array(100..<200))
        let first = host.cell(0)
        host.collectionView.contentOffset = CGPoint(x: 0, y: 1000)
        host.collectionView.layoutIfNeeded()
        // Rows 10…18 are visible now; the cell of row 0 came back for one of them, reset once.
        let reusedRow = (10...18).first { host.cell($0) === first }
        #expect(reusedRow != nil)
        #expect(first?.resets == 1)
        #expect(first?.number == reusedRow.map { 100 + $0 })
        #expect(host.collectionView.visibleCells.count == 9)
    }

    @Test func twoRegistrationsOfOneClassDoNotShareCells() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowsLayout(rowHeight: 100))
        var made: [String] = []
        let even = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in
            cell.number = item
            made.append("even")
        }
        let odd = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in
            cell.number = -item
            made.append("odd")
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            item.isMultiple(of: 2)
                ? collectionView.dequeueConfiguredReusableCell(using: even, for: indexPath, item: item)
                : collectionView.dequeueConfiguredReusableCell(using: odd, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(Array(0..<4))
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        #expect(made == ["even", "odd", "even", "odd"])
        let identifiers = Set(collectionView.visibleCells.compactMap(\.reuseIdentifier))
        #expect(identifiers.count == 2)
        #expect((collectionView.cellForItem(at: IndexPath(item: 3, section: 0)) as? NumberCell)?.number == -3)
    }

    @Test func aRegistrationCreatedInsideTheCellProviderIsReportedWithUIKitsMessage() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 100), collectionViewLayout: rowsLayout(rowHeight: 100))
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            let registration = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in cell.number = item }
            return collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([7])
        let (_, diagnostics) = Diagnostics.recording {
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.operation == "dequeueConfiguredReusableCell(using:for:item:)")
        #expect(diagnostics.first?.message.hasPrefix(
            "Attempted to dequeue a cell using a registration that was created inside -collectionView:cellForItemAtIndexPath: "
                + "or inside a UICollectionViewDiffableDataSource cell provider. Creating a new registration each time a cell "
                + "is requested will prevent reuse") == true)
        // The cell still shows its item: nothing is lost.
        #expect((collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as? NumberCell)?.number == 7)
    }

    @Test func supplementaryRegistrationsConfigureHeadersOfTheirKind() {
        let layout = headerRowsLayout()
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
        let header = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { view, kind, indexPath in
            view.tag = 1000 + indexPath.section
            #expect(kind == UICollectionView.elementKindSectionHeader)
        }
        let cells = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in cell.number = item }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: header, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0, 1])
        snapshot.appendItems([1, 2], toSection: 0)
        snapshot.appendItems([3], toSection: 1)
        dataSource.apply(snapshot, animatingDifferences: false)
        collectionView.layoutIfNeeded()
        let headers = collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
        #expect(headers.map(\.tag) == [1000, 1001])
    }

    @Test func aSupplementaryViewOfTheWrongKindIsReported() {
        let collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: headerRowsLayout())
        let footer = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(elementKind: "footer") { _, _, _ in }
        let cells = UICollectionView.CellRegistration<NumberCell, Int> { cell, _, item in cell.number = item }
        let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, item in
            collectionView.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: item)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: footer, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems([1])
        let (_, diagnostics) = Diagnostics.recording {
            dataSource.apply(snapshot, animatingDifferences: false)
            collectionView.layoutIfNeeded()
        }
        #expect(diagnostics == [.error(
            "collectionView(_:viewForSupplementaryElementOfKind:at:)",
            "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match the element "
                + "kind it is being used for. When asked for a view of element kind 'UICollectionElementKindSectionHeader' the "
                + "data source dequeued a view registered for the element kind 'footer' (index path [0, 0]).")])
    }

    /// 100-pt rows under a 50-pt section header.
    private func headerRowsLayout() -> UICollectionViewCompositionalLayout {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: item.layoutSize, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)]
        return UICollectionViewCompositionalLayout(section: section)
    }
}
