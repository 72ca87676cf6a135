import CollectionDiagnostics
import Foundation
import OpenCollectionView

/// A cell that counts how often it was prepared for reuse; `tag` holds the item it was last configured with.
@MainActor
final class TrackingCell: UICollectionViewCell {
    private(set) var reuseCount = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuseCount += 1
    }
}

/// A plain data source over arrays of item values that configures `TrackingCell`s with them and remembers what it
/// was asked.
@MainActor
final class ModelDataSource: UICollectionViewDataSource {
    var sections: [[Int]]
    /// The reuse identifier cells are dequeued with.
    var reuseIdentifier = "cell"
    private(set) var cellRequests: [IndexPath] = []

    init(_ sections: [[Int]]) {
        self.sections = sections
    }

    func numberOfSections(in collectionView: UICollectionView) -> Int { sections.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        sections[section].count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellRequests.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: reuseIdentifier, for: indexPath)
        cell.tag = sections[indexPath.section][indexPath.item]
        return cell
    }

    func forgetRequests() {
        cellRequests = []
    }
}

/// A layout of full-width rows 10 pt tall: a 390 × 844 collection view shows 84 rows, so small tests see every item.
@MainActor
func rowsLayout(rowHeight: CGFloat = 10) -> UICollectionViewCompositionalLayout {
    let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(
        widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(rowHeight)),
        subitems: [item])
    return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
}

/// A 390 × 844 collection view of rows with `TrackingCell` registered as "cell" and "other".
@MainActor
func makeRowsCollectionView(rowHeight: CGFloat = 10) -> UICollectionView {
    let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: rowsLayout(rowHeight: rowHeight))
    collectionView.register(TrackingCell.self, forCellWithReuseIdentifier: "cell")
    collectionView.register(TrackingCell.self, forCellWithReuseIdentifier: "other")
    return collectionView
}

/// A collection view fed by a `ModelDataSource`, laid out once.
@MainActor
struct BatchHost {
    let collectionView: UICollectionView
    let model: ModelDataSource

    init(_ sections: [[Int]], rowHeight: CGFloat = 10) {
        collectionView = makeRowsCollectionView(rowHeight: rowHeight)
        model = ModelDataSource(sections)
        collectionView.dataSource = model
        collectionView.layoutIfNeeded()
        model.forgetRequests()
    }

    /// The item counts the collection view holds.
    var counts: [Int] {
        (0..<collectionView.numberOfSections).map { collectionView.numberOfItems(inSection: $0) }
    }

    /// What each visible cell shows, by index path.
    var shownItems: [[Int]] {
        var shown = Array(repeating: [Int](), count: collectionView.numberOfSections)
        for indexPath in collectionView.indexPathsForVisibleItems {
            shown[indexPath.section].append(collectionView.cellForItem(at: indexPath)!.tag)
        }
        return shown
    }

    /// The cell showing each item value.
    var cellsByItem: [Int: UICollectionViewCell] {
        var cells: [Int: UICollectionViewCell] = [:]
        for cell in collectionView.visibleCells { cells[cell.tag] = cell }
        return cells
    }

    func cell(_ item: Int, _ section: Int = 0) -> UICollectionViewCell? {
        collectionView.cellForItem(at: IndexPath(item: item, section: section))
    }
}

func path(_ item: Int, _ section: Int = 0) -> IndexPath {
    IndexPath(item: item, section: section)
}

typealias ItemUpdate = CollectionViewBatchUpdate.ItemUpdate
typealias SectionUpdate = CollectionViewBatchUpdate.SectionUpdate

func delete(_ before: IndexPath) -> ItemUpdate { ItemUpdate(action: .delete, indexPathBeforeUpdate: before, indexPathAfterUpdate: nil) }
func insert(_ after: IndexPath) -> ItemUpdate { ItemUpdate(action: .insert, indexPathBeforeUpdate: nil, indexPathAfterUpdate: after) }
func move(_ before: IndexPath, _ after: IndexPath) -> ItemUpdate {
    ItemUpdate(action: .move, indexPathBeforeUpdate: before, indexPathAfterUpdate: after)
}
func reload(_ before: IndexPath, _ after: IndexPath) -> ItemUpdate {
    ItemUpdate(action: .reload, indexPathBeforeUpdate: before, indexPathAfterUpdate: after)
}
func reconfigure(_ before: IndexPath, _ after: IndexPath) -> ItemUpdate {
    ItemUpdate(action: .reconfigure, indexPathBeforeUpdate: before, indexPathAfterUpdate: after)
}
