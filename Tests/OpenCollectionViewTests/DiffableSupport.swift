import Foundation
import OpenCollectionView

typealias IntSnapshot = NSDiffableDataSourceSnapshot<String, Int>
typealias IntSectionSnapshot = NSDiffableDataSourceSectionSnapshot<Int>
typealias IntDataSource = UICollectionViewDiffableDataSource<String, Int>

/// A snapshot built from `(section, items)` pairs with plain appends.
func makeSnapshot(_ layout: KeyValuePairs<String, [Int]>) -> IntSnapshot {
    var snapshot = IntSnapshot()
    for (section, items) in layout {
        snapshot.appendSections([section])
        snapshot.appendItems(items, toSection: section)
    }
    return snapshot
}

/// What the cell provider was asked, and what it shows for each item.
@MainActor
final class CellProviderLog {
    /// Every call, in order: the index path and the item.
    var requests: [(indexPath: IndexPath, item: Int)] = []
    /// The value a cell shows for an item (its `tag`); the item itself when absent.
    var content: [Int: Int] = [:]

    var requestedItems: [Int] { requests.map(\.item) }
}

/// A rows collection view fed by a diffable data source whose provider dequeues `TrackingCell`s and sets their
/// `tag` to the item's content.
@MainActor
struct DiffableHost {
    let collectionView: UICollectionView
    let dataSource: IntDataSource
    let log: CellProviderLog

    init(rowHeight: CGFloat = 10) {
        let collectionView = makeRowsCollectionView(rowHeight: rowHeight)
        let log = CellProviderLog()
        self.collectionView = collectionView
        self.log = log
        dataSource = IntDataSource(collectionView: collectionView) { collectionView, indexPath, item in
            log.requests.append((indexPath, item))
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            cell.tag = log.content[item] ?? item
            return cell
        }
    }

    /// A host that has applied `initial` and laid out, with the log emptied.
    init(showing initial: IntSnapshot, rowHeight: CGFloat = 10) {
        self.init(rowHeight: rowHeight)
        dataSource.apply(initial)
        collectionView.layoutIfNeeded()
        log.requests = []
    }

    /// The item counts the collection view holds.
    var counts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// What each visible cell shows, section by section.
    var shownItems: [[Int]] {
        var shown = Array(repeating: [Int](), count: collectionView.numberOfSections)
        for indexPath in collectionView.indexPathsForVisibleItems {
            shown[indexPath.section].append(collectionView.cellForItem(at: indexPath)!.tag)
        }
        return shown
    }

    /// The cell of each item with one.
    var cellsByItem: [Int: ObjectIdentifier] {
        var cells: [Int: ObjectIdentifier] = [:]
        for indexPath in collectionView.indexPathsForVisibleItems {
            if let item = dataSource.itemIdentifier(for: indexPath), let cell = collectionView.cellForItem(at: indexPath) {
                cells[item] = ObjectIdentifier(cell)
            }
        }
        return cells
    }

    /// The items of each section of `snapshot`.
    static func items(of snapshot: IntSnapshot) -> [[Int]] {
        snapshot.sectionIdentifiers.map { snapshot.itemIdentifiers(inSection: $0) }
    }
}
